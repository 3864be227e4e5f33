// spec §6 roles through the one auth hook: visitor / member / trial / agent / another brand's token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../../test/harness';
import { createLoggedInMember } from '../../../test/login';
import { checkAccess } from './plugin';

describe('checkAccess', () => {
  it('maps roles to the spec §8 answers', () => {
    expect(() => checkAccess('member', null)).toThrow(/err_not_logged_in/);
    expect(() => checkAccess('real', { id: 1, merchantId: 1, username: 't', isAgent: 4 })).toThrow(/in_need_true_account/);
    expect(() => checkAccess('agent', { id: 1, merchantId: 1, username: 'm', isAgent: 0 })).toThrow(/err_non_agent/);
    for (const a of [1, 2, 41, 42]) expect(() => checkAccess('agent', { id: 1, merchantId: 1, username: 'a', isAgent: a })).not.toThrow();
  });
});

describe.each(backends)('auth hook on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('reads the token header and Bearer, and ignores another brand\'s token', async () => {
    const { headers, token } = await createLoggedInMember(t.app, 'mesra');
    // /wps/member/info is access 'member'
    const ok1 = await t.app.inject({ url: '/wps/member/info', headers });
    expect(ok1.statusCode).toBe(200);
    const ok2 = await t.app.inject({ url: '/wps/member/info', headers: { host: 'mesra.localhost', authorization: `Bearer ${token}` } });
    expect(ok2.statusCode).toBe(200);
    const other = await t.app.inject({ url: '/wps/member/info', headers: { host: 'jade.localhost', token } });
    expect(other.statusCode).toBe(401);
    expect(other.json()).toMatchObject({ success: false, code: 'not_logged_in', message: 'err_not_logged_in' });
    const none = await t.app.inject({ url: '/wps/member/info', headers: { host: 'mesra.localhost', token: 'nonsense' } });
    expect(none.statusCode).toBe(401);
  });
});
