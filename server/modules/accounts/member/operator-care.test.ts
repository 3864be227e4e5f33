// Issue 19 item 2, Players: an operator finds a member by username, mobile, e-mail or id (only in its brand), sees
// the profile with logins and notes, locks (the member's session ends and login is refused) and unlocks, resets
// the password (the temporary one logs in and must be changed), and adds notes; every change is in the audit log
// with the operator's name; bad input is a 4xx that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ARGON2 } from '../../../lib/crypto-password';
import { backends, createTestApp, type TestApp } from '../../../test/harness';
import { createLoggedInMember, createMember, injectEncrypted } from '../../../test/login';

const OPS = 'ops-care-token-0001';
const SUPPORT = 'support-care-token-01';
const READER = 'reader-care-token-001';

describe.each(backends)('operator member care (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      accounts: { argon2: TEST_ARGON2, loginPerMinute: 1000, loginCaptchaAfterFailures: 100 },
      system: {
        operatorKeys: [
          { token: SUPPORT, name: 'sam', roles: ['support'], brands: ['mesra'] },
          { token: READER, name: 'rita', roles: ['readonly'], brands: ['mesra'] },
          { token: OPS, name: 'owner', roles: ['owner'], brands: '*' },
        ],
      },
    });
  });
  afterAll(() => t.close());

  const op = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, host = 'mesra.localhost') =>
    t.app.inject({ method, url, headers: { host, authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

  it('finds members by username, mobile digits, e-mail or id, in its own brand only', async () => {
    const a = await createMember(t.app, 'mesra', { username: 'carefind01', mobile: '012-345 6789', email: 'care.find@example.com' });
    await createMember(t.app, 'orbit', { username: 'carefind02' });
    const names = async (q: string) => (await op('GET', `/api/operator/members?q=${encodeURIComponent(q)}`, READER)).json().value.list.map((m: { username: string }) => m.username);
    expect(await names('CAREFIND')).toEqual(['carefind01']);
    expect(await names('3456789')).toEqual(['carefind01']);
    expect(await names('care.find@')).toEqual(['carefind01']);
    expect(await names(String(a.id))).toContain('carefind01');
    expect(await names('nobody-like-this')).toEqual([]);
    // %, _ are plain characters, not patterns.
    expect(await names('%')).toEqual([]);
  });

  it('locks (session ends, login refused) and unlocks; resets the password to a temporary one that must be changed', async () => {
    const { member, headers } = await createLoggedInMember(t.app, 'mesra', { username: 'carelock01', password: 'Care@12345' });
    expect((await t.app.inject({ url: '/wps/member/info', headers })).statusCode).toBe(200);
    const login = (password: string, ip: string) => injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: 'mesra.localhost', ip, body: { username: 'carelock01', password } });

    const locked = await op('PUT', `/api/operator/members/${member.id}/status`, SUPPORT, { status: 'locked', reason: 'chargeback dispute' });
    expect(locked.json().value).toEqual({ username: 'carelock01', before: 'active', after: 'locked' });
    expect((await t.app.inject({ url: '/wps/member/info', headers })).statusCode).toBe(401);
    expect((await login('Care@12345', '10.9.0.1')).json().message).toBe('err_contact_agent');
    expect((await op('PUT', `/api/operator/members/${member.id}/status`, SUPPORT, { status: 'locked', reason: 'again' })).json().message).toBe('err_member_status_same');
    await op('PUT', `/api/operator/members/${member.id}/status`, SUPPORT, { status: 'active', reason: 'resolved' });
    expect((await login('Care@12345', '10.9.0.2')).statusCode).toBe(200);

    const reset = (await op('POST', `/api/operator/members/${member.id}/password-reset`, SUPPORT, { reason: 'member called in' })).json().value;
    expect(reset.temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await login('Care@12345', '10.9.0.3')).json().message).toBe('err_login_failed');
    const withTemp = (await login(reset.temporaryPassword, '10.9.0.4')).json().value;
    expect(withTemp).toMatchObject({ username: 'carelock01', forcePasswordChange: true });

    const audit = (await op('GET', '/api/operator/audit', OPS)).json().value as { actor: string; action: string; detail: Record<string, unknown> }[];
    const mine = audit.filter((a) => a.detail.memberId === member.id).map((a) => `${a.actor} ${a.action} ${String(a.detail.reason)}`);
    expect(mine).toEqual(['operator:sam members.password-reset member called in', 'operator:sam members.status resolved', 'operator:sam members.status chargeback dispute']);
    expect(JSON.stringify(audit)).not.toContain(reset.temporaryPassword);
  });

  it('notes and the profile: logins and notes newest first; a reader cannot change anything; another brand finds nothing', async () => {
    const { member } = await createLoggedInMember(t.app, 'mesra', { username: 'carenote01' });
    await op('POST', `/api/operator/members/${member.id}/notes`, SUPPORT, { text: 'Asked about the VIP upgrade.' });
    await op('POST', `/api/operator/members/${member.id}/notes`, SUPPORT, { text: 'Promised a call back.' });
    const detail = (await op('GET', `/api/operator/members/${member.id}`, READER)).json().value;
    expect(detail).toMatchObject({ username: 'carenote01', status: 'active', notes: [{ text: 'Promised a call back.', author: 'operator:sam' }, { text: 'Asked about the VIP upgrade.' }] });
    expect(detail.logins.length).toBeGreaterThanOrEqual(0);
    expect((await op('POST', `/api/operator/members/${member.id}/notes`, READER, { text: 'x' })).statusCode).toBe(403);
    expect((await op('PUT', `/api/operator/members/${member.id}/status`, READER, { status: 'locked', reason: 'test' })).statusCode).toBe(403);
    expect((await op('GET', `/api/operator/members/${member.id}`, OPS, undefined, 'orbit.localhost')).statusCode).toBe(404);
  });

  it('bad input is a 4xx with a message key and writes nothing', async () => {
    const m = await createMember(t.app, 'mesra');
    const bad = [
      await op('PUT', `/api/operator/members/${m.id}/status`, SUPPORT, { status: 'banned', reason: 'x'.repeat(5) }),
      await op('PUT', `/api/operator/members/${m.id}/status`, SUPPORT, { status: 'locked' }),
      await op('POST', `/api/operator/members/${m.id}/notes`, SUPPORT, { text: '' }),
      await op('POST', `/api/operator/members/999999999/notes`, SUPPORT, { text: 'ghost' }),
      await op('GET', '/api/operator/members/abc', READER),
      await op('GET', `/api/operator/members?pageNo=0`, READER),
    ];
    expect(bad.map((r) => r.statusCode)).toEqual([400, 400, 400, 404, 400, 400]);
    for (const r of bad) expect(r.json().message).toMatch(/^err_/);
    expect((await op('GET', `/api/operator/members/${m.id}`, READER)).json().value).toMatchObject({ status: 'active', notes: [] });
  });
});
