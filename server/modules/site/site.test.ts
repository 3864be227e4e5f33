import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { banners } from '../content/tables';
import { withBannerHint } from './banner-hint';

const BOX = '<div class="banner-skeleton" aria-hidden="true"><div class="banner-skeleton__box">';
const ORBIT_CSP = "default-src 'self'; script-src 'self' 'sha256-AAAA'; frame-ancestors 'self'";

// One backend is enough: the site module reads files (and, for the banner hint, one table).
describe('one origin: built brands served by Host', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    for (const id of ['mesra', 'orbit']) {
      mkdirSync(join(dist, id, 'assets', 'entries'), { recursive: true });
      mkdirSync(join(dist, id, 'promotions'), { recursive: true });
      writeFileSync(join(dist, id, 'index.html'), `<!doctype html><html><head><title>${id} home</title></head><body>${BOX}</div></body></html>`);
      // /login is prerendered as the home page with its popup (spec §2), as the real build does.
      mkdirSync(join(dist, id, 'login'), { recursive: true });
      writeFileSync(join(dist, id, 'login', 'index.html'), `<!doctype html><html><head><title>${id} home</title></head><body>${BOX}</div></body></html>`);
      writeFileSync(join(dist, id, 'promotions', 'index.html'), `<!doctype html><title>${id} promotions</title>`);
      writeFileSync(join(dist, id, 'down.html'), `<!doctype html><title>${id} download</title>`);
      writeFileSync(join(dist, id, 'assets', 'entries', 'app.Ab12Cd34.js'), 'console.log(1)');
    }
    const big = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    const bigFile = join(dist, 'mesra', 'assets', 'entries', 'big.Zz99Yy88.js');
    writeFileSync(bigFile, big);
    writeFileSync(`${bigFile}.br`, brotliCompressSync(big));
    writeFileSync(`${bigFile}.gz`, gzipSync(big));
    writeFileSync(join(dist, 'secret.txt'), 'outside any brand');
    // Build files for operators, not visitors (generator/commands/build.ts writes them into dist/<id>/).
    for (const name of ['build-manifest.json', 'nginx.conf.example']) {
      writeFileSync(join(dist, 'mesra', name), `operator-only ${name}`);
      writeFileSync(join(dist, 'mesra', `${name}.gz`), gzipSync(`operator-only ${name}`));
      writeFileSync(join(dist, 'mesra', `${name}.br`), brotliCompressSync(`operator-only ${name}`));
    }
    // issue 23 item 5: the build's pages in the brand's other languages (mesra: ms default, en, zh).
    mkdirSync(join(dist, 'mesra', '_lang', 'en', 'promotions'), { recursive: true });
    writeFileSync(join(dist, 'mesra', '_lang', 'en', 'index.html'), `<!doctype html><html lang="en"><head><title>mesra home en</title></head><body>${BOX}</div></body></html>`);
    writeFileSync(join(dist, 'mesra', '_lang', 'en', 'promotions', 'index.html'), '<!doctype html><title>mesra promotions en</title>');
    // orbit's build has its not-found page (vike prerenders 404.html: the shell with the router's not-found view).
    writeFileSync(join(dist, 'orbit', '404.html'), '<!doctype html><title>orbit not found</title>');
    // orbit's build names its policy (generator/commands/build.ts writes it from the pages' inline scripts).
    // issue 22: orbit's service worker.
    writeFileSync(join(dist, 'orbit', 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'orbit', 'build-manifest.json'), JSON.stringify({ tenantId: 'orbit', contentSecurityPolicy: ORBIT_CSP, files: [] }));
    t = await createTestApp('pglite', { distDir: dist });
    const mesra = t.app.tenants.get('mesra')!.merchantId;
    await t.database.db.insert(banners).values([
      { merchantId: mesra, groupName: '/', title: 'second', imageUrl: '/img/second.png', sortOrder: 2 },
      { merchantId: mesra, groupName: '/', title: 'first', imageUrl: '/img/first.png?v=1&w=2', sortOrder: 1 },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, host = 'localhost:3000') => t.app.inject({ url, headers: { host } });

  it('serves the default brand on localhost and each brand on <id>.localhost and its domains', async () => {
    expect((await get('/')).body).toContain('mesra home');
    expect((await get('/', 'orbit.localhost:3000')).body).toContain('orbit home');
    expect((await get('/', 'mesra88.example')).body).toContain('mesra home');
  });

  it('prerendered pages by <path>/index.html or <path>.html; unknown paths get the SPA index with a 404 (issue 23 item 6)', async () => {
    expect((await get('/promotions')).statusCode).toBe(200);
    expect((await get('/promotions')).body).toContain('mesra promotions');
    expect((await get('/down')).body).toContain('mesra download');
    const spa = await get('/vip?x=1');
    expect(spa.statusCode).toBe(404);
    expect(spa.body).toContain('mesra home');
    expect(spa.headers['cache-control']).toBe('no-cache');
  });

  it('hashed assets are immutable; a missing asset is a 404, not the SPA page', async () => {
    const js = await get('/assets/entries/app.Ab12Cd34.js');
    expect(js.headers['cache-control']).toContain('immutable');
    expect(js.headers['content-type']).toContain('javascript');
    expect((await get('/assets/entries/missing.js')).statusCode).toBe(404);
  });

  it('sends the pre-compressed copy the browser accepts (brotli first), identical once decoded', async () => {
    const url = '/assets/entries/big.Zz99Yy88.js';
    const at = (enc?: string) => t.app.inject({ url, headers: { host: 'localhost:3000', ...(enc ? { 'accept-encoding': enc } : {}) } });
    const br = await at('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(Number(br.headers['content-length'])).toBeLessThan(200);
    const plain = (await at()).body;
    expect(plain).toMatch(/^console\.log\("x{4000}"\);$/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await at('gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    expect((await at('identity')).headers['content-encoding']).toBeUndefined();
    // A file the build did not compress is sent as it is.
    expect((await at('br')).headers['content-encoding']).toBe('br');
    expect((await t.app.inject({ url: '/assets/entries/app.Ab12Cd34.js', headers: { host: 'localhost:3000', 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
  });

  it("a page with a banner group arrives with its first banner preloaded and painted in the reserved box", async () => {
    for (const enc of ['br', 'gzip', '']) {
      const res = await t.app.inject({ url: '/login', headers: { host: 'localhost:3000', ...(enc ? { 'accept-encoding': enc } : {}) } });
      const html = enc === 'br' ? brotliDecompressSync(res.rawPayload).toString() : enc === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
      expect(res.headers['content-encoding'] ?? '', enc).toBe(enc);
      expect(html).toContain('<head><link rel="preload" as="image" href="/img/first.png?v=1&amp;w=2" fetchpriority="high"><title>mesra home</title>');
      expect(html).toContain('<div class="banner-skeleton__box" style="background-image:url(/img/first.png?v=1&amp;w=2)">');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const again = await t.app.inject({ url: '/login', headers: { host: 'localhost:3000', 'if-none-match': String(res.headers.etag), ...(enc ? { 'accept-encoding': enc } : {}) } });
      expect(again.statusCode).toBe(304);
    }
    // orbit has no banners: its page is the file as built.
    expect((await get('/', 'orbit.localhost:3000')).body).not.toContain('preload');
    // /promotions has its own group, empty here.
    expect((await get('/promotions')).body).not.toContain('preload');
  });

  it('leaves the page as built when the banner URL could break out of the markup', () => {
    const page = `<html><head></head><body>${BOX}</div></body></html>`;
    for (const url of ['javascript:alert(1)', '/x" onload="alert(1)', '/x)<script>', '//evil.example/x.png', 'data:image/svg+xml,<svg>']) {
      expect(withBannerHint(page, url), url).toBe(page);
    }
    expect(withBannerHint('<html><head></head><body></body></html>', '/ok.png')).not.toContain('preload');
  });

  it('API prefixes and /docs never fall back to the site', async () => {
    for (const url of ['/wps/nothing', '/lgw/nothing', '/api/nothing', '/docs/nothing', '/%77ps/nothing', '/ap%69/nothing']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().success).toBe(false);
    }
    const post = await t.app.inject({ method: 'POST', url: '/wps/nothing' });
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toBe('err_not_found');
  });

  it('cannot escape the brand folder', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const res = await get(url);
      expect(res.body).not.toContain('outside any brand');
    }
  });

  it('issue 24 item 13: build-manifest.json and the nginx example are never served (any spelling, any encoding)', async () => {
    const paths = ['/build-manifest.json', '/nginx.conf.example', '/BUILD-MANIFEST.JSON', '/%62uild-manifest.json', '/assets/../nginx.conf.example', '/build-manifest.json.gz', '/nginx.conf.example.br'];
    for (const url of paths) {
      for (const encoding of ['br, gzip', 'identity']) {
        const res = await t.app.inject({ url, headers: { host: 'localhost:3000', 'accept-encoding': encoding } });
        const body = res.rawPayload;
        const decoded = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
        expect(decoded.toString(), `${url} (${encoding})`).not.toContain('operator-only');
        expect(res.statusCode, `${url} (${encoding})`).toBe(404);
      }
    }
  });

  it('a brand without a build answers 503 telling the operator what to run', async () => {
    const res = await get('/', 'jade.localhost:3000');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run brand -- build jade');
  });

  it('an unknown host is a 404', async () => {
    expect((await get('/', 'nobody.example')).statusCode).toBe(404);
  });

  it("issue 23 item 10: pages carry their build's CSP, API answers the API's, and every answer the other security headers", async () => {
    const page = await get('/', 'orbit.localhost:3000');
    expect(page.headers['content-security-policy']).toBe(ORBIT_CSP);
    expect((await get('/promotions', 'orbit.localhost:3000')).headers['content-security-policy']).toBe(ORBIT_CSP);
    const api = await get('/wps/system/publicKey', 'orbit.localhost:3000');
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    for (const res of [page, api]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // HSTS is the TLS terminator's (the nginx example), not this plain-HTTP server's.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    // A build without a policy (older than the field) is not given one that would block its inline scripts.
    expect((await get('/')).headers['content-security-policy']).toBeUndefined();
  });

  it("issue 22: the service worker is revalidated on every visit and runs under the build's policy, not the API's", async () => {
    const sw = await get('/sw.js', 'orbit.localhost:3000');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toContain('text/javascript');
    expect(sw.headers['cache-control']).toBe('no-cache');
    // Under the API's default-src 'none' the worker could not fetch a page or an asset for the player.
    expect(sw.headers['content-security-policy']).toBe(ORBIT_CSP);
    // Another script keeps the long cache and gets no page policy.
    const js = await get('/assets/entries/app.Ab12Cd34.js', 'orbit.localhost:3000');
    expect(js.headers['content-security-policy']).not.toBe(ORBIT_CSP);
  });

  it('issue 23 item 5: a page arrives in the language the browser will hydrate in: ?lang= first, then the lang cookie', async () => {
    const page = (url: string, cookie?: string) => t.app.inject({ url, headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) } });
    expect((await page('/promotions', 'lang=en')).body).toContain('mesra promotions en');
    expect((await page('/promotions', 'lang=en')).headers.vary).toContain('cookie');
    expect((await page('/', 'lang=en')).body).toContain('mesra home en');
    expect((await page('/promotions?lang=en')).body).toContain('mesra promotions en');
    // An explicit ?lang= wins over the cookie; the default language and languages the brand lacks get the default page.
    expect((await page('/promotions?lang=ms', 'lang=en')).body).toContain('mesra promotions');
    expect((await page('/promotions?lang=ms', 'lang=en')).body).not.toContain('promotions en');
    expect((await page('/promotions', 'lang=th')).body).not.toContain('promotions en');
    // zh is offered but this build has no zh page of it: the default page, never an error.
    expect((await page('/down', 'lang=zh')).body).toContain('mesra download');
    // An unknown path in English: the English index with 404 (item 6 and 5 together).
    const unknown = await page('/no-such-page', 'lang=en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('mesra home en');
    // A build with a not-found page answers unknown paths with it (it hydrates as it is: no React #418).
    const orbitUnknown = await t.app.inject({ url: '/no-such-page', headers: { host: 'orbit.localhost:3000' } });
    expect(orbitUnknown.statusCode).toBe(404);
    expect(orbitUnknown.body).toContain('orbit not found');
    // The variants are not pages of their own.
    const direct = await page('/_lang/en/promotions');
    expect(direct.statusCode).toBe(404);
    expect(direct.body).not.toContain('promotions en');
  });
});
