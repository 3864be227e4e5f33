// Issue 19 item 2: the operator console (console/, built by `npm run build:console` into dist/console/) at /ops on
// every brand host; the brand is picked inside the console (x-merchant-code), not by the host. Its own policy
// (issue 19 item 3): only its own files, no inline script, never inside a frame (a brand's site cannot show it).
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutesPlugin } from '../../lib/type-provider';
import { MIME, acceptedEncodings, cacheControlFor, precompressedVariant, resolveSiteFile } from './static-files';

/** The console's folder inside DIST_DIR (no brand may use this id: tenant ids are brand names). */
export const CONSOLE_DIR = 'console';
export const CONSOLE_PATH = '/ops';

/**
 * The console's policy. react-admin's Material UI writes its styles into <style> elements at run time (emotion): each
 * page gets a fresh nonce (a meta tag the console's emotion cache reads, console/src/main.tsx), so only those style
 * elements apply, never one injected into the page. Inline style attributes (style="…", which Material UI sets for
 * positions and sizes) stay allowed: an attribute styles its own element only and cannot run code. Scripts: 'self'.
 */
export function consoleCsp(nonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The console's page with its style nonce in a meta tag (read by the console, never by a script of another origin). */
function pageWithNonce(html: string, nonce: string): string {
  const meta = `<meta name="csp-nonce" content="${nonce}">`;
  if (/<head>/i.test(html)) return html.replace(/<head>/i, `<head>${meta}`);
  return /^<!doctype html>/i.test(html) ? html.replace(/^<!doctype html>/i, (d) => `${d}${meta}`) : meta + html;
}

const notBuilt = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Operator console is not built yet</title></head>
<body><h1>The operator console has no build yet</h1><p>Build it, then reload this page:</p><pre><code>npm run build:console</code></pre></body></html>`;

export const consoleRoutes: RoutesPlugin = async (app) => {
  const root = () => join(app.config.distDir, CONSOLE_DIR);

  async function serve(req: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) {
    reply.header('content-security-policy', consoleCsp()).header('x-frame-options', 'DENY').header('x-content-type-options', 'nosniff');
    const dir = root();
    if (!existsSync(join(dir, 'index.html'))) {
      return reply.status(503).header('cache-control', 'no-store').header('retry-after', '30').type('text/html; charset=utf-8').send(notBuilt);
    }
    // /ops → /ops/: the build's relative asset URLs are under /ops/.
    if (req.url === CONSOLE_PATH || req.url.startsWith(`${CONSOLE_PATH}?`)) return reply.redirect(`${CONSOLE_PATH}/${req.url.slice(CONSOLE_PATH.length)}`, 301);
    const hit = resolveSiteFile(dir, `/${req.params['*'] ?? ''}`);
    if (!hit) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if (extname(hit.file).toLowerCase() === '.html') {
      // The page: a new style nonce each time, so never cached (it is ~1 KB; the hashed assets are).
      const nonce = randomBytes(16).toString('base64');
      return reply
        .header('content-security-policy', consoleCsp(nonce))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(req.method === 'HEAD' ? undefined : pageWithNonce(await readFile(hit.file, 'utf8'), nonce));
    }
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const body = precompressedVariant(hit.file, accepted) ?? { file: hit.file, size: hit.size, encoding: null };
    const etag = `W/"${body.size.toString(16)}-${Math.floor(hit.mtimeMs).toString(16)}${body.encoding ? `-${body.encoding}` : ''}"`;
    reply
      .header('content-type', MIME[extname(hit.file).toLowerCase()] ?? 'application/octet-stream')
      // Hashed assets are immutable; index.html (every client route: the console's router is in the URL's hash) is revalidated.
      .header('cache-control', cacheControlFor(dir, hit.file))
      .header('etag', etag)
      .header('vary', 'accept-encoding');
    if (body.encoding) reply.header('content-encoding', body.encoding);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    reply.header('content-length', body.size);
    if (req.method === 'HEAD') return reply.send();
    return reply.send(createReadStream(body.file));
  }

  // Hidden from /docs: a web page, not the API.
  app.get(CONSOLE_PATH, { config: { access: 'visitor' }, schema: { hide: true } }, serve);
  app.get(`${CONSOLE_PATH}/*`, { config: { access: 'visitor' }, schema: { hide: true } }, serve);
};
