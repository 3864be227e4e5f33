// Serves every built brand from ONE static server, choosing the brand folder from the Host header:
// http://<id>.localhost:4173 → dist/<id>/ (also the brand's own domains, and plain localhost →
// the default brand). SPA fallback to index.html. Used by Playwright (playwright.config.ts) and
// handy by hand: `tsx scripts/serve-dist.ts [--port 4173] [--dir dist] [--api http://127.0.0.1:3000]`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer, type ProxiedBrand } from '../generator/lib/static-server';
import { repoRoot } from '../generator/lib/paths';

export const DEFAULT_BRAND = process.env.DEFAULT_BRAND ?? 'mesra';

/** Brand id for a Host header: `<id>.localhost[:port]`, one of a brand's domains, or the default. */
export function brandForHost(host: string | undefined, distDir: string, tenantsDir = join(repoRoot, 'tenants')): string | null {
  const hostname = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  const sub = /^([a-z][a-z0-9-]*)\.localhost$/.exec(hostname)?.[1];
  if (sub) return existsSync(join(distDir, sub)) ? sub : null;
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '') return DEFAULT_BRAND;
  for (const id of existsSync(tenantsDir) ? readdirSync(tenantsDir) : []) {
    const file = join(tenantsDir, id, 'tenant.json');
    if (!existsSync(file)) continue;
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')).domains as string[]).includes(hostname)) return id;
    } catch {
      // A broken manifest is `validate`'s business; here it just matches no host.
    }
  }
  return null;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '4173' }, dir: { type: 'string' }, api: { type: 'string' }, host: { type: 'string', default: '127.0.0.1' } },
  });
  const distDir = resolve(values.dir ?? join(repoRoot, 'dist'));
  const server = createStaticServer({
    rootFor: (req: IncomingMessage) => {
      const id = brandForHost(req.headers.host, distDir);
      return id ? join(distDir, id) : null;
    },
    apiOrigin: values.api ?? process.env.API_URL,
    // API calls speak for the brand whose folder is served (issue 23 item 3).
    apiBrandFor: (req: IncomingMessage) => {
      const id = brandForHost(req.headers.host, distDir);
      const file = id ? join(repoRoot, 'tenants', id, 'tenant.json') : null;
      return file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ProxiedBrand) : null;
    },
  });
  const port = Number(values.port);
  await new Promise<void>((done) => server.listen(port, values.host, done));
  console.log(`serving ${distDir}/<id>/ at http://<id>.localhost:${port}/ (default brand ${DEFAULT_BRAND})`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) await main();
