// Issue 15 item 2, my account through app.inject: spec §3 profile fields the brand enables, the real name locked once
// set, mobile and e-mail changed only with a code sent to the new value, login history (time, IP, device) and sign-out
// of other sessions. Bad input writes nothing; a member only ever reads and changes their own data, in their brand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { TEST_ARGON2 } from '../../../lib/crypto-password';
import { TestClock } from '../../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../../test/harness';
import { createLoggedInMember, createMember, injectEncrypted } from '../../../test/login';
import { getMemberById } from '../read-api';
import { smsOutbox } from '../verification/tables';
import { emailOutbox, loginHistory, members } from './tables';

const clock = new TestClock('2030-06-01T00:00:00Z');
let ipSeq = 0;
const freshIp = () => `10.41.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const CODE = '975310';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe.each(backends)('my account on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { clock, accounts: { argon2: TEST_ARGON2, smsCode: () => CODE } });
  });
  afterAll(() => t.close());

  type Headers = Record<string, string>;
  const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers: { ...headers, 'x-forwarded-for': freshIp() }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const row = async (id: number) => (await t.database.db.select().from(members).where(eq(members.id, id)))[0];
  const profileOf = async (headers: Headers) => (await send('GET', '/wps/member/profile', headers)).json().value;

  it('shows the profile fields the brand enables: every one on mesra, no Zalo on orbit', async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    const o = await createLoggedInMember(t.app, 'orbit');
    const mesra = await profileOf(m.headers);
    expect(mesra.fields).toEqual(['nickname', 'realName', 'birthday', 'email', 'mobile', 'telegram', 'zalo', 'address', 'nationality', 'occupation', 'sourceOfIncome', 'placeOfBirth']);
    expect((await profileOf(o.headers)).fields).not.toContain('zalo');
    expect(mesra.realNameLocked).toBe(false);
    expect(mesra.verified).toEqual({ mobile: false, email: false });
  });

  it('saves the plain fields; the real name once, then it is locked (and the read API gives it to other modules)', async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    const res = await send('PUT', '/wps/member/profile', m.headers, {
      nickname: '  Ali  ',
      realName: 'Ali bin Abu',
      birthday: '1990-04-02',
      telegram: '@ali_abu',
      zalo: '0912345678',
      address: 'Jalan Ampang 1, Kuala Lumpur',
      nationality: 'Malaysia',
      occupation: 'Engineer',
      sourceOfIncome: 'Salary',
      placeOfBirth: 'Ipoh',
    });
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v.values).toMatchObject({ nickname: 'Ali', realName: 'Ali bin Abu', birthday: '1990-04-02', telegram: '@ali_abu', placeOfBirth: 'Ipoh' });
    expect(v.realNameLocked).toBe(true);
    expect((await getMemberById(m.member.merchantId, m.member.id, t.database.db))?.realName).toBe('Ali bin Abu');

    const again = await send('PUT', '/wps/member/profile', m.headers, { realName: 'Someone Else', nickname: 'Changed' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('err_real_name_locked');
    expect(await row(m.member.id)).toMatchObject({ payeeName: 'Ali bin Abu', nickname: 'Ali' });

    // An empty string clears a field.
    const cleared = await send('PUT', '/wps/member/profile', m.headers, { telegram: '' });
    expect(cleared.json().value.values.telegram).toBeNull();
  });

  it('bad input is a 4xx with a message key and writes nothing', async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    const o = await createLoggedInMember(t.app, 'orbit');
    await send('PUT', '/wps/member/profile', m.headers, { nickname: 'Before' });
    const before = await row(m.member.id);
    const cases: [Headers, unknown, string][] = [
      [m.headers, { nickname: 'After', birthday: '2020-01-01' }, 'err_age'], // too young (minimum age 18)
      [m.headers, { nickname: 'After', birthday: '1990-13-40' }, 'err_pattern_11'],
      [m.headers, { nickname: 'After', realName: 'R2-D2' }, 'err_pattern_12'],
      [m.headers, { nickname: 'After', telegram: 'has space' }, 'err_pattern_9'],
      [m.headers, { nickname: 'After', email: 'x@example.com' }, 'err_validation'], // contacts change with a code only
      [m.headers, { nickname: 'After', isAgent: 1 }, 'err_validation'],
      [m.headers, {}, 'err_validation'],
      [m.headers, { nickname: 'x'.repeat(65) }, 'err_validation'],
      [o.headers, { nickname: 'After', zalo: '0912345678' }, 'err_profile_field_disabled'],
    ];
    for (const [headers, body, key] of cases) {
      const res = await send('PUT', '/wps/member/profile', headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(key);
    }
    expect(await row(m.member.id)).toEqual(before);
    expect((await row(o.member.id)).nickname).toBeNull();
  });

  it('visitors, trial accounts and another brand\'s session are refused', async () => {
    const trial = await createLoggedInMember(t.app, 'mesra', { isAgent: 4 });
    const jade = await createLoggedInMember(t.app, 'jade');
    const onMesra = { ...jade.headers, host: 'mesra.localhost' };
    for (const [method, url, body] of [
      ['PUT', '/wps/member/profile', { nickname: 'x' }],
      ['POST', '/wps/member/profile/code', { channel: 'email', email: 'a@example.com' }],
      ['PUT', '/wps/member/profile/contact', { channel: 'email', email: 'a@example.com', verificationCode: CODE }],
      ['DELETE', '/wps/member/sessions/others', undefined],
    ] as const) {
      expect((await send(method, url, { host: 'mesra.localhost' }, body)).statusCode, `visitor ${url}`).toBe(401);
      expect((await send(method, url, onMesra, body)).statusCode, `jade token on mesra ${url}`).toBe(401);
      const r = await send(method, url, trial.headers, body);
      expect(r.statusCode, `trial ${url}`).toBe(403);
      expect(r.json().message).toBe('in_need_true_account');
    }
    expect((await send('GET', '/wps/member/profile', { host: 'mesra.localhost' })).statusCode).toBe(401);
    expect((await send('GET', '/wps/member/loginHistory', onMesra)).statusCode).toBe(401);
    expect((await row(trial.member.id)).nickname).toBeNull();
  });

  it('a member reads and changes only their own profile', async () => {
    const a = await createLoggedInMember(t.app, 'mesra');
    const b = await createLoggedInMember(t.app, 'mesra');
    await send('PUT', '/wps/member/profile', a.headers, { nickname: 'Alpha', address: 'Secret street 1' });
    const seenByB = await profileOf(b.headers);
    expect(seenByB.values.nickname).toBeNull();
    expect(JSON.stringify(seenByB)).not.toContain('Secret street');
    // No id in any of these calls: a body naming another member is refused, not applied.
    const r = await send('PUT', '/wps/member/profile', b.headers, { id: a.member.id, nickname: 'Hijack' });
    expect(r.statusCode).toBe(400);
    expect((await row(a.member.id)).nickname).toBe('Alpha');
  });

  it('changes the mobile number only with the SMS code sent to the new number, bound to the member', async () => {
    const a = await createLoggedInMember(t.app, 'mesra', { mobile: '0123400001', countryDialingCode: '60' });
    const b = await createLoggedInMember(t.app, 'mesra');
    const taken = await createMember(t.app, 'mesra', { mobile: '0123400099', countryDialingCode: '60' });

    const code = await send('POST', '/wps/member/profile/code', a.headers, { channel: 'mobile', mobileNum: '0123400002', countryDialingCode: '+60' });
    expect(code.statusCode, code.body).toBe(200);
    expect(code.json().value.expiredMinutes).toBeGreaterThan(0);
    const [sms] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '60123400002')).orderBy(desc(smsOutbox.id)).limit(1);
    expect(sms.body).toContain(CODE);

    // Wrong code, another member using the code, a number in a country the brand does not list: nothing written.
    const wrong = await send('PUT', '/wps/member/profile/contact', a.headers, { channel: 'mobile', mobileNum: '0123400002', countryDialingCode: '60', verificationCode: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('err_sms_code_invalid');
    const other = await send('PUT', '/wps/member/profile/contact', b.headers, { channel: 'mobile', mobileNum: '0123400002', countryDialingCode: '60', verificationCode: CODE });
    expect(other.json().message).toBe('err_sms_code_invalid');
    const country = await send('POST', '/wps/member/profile/code', a.headers, { channel: 'mobile', mobileNum: '0123400002', countryDialingCode: '99' });
    expect(country.json().message).toBe('err_country_code');
    const format = await send('POST', '/wps/member/profile/code', a.headers, { channel: 'mobile', mobileNum: '12ab' });
    expect([format.statusCode, format.json().message]).toEqual([400, 'err_mobile_format']);
    expect(await row(a.member.id)).toMatchObject({ mobile: '0123400001', mobileVerifiedAt: null });
    expect((await row(b.member.id)).mobile).toBeNull();

    const done = await send('PUT', '/wps/member/profile/contact', a.headers, { channel: 'mobile', mobileNum: '0123400002', countryDialingCode: '60', verificationCode: CODE });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value.values.mobile).toBe('0123400002');
    expect(done.json().value.verified.mobile).toBe(true);
    // The code is used up.
    const replay = await send('PUT', '/wps/member/profile/contact', a.headers, { channel: 'mobile', mobileNum: '0123400002', countryDialingCode: '60', verificationCode: CODE });
    expect(replay.statusCode).toBe(400);

    // A number another member has is refused at the change (only its owner gets the code).
    clock.advance(2000);
    await send('POST', '/wps/member/profile/code', a.headers, { channel: 'mobile', mobileNum: '0123400099', countryDialingCode: '60' });
    const clash = await send('PUT', '/wps/member/profile/contact', a.headers, { channel: 'mobile', mobileNum: '0123400099', countryDialingCode: '60', verificationCode: CODE });
    expect([clash.statusCode, clash.json().message]).toEqual([409, 'err_mobile_taken']);
    expect((await row(a.member.id)).mobile).toBe('0123400002');
    expect((await row(taken.id)).mobile).toBe('0123400099');
  });

  it('changes the e-mail address only with the code e-mailed to the new address', async () => {
    const a = await createLoggedInMember(t.app, 'mesra', { email: 'old@example.com' });
    const bad = await send('POST', '/wps/member/profile/code', a.headers, { channel: 'email', email: 'not-an-email' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'err_email_format']);
    expect((await send('POST', '/wps/member/profile/code', a.headers, { channel: 'email', email: 'New@Example.com' })).statusCode).toBe(200);
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'New@Example.com')).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail.body).toContain(CODE);
    const wrongAddress = await send('PUT', '/wps/member/profile/contact', a.headers, { channel: 'email', email: 'other@example.com', verificationCode: CODE });
    expect(wrongAddress.statusCode).toBe(400);
    expect((await row(a.member.id)).email).toBe('old@example.com');
    const done = await send('PUT', '/wps/member/profile/contact', a.headers, { channel: 'email', email: 'new@example.com', verificationCode: CODE });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value.values.email).toBe('new@example.com');
    expect(done.json().value.verified.email).toBe(true);
    // Asking again for the verified address it already has is refused.
    clock.advance(2000);
    const same = await send('POST', '/wps/member/profile/code', a.headers, { channel: 'email', email: 'NEW@example.com' });
    expect(same.json().message).toBe('err_contact_unchanged');
  });

  it('records each login with time, IP and device; signs out the other sessions only', async () => {
    const m = await createMember(t.app, 'mesra', { username: 'histuser1', password: 'Hist@12345' });
    const login = async (ua: string, ip: string) => {
      const res = await injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: 'mesra.localhost', ip, body: { username: 'histuser1', password: 'Hist@12345' }, headers: { 'user-agent': ua } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.token as string;
    };
    const phone = await login(ANDROID, '10.99.0.1');
    clock.advance(60_000);
    const desktop = await login(WINDOWS, '10.99.0.2');
    const stranger = await createLoggedInMember(t.app, 'mesra');

    const page = (await send('GET', '/wps/member/loginHistory', { host: 'mesra.localhost', token: desktop })).json().value;
    expect(page.list.map((e: { device: string; ip: string; current: boolean; active: boolean }) => [e.device, e.ip, e.current, e.active])).toEqual([
      ['Firefox on Windows', '10.99.0.2', true, true],
      ['Chrome on Android', '10.99.0.1', false, true],
    ]);
    expect(page.otherSessions).toBe(1);
    expect(new Date(page.list[0].time).getTime()).toBe(clock.now().getTime());
    // Another member sees none of it.
    expect((await send('GET', '/wps/member/loginHistory', stranger.headers)).json().value.list).toEqual([]);
    const bad = await send('GET', '/wps/member/loginHistory?pageSize=500', { host: 'mesra.localhost', token: desktop });
    expect(bad.statusCode).toBe(400);

    const out = await send('DELETE', '/wps/member/sessions/others', { host: 'mesra.localhost', token: desktop });
    expect(out.json().value.signedOut).toBe(1);
    expect((await send('GET', '/wps/member/info', { host: 'mesra.localhost', token: phone })).statusCode).toBe(401);
    expect((await send('GET', '/wps/member/info', { host: 'mesra.localhost', token: desktop })).statusCode).toBe(200);
    expect((await send('GET', '/wps/member/info', stranger.headers)).statusCode).toBe(200);
    const after = (await send('GET', '/wps/member/loginHistory', { host: 'mesra.localhost', token: desktop })).json().value;
    expect(after.otherSessions).toBe(0);
    expect(after.list.map((e: { active: boolean }) => e.active)).toEqual([true, false]);
    expect(await t.database.db.select().from(loginHistory).where(eq(loginHistory.memberId, m.id))).toHaveLength(2);
  });
});
