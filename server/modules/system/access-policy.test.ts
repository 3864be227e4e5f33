// issue 24 item 9: maintenance (status 1) and region restriction (status 2) hold on the API, not only in the page:
// login, registration, deposit, game launch and bets are refused; what settles bets already placed, and the
// player's own money and account, are not. The operator's bypass: maintenance bypass addresses, operator token.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ARGON2 } from '../../lib/crypto-password';
import { TestClock } from '../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createLoggedInMember } from '../../test/login';
import { GUARDED_CALLS } from './access-policy';

const OP = 'op-secret';
const HOST = 'orbit.localhost';

type Call = [method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD', url: string];

/** What a player does to play: refused in maintenance and from a blocked country. */
const PLAY: Call[] = [
  ['POST', '/wps/session/login'],
  ['POST', '/wps/session/login/freeplay'],
  ['POST', '/wps/verification/sms/noLogin'],
  ['POST', '/wps/member/password/reset'],
  ['POST', '/wps/member/password/verification'],
  ['PUT', '/wps/member/register'],
  ['PUT', '/wps/member/register/mobile'],
  ['POST', '/wps/verification/sms/register'],
  ['POST', '/wps/wallet/deposit'],
  ['GET', '/wps/game/launchGame?vendor=HOUSE&gameCode=HOUSE_SLOT'],
  ['HEAD', '/wps/game/launchGame?vendor=HOUSE&gameCode=HOUSE_SLOT'],
  ['POST', '/wps/game/launchGame'],
  ['GET', '/wps/relay/GCS_gameLaunchFB'],
  ['POST', '/lgw/house/slot/spin'],
  ['POST', '/lgw/house/dice/roll'],
];
/** A game vendor's server taking a stake: refused in maintenance; its address says nothing of the player's country. */
const VENDOR_DEBITS: Call[] = [
  ['POST', '/api/seamless/PG/debit'],
  ['POST', '/api/seamless/DEMO/debit'],
];
/** Never refused by either: settling bets already placed, the player's money and account, browsing. */
const ALWAYS: Call[] = [
  ['POST', '/api/seamless/PG/credit'],
  ['POST', '/api/seamless/PG/rollback'],
  ['POST', '/api/seamless/PG/balance'],
  ['POST', '/api/seamless/DEMO/credit'],
  ['POST', '/api/seamless/DEMO/rollback'],
  ['GET', '/wps/v2/wallets/balance'],
  ['POST', '/wps/wallet/withdraw'],
  ['GET', '/wps/member/info'],
  ['POST', '/wps/member/password/email'],
  ['GET', '/wps/system/whitelabel'],
  ['GET', '/wps/relay/GCSGAME_gameList'],
  ['DELETE', '/wps/session/logout'],
];

describe.each(backends)('issue 24 item 9: maintenance and region restriction on the API (%s)', (backend) => {
  let t: TestApp;
  const clock = new TestClock('2026-03-01T00:00:00Z');
  let token = '';
  beforeAll(async () => {
    t = await createTestApp(backend, { clock, system: { operatorToken: OP }, accounts: { argon2: TEST_ARGON2 } });
  });
  // A live session per test (ALWAYS logs out).
  beforeEach(async () => {
    token = (await createLoggedInMember(t.app, 'orbit')).token;
  });
  afterAll(() => t.close());

  const operator = (url: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/operator/${url}`, headers: { host: HOST, authorization: `Bearer ${OP}` }, payload: payload as object });
  const call = ([method, url]: Call, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { host: HOST, token, 'x-merchant-code': 'ORBITPLAY', ...headers }, ...(['GET', 'HEAD', 'DELETE'].includes(method) ? {} : { payload: {} }) });

  /** The calls among `calls` whose answer is (refused) or is not (!refused) the given status and message key. */
  async function answers(calls: Call[], status: number, key: string, headers: Record<string, string> = {}) {
    const refused: string[] = [];
    const passed: string[] = [];
    for (const c of calls) {
      const res = await call(c, headers);
      const message = c[0] === 'HEAD' ? key : (res.json() as { message?: string }).message;
      (res.statusCode === status && message === key ? refused : passed).push(`${c[0]} ${c[1]} → ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    return { refused, passed };
  }

  it('every call in the policy table is a route of the app (a renamed route fails here)', () => {
    const routes = new Set(t.app.routeTable.flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`)));
    expect(Object.keys(GUARDED_CALLS).filter((k) => !routes.has(k))).toEqual([]);
    // Settlement of bets already placed is never in it.
    expect(Object.keys(GUARDED_CALLS).filter((k) => /credit|rollback|withdraw/i.test(k))).toEqual([]);
  });

  it('maintenance: login, registration, SMS codes, deposit, launch and bets answer 503 err_maintenance; settlement, balance, withdrawal and browsing still answer', async () => {
    expect((await operator('maintenance', { enabled: true, endTime: '2026-03-01T02:00:00Z', info: { en: 'Upgrade' } })).statusCode).toBe(200);
    const play = await answers([...PLAY, ...VENDOR_DEBITS], 503, 'err_maintenance');
    expect(play.passed).toEqual([]);
    const launch = await call(PLAY[9]);
    expect(launch.headers['retry-after']).toBe(String(2 * 3600));
    expect(launch.json().details).toMatchObject({ endTime: '2026-03-01T02:00:00Z' });
    expect((await call(['GET', '/wps/v2/wallets/balance'])).statusCode).toBe(200);
    const always = await answers(ALWAYS, 503, 'err_maintenance');
    expect(always.refused).toEqual([]);
    // Another brand is not in maintenance.
    expect((await call(PLAY[1], { host: 'mesra.localhost', 'x-merchant-code': 'MESRA88' })).statusCode).toBe(200);
    // The window ends by itself at its end time.
    clock.set('2026-03-01T02:00:01Z');
    expect((await answers(PLAY, 503, 'err_maintenance')).refused).toEqual([]);
    clock.set('2026-03-01T00:00:00Z');
    expect((await operator('maintenance', { enabled: false })).statusCode).toBe(200);
    expect((await answers(PLAY, 503, 'err_maintenance')).refused).toEqual([]);
  });

  it('region: a visitor from a blocked country (IP or x-debug-country) gets 403 err_region_restricted when playing; vendor debits and the rest answer', async () => {
    for (const visitor of [{ 'x-forwarded-for': '192.0.2.20' }, { 'x-debug-country': 'gb' }] as Record<string, string>[]) {
      const play = await answers(PLAY, 403, 'err_region_restricted', visitor);
      expect(play.passed, JSON.stringify(visitor)).toEqual([]);
      expect((await answers([...VENDOR_DEBITS, ...ALWAYS], 403, 'err_region_restricted', visitor)).refused).toEqual([]);
    }
    // An allowed country, and an address no table knows, play as usual.
    expect((await answers(PLAY, 403, 'err_region_restricted', { 'x-forwarded-for': '203.0.113.5' })).refused).toEqual([]);
    expect((await answers(PLAY, 403, 'err_region_restricted', { 'x-forwarded-for': '10.1.2.3' })).refused).toEqual([]);
    // The operator's blocked-countries override applies at once.
    expect((await operator('blocked-countries', { block: ['MY'] })).statusCode).toBe(200);
    expect((await answers([PLAY[1]], 403, 'err_region_restricted', { 'x-forwarded-for': '203.0.113.5' })).passed).toEqual([]);
    expect((await operator('blocked-countries', { block: [] })).statusCode).toBe(200);
  });

  it("the operator's bypass: maintenance bypass addresses (IPs/CIDRs) play and see status 0; the operator token passes maintenance and region", async () => {
    expect((await operator('maintenance', { enabled: true, bypassIps: ['10.77.0.0/16', '2001:db8::1'] })).statusCode).toBe(200);
    const staff = { 'x-forwarded-for': '10.77.3.4' };
    expect((await answers(PLAY, 503, 'err_maintenance', staff)).refused).toEqual([]);
    const status = (headers: Record<string, string>) => t.app.inject({ url: '/wps/system/status', headers: { host: HOST, ...headers } });
    expect((await status(staff)).json().value.status).toBe(0);
    expect((await status({ 'x-forwarded-for': '10.78.0.1' })).json().value.status).toBe(1);
    expect((await answers([PLAY[1]], 503, 'err_maintenance', { 'x-forwarded-for': '2001:db8::1' })).refused).toEqual([]);
    expect((await answers([PLAY[1]], 503, 'err_maintenance', { 'x-forwarded-for': '10.78.0.1' })).passed).toEqual([]);
    // A bypass address is still in its country: the region rule is not the maintenance switch.
    expect((await answers([PLAY[1]], 403, 'err_region_restricted', { ...staff, 'x-debug-country': 'US' })).passed).toEqual([]);
    // The bypass list stays when the operator only switches maintenance off and on.
    await operator('maintenance', { enabled: false });
    await operator('maintenance', { enabled: true });
    expect((await answers([PLAY[1]], 503, 'err_maintenance', staff)).refused).toEqual([]);

    const withToken = { authorization: `Bearer ${OP}`, 'x-debug-country': 'US' };
    expect((await answers([PLAY[0], PLAY[1]], 503, 'err_maintenance', withToken)).refused).toEqual([]);
    expect((await answers([PLAY[0], PLAY[1]], 403, 'err_region_restricted', withToken)).refused).toEqual([]);
    expect((await answers([PLAY[1]], 503, 'err_maintenance', { authorization: 'Bearer not-the-token' })).passed).toEqual([]);

    const bad = await operator('maintenance', { enabled: true, bypassIps: ['10.0.0.0/99'] });
    expect(bad.statusCode).toBe(400);
    expect((await operator('maintenance', { enabled: true, bypassIps: ['not an ip'] })).statusCode).toBe(400);
    await operator('maintenance', { enabled: false, bypassIps: [] });
  });

  it('x-debug-country is honoured outside production only', async () => {
    const prod = await createTestApp(backend, { system: { production: true }, accounts: { argon2: TEST_ARGON2 } });
    try {
      // mesra blocks US and has free play on.
      const res = await prod.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: { host: 'mesra.localhost', 'x-debug-country': 'US' }, payload: {} });
      expect(res.statusCode).toBe(200);
      const byIp = await prod.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: { host: 'mesra.localhost', 'x-forwarded-for': '192.0.2.9' }, payload: {} });
      expect(byIp.statusCode).toBe(403);
    } finally {
      await prod.close();
    }
  });
});
