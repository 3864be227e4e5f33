// Issue 3 item 9 "one origin": the server also serves each built brand (dist/<id>/) chosen by Host
// (<id>.localhost, manifest domains; plain localhost → default brand), so the site's /wps calls are same-origin.
// API prefixes and /docs never fall back to the site.
import type { RoutesPlugin } from '../../lib/type-provider';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tenant } from '../tenancy';
import { getBanners } from '../content';
import { bannerGroupOfPage, withBannerHint } from './banner-hint';
import { consoleRoutes } from './console';
import { acceptedEncodings, cacheControlFor, languageVariant, MIME, precompressedVariant, resolveSiteFile, takesSitePolicy } from './static-files';

/** How long a brand's first banner per group is remembered for the page hint (operators' changes show after this). */
const BANNER_HINT_TTL_MS = 5_000;
/** Hinted pages kept compressed (page × banner × encoding); cleared when full. */
const MAX_HINTED = 500;

// /ops is the operator console's (console.ts), never a brand page.
const NO_FALLBACK = /^\/(wps|lgw|lotto|api|docs|ops)(\/|$|\?)/;

const escapeHtml = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

function notBuiltPage(id: string, brandName: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(brandName)} is not built yet</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}code{background:#f3f3f3;padding:.15rem .35rem;border-radius:4px}</style></head>
<body><h1>${escapeHtml(brandName)} has no build yet</h1><p>The platform API is running, but the site for brand <code>${escapeHtml(id)}</code> has not been built.</p>
<p>Build it, then reload this page:</p><pre><code>npm run brand -- build ${escapeHtml(id)}</code></pre><p>API documentation: <a href="/docs">/docs</a></p></body></html>`;
}

/**
 * The language a page should arrive in (issue 23 item 5): `?lang=` (the hreflang alternates, shared links), else the
 * `lang` cookie the site keeps equal to the visitor's choice (runtime/i18n/language.ts); null for the default.
 */
function pageLanguage(req: FastifyRequest, tenant: Tenant): string | null {
  const query = req.url.indexOf('?');
  const param = query >= 0 ? new URLSearchParams(req.url.slice(query + 1)).get('lang') : null;
  const { supported, default: fallback } = tenant.manifest.languages;
  for (const lang of [param, req.cookies?.lang]) {
    if (lang && (supported as string[]).includes(lang)) return lang === fallback ? null : lang;
  }
  return null;
}

export const siteRoutes: RoutesPlugin = async (app) => {
  const banners = new Map<string, { at: number; url: Promise<string | null> }>();
  const hinted = new Map<string, { body: Buffer; encoding: 'br' | 'gzip' | null; etag: string }>();
  // An operator's banner change (content/banner-operator-routes.ts) drops the brand's remembered banners at once.
  app.changes.on('banners', (key) => {
    for (const k of banners.keys()) if (key === '*' || k.startsWith(`${key}|`)) banners.delete(k);
  });

  function firstBanner(tenant: Tenant, group: string, lang: string | null): Promise<string | null> {
    const key = `${tenant.merchantId}|${group}|${lang ?? ''}`;
    const hit = banners.get(key);
    if (hit && Date.now() - hit.at < BANNER_HINT_TTL_MS) return hit.url;
    const url = getBanners(tenant, group, lang ?? undefined, app.clock.now(), app.database.db).then(
      (list) => list[0]?.url ?? null,
      () => null, // a page never fails for its hint
    );
    banners.set(key, { at: Date.now(), url });
    return url;
  }

  /** The page with its banner hint (banner-hint.ts), compressed as the client accepts; null = send the file. */
  async function hintedPage(tenant: Tenant, url: string, lang: string | null, file: string, mtimeMs: number, encoding: 'br' | 'gzip' | null) {
    const group = bannerGroupOfPage(url);
    if (!group || !file.endsWith('.html')) return null;
    // The banner of the page's language (issue 23 item 9): the one the page will show.
    const banner = await firstBanner(tenant, group, lang);
    if (!banner) return null;
    const key = `${file}|${mtimeMs}|${banner}|${encoding}`;
    let page = hinted.get(key);
    if (!page) {
      const html = await readFile(file, 'utf8');
      const withHint = withBannerHint(html, banner);
      if (withHint === html) return null;
      const raw = Buffer.from(withHint);
      const body =
        encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : encoding === 'gzip' ? gzipSync(raw, { level: 9 }) : raw;
      page = { body, encoding, etag: `W/"h-${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"` };
      if (hinted.size >= MAX_HINTED) hinted.clear();
      hinted.set(key, page);
    }
    return page;
  }

  const policies = new Map<string, { mtimeMs: number; csp: string | null }>();
  /**
   * The build's Content-Security-Policy (issue 23 item 10: the sha256 of each inline script it emitted, computed by
   * the brand build into build-manifest.json, schema/csp.ts); re-read when a new build lands. A build without one
   * (made before the field existed) gets no site policy rather than one that would block its inline scripts.
   */
  async function sitePolicy(root: string): Promise<string | null> {
    const file = join(root, 'build-manifest.json');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    const cached = policies.get(root);
    if (cached?.mtimeMs === mtimeMs) return cached.csp;
    let csp: string | null = null;
    try {
      const value = (JSON.parse(await readFile(file, 'utf8')) as { contentSecurityPolicy?: unknown }).contentSecurityPolicy;
      csp = typeof value === 'string' && value ? value : null;
    } catch {
      csp = null;
    }
    policies.set(root, { mtimeMs, csp });
    return csp;
  }

  /** The file as built; the build writes file.br / file.gz beside text files (generator/lib/precompress.ts). */
  function builtFile(hit: { file: string; size: number; mtimeMs: number }, accepted: Set<string>) {
    const body = precompressedVariant(hit.file, accepted) ?? { file: hit.file, size: hit.size, encoding: null };
    const etag = `W/"${body.size.toString(16)}-${Math.floor(hit.mtimeMs).toString(16)}${body.encoding ? `-${body.encoding}` : ''}"`;
    return { etag, encoding: body.encoding, size: body.size, payload: () => createReadStream(body.file) };
  }

  async function serve(req: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) {
    const url = req.url;
    // The routed (decoded) path: `/%77ps/x` is /wps/x and must not get the site either (issue 24 item 17).
    if (NO_FALLBACK.test(url) || NO_FALLBACK.test(`/${req.params['*'] ?? ''}`)) {
      return reply.status(404).send({ success: false, value: null, code: 'not_found', message: 'err_not_found' });
    }
    const tenant = app.tenants.resolveHost(req.headers.host);
    if (!tenant) {
      return reply.status(404).type('text/plain; charset=utf-8').send(`No brand is served on host ${String(req.headers.host ?? '').slice(0, 200)}`);
    }
    const root = join(app.config.distDir, tenant.manifest.id);
    if (!existsSync(join(root, 'index.html'))) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '30')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
        .type('text/html; charset=utf-8')
        .send(notBuiltPage(tenant.manifest.id, tenant.manifest.brandName));
    }
    const found = resolveSiteFile(root, url);
    if (!found) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const lang = pageLanguage(req, tenant);
    const hit = languageVariant(root, found, lang);
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const page = await hintedPage(tenant, url, lang, hit.file, hit.mtimeMs, accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null);
    const out = page ? { etag: page.etag, encoding: page.encoding, size: page.body.length, payload: () => page.body } : builtFile(hit, accepted);
    reply
      .header('content-type', MIME[extname(hit.file).toLowerCase()] ?? 'application/octet-stream')
      .header('cache-control', cacheControlFor(root, hit.file))
      .header('etag', out.etag)
      // A page differs by the language cookie (and ?lang=, part of the URL).
      .header('vary', hit.file.endsWith('.html') ? 'accept-encoding, cookie' : 'accept-encoding')
      .header('x-content-type-options', 'nosniff');
    if (out.encoding) reply.header('content-encoding', out.encoding);
    // The service worker's own fetches are held to its script's policy: it gets the site's, not the API's none.
    if (takesSitePolicy(root, hit.file)) {
      const csp = await sitePolicy(root);
      if (csp) reply.header('content-security-policy', csp);
      else reply.removeHeader('content-security-policy');
    }
    // issue 23 item 6: every route of the spec §2 table is prerendered, so the index.html fallback answers only
    // paths the site does not have: the same page (its router shows not-found) with the truth, 404.
    if (hit.fallback) reply.status(404);
    else if (req.headers['if-none-match'] === out.etag) return reply.status(304).send();
    reply.header('content-length', out.size);
    if (req.method === 'HEAD') return reply.send();
    return reply.send(out.payload());
  }

  await app.register(consoleRoutes);
  // Hidden from /docs: this is the web site, not the API.
  app.get('/*', { config: { access: 'visitor' }, schema: { hide: true } }, serve);
};
