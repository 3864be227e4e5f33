import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, resolveStaticFile } from './static-server';

const root = mkdtempSync(join(tmpdir(), 'static-'));
mkdirSync(join(root, 'promotions'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<html>home</html>');
writeFileSync(join(root, 'promotions/index.html'), '<html>promos</html>');
writeFileSync(join(root, 'assets/app.js'), 'console.log(1)');
writeFileSync(join(tmpdir(), 'secret.txt'), 'secret');
writeFileSync(join(root, 'build-manifest.json'), '{}');
writeFileSync(join(root, 'nginx.conf.example'), 'server {}');
writeFileSync(join(root, 'nginx.conf.example.gz'), 'server {}');

describe('resolveStaticFile', () => {
  it('serves files, directory index pages, and the home page for unknown client routes', () => {
    expect(resolveStaticFile(root, '/assets/app.js')).toEqual({ file: join(root, 'assets/app.js'), fallback: false });
    expect(resolveStaticFile(root, '/promotions?x=1')).toEqual({ file: join(root, 'promotions/index.html'), fallback: false });
    expect(resolveStaticFile(root, '/member/profile')).toEqual({ file: join(root, 'index.html'), fallback: true });
  });

  it('answers 404 for missing assets and never leaves the root', () => {
    expect(resolveStaticFile(root, '/assets/missing.js')).toBeNull();
    expect(resolveStaticFile(root, '/../secret.txt')).toBeNull();
    expect(resolveStaticFile(root, '/%2e%2e/secret.txt')).toBeNull();
  });

  it('issue 24 item 13: never serves the operator-only build files (build-manifest.json, nginx.conf.example)', () => {
    for (const path of ['/build-manifest.json', '/nginx.conf.example', '/nginx.conf.example.gz', '/%62uild-manifest.json', '/assets/../build-manifest.json']) {
      expect(resolveStaticFile(root, path), path).toBeNull();
    }
  });
});

describe('createStaticServer', () => {
  const server = createStaticServer({ rootFor: (req) => (req.headers.host?.startsWith('known.') ? root : null) });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  // node:http, not fetch: fetch may not set the Host header, and the brand is chosen by it.
  const get = (path: string, host = 'known.localhost') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((done, fail) => {
      const req = request(`${base}${path}`, { headers: { host } }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c)).on('end', () => done({ status: res.statusCode!, headers: res.headers, text }));
      });
      req.on('error', fail).end();
    });

  it('picks the folder from the Host header and falls back to index.html for client routes', async () => {
    expect((await get('/vip')).text).toBe('<html>home</html>');
    const asset = await get('/assets/app.js');
    expect(asset.headers['content-type']).toContain('text/javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/', 'other.localhost')).status).toBe(404);
  });

  it('answers API paths with a JSON 502 when no platform server is configured', async () => {
    const res = await get('/wps/system/status');
    expect(res.status).toBe(502);
    expect(JSON.parse(res.text)).toMatchObject({ success: false });
  });
});
