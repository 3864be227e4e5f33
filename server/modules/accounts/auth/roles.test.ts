// spec §6 role matrix and issue 14 item 4 (declarative access): EVERY route of the app, walked from the route table
// with its declared access (player, agent, operator and vendor routes; new modules are covered as they are added)
// × every kind of caller: visitor, member, trial, agent, another brand's member, operators (this brand with the
// role, this brand without it, another brand's, the bootstrap owner) and vendors (bad signature, good signature).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ARGON2 } from '../../../lib/crypto-password';
import { backends, createTestApp, type TestApp } from '../../../test/harness';
import { createMember, loginAs } from '../../../test/login';
import { addVendor, signedHeaders } from '../../../test/vendors';
import { OPERATOR_ROLES, type OperatorKey, type OperatorRole } from '../../system';
import { operatorRoleOf, type Access, type PlayerAccess } from './plugin';

type Caller =
  | 'visitor'
  | 'member'
  | 'trial'
  | 'agent'
  | 'foreign'
  | 'operator'
  | 'operatorWithoutRole'
  | 'operatorOfOtherBrand'
  | 'bootstrapOperator'
  | 'vendorBadSignature'
  | 'vendor';
const CALLERS: Caller[] = ['visitor', 'member', 'trial', 'agent', 'foreign', 'operator', 'operatorWithoutRole', 'operatorOfOtherBrand', 'bootstrapOperator', 'vendorBadSignature', 'vendor'];

/** 'pass' = anything but 401/403 and below 500; a refusal: its status and code (none: an HTML page). */
type Want = 'pass' | { status: number; code?: string };
const notLoggedIn: Want = { status: 401, code: 'not_logged_in' };
const trialRefused: Want = { status: 403, code: 'in_need_true_account' };
const nonAgent: Want = { status: 403, code: 'non_agent' };
const noOperator: Want = { status: 401, code: 'not_logged_in' }; // message err_operator_token, checked below
const noTimestamp: Want = { status: 401, code: 'stale_timestamp' };

/** What each caller gets on a route of each kind of access. */
const PLAYER: Record<PlayerAccess, Record<Caller, Want>> = {
  visitor: Object.fromEntries(CALLERS.map((c) => [c, 'pass'])) as Record<Caller, Want>,
  member: { visitor: notLoggedIn, member: 'pass', trial: 'pass', agent: 'pass', foreign: notLoggedIn, operator: notLoggedIn, operatorWithoutRole: notLoggedIn, operatorOfOtherBrand: notLoggedIn, bootstrapOperator: notLoggedIn, vendorBadSignature: notLoggedIn, vendor: notLoggedIn },
  real: { visitor: notLoggedIn, member: 'pass', trial: trialRefused, agent: 'pass', foreign: notLoggedIn, operator: notLoggedIn, operatorWithoutRole: notLoggedIn, operatorOfOtherBrand: notLoggedIn, bootstrapOperator: notLoggedIn, vendorBadSignature: notLoggedIn, vendor: notLoggedIn },
  agent: { visitor: notLoggedIn, member: nonAgent, trial: nonAgent, agent: 'pass', foreign: notLoggedIn, operator: notLoggedIn, operatorWithoutRole: notLoggedIn, operatorOfOtherBrand: notLoggedIn, bootstrapOperator: notLoggedIn, vendorBadSignature: notLoggedIn, vendor: notLoggedIn },
};
const OPERATOR: Record<Caller, Want> = {
  visitor: noOperator,
  member: noOperator,
  trial: noOperator,
  agent: noOperator,
  foreign: noOperator,
  operator: 'pass',
  operatorWithoutRole: { status: 403, code: 'operator_role' },
  operatorOfOtherBrand: { status: 403, code: 'operator_brand' },
  bootstrapOperator: 'pass',
  vendorBadSignature: noOperator,
  vendor: noOperator,
};
const VENDOR: Record<Caller, Want> = {
  visitor: noTimestamp,
  member: noTimestamp,
  trial: noTimestamp,
  agent: noTimestamp,
  foreign: noTimestamp,
  operator: noTimestamp,
  operatorWithoutRole: noTimestamp,
  operatorOfOtherBrand: noTimestamp,
  bootstrapOperator: noTimestamp,
  vendorBadSignature: { status: 401, code: 'bad_signature' },
  vendor: 'pass',
};

/** issue 21 item 4: /metrics covers every brand: METRICS_TOKEN (tested in server/plugins) or a platform operator. */
const operatorBrand: Want = { status: 403, code: 'operator_brand' };
const METRICS: Record<Caller, Want> = {
  ...(Object.fromEntries(CALLERS.map((c) => [c, { status: 401, code: 'not_logged_in' }])) as Record<Caller, Want>),
  operator: operatorBrand,
  operatorWithoutRole: operatorBrand,
  operatorOfOtherBrand: operatorBrand,
  bootstrapOperator: 'pass',
};

/**
 * Visitor routes that check a credential of their own in the handler, whatever the caller's: the demo table page
 * wants a game launch token (?token=, games module) and answers its 401 page without one, to every caller alike.
 */
const OWN_CREDENTIAL: Record<string, Want> = {
  'GET /lgw/demo/table': { status: 401 },
};

function expected(route: { method: string; url: string; access: Access }, caller: Caller): Want {
  const { access } = route;
  const own = OWN_CREDENTIAL[`${route.method} ${route.url}`];
  if (own && access === 'visitor') return own;
  if (access === 'vendor') return VENDOR[caller];
  if (access === 'metrics') return METRICS[caller];
  if (operatorRoleOf(access)) return OPERATOR[caller];
  return PLAYER[access as PlayerAccess][caller];
}

/** Routes left out of the matrix, each with the test that covers it. */
const FRAMEWORK_ROUTES = [
  'GET /*', // the static site (a built brand's files; server/modules/site/site.test.ts), declared visitor
  'GET /ops', // the operator console's page and files (server/modules/site/console.test.ts), declared visitor
  'GET /ops/*',
];

const BOOTSTRAP = 'matrix-bootstrap-owner-token';
/** This brand's (mesra) operators: one per role, and one without any role (test only: the config asks for one). */
const keyOf = (role: OperatorRole | 'none', brand = 'mesra') => `matrix-${role}-${brand}-key`;
const operatorKeys: OperatorKey[] = [
  ...OPERATOR_ROLES.map((role) => ({ token: keyOf(role), name: `${role}-mesra`, roles: [role], brands: ['mesra'] })),
  { token: keyOf('none'), name: 'none-mesra', roles: [], brands: ['mesra'] },
  { token: keyOf('owner', 'jade'), name: 'owner-jade', roles: ['owner'], brands: ['jade'] },
];
const VENDOR_CODE = 'MATRIXV';

describe.each(backends)('role matrix on %s', (backend) => {
  let t: TestApp;
  let vendorSecret: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { accounts: { argon2: TEST_ARGON2 }, system: { operatorToken: BOOTSTRAP, operatorKeys } });
    vendorSecret = await addVendor(t.database.db, t.app.tenants.get('mesra')!.merchantId, VENDOR_CODE);
  });
  afterAll(() => t.close());

  it('every route of the route table answers each caller as its declared access says', async () => {
    const routes = t.app.routeAccess.filter((r) => !FRAMEWORK_ROUTES.includes(`${r.method} ${r.url}`));
    // Every registered route (HEAD mirrors aside) is in the matrix but the framework routes listed above.
    // (A prefix's root route, /docs, is recorded with and without its trailing slash: compared without.)
    const key = (method: string, url: string) => `${method} ${url.replace(/(.)\/$/, '$1')}`;
    const registered = t.app.routeTable.flatMap((r) => [r.method].flat().filter((m) => m !== 'HEAD').map((m) => key(m, r.url)));
    expect(routes.map((r) => key(r.method, r.url)).sort()).toEqual(registered.filter((r) => !FRAMEWORK_ROUTES.includes(r)).sort());
    expect(routes.length).toBe(registered.length - FRAMEWORK_ROUTES.length);

    const protectedRoutes = routes.filter((r) => r.access !== 'visitor' && /^\/(wps|lgw|lotto|api)\//.test(r.url));
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(7);
    for (const r of ['/wps/member/info', '/wps/member/password', '/wps/session/logout', '/wps/agent/downline', '/wps/agent/team/transactions', '/api/operator/members/upline']) {
      expect(protectedRoutes.map((x) => x.url)).toContain(r);
    }
    // Each kind of access is present: player, agent, operator (each role used) and vendor routes.
    const kinds = new Set(routes.map((r) => r.access));
    for (const k of ['visitor', 'member', 'real', 'agent', 'vendor', 'operator:owner', 'operator:finance', 'operator:compliance', 'operator:support', 'operator:marketing', 'operator:readonly'] as Access[]) expect(kinds, k).toContain(k);

    const people = {
      member: await createMember(t.app, 'mesra', { isAgent: 0 }),
      trial: await createMember(t.app, 'mesra', { isAgent: 4 }),
      agent: await createMember(t.app, 'mesra', { isAgent: 1 }),
      foreign: await createMember(t.app, 'jade', { isAgent: 1 }),
    };

    async function headersOf(caller: Caller, access: Access, path: string, body: string): Promise<Record<string, string>> {
      const role = operatorRoleOf(access);
      switch (caller) {
        case 'visitor':
          return {};
        case 'member':
        case 'trial':
        case 'agent':
        case 'foreign':
          // A fresh session per call: a logout route must not end the next call's session.
          return { token: await loginAs(t.app, people[caller]) };
        case 'operator':
          return { authorization: `Bearer ${keyOf(role ?? 'owner')}` };
        case 'operatorWithoutRole':
          // readonly is every role's: only an operator without roles lacks it; any other role, the readonly key lacks.
          return { authorization: `Bearer ${keyOf(role === 'readonly' ? 'none' : 'readonly')}` };
        case 'operatorOfOtherBrand':
          return { authorization: `Bearer ${keyOf('owner', 'jade')}` };
        case 'bootstrapOperator':
          return { authorization: `Bearer ${BOOTSTRAP}`, 'x-operator-name': 'matrix' };
        case 'vendorBadSignature':
          return { ...signedHeaders(vendorSecret, path, body), 'x-signature': 'ab'.repeat(32) };
        case 'vendor':
          return signedHeaders(vendorSecret, path, body);
      }
    }

    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const path = route.url.replace(/:vendor\b/, VENDOR_CODE).replace(/:(\w+)/g, '1');
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const body = withBody ? '{}' : '';
      for (const caller of CALLERS) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: path,
          headers: { host: 'mesra.localhost', ...(withBody ? { 'content-type': 'application/json' } : {}), ...(await headersOf(caller, route.access, path, body)) },
          ...(withBody ? { payload: body } : {}),
        });
        calls++;
        const want = expected(route, caller);
        let got: { code?: string; message?: string } = {};
        try {
          got = res.json();
        } catch {
          // not JSON (a page, an image): only its status is checked
        }
        const ok =
          want === 'pass'
            ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
            : res.statusCode === want.status && got.code === want.code && (want !== noOperator || route.access === 'vendor' || !operatorRoleOf(route.access) || got.message === 'err_operator_token');
        if (!ok) failures.push(`${route.method} ${route.url} [${route.access}] as ${caller}: ${res.statusCode} (want ${JSON.stringify(want)}) ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBe(routes.length * CALLERS.length);
  }, 240_000); // every route × every caller: over a minute when two test files share the 2 cores

  it('every route declares its access: a route without one, or with an unknown one, stops the start-up', async () => {
    const { default: Fastify } = await import('fastify');
    for (const config of [undefined, {}, { access: 'operator:root' }, { access: 'admin' }]) {
      const app = Fastify();
      app.decorate('config', t.config);
      app.decorate('clock', t.clock);
      app.decorate('database', t.database);
      app.decorate('tenants', t.app.tenants);
      const { authPlugin } = await import('..');
      await app.register(authPlugin);
      app.register(async (child) => {
        child.get('/wps/undeclared', { config: config as never }, async () => 'x');
      });
      await expect(app.ready(), JSON.stringify(config)).rejects.toThrow(/GET \/wps\/undeclared: (no access declared|unknown access).*every route states who may call it/);
      await app.close().catch(() => undefined);
    }
  });
});

describe('framework routes: /docs is declared operator:readonly in production (any role of any brand), open in development', () => {
  it('answers by the declared access', async () => {
    const prod = await createTestApp('pglite', { system: { production: true, operatorToken: BOOTSTRAP, operatorKeys } });
    try {
      const docs = (token?: string) => prod.app.inject({ url: '/docs/json', headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect((await docs()).statusCode).toBe(401);
      for (const role of OPERATOR_ROLES) expect((await docs(keyOf(role))).statusCode, role).toBe(200);
      expect((await docs(keyOf('owner', 'jade'))).statusCode).toBe(200);
      const none = await docs(keyOf('none'));
      expect(none.statusCode).toBe(403);
      expect(none.json().code).toBe('operator_role');
      expect(prod.app.routeAccess.filter((r) => r.url.startsWith('/docs')).every((r) => r.access === 'operator:readonly')).toBe(true);
    } finally {
      await prod.close();
    }
  });
});

// Issue 19 item 3: the same operator routes with operator accounts' credentials: a console session (cookie, with
// the CSRF header on changes) and an API key of each role of this brand pass where the role does; another brand's
// owner is refused the brand; a revoked key, a player's session token sent as the bearer and a cookie change without
// its CSRF header are refused.
describe.each(backends)('operator routes × operator accounts on %s', (backend) => {
  let t: TestApp;
  const SETUP = 'matrix-accounts-setup-key';
  beforeAll(async () => {
    t = await createTestApp(backend, { accounts: { argon2: TEST_ARGON2 }, system: { operatorKeys: [{ token: SETUP, name: 'setup', roles: ['owner'], brands: '*' }] } });
  });
  afterAll(() => t.close());

  it('sessions and API keys of each role, other brand, revoked key, player token, missing CSRF', async () => {
    const { generate } = await import('otplib');
    const host = 'mesra.localhost';
    const api = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
      t.app.inject({ method: method as 'GET', url, headers: { host, ...headers }, ...(payload ? { payload } : {}) });
    let n = 0;
    const signIn = async (name: string) => {
      // Each from its own address (sign-in is limited per address).
      const from = { 'x-forwarded-for': `10.77.0.${++n}` };
      const s = (await api('POST', '/api/operator/session', from, { name, password: 'Matrix-pass-1' })).json().value;
      const r = await api('POST', '/api/operator/session/code', from, { ticket: s.ticket, code: await generate({ secret: s.secret }) });
      const cookie = r.cookies.find((c) => c.name === 'ops_session')!.value;
      return { cookie: `ops_session=${cookie}`, 'x-csrf-token': r.json().value.csrf as string };
    };
    const accounts = [...OPERATOR_ROLES.map((role) => ({ name: `acc-${role}`, roles: [role], brands: ['mesra'] })), { name: 'acc-owner-jade', roles: ['owner'], brands: ['jade'] }];
    for (const a of accounts) expect((await api('POST', '/api/operator/operators', { authorization: `Bearer ${SETUP}` }, { ...a, password: 'Matrix-pass-1' })).statusCode).toBe(200);
    const sessions = new Map<string, Record<string, string>>();
    for (const a of accounts) sessions.set(a.name, await signIn(a.name));
    // Key id 1 is revoked at once (a DELETE /keys/:id below then finds nothing to revoke).
    const revoked = (await api('POST', '/api/operator/keys', sessions.get('acc-owner')!, { name: 'gone', roles: ['owner'], brands: ['mesra'] })).json().value;
    await api('DELETE', `/api/operator/keys/${revoked.id}`, sessions.get('acc-owner')!);
    const keys = new Map<string, string>();
    for (const role of OPERATOR_ROLES) keys.set(role, (await api('POST', '/api/operator/keys', sessions.get(`acc-${role}`)!, { name: 'k', roles: [role], brands: ['mesra'] })).json().value.token);
    const player = await loginAs(t.app, await createMember(t.app, 'mesra'));

    const routes = t.app.routeAccess.filter((r) => operatorRoleOf(r.access) && !(r.method === 'DELETE' && r.url === '/api/operator/session'));
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const route of routes) {
      const role = operatorRoleOf(route.access)!;
      const path = route.url.replace(/:(\w+)/g, '1');
      const change = route.method !== 'GET';
      const send = (headers: Record<string, string>) =>
        t.app.inject({ method: route.method as 'GET', url: path, headers: { host, ...(change ? { 'content-type': 'application/json' } : {}), ...headers }, ...(change && route.method !== 'DELETE' ? { payload: '{}' } : {}) });
      const passes = (status: number) => status !== 401 && status !== 403 && status < 500;
      const check = (label: string, status: number, want: 'pass' | number, code?: string, got?: string) => {
        if (want === 'pass' ? !passes(status) : status !== want || (code && got !== code)) failures.push(`${route.method} ${route.url} [${route.access}] ${label}: ${status} ${got ?? ''}`);
      };
      const session = sessions.get(`acc-${role}`)!;
      const r1 = await send(change ? session : { cookie: session.cookie });
      check('session of the role', r1.statusCode, 'pass');
      const r2 = await send({ authorization: `Bearer ${keys.get(role)}` });
      check('key of the role', r2.statusCode, 'pass');
      if (role !== 'readonly') {
        const r3 = await send(sessions.get('acc-readonly')!);
        check('session without the role', r3.statusCode, 403, 'operator_role', r3.json().code);
      }
      const r4 = await send(sessions.get('acc-owner-jade')!);
      check("another brand's owner", r4.statusCode, 403, 'operator_brand', r4.json().code);
      const r5 = await send({ authorization: `Bearer ${revoked.token}` });
      check('revoked key', r5.statusCode, 401);
      const r6 = await send({ token: player, authorization: `Bearer ${player}` });
      check('player token', r6.statusCode, 401);
      if (change) {
        const r7 = await send({ cookie: session.cookie });
        check('cookie without CSRF', r7.statusCode, 403, 'operator_csrf', r7.json().code);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
