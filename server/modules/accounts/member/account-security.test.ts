// Issue 24 account items through app.inject: item 2 (links from the brand's origin, never from request
// headers), item 5 (logout, password change and reset revoke sessions, launch tokens and reset tokens),
// item 15 (password policy).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { TEST_ARGON2 } from '../../../lib/crypto-password';
import { TestClock } from '../../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../../test/harness';
import { createMember, injectEncrypted, loginAs } from '../../../test/login';
import { seedGames } from '../../games/seed';
import { upsertSetting } from '../../tenancy/settings-repo';
import { emailOutbox } from './tables';

// The app's one clock (app.clock): the test moves business time forward through it.
const clock = new TestClock('2030-06-01T00:00:00Z');
const tick = (ms: number) => clock.advance(ms);
let ipSeq = 0;
const freshIp = () => `10.25.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const MESRA = 'mesra.localhost';

describe.each(backends)('account security on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { clock, accounts: { argon2: TEST_ARGON2, smsCode: () => '975310', publicUrl: undefined } });
    await t.database.db.transaction((tx) => seedGames(t.app.tenants.get('mesra')!.merchantId, tx));
  });
  afterAll(() => t.close());

  const askReset = (username: string, email: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ username, email }).toString(),
    });
  const lastMailTo = async (to: string) => (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(1))[0]?.body ?? '';

  it('issue 24 item 2: the reset link is on the brand\'s origin, whatever Host and X-Forwarded-* say', async () => {
    await createMember(t.app, 'mesra', { username: 'linkuser1', email: 'link1@example.com' });
    const res = await askReset('linkuser1', 'link1@example.com', {
      host: 'evil.example',
      'x-merchant-code': 'MESRA88',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = await lastMailTo('link1@example.com');
    expect(body).toMatch(/https:\/\/mesra88\.example\/resetPassword\?token=[\w-]+/);
    expect(body).not.toContain('evil.example');
  });

  it('issue 24 item 2: a configured PUBLIC_URL template gives each brand its own origin', async () => {
    const own = await createTestApp(backend, { accounts: { argon2: TEST_ARGON2, publicUrl: 'http://{id}.localhost:3000/' } });
    try {
      await createMember(own.app, 'jade', { username: 'linkuser2', email: 'link2@example.com' });
      const res = await own.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { host: 'jade.localhost', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-host': 'evil.example' },
        payload: 'username=linkuser2&email=link2%40example.com',
      });
      expect(res.statusCode, res.body).toBe(200);
      const [mail] = await own.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'link2@example.com'));
      expect(mail.body).toMatch(/http:\/\/jade\.localhost:3000\/resetPassword\?token=[\w-]+/);
    } finally {
      await own.close();
    }
  });

  // --- item 5 ------------------------------------------------------------------------------------------
  const isLoggedIn = async (token: string) => (await t.app.inject({ url: '/wps/member/info', headers: { host: MESRA, token } })).statusCode === 200;
  /** A game launch as the site makes it: its URL carries a launch token the game page checks. */
  async function launch(token: string): Promise<string> {
    const live = (await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?gameType=LIVE&language=en', headers: { host: MESRA } })).json().value.list[0];
    const res = await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: { host: MESRA, token }, payload: { nodeId: live.nodeId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.url as string;
  }
  const gamePageOpens = async (url: string) => (await t.app.inject({ url, headers: { host: MESRA } })).statusCode === 200;
  async function resetLinkFor(username: string, email: string): Promise<string> {
    tick(1000);
    expect((await askReset(username, email, { host: MESRA })).statusCode).toBe(200);
    return /token=([\w-]+)/.exec(await lastMailTo(email))![1];
  }
  const completeReset = (token: string, password: string) =>
    injectEncrypted(t.app, { method: 'POST', url: '/wps/member/password/reset', host: MESRA, ip: freshIp(), body: { token, newPassword: password, confirmNewPassword: password } });

  it('issue 24 item 5: logout ends every session, game launch token and outstanding reset link of the member', async () => {
    const m = await createMember(t.app, 'mesra', { username: 'leaver01', email: 'leaver01@example.com' });
    const [a, b] = [await loginAs(t.app, m), await loginAs(t.app, m)];
    const game = await launch(a);
    const link = await resetLinkFor('leaver01', 'leaver01@example.com');
    expect(await gamePageOpens(game)).toBe(true);

    expect((await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { host: MESRA, token: a } })).statusCode).toBe(200);
    expect(await isLoggedIn(a)).toBe(false);
    expect(await isLoggedIn(b)).toBe(false);
    expect(await gamePageOpens(game)).toBe(false);
    expect((await completeReset(link, 'Fresh#2030x')).json()).toMatchObject({ success: false, code: 'reset_token_invalid' });
  });

  it('issue 24 item 5: a password change keeps this session but ends the others, launch tokens and reset links', async () => {
    const m = await createMember(t.app, 'mesra', { username: 'changer9', email: 'changer9@example.com', password: 'Old#Pass2030' });
    const [a, b] = [await loginAs(t.app, m), await loginAs(t.app, m)];
    const game = await launch(a);
    const link = await resetLinkFor('changer9', 'changer9@example.com');
    const res = await injectEncrypted(t.app, {
      method: 'POST',
      url: '/wps/member/password',
      host: MESRA,
      token: a,
      body: { oldPassword: 'Old#Pass2030', newPassword: 'New#Pass2030', confirmNewPassword: 'New#Pass2030' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await isLoggedIn(a)).toBe(true);
    expect(await isLoggedIn(b)).toBe(false);
    expect(await gamePageOpens(game)).toBe(false);
    expect((await completeReset(link, 'Fresh#2030x')).json()).toMatchObject({ success: false, code: 'reset_token_invalid' });
  });

  it('issue 24 item 5: a completed reset ends every session, launch token and the other reset links', async () => {
    const m = await createMember(t.app, 'mesra', { username: 'resetter', email: 'resetter@example.com', mobile: '0178880001', countryDialingCode: '60' });
    const a = await loginAs(t.app, m);
    const game = await launch(a);
    const first = await resetLinkFor('resetter', 'resetter@example.com');
    const second = await resetLinkFor('resetter', 'resetter@example.com');
    const done = await completeReset(second, 'Fresh#2030x');
    expect(done.statusCode, done.body).toBe(200);
    expect(await isLoggedIn(done.json().value.token)).toBe(true);
    expect(await isLoggedIn(a)).toBe(false);
    expect(await gamePageOpens(game)).toBe(false);
    expect((await completeReset(first, 'Other#2030x')).json()).toMatchObject({ success: false, code: 'reset_token_invalid' });

    // reset by phone: the same
    const b = await loginAs(t.app, m);
    const game2 = await launch(b);
    const link = await resetLinkFor('resetter', 'resetter@example.com');
    tick(2000);
    const ip = freshIp();
    await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', remoteAddress: ip, headers: { host: MESRA, 'x-forwarded-for': ip }, payload: { mobileNum: '0178880001', countryDialingCode: '+60' } });
    const byPhone = await injectEncrypted(t.app, {
      method: 'POST',
      url: '/wps/member/password/verification',
      host: MESRA,
      ip,
      body: { mobileNum: '0178880001', countryDialingCode: '+60', verificationCode: '975310', newPassword: 'Phone#2030x' },
    });
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect(await isLoggedIn(b)).toBe(false);
    expect(await isLoggedIn(done.json().value.token)).toBe(false);
    expect(await gamePageOpens(game2)).toBe(false);
    expect((await completeReset(link, 'Other#2030x')).json()).toMatchObject({ success: false, code: 'reset_token_invalid' });
  });

  // --- item 15 -----------------------------------------------------------------------------------------
  it('issue 24 item 15: registration refuses a password under 8 characters or a common one; Demo@1234 is fine', async () => {
    const reg = (username: string, password: string) =>
      injectEncrypted(t.app, { method: 'PUT', url: '/wps/member/register', host: MESRA, ip: freshIp(), body: { username, password, confirmPassword: password, acceptTerms: true } });
    const short = await reg('policy01', 'Ab@123x');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ success: false, message: 'err_pattern_17' });
    expect(short.json().details.errors).toContainEqual(expect.objectContaining({ field: 'password', key: 'err_pattern_17', min: 8 }));
    for (const common of ['password1', 'Passw0rd', 'qwertyuiop', 'iloveyou1']) {
      const r = await reg('policy02', common);
      expect(r.statusCode, common).toBe(400);
      expect(r.json(), common).toMatchObject({ success: false, message: 'err_password_common', details: { errors: [{ field: 'password', key: 'err_password_common' }] } });
    }
    expect((await reg('policy03', 'Demo@1234')).statusCode).toBe(200);

    // an operator who lowers the registration field's minimum does not lower the policy's
    await upsertSetting(t.app.tenants.get('orbit')!.merchantId, 'register:fields', { password: { minLength: 4 }, confirmPassword: { minLength: 4 } }, t.database.db);
    const orbit = await injectEncrypted(t.app, {
      method: 'PUT',
      url: '/wps/member/register',
      host: 'orbit.localhost',
      ip: freshIp(),
      body: { username: 'policy04', password: 'Ab@123x', confirmPassword: 'Ab@123x', acceptTerms: true },
    });
    expect(orbit.json()).toMatchObject({ success: false, message: 'err_pattern_17', details: { errors: [{ field: 'password', min: 8 }] } });
  });

  it('issue 24 item 15: change password and both resets apply the same policy', async () => {
    const m = await createMember(t.app, 'mesra', { username: 'policy10', email: 'policy10@example.com', mobile: '0179990001', countryDialingCode: '60', password: 'Start#2030' });
    const token = await loginAs(t.app, m);
    const change = (newPassword: string) =>
      injectEncrypted(t.app, { method: 'POST', url: '/wps/member/password', host: MESRA, token, body: { oldPassword: 'Start#2030', newPassword, confirmNewPassword: newPassword } });
    expect((await change('Ab@123x')).json()).toMatchObject({ message: 'err_pattern_17' });
    expect((await change('password123')).json()).toMatchObject({ message: 'err_password_common' });

    const link = await resetLinkFor('policy10', 'policy10@example.com');
    expect((await completeReset(link, 'abc12345')).json()).toMatchObject({ message: 'err_password_common' });
    expect((await completeReset(link, 'Ab@12')).json()).toMatchObject({ message: 'err_pattern_17' });

    tick(2000);
    const ip = freshIp();
    await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', remoteAddress: ip, headers: { host: MESRA, 'x-forwarded-for': ip }, payload: { mobileNum: '0179990001' } });
    const byPhone = (newPassword: string) =>
      injectEncrypted(t.app, { method: 'POST', url: '/wps/member/password/verification', host: MESRA, ip, body: { mobileNum: '0179990001', verificationCode: '975310', newPassword } });
    expect((await byPhone('sunshine1')).json()).toMatchObject({ message: 'err_password_common' });
    expect((await byPhone('Ab@123x')).json()).toMatchObject({ message: 'err_pattern_17' });
    // the refusals above used no code: the right password still goes through with it
    expect((await byPhone('Demo@1234')).statusCode).toBe(200);
  });
});
