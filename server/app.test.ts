import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_BODY_LIMITS } from './app';
import { loadConfig } from './config';
import { TEST_ARGON2 } from './lib/crypto-password';
import { banners } from './modules/content/tables';
import { backends, createTestApp, type TestApp } from './test/harness';
import { createLoggedInMember } from './test/login';

describe.each(backends)('app skeleton on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('serves the OpenAPI document at /docs', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('answers an unknown brand host with a 404 envelope, not a 500', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', headers: { host: 'nobody.example' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'err_unknown_brand' });
  });

  it('registers one merchant row per tenant manifest', () => {
    expect(t.app.tenants.all().map((x) => x.manifest.id)).toEqual(['jade', 'mesra', 'orbit']);
    expect(t.app.tenants.resolveHost('orbit.localhost:3000')?.manifest.brandName).toBe('Orbit Play');
  });
});

describe('issue 24 item 3: client-chosen IP (X-Forwarded-For only from a TRUST_PROXY address)', () => {
  const freePlay = (t: TestApp, forwardedFor: string) =>
    t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: { host: 'mesra.localhost', 'x-forwarded-for': forwardedFor }, payload: { os: 'web', platform: 'W' } });
  const seenIp = async (t: TestApp, forwardedFor: string) =>
    (await t.app.inject({ url: '/wps/system/status', headers: { host: 'mesra.localhost', 'x-forwarded-for': forwardedFor } })).json().value.location.ip;

  it('with no TRUST_PROXY the header is ignored: 25 free-play logins with 25 different X-Forwarded-For hit 429 after LOGIN_PER_MINUTE', async () => {
    // app.inject connects from 127.0.0.1, which is not trusted here.
    const t = await createTestApp('pglite', { trustProxy: [], accounts: { argon2: TEST_ARGON2 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 25; i++) codes.push((await freePlay(t, `10.99.0.${i + 1}`)).statusCode);
      expect(codes.slice(0, 20)).toEqual(Array(20).fill(200));
      expect(codes.slice(20)).toEqual(Array(5).fill(429));
      expect(await seenIp(t, '192.0.2.10')).toBe('127.0.0.1');
    } finally {
      await t.close();
    }
  });

  it('behind a trusted proxy (TRUST_PROXY=127.0.0.1) the forwarded client address is used, per client', async () => {
    const t = await createTestApp('pglite', { trustProxy: ['127.0.0.1'], accounts: { argon2: TEST_ARGON2 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 25; i++) codes.push((await freePlay(t, `10.99.0.${i + 1}`)).statusCode);
      expect(codes).toEqual(Array(25).fill(200));
      // The client is the address the trusted proxy appended last; what the client claimed before it is not trusted.
      expect(await seenIp(t, '192.0.2.10')).toBe('192.0.2.10');
      expect(await seenIp(t, '203.0.113.7, 192.0.2.10')).toBe('192.0.2.10');
    } finally {
      await t.close();
    }
  });

  it('TRUST_PROXY takes IPs and CIDRs (comma-separated) and refuses anything else with a clear message', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8 ' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example', '2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('issue 24 item 13: /docs in production is for operators only', () => {
  it('answers 401 without the operator token, 403 while OPERATOR_TOKEN is unset, and the document with the token (development: open, tested above)', async () => {
    const prod = await createTestApp('pglite', { system: { production: true, operatorToken: 'op-secret' } });
    try {
      for (const url of ['/docs', '/docs/', '/docs/json', '/docs/yaml', '/docs/static/index.html']) {
        const res = await prod.app.inject({ url });
        expect(res.statusCode, url).toBe(401);
        expect(res.json().message, url).toBe('err_operator_token');
        expect((await prod.app.inject({ url, headers: { authorization: 'Bearer wrong' } })).statusCode, url).toBe(401);
      }
      const doc = await prod.app.inject({ url: '/docs/json', headers: { authorization: 'Bearer op-secret' } });
      expect(doc.statusCode).toBe(200);
      expect(doc.json().openapi).toMatch(/^3\./);
    } finally {
      await prod.close();
    }
    const closed = await createTestApp('pglite', { system: { production: true } });
    try {
      expect((await closed.app.inject({ url: '/docs/json', headers: { authorization: 'Bearer anything' } })).statusCode).toBe(403);
    } finally {
      await closed.close();
    }
  });
});

describe('issue 24 item 11: API answers are not kept by browsers or shared caches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { accounts: { argon2: TEST_ARGON2 }, system: { operatorToken: 'op-secret' } });
  });
  afterAll(() => t.close());

  it('token, balance, account, operator and error answers carry Cache-Control: no-store; explicit cache headers stay', async () => {
    const host = 'mesra.localhost';
    const login = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: { host }, payload: { os: 'web', platform: 'W' } });
    expect(login.statusCode).toBe(200);
    const token = login.json().value.token as string;
    const answers = {
      'free-play login (token)': login,
      balance: await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { host, token } }),
      'member info': await t.app.inject({ url: '/wps/member/info', headers: { host, token } }),
      'operator settings': await t.app.inject({ url: '/api/operator/settings', headers: { host, authorization: 'Bearer op-secret' } }),
      'refused (401)': await t.app.inject({ url: '/wps/member/info', headers: { host } }),
      'unknown API call (404)': await t.app.inject({ url: '/wps/nothing/here', headers: { host } }),
      'house game session (refused)': await t.app.inject({ url: '/lgw/house/session?token=x', headers: { host } }),
    };
    for (const [what, res] of Object.entries(answers)) expect(res.headers['cache-control'], what).toBe('no-store');

    // A banner image says it may be cached for an hour; that stays.
    const [banner] = await t.database.db
      .insert(banners)
      .values({ merchantId: t.app.tenants.get('mesra')!.merchantId, groupName: '/', title: 'b', imageUrl: '/x.svg', imageSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>', sortOrder: 1 })
      .returning({ id: banners.id });
    const img = await t.app.inject({ url: `/wps/content/banner-image/${banner.id}`, headers: { host } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('issue 24 item 14: request bodies: 1 MB for anonymous calls, uploads keep their own limit after login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { accounts: { argon2: TEST_ARGON2 } });
  });
  afterAll(() => t.close());

  const host = 'mesra.localhost';
  const jsonOf = (bytes: number) => JSON.stringify({ os: 'web', platform: 'W', random: 'x'.repeat(bytes) });

  it('every anonymous route with a body refuses a body over 1 MB with 413 (err_body_too_large) before reading it', async () => {
    const tooBig = jsonOf(1024 * 1024 + 100);
    const answers: string[] = [];
    for (const r of t.app.routeAccess) {
      if (r.access !== 'visitor' || ['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(r.method) || r.url === '/*') continue;
      const url = r.url.replace(/:\w+/g, '1');
      const res = await t.app.inject({ method: r.method as 'POST', url, headers: { host, 'content-type': 'application/json' }, payload: tooBig });
      if (res.statusCode !== 413 || res.json().message !== 'err_body_too_large') answers.push(`${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(answers).toEqual([]);
    // Under the limit the call is read as usual.
    const ok = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: { host, 'content-type': 'application/json' }, payload: jsonOf(100) });
    expect(ok.statusCode).not.toBe(413);
  });

  it('a logged-in member still uploads feedback with three 5 MB images (about 21 MB of JSON) and a 5 MB withdrawal proof image', async () => {
    const { headers } = await createLoggedInMember(t.app, 'mesra');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5 * 1024 * 1024 - 8, 7)]).toString('base64');
    const feedback = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers,
      payload: { questionType: 'deposit', content: 'the cashier page did not load for me today', images: [1, 2, 3].map((i) => ({ name: `${i}.png`, data: png })) },
    });
    expect(feedback.statusCode, feedback.body.slice(0, 200)).toBe(200);
    const receipt = await t.app.inject({
      method: 'POST',
      url: '/wps/wallet/withdrawals/999999/receipt',
      headers,
      payload: { status: 'not_received', proofImage: `data:image/png;base64,${png}` },
    });
    // No such withdrawal: the body was read and the call answered on its merits, not refused for its size.
    expect(receipt.statusCode, receipt.body.slice(0, 200)).not.toBe(413);
    expect(receipt.statusCode).toBeLessThan(500);
    // The same upload without a login is refused before its body is read.
    const anonymous = await t.app.inject({ method: 'PUT', url: '/wps/feedback', headers: { host }, payload: { content: 'x', images: [{ data: png }] } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the upload limits are declared for routes that exist and need a login', () => {
    for (const key of Object.keys(UPLOAD_BODY_LIMITS)) {
      const [method, url] = key.split(' ');
      const route = t.app.routeAccess.find((r) => r.method === method && r.url === url);
      expect(route, `${key} is not a route (renamed?)`).toBeDefined();
      expect(route!.access, key).not.toBe('visitor');
    }
  });
});
