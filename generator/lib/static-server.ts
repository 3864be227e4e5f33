// A small static file server for built brands (`brand preview`, scripts/serve-dist.ts, e2e):
// serves files, directory index.html, and falls back to the root index.html for client-side
// routes (SPA). Optionally proxies /wps and /lgw to the platform server, like nginx.conf.example.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { basename, extname, join, normalize, sep } from 'node:path';
import { OPERATOR_ONLY_FILES } from './artifact';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Paths the platform server owns (spec §3): proxied when an API origin is configured. */
export const API_PREFIXES = ['/wps', '/lgw'];

export interface StaticServerOptions {
  /** The folder to serve for a request, or null for 404 (e.g. an unknown brand host). */
  rootFor(req: IncomingMessage): string | null;
  /** Platform server origin (http://127.0.0.1:3000) for /wps and /lgw; unset → 502 JSON. */
  apiOrigin?: string;
  /**
   * The brand a proxied API request speaks for (issue 23 item 3): the platform server picks the brand by Host or
   * merchant code, so a proxied call must present the served brand's, not the API origin's (which would be the
   * default brand, with its settings and accounts). Unset or null: the request goes with the API origin's host.
   */
  apiBrandFor?(req: IncomingMessage): ProxiedBrand | null;
}

/** What a proxied API request presents: the brand's merchant code, and its first domain as Host when it has one. */
export interface ProxiedBrand {
  merchantCode: string;
  domains: readonly string[];
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file under root, or null. Never escapes root. */
export function resolveStaticFile(root: string, urlPath: string): { file: string; fallback: boolean } | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return null;
  }
  const candidate = normalize(join(root, pathname));
  if (candidate !== root && !candidate.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  if ((OPERATOR_ONLY_FILES as readonly string[]).includes(basename(candidate).toLowerCase().replace(/\.(br|gz)$/, ''))) return null;
  if (isFile(candidate)) return { file: candidate, fallback: false };
  for (const alt of [join(candidate, 'index.html'), `${candidate}.html`]) if (isFile(alt)) return { file: alt, fallback: false };
  // Paths with an extension are assets: a missing one is a real 404, not a client route.
  if (extname(pathname)) return null;
  const index = join(root, 'index.html');
  return isFile(index) ? { file: index, fallback: true } : null;
}

function proxy(req: IncomingMessage, res: ServerResponse, origin: string, brand: ProxiedBrand | null): void {
  const target = new URL(req.url ?? '/', origin);
  const headers = { ...req.headers, host: target.host };
  if (brand) {
    // The brand's own host (as its nginx server block receives it) and its merchant code, which the platform
    // server prefers over the host; the browser's host goes on as X-Forwarded-Host.
    Object.assign(headers, { host: brand.domains[0] ?? target.host, 'x-merchant-code': brand.merchantCode, 'x-forwarded-host': req.headers.host ?? '' });
  }
  const upstream = request(target, { method: req.method, headers }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, code: 'UPSTREAM_UNREACHABLE', message: `platform server ${origin} is unreachable` }));
  });
  req.pipe(upstream);
}

export function createStaticServer(options: StaticServerOptions): Server {
  return createServer((req, res) => {
    const url = req.url ?? '/';
    // Readiness probe: answers before any brand is built (Playwright starts servers before globalSetup).
    if (url === '/__health') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    if (API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`))) {
      if (options.apiOrigin) return proxy(req, res, options.apiOrigin, options.apiBrandFor?.(req) ?? null);
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, code: 'NO_API', message: 'no platform server configured for this static server' }));
      return;
    }
    const root = options.rootFor(req);
    const hit = root && existsSync(root) ? resolveStaticFile(root, url) : null;
    if (!hit || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(hit ? 405 : 404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(hit ? 'method not allowed' : root ? 'not found' : `no brand is served on host ${req.headers.host ?? ''}`);
      return;
    }
    const type = MIME[extname(hit.file).toLowerCase()] ?? 'application/octet-stream';
    // Hashed assets never change; HTML must be revalidated so a new build shows up at once.
    const cache = hit.file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    res.writeHead(200, { 'content-type': type, 'cache-control': cache, 'content-length': statSync(hit.file).size });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(hit.file).pipe(res);
  });
}
