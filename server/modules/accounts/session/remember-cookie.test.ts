// Issue 24 item 11 (remember me): the username is kept in a cookie the server sets HttpOnly and SameSite=Lax,
// Secure when the request came over https (through a trusted proxy); the login form reads it back through
// GET /wps/session/remembered. Logging in without "remember me" forgets it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ARGON2 } from '../../../lib/crypto-password';
import { backends, createTestApp, type TestApp } from '../../../test/harness';
import { createMember, injectEncrypted } from '../../../test/login';

const MESRA = 'mesra.localhost';

describe.each(backends)('remember-me cookie on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // 10.24.11.0/24 plays the trusted proxy (TRUST_PROXY), so its X-Forwarded-Proto: https is believed.
    t = await createTestApp(backend, { trustProxy: ['10.24.11.0/24'], accounts: { argon2: TEST_ARGON2, loginPerMinute: 1000 } });
    await createMember(t.app, 'mesra', { username: 'remy0001', password: 'Remy@1234' });
  });
  afterAll(() => t.close());

  const login = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: MESRA, ip: '10.24.11.1', headers, body: { username: 'remy0001', password: 'Remy@1234', ...body } });
  const cookieOf = (res: { cookies: { name: string }[] }) => res.cookies.find((c) => c.name === 'rememberUser') as Record<string, unknown> | undefined;

  it('issue 24 item 11: remember me sets an HttpOnly, SameSite=Lax cookie for 24 h, Secure over https', async () => {
    const plain = await login({ rememberMe: true });
    expect(plain.statusCode).toBe(200);
    expect(cookieOf(plain)).toMatchObject({ value: 'remy0001', httpOnly: true, sameSite: 'Lax', maxAge: 86400, path: '/' });
    expect(cookieOf(plain)!.secure).toBeFalsy();

    const https = await login({ rememberMe: true }, { 'x-forwarded-proto': 'https' });
    expect(cookieOf(https)).toMatchObject({ value: 'remy0001', httpOnly: true, secure: true });
  });

  it('issue 24 item 11: the form reads the remembered username from the server; a login without remember me forgets it', async () => {
    const read = (cookie?: string) => t.app.inject({ url: '/wps/session/remembered', headers: { host: MESRA, ...(cookie ? { cookie } : {}) } });
    expect((await read('rememberUser=remy0001')).json().value).toEqual({ username: 'remy0001' });
    expect((await read()).json().value).toEqual({ username: null });
    expect((await read('rememberUser=%3Cscript%3E')).json().value).toEqual({ username: null });

    const forget = await injectEncrypted(t.app, {
      method: 'POST', url: '/wps/session/login', host: MESRA, ip: '10.24.11.2',
      headers: { cookie: 'rememberUser=remy0001' },
      body: { username: 'remy0001', password: 'Remy@1234' },
    });
    expect(forget.statusCode).toBe(200);
    const cleared = cookieOf(forget);
    expect(cleared?.value).toBe('');
    expect(new Date(String(cleared?.expires)).getTime()).toBeLessThan(Date.now());
  });
});
