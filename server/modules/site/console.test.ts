// Issue 19 items 2 and 3: the operator console at /ops on every brand host, with its strict policy, never framed,
// its hashed assets cached for good, and never mistaken for a brand page.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

// One backend is enough: the console is files.
describe('operator console at /ops', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'mesra'), { recursive: true });
    writeFileSync(join(dist, 'mesra', 'index.html'), '<!doctype html><title>mesra home</title>');
    mkdirSync(join(dist, 'console', 'assets'), { recursive: true });
    writeFileSync(join(dist, 'console', 'index.html'), '<!doctype html><title>Operator console</title><script type="module" src="/ops/assets/index-Ab12.js"></script>');
    writeFileSync(join(dist, 'console', 'assets', 'index-Ab12.js'), 'console.log("console")');
    t = await createTestApp('pglite', { distDir: dist });
  });
  afterAll(() => t.close());

  const get = (url: string, host = 'mesra.localhost') => t.app.inject({ url, headers: { host } });

  it('answers the console page on every brand host, with its strict policy and never inside a frame', async () => {
    for (const host of ['mesra.localhost', 'orbit.localhost', 'localhost:3000']) {
      const res = await get('/ops/', host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>Operator console</title>');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      // Styles: only the page's own <style> elements (its nonce, in the meta tag the console's emotion cache reads).
      const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce, csp).toBeDefined();
      expect(res.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
      expect(csp).not.toMatch(/style-src [^;]*unsafe-inline/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // A new nonce for every page.
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) nonces.add(/'nonce-([^']+)'/.exec(String((await get('/ops/')).headers['content-security-policy']))![1]);
    expect(nonces.size).toBe(3);
  });

  it('/ops goes to /ops/, and a console route deeper down is the same page (not the brand site)', async () => {
    const bare = await get('/ops');
    expect([bare.statusCode, bare.headers.location]).toEqual([301, '/ops/']);
    const deep = await get('/ops/withdrawals');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('Operator console');
    expect(deep.headers['x-frame-options']).toBe('DENY');
  });

  it('serves its hashed assets, cached for good; a missing asset is 404, not the page', async () => {
    const asset = await get('/ops/assets/index-Ab12.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("console")');
    expect((await get('/ops/assets/missing-Zz99.js')).statusCode).toBe(404);
    expect((await get('/ops/../mesra/index.html')).body).not.toContain('mesra home');
  });

  it('the brand site still answers its own pages', async () => {
    const home = await get('/');
    expect(home.body).toContain('mesra home');
    expect(home.headers['x-frame-options']).not.toBe('DENY');
  });
});
