// `brand preview <id>`: serves dist/<id>/ exactly as built (SPA fallback to index.html), so what
// the operator clicks through is what any static host will serve.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CliError } from '../lib/cli-error';
import { displayPath } from '../lib/paths';
import { createStaticServer } from '../lib/static-server';

export async function previewCommand(id: string, opts: { port?: string; host?: string; api?: string }, outDir: string): Promise<void> {
  const root = join(outDir, id);
  if (!existsSync(join(root, 'index.html'))) {
    throw new CliError(`${displayPath(root)}/index.html not found: run \`npm run brand -- build ${id}\` first`, 1);
  }
  const port = Number(opts.port ?? 4173);
  const host = opts.host ?? '127.0.0.1';
  const server = createStaticServer({ rootFor: () => root, apiOrigin: opts.api });
  await new Promise<void>((done, fail) => {
    server.once('error', (err) => fail(new CliError(`cannot listen on ${host}:${port}: ${err.message}`, 1)));
    server.listen(port, host, done);
  });
  console.log(`previewing ${id} from ${displayPath(root)}/ at http://${host}:${port}/${opts.api ? ` (API ${opts.api})` : ''}  (Ctrl-C to stop)`);
}
