// Issue 3 item 9 "one origin": the server also serves each built brand (dist/<id>/) chosen by Host
// (<id>.localhost, manifest domains; plain localhost → default brand), so the site's /wps calls are same-origin.
// API prefixes and /docs never fall back to the site.
import { createReadStream, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor, MIME, precompressedVariant, resolveSiteFile } from './static-files';

const NO_FALLBACK = /^\/(wps|lgw|lotto|api|docs)(\/|$|\?)/;

const escapeHtml = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

function notBuiltPage(id: string, brandName: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(brandName)} is not built yet</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}code{background:#f3f3f3;padding:.15rem .35rem;border-radius:4px}</style></head>
<body><h1>${escapeHtml(brandName)} has no build yet</h1><p>The platform API is running, but the site for brand <code>${escapeHtml(id)}</code> has not been built.</p>
<p>Build it, then reload this page:</p><pre><code>npm run brand -- build ${escapeHtml(id)}</code></pre><p>API documentation: <a href="/docs">/docs</a></p></body></html>`;
}

export const siteRoutes: FastifyPluginAsync = async (app) => {
  async function serve(req: FastifyRequest, reply: FastifyReply) {
    const url = req.url;
    if (NO_FALLBACK.test(url)) {
      return reply.status(404).send({ success: false, value: null, code: 'not_found', message: 'err_not_found' });
    }
    const tenant = app.tenants.resolveHost(req.headers.host);
    if (!tenant) {
      return reply.status(404).type('text/plain; charset=utf-8').send(`No brand is served on host ${String(req.headers.host ?? '').slice(0, 200)}`);
    }
    const root = join(app.config.distDir, tenant.manifest.id);
    if (!existsSync(join(root, 'index.html'))) {
      return reply.status(503).header('cache-control', 'no-store').header('retry-after', '30').type('text/html; charset=utf-8').send(notBuiltPage(tenant.manifest.id, tenant.manifest.brandName));
    }
    const hit = resolveSiteFile(root, url);
    if (!hit) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    // The build writes file.br / file.gz beside text files (generator/lib/precompress.ts).
    const encoded = precompressedVariant(hit.file, req.headers['accept-encoding']);
    const body = encoded ?? { file: hit.file, size: hit.size, encoding: null };
    const etag = `W/"${body.size.toString(16)}-${Math.floor(hit.mtimeMs).toString(16)}${body.encoding ? `-${body.encoding}` : ''}"`;
    reply
      .header('content-type', MIME[extname(hit.file).toLowerCase()] ?? 'application/octet-stream')
      .header('cache-control', cacheControlFor(root, hit.file))
      .header('etag', etag)
      .header('vary', 'accept-encoding')
      .header('x-content-type-options', 'nosniff');
    if (body.encoding) reply.header('content-encoding', body.encoding);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    reply.header('content-length', body.size);
    if (req.method === 'HEAD') return reply.send();
    return reply.send(createReadStream(body.file));
  }

  // Hidden from /docs: this is the web site, not the API.
  app.get('/*', { schema: { hide: true } }, serve);
};
