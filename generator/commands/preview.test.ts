// issue 23 item 3: `brand preview <id> --api <url>` must call the platform server as the previewed brand, not as
// the API origin's own host (which the server maps to the default brand: its settings, its accounts).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';
import { previewCommand } from './preview';

const listen = (s: Server) => new Promise<number>((done) => s.listen(0, '127.0.0.1', () => done((s.address() as AddressInfo).port)));
const close = (s: Server) => new Promise<void>((done) => s.close(() => done()));

describe('brand preview --api', () => {
  const seen: IncomingHttpHeaders[] = [];
  // The "platform server": records what each proxied call presented.
  const api = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
  });
  let preview: Server;
  let port = 0;

  beforeAll(async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'preview-'));
    mkdirSync(join(outDir, 'jade'));
    writeFileSync(join(outDir, 'jade', 'index.html'), '<html>jade</html>');
    const apiPort = await listen(api);
    const log = console.log;
    console.log = () => undefined;
    preview = await previewCommand('jade', { port: '0', api: `http://127.0.0.1:${apiPort}` }, { outDir, tenantsDir: join(repoRoot, 'tenants') });
    console.log = log;
    port = (preview.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await close(preview);
    await close(api);
  });

  it("presents the previewed brand's host and merchant code to the API", async () => {
    const status = await new Promise<number>((done, fail) =>
      request(`http://127.0.0.1:${port}/wps/system/status`, { headers: { host: `127.0.0.1:${port}` } }, (res) => done(res.resume().statusCode!))
        .on('error', fail)
        .end(),
    );
    expect(status).toBe(200);
    expect(seen).toHaveLength(1);
    // tenants/jade/tenant.json: merchant code JADEDRAGON, domain jadedragon.example (not 127.0.0.1:<api port>).
    expect(seen[0]).toMatchObject({ host: 'jadedragon.example', 'x-merchant-code': 'JADEDRAGON' });
  });
});
