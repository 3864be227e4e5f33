// Maps a request path to a file of a built brand (dist/<id>/): the file itself, <path>/index.html or
// <path>.html (prerendered pages), else the brand's index.html for client routes (SPA fallback).
import { statSync } from 'node:fs';
import { basename, extname, join, normalize, sep } from 'node:path';

export const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticHit {
  file: string;
  size: number;
  mtimeMs: number;
  /** True when the brand's index.html answers a client-side route. */
  fallback: boolean;
}

function fileStat(path: string) {
  try {
    const s = statSync(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/**
 * issue 24 item 13: files the brand build (generator/commands/build.ts) leaves in dist/<id>/ for operators, not
 * visitors: the artifact's file list with the git commit, and the reverse-proxy example. The server cannot import
 * the generator (README: imports flow one way); generator/lib/artifact.ts OPERATOR_ONLY_FILES is the same list.
 */
const OPERATOR_ONLY_FILES = new Set(['build-manifest.json', 'nginx.conf.example']);

/** True for an operator-only build file, its precompressed copies, in any letter case. */
export function isOperatorOnlyFile(file: string): boolean {
  return OPERATOR_ONLY_FILES.has(basename(file).toLowerCase().replace(/\.(br|gz)$/, ''));
}

/** Never escapes root; never an operator-only build file; null = 404. */
export function resolveSiteFile(root: string, urlPath: string): StaticHit | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const candidate = normalize(join(root, pathname));
  const prefix = root.endsWith(sep) ? root : root + sep;
  if (candidate !== root && !candidate.startsWith(prefix)) return null;
  if (isOperatorOnlyFile(candidate)) return null;
  // The language variants (issue 23 item 5) are reached through languageVariant, never by their own path.
  const hidden = candidate === join(root, LANGUAGE_DIR) || candidate.startsWith(join(root, LANGUAGE_DIR) + sep);
  for (const [file, fallback] of hidden ? [] : ([
    [candidate, false],
    [join(candidate, 'index.html'), false],
    [`${candidate.replace(/[\\/]+$/, '')}.html`, false],
  ] as const)) {
    const s = fileStat(file);
    if (s) return { file, size: s.size, mtimeMs: s.mtimeMs, fallback };
  }
  // A path with an extension is an asset: missing means 404, not a client route.
  if (extname(pathname)) return null;
  // The build's not-found page (the shell with the router's not-found view, as the browser renders any unknown path:
  // it hydrates as it is, issue 23 item 5); a build without one falls back to the home page.
  for (const file of [join(root, '404.html'), join(root, 'index.html')]) {
    const s = fileStat(file);
    if (s) return { file, size: s.size, mtimeMs: s.mtimeMs, fallback: true };
  }
  return null;
}

/** Where the brand build keeps its pages prerendered in the brand's other languages (generator/commands/build.ts). */
export const LANGUAGE_DIR = '_lang';

/**
 * The same page prerendered in `lang` (issue 23 item 5), when the build has it: a visitor whose browser will
 * hydrate in another language than the brand's default gets HTML in that language (no React #418, no flash).
 */
export function languageVariant(root: string, hit: StaticHit, lang: string | null): StaticHit {
  if (!lang || !/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(lang) || !hit.file.endsWith('.html') || !hit.file.startsWith(root + sep)) return hit;
  const file = join(root, LANGUAGE_DIR, lang, hit.file.slice(root.length + 1));
  const s = fileStat(file);
  return s ? { file, size: s.size, mtimeMs: s.mtimeMs, fallback: hit.fallback } : hit;
}

/** The brand's service worker (issue 22, generator/lib/pwa.ts) at the root of its build. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** True for a file that runs with the build's Content-Security-Policy: a page, or the service worker (its fetches). */
export function takesSitePolicy(root: string, file: string): boolean {
  return file.endsWith('.html') || file === join(root, SERVICE_WORKER_FILE);
}

/** Hashed build output never changes (immutable); HTML, the service worker and brand files are revalidated. */
export function cacheControlFor(root: string, file: string): string {
  if (file.startsWith(join(root, 'assets') + sep)) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html') || file.endsWith('.pageContext.json') || file === join(root, SERVICE_WORKER_FILE)) return 'no-cache';
  return 'public, max-age=3600';
}

/** The content codings the client accepts (q > 0), from Accept-Encoding. */
export function acceptedEncodings(acceptEncoding: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)/.exec(p)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  return accepted;
}

/** The .br or .gz copy of `file` the client accepts (`accepted`: acceptedEncodings()), brotli first, if the build wrote one. */
export function precompressedVariant(file: string, accepted: Set<string>): { file: string; size: number; encoding: 'br' | 'gzip' } | null {
  for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (!accepted.has(encoding)) continue;
    const s = fileStat(file + ext);
    if (s) return { file: file + ext, size: s.size, encoding };
  }
  return null;
}
