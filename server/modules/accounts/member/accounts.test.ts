// Issue 3 accounts end to end through app.inject, with encrypted payloads (schema/api/crypto.ts):
// registration (username and mobile) + login + info + logout; captcha; SMS; rate limits; isolation; bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { encryptPayload } from '../../../../schema/api/crypto';
import { TEST_ARGON2 } from '../../../lib/crypto-password';
import { TestClock } from '../../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../../test/harness';
import { createMember, injectEncrypted, publicKeyOf } from '../../../test/login';
import { upsertSetting } from '../../tenancy/settings-repo';
import { members } from './tables';
import { smsOutbox } from '../verification/tables';
import { emailOutbox } from './tables';

// The app's one clock (app.clock): the test moves business time forward through it.
const clock = new TestClock('2030-01-01T00:00:00Z');
const tick = (ms: number) => clock.advance(ms);
let ipSeq = 0;
const freshIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const MESRA = 'mesra.localhost';
const JADE = 'jade.localhost';

describe.each(backends)('accounts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      clock,
      accounts: {
        argon2: TEST_ARGON2,
        captchaText: () => 'K7PX',
        smsCode: () => '246810',
        loginPerMinute: 8,
        captchaPerMinute: 5,
        smsHourlyCap: 3,
      },
    });
  });
  afterAll(() => t.close());

  const memberCount = async () => (await t.database.db.select({ n: count() }).from(members))[0].n;
  const latestSms = async (mobileDigits: string) => {
    const rows = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobileDigits));
    return rows.at(-1)?.body ?? '';
  };

  it('registers by username, logs in, reads info and logs out (encrypted payloads)', async () => {
    const ip = freshIp();
    const reg = await injectEncrypted(t.app, {
      method: 'PUT',
      url: '/wps/member/register',
      host: MESRA,
      ip,
      body: { username: 'alice01', password: 'Alice@123', confirmPassword: 'Alice@123', email: 'alice@example.com', acceptTerms: true },
    });
    expect(reg.statusCode, reg.body).toBe(200);
    expect(reg.json()).toMatchObject({ success: true, value: { firstTimeLogin: false, passwordExpired: false, username: 'alice01' } });

    const login = await injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: MESRA, ip, body: { username: 'alice01', password: 'Alice@123' } });
    expect(login.statusCode, login.body).toBe(200);
    const { token, firstTimeLogin, passwordExpired } = login.json().value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect({ firstTimeLogin, passwordExpired }).toEqual({ firstTimeLogin: false, passwordExpired: false });

    const info = await t.app.inject({ url: '/wps/member/info', headers: { host: MESRA, token } });
    expect(info.json().value).toMatchObject({ account: 'alice01', userName: 'alice01', isAgent: 0, type: false, toUpline: null, email: 'alice@example.com' });
    expect(info.json().value.clubLabel).toEqual({ labelName: 'Member', rankLevel: 0 });

    const icon = await t.app.inject({ url: '/wps/relay/MCSFE_getPlayerAvatar', headers: { host: MESRA, token } });
    expect(icon.json().value.url).toMatch(/^\/assets\/avatars\/\d+\.svg$/);
    const setIcon = await t.app.inject({ method: 'PUT', url: '/wps/member/info/icon', headers: { host: MESRA, token }, payload: { avatar: '7' } });
    expect(setIcon.json().value).toEqual({ avatar: '7', url: '/assets/avatars/7.svg' });

    const out = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { host: MESRA, token } });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/wps/member/info', headers: { host: MESRA, token } });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('err_not_logged_in');
  });

  it('registers by mobile with an SMS code: username = mobile number, affiliate code attaches the upline', async () => {
    const agent = await createMember(t.app, 'mesra', { isAgent: 1, username: 'agent_mob', affiliateCode: 'AGENTMOB' });
    const check = await t.app.inject({ url: '/wps/agent/affiliate?code=agentmob&domain=mesra.localhost', headers: { host: MESRA } });
    expect(check.json()).toMatchObject({ success: true, value: { valid: true } });
    const bad = await t.app.inject({ url: '/wps/agent/affiliate?code=NOPE99', headers: { host: MESRA } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('err_invitation_code');

    const ip = freshIp();
    const sms = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { host: MESRA, 'x-forwarded-for': ip },
      payload: { mobileNo: '0187654321', countryDialingCode: '+60' },
    });
    expect(sms.json()).toEqual({ success: true, value: { expiredMinutes: 5 }, message: null });
    expect(await latestSms('60187654321')).toContain('246810');

    const body = { mobileNum: '0187654321', countryDialingCode: '+60', password: 'Mob@1234', confirmPassword: 'Mob@1234', verificationCode: '246810', affiliateCode: 'AGENTMOB', acceptTerms: true };
    const reg = await injectEncrypted(t.app, { method: 'PUT', url: '/wps/member/register/mobile', host: MESRA, ip, body });
    expect(reg.statusCode, reg.body).toBe(200);
    const info = await t.app.inject({ url: '/wps/member/info', headers: { host: MESRA, token: reg.json().value.token } });
    expect(info.json().value).toMatchObject({ userName: '0187654321', mobileNum: '0187654321', toUpline: agent.username });

    // the code is single-use: registering again with it fails (and the number is taken anyway)
    const again = await injectEncrypted(t.app, { method: 'PUT', url: '/wps/member/register/mobile', host: MESRA, ip, body });
    expect(again.statusCode).toBe(409);
  });

  it('refuses plaintext on (enc) calls and tampered ciphertext', async () => {
    const plain = await t.app.inject({ method: 'POST', url: '/wps/session/login', headers: { host: MESRA }, payload: { username: 'alice01', password: 'Alice@123' } });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ code: 'encryption_required', message: 'err_encryption_required' });
    const enc = await encryptPayload(await publicKeyOf(t.app), { username: 'alice01', password: 'Alice@123' });
    enc.enc.data = enc.enc.data.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    const tampered = await t.app.inject({ method: 'POST', url: '/wps/session/login', headers: { host: MESRA }, payload: enc });
    expect(tampered.json()).toMatchObject({ code: 'decryption_failed' });
  });

  it('asks for a captcha after a failed login; one answer per image; a used captcha cannot be replayed', async () => {
    await createMember(t.app, 'mesra', { username: 'bob0001', password: 'Bob@1234' });
    const ip = freshIp();
    const login = (body: Record<string, unknown>) => injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: MESRA, ip: freshIp(), body });

    const wrong = await login({ username: 'bob0001', password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'captcha_required', message: 'err_login_failed', details: { captchaRequired: true } });

    const noCaptcha = await login({ username: 'bob0001', password: 'Bob@1234' });
    expect(noCaptcha.json()).toMatchObject({ code: 'captcha_required', message: 'err_captcha_required' });

    const cap = await t.app.inject({ url: '/wps/captcha', headers: { host: MESRA, 'x-forwarded-for': ip } });
    const { captchaId, image } = cap.json().value;
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(image.split(',')[1], 'base64').toString()).toContain('<svg');

    const badAnswer = await login({ username: 'bob0001', password: 'Bob@1234', captchaId, captcha: 'ZZZZ' });
    expect(badAnswer.json()).toMatchObject({ message: 'err_captcha_incorrect' });
    // the image is used up: the right answer on the same captcha is refused too (replay)
    const replay = await login({ username: 'bob0001', password: 'Bob@1234', captchaId, captcha: 'K7PX' });
    expect(replay.json()).toMatchObject({ message: 'err_captcha_incorrect' });

    const cap2 = (await t.app.inject({ url: '/wps/captcha', headers: { host: MESRA, 'x-forwarded-for': ip } })).json().value;
    const good = await login({ username: 'bob0001', password: 'Bob@1234', captchaId: cap2.captchaId, captcha: 'k7px' });
    expect(good.statusCode, good.body).toBe(200);
    const replay2 = await login({ username: 'bob0001', password: 'Bob@1234', captchaId: cap2.captchaId, captcha: 'K7PX' });
    expect(replay2.statusCode).toBe(200); // success cleared the failure count, so no captcha is asked any more

    // an expired captcha is refused
    await login({ username: 'bob0001', password: 'nope' });
    const cap3 = (await t.app.inject({ url: '/wps/captcha', headers: { host: MESRA, 'x-forwarded-for': freshIp() } })).json().value;
    tick(121_000);
    const late = await login({ username: 'bob0001', password: 'Bob@1234', captchaId: cap3.captchaId, captcha: 'K7PX' });
    expect(late.json()).toMatchObject({ message: 'err_captcha_incorrect' });
  });

  it('rate-limits login per IP and per username, and captcha per IP', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) {
      const r = await injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: MESRA, ip, body: { username: `ghost${i}`, password: 'x' } });
      codes.push(r.statusCode);
    }
    expect(codes.slice(0, 8).every((c) => c === 400)).toBe(true);
    expect(codes[8]).toBe(429);

    const user: number[] = [];
    for (let i = 0; i < 9; i++) {
      const r = await injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: MESRA, ip: freshIp(), body: { username: 'target1', password: 'x' } });
      user.push(r.statusCode);
    }
    expect(user[8]).toBe(429);

    const capIp = freshIp();
    const caps: number[] = [];
    for (let i = 0; i < 6; i++) caps.push((await t.app.inject({ url: '/wps/captcha', headers: { host: MESRA, 'x-forwarded-for': capIp } })).statusCode);
    expect(caps).toEqual([200, 200, 200, 200, 200, 429]);
    tick(61_000);
    expect((await t.app.inject({ url: '/wps/captcha', headers: { host: MESRA, 'x-forwarded-for': capIp } })).statusCode).toBe(200);
  });

  it('throttles SMS: one per second per number and per IP, and an hourly cap', async () => {
    const send = (mobileNum: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/wps/verification/sms/register', headers: { host: MESRA, 'x-forwarded-for': ip }, payload: { mobileNum } });
    const ip = freshIp();
    expect((await send('0111000001', ip)).statusCode).toBe(200);
    const sameNumber = await send('0111000001', freshIp());
    expect(sameNumber.statusCode).toBe(429);
    expect(sameNumber.json().message).toBe('err_sms_too_frequent');
    expect((await send('0111000002', ip)).statusCode).toBe(429); // same IP within a second
    tick(1500);
    expect((await send('0111000001', freshIp())).statusCode).toBe(200);
    tick(1500);
    expect((await send('0111000001', freshIp())).statusCode).toBe(200);
    tick(1500);
    const capped = await send('0111000001', freshIp());
    expect(capped.json()).toMatchObject({ message: 'err_sms_hourly_cap' });
    tick(3600_000);
    expect((await send('0111000001', freshIp())).statusCode).toBe(200);
  });

  it('lets exactly one of several parallel SMS requests for a number through', async () => {
    tick(5000);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: '/wps/verification/sms/register', headers: { host: MESRA, 'x-forwarded-for': freshIp() }, payload: { mobileNum: '0119999999' } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
  });

  it('refuses an expired SMS code (login by code), accepts a fresh one', async () => {
    await createMember(t.app, 'mesra', { username: 'smsuser1', mobile: '0122223333' });
    const ip = freshIp();
    const ask = () => t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', headers: { host: MESRA, 'x-forwarded-for': ip }, payload: { mobileNum: '0122223333' } });
    expect((await ask()).statusCode).toBe(200);
    tick(6 * 60_000);
    const login = () =>
      injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: MESRA, ip, body: { type: 'sms', mobileNum: '0122223333', verificationCode: '246810' } });
    const expired = await login();
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'sms_code_expired', message: 'err_sms_code_expired' });
    expect((await ask()).statusCode).toBe(200);
    const ok = await login();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.username).toBe('smsuser1');
  });

  it('resets a password by phone (then logged in) and by e-mail link', async () => {
    await createMember(t.app, 'mesra', { username: 'forgetful', mobile: '0133334444', email: 'f@example.com', password: 'Old@1234' });
    const ip = freshIp();
    tick(2000);
    await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', headers: { host: MESRA, 'x-forwarded-for': ip }, payload: { mobileNum: '0133334444' } });
    const byPhone = await injectEncrypted(t.app, {
      method: 'POST',
      url: '/wps/member/password/verification',
      host: MESRA,
      ip,
      body: { mobileNum: '0133334444', verificationCode: '246810', newPassword: 'New@1234' },
    });
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect((await t.app.inject({ url: '/wps/member/info', headers: { host: MESRA, token: byPhone.json().value.token } })).statusCode).toBe(200);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { host: MESRA, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=forgetful&email=other%40example.com',
    });
    expect(unknown.json()).toMatchObject({ success: false, message: 'err_username_email_not_found' });
    const mail = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { host: MESRA, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=forgetful&email=f%40example.com',
    });
    expect(mail.statusCode, mail.body).toBe(200);
    const [sent] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'f@example.com'));
    const token = /token=([A-Za-z0-9_-]+)/.exec(sent.body)![1];
    const done = await injectEncrypted(t.app, {
      method: 'POST',
      url: '/wps/member/password/reset',
      host: MESRA,
      body: { token, newPassword: 'Newer@123', confirmNewPassword: 'Newer@123' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const reuse = await injectEncrypted(t.app, { method: 'POST', url: '/wps/member/password/reset', host: MESRA, body: { token, newPassword: 'Again@123', confirmNewPassword: 'Again@123' } });
    expect(reuse.json()).toMatchObject({ code: 'reset_token_invalid' });
    const login = await injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: MESRA, ip: freshIp(), body: { username: 'forgetful', password: 'Newer@123' } });
    expect(login.statusCode).toBe(200);
  });

  it('changes the password (token, enc): old must match, other sessions end, this one stays', async () => {
    await createMember(t.app, 'mesra', { username: 'changer1', password: 'Old@1234' });
    const log = () => injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: MESRA, ip: freshIp(), body: { username: 'changer1', password: 'Old@1234' } });
    const a = (await log()).json().value.token;
    const b = (await log()).json().value.token;
    const wrongOld = await injectEncrypted(t.app, { method: 'POST', url: '/wps/member/password', host: MESRA, token: a, body: { oldPassword: 'bad', newPassword: 'New@1234', confirmNewPassword: 'New@1234' } });
    expect(wrongOld.json()).toMatchObject({ code: 'old_password_incorrect' });
    const mismatch = await injectEncrypted(t.app, { method: 'POST', url: '/wps/member/password', host: MESRA, token: a, body: { oldPassword: 'Old@1234', newPassword: 'New@1234', confirmNewPassword: 'New@12345' } });
    expect(mismatch.json()).toMatchObject({ code: 'validation_failed', message: 'err_confirm_password' });
    const ok = await injectEncrypted(t.app, { method: 'POST', url: '/wps/member/password', host: MESRA, token: a, body: { oldPassword: 'Old@1234', newPassword: 'New@1234', confirmNewPassword: 'New@1234' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await t.app.inject({ url: '/wps/member/info', headers: { host: MESRA, token: a } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/wps/member/info', headers: { host: MESRA, token: b } })).statusCode).toBe(401);
  });

  it('reports forced change for 123456 and an expired password', async () => {
    await createMember(t.app, 'mesra', { username: 'weakpass', password: '123456' });
    const r = await injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: MESRA, ip: freshIp(), body: { username: 'weakpass', password: '123456' } });
    expect(r.json().value).toMatchObject({ forcePasswordChange: true, passwordExpired: false });
    tick(91 * 86_400_000);
    const later = await injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: MESRA, ip: freshIp(), body: { username: 'weakpass', password: '123456' } });
    expect(later.json().value).toMatchObject({ passwordExpired: true, forcePasswordChange: true }); // mesra has forcedPasswordChange on
  });

  it('free play creates a trial account (isAgent 4) when the switch is on; trial accounts cannot log in with a password', async () => {
    const fp = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: { host: MESRA, 'x-forwarded-for': freshIp() }, payload: { os: 'web', platform: 'W' } });
    expect(fp.statusCode, fp.body).toBe(200);
    expect(fp.json().value.isAgent).toBe(4);
    const info = await t.app.inject({ url: '/wps/member/info', headers: { host: MESRA, token: fp.json().value.token } });
    expect(info.json().value.isAgent).toBe(4);
    const orbit = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: { host: 'orbit.localhost' }, payload: {} });
    expect(orbit.json()).toMatchObject({ success: false, message: 'err_feature_disabled' });
    await createMember(t.app, 'mesra', { username: 'trialpw1', password: 'Trial@123', isAgent: 4 });
    const trial = await injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: MESRA, ip: freshIp(), body: { username: 'trialpw1', password: 'Trial@123' } });
    expect(trial.json()).toMatchObject({ message: 'err_non_member_login' });
    const notAgent = await injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: MESRA, ip: freshIp(), body: { username: 'changer1', password: 'New@1234', portal: 'agent' } });
    expect(notAgent.json()).toMatchObject({ message: 'err_non_agent_login' });
  });

  it('isolates tenants: the same username in two brands, and a mesra token is not logged in on jade', async () => {
    const mk = (host: string) =>
      injectEncrypted(t.app, { method: 'PUT', url: '/wps/member/register', host, ip: freshIp(), body: { username: 'twin0001', password: 'Twin@123', confirmPassword: 'Twin@123', acceptTerms: true } });
    const mesra = await mk(MESRA);
    expect(mesra.statusCode, mesra.body).toBe(200);
    // jade has username registration off (USERNAMEREG3 false): switch it on for this test
    await upsertSetting(t.app.tenants.get('jade')!.merchantId, 'switch:USERNAMEREG3', true, t.database.db);
    const jade = await mk(JADE);
    expect(jade.statusCode, jade.body).toBe(200);
    expect(jade.json().value.token).not.toBe(mesra.json().value.token);
    const cross = await t.app.inject({ url: '/wps/member/info', headers: { host: JADE, token: mesra.json().value.token } });
    expect(cross.statusCode).toBe(401);
    const login = await injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: 'orbit.localhost', ip: freshIp(), body: { username: 'twin0001', password: 'Twin@123' } });
    expect(login.json()).toMatchObject({ success: false, message: 'err_login_failed' });
  });

  it('bad input: 4xx with a message key, and nothing written', async () => {
    const before = await memberCount();
    const cases: [unknown, number, string][] = [
      [{ username: '1bad', password: 'Good@123', confirmPassword: 'Good@123', acceptTerms: true }, 400, 'err_pattern_1'],
      [{ username: 'gooduser', password: 'Good@123', confirmPassword: 'Good@123' }, 400, 'err_terms_required'],
      [{ username: 'gooduser', password: 'a b', confirmPassword: 'a b', acceptTerms: true }, 400, 'err_pattern_17'],
      [{ username: 'gooduser', password: 'Good@123', confirmPassword: 'Good@123', email: 'nope@x', acceptTerms: true }, 400, 'err_email_format'],
      [{ username: 'gooduser', password: 'Good@123', confirmPassword: 'Good@123', affiliateCode: 'MISSING1', acceptTerms: true }, 400, 'err_invitation_code'],
      [{ username: 'x'.repeat(500), password: 'Good@123' }, 400, 'err_validation'],
      // the app's ajv coerces scalars ('array' mode): 42 becomes '42', which then fails the username rule
      [{ username: 42, password: ['a'] }, 400, 'err_pattern_1'],
      [{ username: { a: 1 }, password: 'x' }, 400, 'err_validation'],
      [{ username: 'alice01', password: 'Good@123', confirmPassword: 'Good@123', acceptTerms: true }, 409, 'err_username_taken'],
    ];
    for (const [body, status, message] of cases) {
      const r = await injectEncrypted(t.app, { method: 'PUT', url: '/wps/member/register', host: MESRA, ip: freshIp(), body });
      expect(r.statusCode, JSON.stringify(body)).toBe(status);
      expect(r.json()).toMatchObject({ success: false, value: null, message });
    }
    const notJson = await t.app.inject({ method: 'PUT', url: '/wps/member/register', headers: { host: MESRA, 'content-type': 'application/json' }, payload: '{nope' });
    expect(notJson.statusCode).toBe(400);
    const mobileOff = await injectEncrypted(t.app, { method: 'PUT', url: '/wps/member/register', host: JADE, ip: freshIp(), body: {} });
    expect(mobileOff.statusCode).toBe(400);
    const sms = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/register', headers: { host: MESRA }, payload: { mobileNum: '12ab' } });
    expect(sms.json()).toMatchObject({ success: false, message: 'err_mobile_format' });
    expect(await memberCount()).toBe(before);
  });

  it('serves per-field register settings from switches and operator overrides; captcha on registration', async () => {
    const s = (await t.app.inject({ url: '/wps/system/setting/register', headers: { host: 'orbit.localhost' } })).json().value;
    expect(s.types).toEqual({ username: true, mobile: true });
    expect(s.smsVerification).toBe(false);
    expect(s.fields.username).toEqual({ enabled: true, required: true, acceptedPattern: '*', patternId: 1, minLength: 6, maxLength: 16, type: 'text' });
    expect(s.fields.verificationCode.enabled).toBe(false);

    const orbit = t.app.tenants.get('orbit')!.merchantId;
    await upsertSetting(orbit, 'register:captcha', true, t.database.db);
    await upsertSetting(orbit, 'register:fields', { payeeName: { enabled: true, required: true } }, t.database.db);
    const s2 = (await t.app.inject({ url: '/wps/system/setting/register', headers: { host: 'orbit.localhost' } })).json().value;
    expect(s2.captcha).toBe(true);
    expect(s2.fields.payeeName).toMatchObject({ enabled: true, required: true, patternId: 12 });

    const ip = freshIp();
    const body = { username: 'orbiter1', password: 'Orb@1234', confirmPassword: 'Orb@1234', payeeName: 'Ali Baba', acceptTerms: true };
    const noCap = await injectEncrypted(t.app, { method: 'PUT', url: '/wps/member/register', host: 'orbit.localhost', ip, body });
    expect(noCap.json()).toMatchObject({ message: 'err_required', details: { errors: [{ field: 'captcha', key: 'err_required' }] } });
    const cap = (await t.app.inject({ url: '/wps/captcha', headers: { host: 'orbit.localhost', 'x-forwarded-for': ip } })).json().value;
    const ok = await injectEncrypted(t.app, { method: 'PUT', url: '/wps/member/register', host: 'orbit.localhost', ip, body: { ...body, captchaId: cap.captchaId, captcha: 'K7PX' } });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe.each(backends)('plaintext development switch on %s', (backend) => {
  it('accepts plaintext (enc) bodies only when ALLOW_PLAINTEXT is on', async () => {
    const t = await createTestApp(backend, { allowPlaintext: true, accounts: { argon2: TEST_ARGON2 } });
    try {
      await createMember(t.app, 'mesra', { username: 'plain001', password: 'Plain@123' });
      const r = await t.app.inject({ method: 'POST', url: '/wps/session/login', headers: { host: MESRA }, payload: { username: 'plain001', password: 'Plain@123' } });
      expect(r.statusCode, r.body).toBe(200);
    } finally {
      await t.close();
    }
  });
});
