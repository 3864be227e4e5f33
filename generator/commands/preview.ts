// `brand preview <id>`: serves dist/<id>/ exactly as built (SPA fallback to index.html), so what
// the operator clicks through is what any static host will serve.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { CliError } from '../lib/cli-error';
import { displayPath } from '../lib/paths';
import { createStaticServer } from '../lib/static-server';
import { loadTenant, manifestFileFor } from '../lib/tenants';

export async function previewCommand(id: string, opts: { port?: string; host?: string; api?: string }, paths: { outDir: string; tenantsDir: string }): Promise<Server> {
  const { outDir } = paths;
  const root = join(outDir, id);
  if (!existsSync(join(root, 'index.html'))) {
    throw new CliError(`${displayPath(root)}/index.html not found: run \`npm run brand -- build ${id}\` first`, 1);
  }
  const port = Number(opts.port ?? 4173);
  const host = opts.host ?? '127.0.0.1';
  // issue 23 item 3: API calls go to --api as this brand (its host and merchant code), not as the API's own host.
  const brand = opts.api ? loadTenant(manifestFileFor(id, paths.tenantsDir)).manifest : null;
  const server = createStaticServer({ rootFor: () => root, apiOrigin: opts.api, apiBrandFor: () => brand });
  await new Promise<void>((done, fail) => {
    server.once('error', (err) => fail(new CliError(`cannot listen on ${host}:${port}: ${err.message}`, 1)));
    server.listen(port, host, done);
  });
  console.log(`previewing ${id} from ${displayPath(root)}/ at http://${host}:${port}/${opts.api ? ` (API ${opts.api})` : ''}  (Ctrl-C to stop)`);
  return server;
}
