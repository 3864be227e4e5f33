// Payment-password lockout against parallel tries (issue 24 item 6): 5 wrong tries lock money actions for 15
// minutes, counted in the database, so a burst of parallel tries counts every try and cannot test more than 5.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { saveBankAccount, TEST_REAL_NAME } from '../../test/bank-accounts';
import { createLoggedInMember } from '../../test/login';

describe.each(backends)('payment-password lockout (%s)', (backend) => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(backend, { clock });
  });
  afterAll(() => t.close());

  const verify = (headers: Record<string, string>, paymentPassword: string) =>
    t.app.inject({ method: 'POST', url: '/wps/wallet/paymentPassword/verify', headers, payload: { paymentPassword } });

  async function memberWithPaymentPassword() {
    const p = await createLoggedInMember(t.app, 'mesra', { realName: TEST_REAL_NAME });
    const set = await t.app.inject({ method: 'PUT', url: '/wps/wallet/paymentPassword', headers: p.headers, payload: { paymentPassword: '246810' } });
    expect(set.statusCode, set.body).toBe(200);
    return p;
  }

  it('issue 24 item 6: 20 parallel wrong payment passwords count 20; only 5 are evaluated and the lock holds', async () => {
    const p = await memberWithPaymentPassword();
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => verify(p.headers, `wrong${String(i).padStart(2, '0')}`)));
    const codes = burst.map((r) => r.json().code as string);
    // Each evaluated wrong try answers payment_password_wrong; every try beyond the 5th is refused unevaluated.
    expect(codes.filter((c) => c === 'payment_password_wrong')).toHaveLength(5);
    expect(codes.filter((c) => c === 'too_many_requests')).toHaveLength(15);
    const locked = burst.find((r) => r.statusCode === 429)!;
    expect(locked.json()).toMatchObject({ message: 'err_payment_password_locked' });
    expect(locked.json().details.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // The right password during the lockout is refused too, on every route that asks for it.
    expect((await verify(p.headers, '246810')).statusCode).toBe(429);
    const withdraw = await t.app.inject({
      method: 'POST',
      url: '/wps/wallet/withdraw',
      headers: p.headers,
      payload: { requestId: `r-${randomUUID()}`, amount: 5_000, paymentPassword: '246810', bankAccountId: await saveBankAccount(t.app, p.headers) },
    });
    expect(withdraw.json().code).toBe('too_many_requests');
    // 15 minutes later the right password works again, and clears the count.
    clock.advance(15 * 60_000 + 1_000);
    expect((await verify(p.headers, '246810')).statusCode).toBe(200);
    expect((await verify(p.headers, 'wrong99')).json().code).toBe('payment_password_wrong');
    expect((await verify(p.headers, '246810')).statusCode).toBe(200);
  });

  it('issue 24 item 6: the count is per member and a right password before the limit clears it', async () => {
    const a = await memberWithPaymentPassword();
    const b = await memberWithPaymentPassword();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await verify(a.headers, 'nope123')).json().code).toBe('payment_password_wrong');
      expect((await verify(a.headers, '246810')).statusCode).toBe(200);
    }
    await Promise.all(Array.from({ length: 8 }, () => verify(a.headers, 'nope123')));
    expect((await verify(a.headers, '246810')).statusCode).toBe(429);
    expect((await verify(b.headers, '246810')).statusCode).toBe(200);
  });
});
