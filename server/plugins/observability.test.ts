// Issue 21 item 4: /metrics (who may read it, and what an operator reads there), /health, /ready, the request id on
// every answer and log line, and no secret in any log line.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../schema/api/crypto';
import { buildApp } from '../app';
import { TEST_ARGON2 } from '../lib/crypto-password';
import { backends, createTestApp, createTestDatabase, type TestApp } from '../test/harness';
import { createLoggedInMember, publicKeyOf } from '../test/login';
import { addVendor, signedHeaders } from '../test/vendors';
import { loadConfig, withOverrides } from '../config';
import { loggableUrl, loggerOptions } from './logging';
import { requireRedis, testRedis } from '../test/redis';
import { serverKeys } from '../modules/accounts/session/tables';

const METRICS_TOKEN = 'metrics-scraper-token-0123456789';
const OWNER = 'observability-owner-token';
const BRAND_KEY = { token: 'observability-mesra-readonly', name: 'mesra-ro', roles: ['readonly' as const], brands: ['mesra'] };
const PLATFORM_KEY = { token: 'observability-platform-readonly', name: 'platform-ro', roles: ['readonly' as const], brands: '*' as const };

/** One series' value from Prometheus text, or undefined. */
function series(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const m = /^([^\s{]+)(\{([^}]*)\})?\s+(\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[3] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[4]);
  }
  return undefined;
}

describe.each(backends)('operations endpoints (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { accounts: { argon2: TEST_ARGON2 }, system: { operatorToken: OWNER, operatorKeys: [BRAND_KEY, PLATFORM_KEY] }, ops: { metricsToken: METRICS_TOKEN } });
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { host: 'mesra.localhost', ...headers } });

  it('/metrics: the scraper token or a platform operator; a brand operator and anyone else are refused', async () => {
    expect((await get('/metrics')).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer wrong-token-wrong-token' })).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: `Bearer ${BRAND_KEY.token}` })).json()).toMatchObject({ code: 'operator_brand' });
    for (const bearer of [METRICS_TOKEN, PLATFORM_KEY.token, OWNER]) {
      const res = await get('/metrics', { authorization: `Bearer ${bearer}` });
      expect(res.statusCode, bearer).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  it('/metrics shows latency per route, errors, wallet batches, job runs and (PostgreSQL) the pool', async () => {
    const tenant = t.app.tenants.get('mesra')!;
    const secret = await addVendor(t.database.db, tenant.merchantId, 'OBSV');
    const { member } = await createLoggedInMember(t.app, 'mesra');
    await t.app.inject({ method: 'POST', url: '/api/operator/wallet/adjustments', headers: { host: 'mesra.localhost', authorization: `Bearer ${OWNER}`, 'content-type': 'application/json' }, payload: { requestId: 'obs-fund-1', username: member.username, amount: 10_000, reason: 'test' } });
    const debit = (i: number) => {
      const body = JSON.stringify({ memberId: member.id, txId: `obs-d-${i}`, roundId: `obs-r-${i}`, amount: 100 });
      return t.app.inject({ method: 'POST', url: '/api/seamless/OBSV/debit', headers: { host: 'mesra.localhost', ...signedHeaders(secret, '/api/seamless/OBSV/debit', body) }, payload: body });
    };
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(debit));
    for (const a of answers) expect(a.json()).toMatchObject({ success: true });
    for (let i = 0; i < 3; i++) await get('/wps/system/whitelabel');
    await get('/wps/member/info'); // 401: no token
    await t.app.jobs.runNow('accounts.captchas.purge');
    const text = (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).body;
    expect(series(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/wps/system/whitelabel', status_code: '200' })).toBe(3);
    expect(series(text, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/seamless/:vendor/debit', status_code: '200' })).toBe(6);
    expect(series(text, 'http_request_errors_total', { method: 'GET', route: '/wps/member/info', status_code: '401' })).toBe(1);
    expect(series(text, 'wallet_batch_size_sum')).toBeGreaterThanOrEqual(6);
    expect(series(text, 'wallet_batch_wait_seconds_count')).toBeGreaterThanOrEqual(6);
    expect(series(text, 'job_run_duration_seconds_count', { job: 'accounts.captchas.purge', outcome: 'done' })).toBe(1);
    expect(series(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    if (backend === 'postgres') {
      expect(series(text, 'db_pool_connections', { state: 'max' })).toBe(20);
      expect(series(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    }
  });

  it('/health and /ready answer anyone; /ready says 503 once the node drains', async () => {
    expect((await get('/health')).json()).toEqual({ status: 'ok' });
    expect((await get('/ready')).json()).toEqual({ status: 'ready', database: true, redis: null, draining: false });
    t.app.draining = true;
    try {
      const res = await get('/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not_ready', draining: true });
    } finally {
      t.app.draining = false;
    }
  });

  it('x-request-id on every answer (refusals too); a well-formed id from the proxy is kept', async () => {
    const a = await get('/wps/system/whitelabel');
    const b = await get('/wps/member/info');
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.statusCode).toBe(401);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    expect((await get('/health', { 'x-request-id': 'nginx-7f3a9c1e55' })).headers['x-request-id']).toBe('nginx-7f3a9c1e55');
    expect((await get('/health', { 'x-request-id': 'bad id\nwith newline' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

const redis = await testRedis();
describe.skipIf(!requireRedis(redis, '/ready with Redis'))('/ready with Redis', () => {
  const r = redis as Exclude<typeof redis, { skip: string }>;
  afterAll(() => r.close());
  it.skipIf(!r.stop)('says whether Redis answers', async () => {
    const t = await createTestApp('pglite', { ops: { redisUrl: r.url, redisPrefix: r.prefix } });
    try {
      for (let i = 0; i < 50 && t.app.redis!.status !== 'ready'; i++) await new Promise((res) => setTimeout(res, 50));
      expect((await t.app.inject({ url: '/ready' })).json()).toEqual({ status: 'ready', database: true, redis: true, draining: false });
      await r.stop!();
      const down = await t.app.inject({ url: '/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ redis: false, database: true });
      await r.start!();
      for (let i = 0; i < 50 && t.app.redis!.status !== 'ready'; i++) await new Promise((res) => setTimeout(res, 100));
      expect((await t.app.inject({ url: '/ready' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 30_000);
});

describe('logs', () => {
  it('credential query values are not logged', () => {
    expect(loggableUrl('/lgw/demo/table?token=abc123&game=1')).toBe('/lgw/demo/table?token=%5Bredacted%5D&game=1');
    expect(loggableUrl('/wps/system/whitelabel')).toBe('/wps/system/whitelabel');
  });

  it('every line of a request carries its id, and no secret appears in any line', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const database = await createTestDatabase('pglite');
    const config = withOverrides(loadConfig({}), { seedDemo: false, trustProxy: ['127.0.0.1'], allowPlaintext: true, jobs: { enabled: false }, accounts: { argon2: TEST_ARGON2 }, system: { operatorToken: OWNER }, ops: { metricsToken: METRICS_TOKEN } });
    const app = await buildApp({ config, database, logger: loggerOptions('debug', sink) });
    await app.ready();
    try {
      const { token, member } = await createLoggedInMember(app, 'mesra', { password: 'Sekret-Pa55word!' });
      const h = { host: 'mesra.localhost', 'content-type': 'application/json' };
      const publicKey = await publicKeyOf(app);
      await app.inject({ method: 'POST', url: '/wps/session/login', headers: h, payload: await encryptPayload(publicKey, { username: member.username, password: 'Sekret-Pa55word!' }) });
      await app.inject({ method: 'POST', url: '/wps/session/login', headers: h, payload: { username: member.username, password: 'Plain-Sekret-99!' } });
      await app.inject({ url: '/wps/member/info', headers: { host: 'mesra.localhost', token } });
      await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      await app.inject({ url: '/api/operator/settings', headers: { host: 'mesra.localhost', authorization: `Bearer ${OWNER}` } });
      await app.inject({ url: `/lgw/demo/table?token=launch-token-secret-42`, headers: { host: 'mesra.localhost' } });
      await app.inject({ method: 'POST', url: '/api/seamless/NOPE/debit', headers: { ...h, 'x-signature': 'f00dfeedf00dfeed' }, payload: '{"memberId":1}' });
      const [{ privateKey }] = await database.db.select({ privateKey: serverKeys.privateKey }).from(serverKeys);
      const all = lines.join('\n');
      expect(lines.length).toBeGreaterThan(10);
      for (const secret of ['Sekret-Pa55word!', 'Plain-Sekret-99!', token, METRICS_TOKEN, OWNER, 'launch-token-secret-42', 'f00dfeedf00dfeed', privateKey.slice(20, 60)]) {
        expect(all, `a log line shows ${secret}`).not.toContain(secret);
      }
      // Each request's lines carry its id (reqId), the one its answer names.
      const requestLines = lines.map((l) => JSON.parse(l)).filter((l) => l.req || l.res);
      expect(requestLines.length).toBeGreaterThan(10);
      for (const l of requestLines) expect(l.reqId).toEqual(expect.any(String));
    } finally {
      await app.close();
      await database.close();
    }
  });
});
