// Amounts in wallet requests (issue 24 item 16): an amount is a JSON integer of minor units. null, a missing
// amount, a boolean, a string or an array is a 400 with a message key and moves nothing (the app's ajv would
// have coerced null and false to 0, true to 1, "5000" to 5000). A bonus is never negative unless the
// operator says it is a deduction.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { saveBankAccount, TEST_REAL_NAME } from '../../test/bank-accounts';
import { createLoggedInMember } from '../../test/login';
import { checkInvariants, CLEAN } from './invariants';

const OP = 'op-secret';
const rid = () => `r-${randomUUID()}`;
const BAD_AMOUNTS: [string, unknown][] = [
  ['null', null],
  ['missing', undefined],
  ['true', true],
  ['false', false],
  ['a string', '5000'],
  ['an array', [5000]],
  ['a hex string', '0x1388'],
];

describe.each(backends)('wallet amounts (%s)', (backend) => {
  let t: TestApp;
  const op = { authorization: `Bearer ${OP}`, host: 'mesra.localhost', 'x-operator-name': 'alice' };

  beforeAll(async () => {
    t = await createTestApp(backend, { system: { operatorToken: OP } });
    const ch = await t.app.inject({ method: 'PUT', url: '/api/operator/wallet/channels', headers: op, payload: { code: 'DEMO', name: 'Demo pay', gateway: 'demo', minAmount: 1, maxAmount: 10_000_000 } });
    expect(ch.statusCode, ch.body).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: '/api/operator/wallet/settings', headers: op, payload: { isSingle: false, withdrawMin: 1 } })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: unknown) => t.app.inject({ method, url, headers, payload: payload as object });
  const adjust = (username: string, amount: number, kind?: string) =>
    send('POST', '/api/operator/wallet/adjustments', op, { requestId: rid(), username, amount, reason: 'amount test', ...(kind ? { kind } : {}) });
  const written = async () =>
    Number(
      ((await t.database.db.execute(
        'select (select count(*) from wallet_journals) + (select count(*) from wallet_requests) + (select count(*) from deposits) + (select count(*) from withdrawals) + (select count(*) from payment_channels) as n',
      )) as unknown as { rows: { n: string }[] }).rows[0].n,
    );

  it('issue 24 item 16: null, missing, boolean, string or array amounts are a 400 on every wallet route and move nothing', async () => {
    const agent = await createLoggedInMember(t.app, 'mesra', { isAgent: 1 });
    const p = await createLoggedInMember(t.app, 'mesra', { uplineId: agent.member.id, realName: TEST_REAL_NAME });
    const bankAccountId = await saveBankAccount(t.app, p.headers);
    for (const x of [agent, p]) {
      expect((await adjust(x.member.username, 100_000)).statusCode).toBe(200);
      expect((await send('PUT', '/wps/wallet/paymentPassword', x.headers, { paymentPassword: '135790' })).statusCode).toBe(200);
    }
    // A paid withdrawal, so its receipt accepts an answer.
    const w = await send('POST', '/wps/wallet/withdraw', p.headers, { requestId: rid(), amount: 5_000, paymentPassword: '135790', bankAccountId });
    expect(w.statusCode, w.body).toBe(200);
    expect((await send('POST', `/api/operator/wallet/withdrawals/${w.json().value.id}/approve`, op, undefined)).statusCode).toBe(200);
    const settingsBefore = (await t.app.inject({ method: 'GET', url: '/api/operator/wallet/settings', headers: op })).json().value;

    const routes: { method: 'POST' | 'PUT'; url: string; headers: Record<string, string>; body: Record<string, unknown>; field: string }[] = [
      { method: 'POST', url: '/wps/wallet/deposit', headers: p.headers, body: { requestId: rid(), channelCode: 'DEMO' }, field: 'amount' },
      { method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: p.headers, body: { requestId: rid(), from: 'MAIN', to: 'PG' }, field: 'amount' },
      { method: 'POST', url: '/wps/wallet/transferUpline', headers: p.headers, body: { requestId: rid(), paymentPassword: '135790' }, field: 'amount' },
      { method: 'POST', url: '/wps/agent/transfer', headers: agent.headers, body: { requestId: rid(), paymentPassword: '135790', downline: p.member.username }, field: 'amount' },
      {
        method: 'POST',
        url: '/wps/wallet/withdraw',
        headers: p.headers,
        body: { requestId: rid(), paymentPassword: '135790', bankAccountId },
        field: 'amount',
      },
      { method: 'POST', url: `/wps/wallet/withdrawals/${w.json().value.id}/receipt`, headers: p.headers, body: { status: 'received' }, field: 'receivedAmount' },
      { method: 'POST', url: '/api/operator/wallet/adjustments', headers: op, body: { requestId: rid(), username: p.member.username, reason: 'amount test' }, field: 'amount' },
      { method: 'PUT', url: '/api/operator/wallet/channels', headers: op, body: { code: 'NEW1', name: 'New', gateway: 'demo', maxAmount: 10_000 }, field: 'minAmount' },
      { method: 'PUT', url: '/api/operator/wallet/channels', headers: op, body: { code: 'NEW2', name: 'New', gateway: 'demo', minAmount: 1 }, field: 'maxAmount' },
      { method: 'PUT', url: '/api/operator/wallet/settings', headers: op, body: {}, field: 'withdrawMin' },
      { method: 'PUT', url: '/api/operator/wallet/settings', headers: op, body: {}, field: 'withdrawDailyMax' },
      { method: 'PUT', url: '/api/operator/wallet/settings', headers: op, body: {}, field: 'withdrawDailyCount' },
    ];
    const n0 = await written();
    const balances = async () => [
      (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: p.headers })).json().value,
      (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: agent.headers })).json().value,
    ];
    const before = await balances();
    for (const r of routes) {
      for (const [what, value] of BAD_AMOUNTS) {
        const body = value === undefined ? r.body : { ...r.body, [r.field]: value };
        const res = await send(r.method, r.url, r.headers, body);
        expect(res.statusCode, `${r.url} ${r.field} ${what}: ${res.body}`).toBe(400);
        expect(res.json().message, `${r.url} ${r.field} ${what}`).toMatch(/^err_/);
      }
    }
    expect(await written()).toBe(n0);
    expect(await balances()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/wallet/settings', headers: op })).json().value).toEqual(settingsBefore);
    // The same routes take a real integer (the refusals above were about the type, not the route).
    expect((await send('POST', '/wps/relay/GCS_walletTransfer', p.headers, { requestId: rid(), from: 'MAIN', to: 'PG', amount: 1 })).statusCode).toBe(200);
    expect((await send('PUT', '/api/operator/wallet/settings', op, { withdrawDailyCount: 7 })).json().value.withdrawDailyCount).toBe(7);
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
  });

  it('issue 24 item 16: a bonus cannot be negative unless the operator says it is a deduction', async () => {
    const p = await createLoggedInMember(t.app, 'mesra');
    expect((await adjust(p.member.username, 10_000, 'bonus')).statusCode).toBe(200);
    const negative = await adjust(p.member.username, -4_000, 'bonus');
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ code: 'adjustment_sign', message: 'err_adjustment_sign' });
    // A deduction is said so, and is negative; a positive one is refused the same way.
    expect((await adjust(p.member.username, 4_000, 'bonus_deduction')).json().code).toBe('adjustment_sign');
    const deducted = await adjust(p.member.username, -4_000, 'bonus_deduction');
    expect(deducted.statusCode, deducted.body).toBe(200);
    expect(deducted.json().value).toMatchObject({ amount: -4_000, balance: 6_000 });
    // The member sees both in bonusDetails; the operator sees the deduction as such in the audit log.
    const bonus = (await t.app.inject({ method: 'GET', url: '/wps/relay/bonusDetails', headers: p.headers })).json().value.list as { amount: number; memo: Record<string, unknown> }[];
    expect(bonus.map((b) => b.amount)).toEqual([-4_000, 10_000]);
    expect(bonus[0].memo).toMatchObject({ deduction: true });
    const audit = (await t.app.inject({ method: 'GET', url: '/api/operator/audit', headers: op })).json().value as { action: string; detail: { memberId?: number } }[];
    expect(audit.find((a) => a.detail.memberId === p.member.id)?.action).toBe('wallet.bonus_deduction');
    // A plain adjustment stays signed (a correction may take money back).
    expect((await adjust(p.member.username, -1_000)).statusCode).toBe(200);
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
  });
});
