// Issue 24 item 6 ("and any failure counter"): the failed-login count that brings the captcha must not be
// beaten by parallel tries. Each try is counted before its password is checked, so of N parallel wrong tries
// only those that find fewer than LOGIN_CAPTCHA_AFTER tries before them have their password checked; the
// others are asked for a captcha.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ARGON2 } from '../../../lib/crypto-password';
import { backends, createTestApp, type TestApp } from '../../../test/harness';
import { createMember, injectEncrypted } from '../../../test/login';

const MESRA = 'mesra.localhost';

describe.each(backends)('failed-login counter on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { accounts: { argon2: TEST_ARGON2, loginCaptchaAfterFailures: 1, loginPerMinute: 1000 } });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, i: number) =>
    injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: MESRA, ip: `10.24.6.${i + 1}`, body: { username, password } });

  it('issue 24 item 6: 15 parallel wrong logins count 15; only one has its password checked without a captcha', async () => {
    await createMember(t.app, 'mesra', { username: 'para0001', password: 'Para@1234' });
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => login('para0001', `wrong-${i}`, i)));
    const checked = answers.filter((r) => r.json().message === 'err_login_failed');
    const asked = answers.filter((r) => r.json().message === 'err_captcha_required');
    expect(checked).toHaveLength(1);
    expect(asked).toHaveLength(14);
    // and the right password now needs the captcha as well
    expect((await login('para0001', 'Para@1234', 99)).json()).toMatchObject({ code: 'captcha_required', message: 'err_captcha_required' });
  });

  it('issue 24 item 6: a right password clears the count, so the next login needs no captcha', async () => {
    await createMember(t.app, 'mesra', { username: 'para0002', password: 'Para@1234' });
    expect((await login('para0002', 'Para@1234', 50)).statusCode).toBe(200);
    expect((await login('para0002', 'Para@1234', 51)).statusCode).toBe(200);
  });
});
