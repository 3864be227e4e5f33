// spec §6 role matrix: visitor / member / trial / agent / another brand's token × every protected route
// of the app (walked from the routes' declared access, so new modules are covered as they are added).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ARGON2 } from '../../../lib/crypto-password';
import { backends, createTestApp, type TestApp } from '../../../test/harness';
import { createMember, loginAs } from '../../../test/login';
import type { Access } from './plugin';

type Caller = 'visitor' | 'member' | 'trial' | 'agent' | 'foreign';

/** What each caller gets on a route of each access level: 'pass' = anything but 401/403. */
const EXPECTED: Record<Access, Record<Caller, number | 'pass'>> = {
  visitor: { visitor: 'pass', member: 'pass', trial: 'pass', agent: 'pass', foreign: 'pass' },
  member: { visitor: 401, member: 'pass', trial: 'pass', agent: 'pass', foreign: 401 },
  real: { visitor: 401, member: 'pass', trial: 403, agent: 'pass', foreign: 401 },
  agent: { visitor: 401, member: 403, trial: 403, agent: 'pass', foreign: 401 },
};

describe.each(backends)('role matrix on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { accounts: { argon2: TEST_ARGON2 } });
  });
  afterAll(() => t.close());

  it('every protected route answers each role as spec §6 says', async () => {
    const protectedRoutes = t.app.routeAccess.filter((r) => r.access !== 'visitor' && /^\/(wps|lgw|lotto|api)\//.test(r.url));
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(7);
    for (const r of ['/wps/member/info', '/wps/member/password', '/wps/session/logout', '/wps/agent/downline']) {
      expect(protectedRoutes.map((x) => x.url)).toContain(r);
    }
    const people = {
      member: await createMember(t.app, 'mesra', { isAgent: 0 }),
      trial: await createMember(t.app, 'mesra', { isAgent: 4 }),
      agent: await createMember(t.app, 'mesra', { isAgent: 1 }),
      foreign: await createMember(t.app, 'jade', { isAgent: 1 }),
    };
    const failures: string[] = [];
    for (const route of protectedRoutes) {
      const url = route.url.replace(/:(\w+)/g, '1');
      for (const caller of ['visitor', 'member', 'trial', 'agent', 'foreign'] as Caller[]) {
        // A fresh session per call: a logout route must not end the next call's session.
        const token = caller === 'visitor' ? undefined : await loginAs(t.app, people[caller]);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { host: 'mesra.localhost', ...(token ? { token } : {}) },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const want = EXPECTED[route.access][caller];
        const ok = want === 'pass' ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500 : res.statusCode === want;
        if (!ok) failures.push(`${route.method} ${route.url} as ${caller}: ${res.statusCode} (want ${want}) ${res.body.slice(0, 120)}`);
        if (want === 403 && caller === 'trial' && route.access === 'real') expect(res.json().code).toBe('in_need_true_account');
        if (want === 403 && route.access === 'agent') expect(['non_agent', 'in_need_true_account']).toContain(res.json().code);
      }
    }
    expect(failures).toEqual([]);
  });
});
