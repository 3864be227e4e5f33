// Issue 19 item 2: the operator console (console/, built by `npm run build:console` into dist/console/) at /ops on
// every brand host; the brand is picked inside the console (x-merchant-code), not by the host. Its own policy
// (issue 19 item 3): only its own files, no inline script, never inside a frame (a brand's site cannot show it).
import { createReadStream, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutesPlugin } from '../../lib/type-provider';
import { MIME, acceptedEncodings, cacheControlFor, precompressedVariant, resolveSiteFile } from './static-files';

/** The console's folder inside DIST_DIR (no brand may use this id: tenant ids are brand names). */
export const CONSOLE_DIR = 'console';
export const CONSOLE_PATH = '/ops';

/**
 * style-src 'unsafe-inline': react-admin's Material UI writes its styles into <style> elements at run time (emotion);
 * styles cannot run code, and scripts stay 'self' only.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const notBuilt = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Operator console is not built yet</title></head>
<body><h1>The operator console has no build yet</h1><p>Build it, then reload this page:</p><pre><code>npm run build:console</code></pre></body></html>`;

export const consoleRoutes: RoutesPlugin = async (app) => {
  const root = () => join(app.config.distDir, CONSOLE_DIR);

  async function serve(req: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) {
    reply.header('content-security-policy', CONSOLE_CSP).header('x-frame-options', 'DENY').header('x-content-type-options', 'nosniff');
    const dir = root();
    if (!existsSync(join(dir, 'index.html'))) {
      return reply.status(503).header('cache-control', 'no-store').header('retry-after', '30').type('text/html; charset=utf-8').send(notBuilt);
    }
    // /ops → /ops/: the build's relative asset URLs are under /ops/.
    if (req.url === CONSOLE_PATH || req.url.startsWith(`${CONSOLE_PATH}?`)) return reply.redirect(`${CONSOLE_PATH}/${req.url.slice(CONSOLE_PATH.length)}`, 301);
    const hit = resolveSiteFile(dir, `/${req.params['*'] ?? ''}`);
    if (!hit) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
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
