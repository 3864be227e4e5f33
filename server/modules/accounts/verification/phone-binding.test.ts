// Issue 24 items 1 and 12: an SMS code is bound to the full international number (country dialing code +
// national number), the account is found by that full number, only the brand's countries are accepted,
// and asking for a registration code does not tell whether a number has an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEST_ARGON2, verifyPassword } from '../../../lib/crypto-password';
import { TestClock } from '../../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../../test/harness';
import { createMember, injectEncrypted } from '../../../test/login';
import { findById, findByUsername } from '../member/repo';
import { smsOutbox } from './tables';

// The app's one clock (app.clock): the test moves business time forward through it.
const clock = new TestClock('2030-03-01T00:00:00Z');
const tick = (ms: number) => clock.advance(ms);
let ipSeq = 0;
const freshIp = () => `10.24.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const MESRA = 'mesra.localhost';

describe.each(backends)('SMS codes and the full number on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { clock, accounts: { argon2: TEST_ARGON2, smsCode: () => '135790' } });
  });
  afterAll(() => t.close());

  const askCode = (purpose: 'noLogin' | 'register', mobileNum: string, countryDialingCode?: string) => {
    tick(1500);
    const ip = freshIp();
    return t.app.inject({
      method: 'POST',
      url: `/wps/verification/sms/${purpose}`,
      remoteAddress: ip,
      headers: { host: MESRA, 'x-forwarded-for': ip },
      payload: { mobileNum, ...(countryDialingCode !== undefined ? { countryDialingCode } : {}) },
    });
  };
  const smsLogin = (mobileNum: string, countryDialingCode?: string) =>
    injectEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      host: MESRA,
      ip: freshIp(),
      body: { type: 'sms', mobileNum, verificationCode: '135790', ...(countryDialingCode !== undefined ? { countryDialingCode } : {}) },
    });
  const smsTo = async (digits: string) => (await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, digits))).length;

  it('issue 24 item 1: a code asked for another country (+99, not the brand\'s) is refused and logs nobody in', async () => {
    const victim = await createMember(t.app, 'mesra', { username: 'victim01', mobile: '0123000001', countryDialingCode: '60' });
    const ask = await askCode('noLogin', '0123000001', '99');
    expect(ask.statusCode).toBe(400);
    expect(ask.json()).toMatchObject({ success: false, message: 'err_country_code' });
    expect(await smsTo('99123000001')).toBe(0);
    const login = await smsLogin('0123000001', '99');
    expect(login.statusCode).toBe(400);
    expect(login.json().value).toBeNull();
    // the owner, on the account's own number, still logs in by code
    expect((await askCode('noLogin', '0123000001', '+60')).statusCode).toBe(200);
    expect(await smsTo('60123000001')).toBe(1);
    const own = await smsLogin('0123000001', '+60');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().value.username).toBe(victim.username);
  });

  it('issue 24 item 1: a code for the same national number in another of the brand\'s countries (+65) is not the account\'s', async () => {
    await createMember(t.app, 'mesra', { username: 'victim02', mobile: '0123000002', countryDialingCode: '60' });
    const ask = await askCode('noLogin', '0123000002', '+65');
    expect(ask.statusCode).toBe(200); // the same answer as for any number
    expect(await smsTo('65123000002')).toBe(0); // no account has +65 123000002: nothing sent
    const login = await smsLogin('0123000002', '+65');
    expect(login.statusCode).toBe(400);
    expect(login.json().value).toBeNull();

    // reset by phone with that code does not touch the +60 account either
    await askCode('noLogin', '0123000002', '+65');
    const reset = await injectEncrypted(t.app, {
      method: 'POST',
      url: '/wps/member/password/verification',
      host: MESRA,
      ip: freshIp(),
      body: { mobileNum: '0123000002', countryDialingCode: '+65', verificationCode: '135790', newPassword: 'Taken0ver!' },
    });
    expect(reset.statusCode).toBeGreaterThanOrEqual(400);
    expect(reset.statusCode).toBeLessThan(500);
    const victim = await findById(t.app.tenants.get('mesra')!.merchantId, (await createdId('victim02'))!, t.database.db);
    expect(await verifyPassword(victim!.passwordHash, 'Taken0ver!')).toBe(false);
    const refused = await injectEncrypted(t.app, {
      method: 'POST',
      url: '/wps/member/password/verification',
      host: MESRA,
      ip: freshIp(),
      body: { mobileNum: '0123000002', countryDialingCode: '99', verificationCode: '135790', newPassword: 'Taken0ver!' },
    });
    expect(refused.json()).toMatchObject({ success: false, message: 'err_country_code' });
  });

  it('issue 24 item 1: an account without a stored country code belongs to the brand\'s default country (its first, +60)', async () => {
    const m = await createMember(t.app, 'mesra', { username: 'nocc0001', mobile: '0123000003', countryDialingCode: null });
    await askCode('noLogin', '0123000003', '+62');
    expect((await smsLogin('0123000003', '+62')).statusCode).toBe(400);
    await askCode('noLogin', '0123000003');
    const ok = await smsLogin('0123000003');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.username).toBe(m.username);
  });

  it('issue 24 item 1: registration accepts only the brand\'s countries and stores the number\'s country', async () => {
    const bad = await askCode('register', '0145550001', '+99');
    expect(bad.json()).toMatchObject({ success: false, message: 'err_country_code' });
    const reg = (countryDialingCode: string) =>
      injectEncrypted(t.app, {
        method: 'PUT',
        url: '/wps/member/register/mobile',
        host: MESRA,
        ip: freshIp(),
        body: { mobileNum: '0145550001', countryDialingCode, password: 'Reg1ster!', confirmPassword: 'Reg1ster!', verificationCode: '135790', acceptTerms: true },
      });
    expect((await reg('+99')).json()).toMatchObject({ success: false, message: 'err_country_code' });
    expect((await askCode('register', '0145550001', '+65')).statusCode).toBe(200);
    // a code sent to +65 does not register the number under +60
    expect((await reg('+60')).json()).toMatchObject({ success: false, code: 'sms_code_invalid' });
    await askCode('register', '0145550001', '+65');
    const ok = await reg('+65');
    expect(ok.statusCode, ok.body).toBe(200);
    const id = await createdId('0145550001');
    expect((await findById(t.app.tenants.get('mesra')!.merchantId, id!, t.database.db))!.countryDialingCode).toBe('65');
  });

  it('issue 24 item 12: sms/register answers a taken number as it answers a free one, sends it nothing, and registration then fails', async () => {
    await createMember(t.app, 'mesra', { username: 'holder01', mobile: '0167770001', countryDialingCode: '60' });
    const taken = await askCode('register', '0167770001', '+60');
    const free = await askCode('register', '0167770002', '+60');
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({ status: free.statusCode, body: free.json() });
    expect(taken.statusCode).toBe(200);
    expect(await smsTo('60167770001')).toBe(0);
    expect(await smsTo('60167770002')).toBe(1);
    // the same in another of the brand's countries: the national number has an account
    const otherCountry = await askCode('register', '0167770001', '+65');
    expect({ status: otherCountry.statusCode, body: otherCountry.json() }).toEqual({ status: free.statusCode, body: free.json() });
    expect(await smsTo('65167770001')).toBe(0);
    const reg = await injectEncrypted(t.app, {
      method: 'PUT',
      url: '/wps/member/register/mobile',
      host: MESRA,
      ip: freshIp(),
      body: { mobileNum: '0167770001', countryDialingCode: '+60', password: 'Reg1ster!', confirmPassword: 'Reg1ster!', verificationCode: '135790', acceptTerms: true },
    });
    expect(reg.statusCode).toBe(409);
    expect(reg.json()).toMatchObject({ success: false, message: 'err_mobile_taken' });
  });

  async function createdId(username: string): Promise<number | undefined> {
    return (await findByUsername(t.app.tenants.get('mesra')!.merchantId, username, t.database.db))?.id;
  }
});
