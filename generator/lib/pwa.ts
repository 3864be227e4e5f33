// issue 22: what makes a brand build an installable progressive web app.
// - Icons: PNGs in the sizes browsers ask for (192 and 512 for the manifest, a maskable 512 for Android's shaped
//   icons, 180 for iOS's home screen), drawn at build time with sharp from the brand's logo. A wide logo (a
//   wordmark) is unreadable at home-screen size, so then the brand's square mark (its favicon) is used when it has
//   one; either way it sits on a square of the brand's header colour.
// - The offline screen (offline.html): what the service worker shows for a page it has no copy of while offline,
//   translated (ms, en, zh: the runtime's pwa.* strings) with a retry button.
// - sw.js: the runtime's service worker (generator/lib/runtime-build.ts) with this build's precache list, made by
//   workbox-build injectManifest once the pages are written: the app shell, the brand's files and its pages.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { TenantManifest } from '../../schema/tenant';
import { repoRoot } from './paths';

export interface AppIcon {
  /** Path in the artifact (served at /<file>). */
  file: string;
  size: number;
  /** Manifest purpose; 'apple' is the apple-touch-icon (not in the manifest). */
  purpose: 'any' | 'maskable' | 'apple';
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'apple' },
];

/** The manifest's icons list (the apple-touch-icon is linked from the head instead). */
export function manifestIcons(): { src: string; sizes: string; type: string; purpose: string }[] {
  return APP_ICONS.filter((i) => i.purpose !== 'apple').map((i) => ({ src: `/${i.file}`, sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.purpose }));
}

/** Above this width/height a logo is a wordmark, not a mark. */
const WIDE_LOGO_RATIO = 1.25;
const RASTER = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp']);

/** The image the icons are drawn from: the logo when it is (nearly) square, else the square favicon when it has one. */
export async function iconSource(m: TenantManifest, tenantDir: string): Promise<string> {
  const { default: sharp } = await import('sharp');
  const ratio = async (file: string) => {
    const meta = await sharp(readFileSync(file)).metadata();
    return meta.width && meta.height ? meta.width / meta.height : 1;
  };
  const logo = join(tenantDir, m.theme.logo);
  if ((await ratio(logo)) <= WIDE_LOGO_RATIO) return logo;
  const favicon = join(tenantDir, m.theme.favicon);
  if (RASTER.has(extname(favicon).toLowerCase()) && existsSync(favicon)) {
    const r = await ratio(favicon);
    if (r <= WIDE_LOGO_RATIO && r >= 1 / WIDE_LOGO_RATIO) return favicon;
  }
  return logo;
}

/**
 * Writes APP_ICONS under `root`: the source centred on a `background` square, filling 100 % of an 'any' icon's
 * width (a wide logo: 88 %) and 70 % of a maskable one (Android crops to a circle of 80 %).
 */
export async function writeIcons(source: string, background: string, root: string): Promise<string[]> {
  const { default: sharp } = await import('sharp');
  const input = readFileSync(source);
  const meta = await sharp(input).metadata();
  const wide = (meta.width ?? 1) / (meta.height ?? 1) > WIDE_LOGO_RATIO;
  const written: string[] = [];
  for (const icon of APP_ICONS) {
    const share = icon.purpose === 'maskable' ? 0.7 : wide ? 0.88 : 1;
    const box = Math.round(icon.size * share);
    // SVGs are drawn at a density that gives the target size without upscaling a small bitmap.
    const density = extname(source).toLowerCase() === '.svg' ? Math.min(2400, Math.ceil((72 * box) / Math.min(meta.width ?? box, meta.height ?? box)) * 2) : undefined;
    const mark = await sharp(input, density ? { density } : {})
      .resize({ width: box, height: box, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    const file = join(root, icon.file);
    mkdirSync(join(root, 'icons'), { recursive: true });
    await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background } })
      .composite([{ input: mark, gravity: 'centre' }])
      .png({ compressionLevel: 9 })
      .toFile(file);
    written.push(icon.file);
  }
  return written;
}

export interface OfflineStrings {
  title: string;
  text: string;
  retry: string;
}

/** The runtime's translated offline strings (runtime/i18n/locales/<lang>/common.json, pwa.offline*), read as data. */
export function offlineStrings(lang: string): OfflineStrings {
  const dir = join(repoRoot, 'runtime/i18n/locales');
  const bundled = existsSync(join(dir, lang, 'common.json')) ? lang : 'en';
  const pwa = (JSON.parse(readFileSync(join(dir, bundled, 'common.json'), 'utf8')) as { pwa?: Record<string, string> }).pwa ?? {};
  const pick = (key: string) => {
    const value = pwa[key];
    if (typeof value !== 'string') throw new Error(`runtime/i18n/locales/${bundled}/common.json: /pwa/${key} must be a string`);
    return value;
  };
  return { title: pick('offlineTitle'), text: pick('offlineText'), retry: pick('offlineRetry') };
}

/** A precache entry as workbox-build hands it to a manifest transform. */
interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * Pages in every language the brand has (issue 22 item 2 with issue 23 item 5): the server picks a page's language
 * by the `lang` cookie, so a plain `index.html` entry would hold whichever language the installing visitor had.
 * Each page is precached once per language under its URL with `?lang=<code>` (the server's explicit choice, which
 * beats the cookie): the default language's from the artifact's pages, the others from `_lang/<code>/`. The default
 * language's entries come first (the service worker falls back to the first language it finds). offline.html holds
 * every language itself and keeps its plain URL.
 */
export function pagesByLanguage(root: string, defaultLang: string) {
  return (entries: ManifestEntry[]): { manifest: ManifestEntry[]; warnings: string[] } => {
    const isPage = (url: string) => url.endsWith('.html') && url !== 'offline.html';
    const manifest = entries.map((e) => (isPage(e.url) ? { ...e, url: `${e.url}?lang=${defaultLang}` } : e));
    const langRoot = join(root, LANGUAGE_DIR);
    if (existsSync(langRoot)) {
      for (const lang of readdirSync(langRoot).sort()) {
        if (lang === defaultLang) continue;
        for (const rel of htmlFiles(join(langRoot, lang))) {
          const body = readFileSync(join(langRoot, lang, rel));
          manifest.push({ url: `${rel}?lang=${lang}`, revision: createHash('md5').update(body).digest('hex'), size: body.length });
        }
      }
    }
    return { manifest, warnings: [] };
  };
}

/** HTML files under `dir`, as forward-slash paths relative to it, sorted. */
function htmlFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const d of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${d.name}` : d.name;
    if (d.isDirectory()) out.push(...htmlFiles(dir, rel));
    else if (d.name.endsWith('.html')) out.push(rel);
  }
  return out.sort();
}

/** Where the brand build writes the pages of its other languages (server/modules/site/static-files.ts LANGUAGE_DIR). */
const LANGUAGE_DIR = '_lang';

/**
 * Options for workbox-build injectManifest over a brand's artifact: every file a visitor may need offline, the pages
 * in each of the brand's languages (pagesByLanguage), none of the operator files, precompressed copies or the worker
 * itself. Hashed files (assets/) need no revision. Workbox fetches them one at a time when the worker installs.
 */
export function precacheOptions(root: string, swSrc: string, defaultLang: string) {
  return {
    swSrc,
    swDest: join(root, 'sw.js'),
    globDirectory: root,
    globPatterns: ['**/*.{html,js,css,json,svg,png,jpg,jpeg,webp,webmanifest,woff2}'],
    globIgnores: [`${LANGUAGE_DIR}/**`, 'build-manifest.json', 'nginx.conf.example', 'sw.js', '**/*.map'],
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [pagesByLanguage(root, defaultLang)],
    // The largest chunk is well under this; a bigger file is a mistake worth a warning, not a silent skip.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  };
}

/** Writes sw.js; returns how many files it precaches and their total size. */
export async function writeServiceWorker(root: string, swSrc: string, defaultLang: string): Promise<{ count: number; size: number; warnings: string[] }> {
  const { injectManifest } = await import('workbox-build');
  const result = await injectManifest(precacheOptions(root, swSrc, defaultLang));
  return { count: result.count, size: result.size, warnings: result.warnings };
}
