// The wallet through HTTP as a player, an agent and an operator would use it (issue 4 items 3-5, 7),
// with bad input (4xx, nothing written), roles (visitor/trial/member/agent) and tenant isolation.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { saveBankAccount, TEST_REAL_NAME } from '../../test/bank-accounts';
import { createLoggedInMember } from '../../test/login';
import { checkInvariants, CLEAN } from './invariants';
import { addVendor, signedHeaders } from '../../test/vendors';

const OP = 'op-secret';
const rid = () => `r-${randomUUID()}`;

describe.each(backends)('wallet over HTTP (%s)', (backend) => {
  let t: TestApp;
  // Starts at the real time (journals are stamped by the database), moved forward for receipt windows.
  const clock = new TestClock();
  const op = (host = 'mesra.localhost') => ({ authorization: `Bearer ${OP}`, host, 'x-operator-name': 'alice' });

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, system: { operatorToken: OP } });
    // Vendor PG of each brand, each with its own callback secret (issue 24 item 7).
    await addVendor(t.database.db, t.app.tenants.get('mesra')!.merchantId, 'PG', { secret: 'pg-secret' });
    await addVendor(t.database.db, t.app.tenants.get('jade')!.merchantId, 'PG', { secret: 'pg-secret-jade' });
    for (const host of ['mesra.localhost', 'jade.localhost']) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/operator/wallet/channels', headers: op(host), payload: { code: 'DEMO', name: 'Demo pay', gateway: 'demo', minAmount: 1000, maxAmount: 10_000_000 } });
      expect(res.statusCode).toBe(200);
      await t.app.inject({ method: 'PUT', url: '/api/operator/wallet/channels', headers: op(host), payload: { code: 'BANK', name: 'Bank transfer', gateway: 'bank', minAmount: 5000, maxAmount: 50_000_000, details: { bankName: 'Maybank', accountName: 'Demo Sdn Bhd', accountNumber: '5140 1234 5678' } } });
    }
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string>, payload: unknown, method: 'POST' | 'PUT' = 'POST') => t.app.inject({ method, url, headers, payload: payload as object });

  async function deposit(headers: Record<string, string>, amount: number, host = 'mesra.localhost') {
    const res = await post('/wps/wallet/deposit', headers, { requestId: rid(), channelCode: 'DEMO', amount });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().value.deposit.id as number;
    const paid = await post(`/api/operator/wallet/deposits/${id}/paid`, op(host), undefined);
    expect(paid.statusCode, paid.body).toBe(200);
    return id;
  }
  const balance = async (headers: Record<string, string>) => (await get('/wps/v2/wallets/balance', headers)).json().value.sumBalance as number;

  it('balance and merchant wallet (spec §3): a new member has 0 in a single wallet', async () => {
    const p = await createLoggedInMember(t.app, 'mesra');
    const res = await get('/wps/v2/wallets/balance', p.headers);
    expect(res.json()).toMatchObject({ success: true, value: { sumBalance: 0, mainBalance: 0, wallets: [], currency: { code: 'MYR', minorDigits: 2 } } });
    expect((await get('/wps/relay/GCS_merchantWallet', p.headers)).json().value).toEqual({ isSingle: true });
  });

  it('demo gateway deposit credits exactly once however often it is marked paid', async () => {
    const p = await createLoggedInMember(t.app, 'mesra');
    const requestId = rid();
    const first = await post('/wps/wallet/deposit', p.headers, { requestId, channelCode: 'DEMO', amount: 50_000 });
    const again = await post('/wps/wallet/deposit', p.headers, { requestId, channelCode: 'DEMO', amount: 50_000 });
    expect(again.json().value).toEqual(first.json().value);
    const reused = await post('/wps/wallet/deposit', p.headers, { requestId, channelCode: 'DEMO', amount: 60_000 });
    expect(reused.statusCode).toBe(409);
    const id = first.json().value.deposit.id;
    const marks = await Promise.all([1, 2, 3].map(() => post(`/api/operator/wallet/deposits/${id}/paid`, op(), undefined)));
    expect(marks.map((m) => m.statusCode)).toEqual([200, 200, 200]);
    expect(marks.filter((m) => m.json().value.duplicate === false)).toHaveLength(1);
    expect(await balance(p.headers)).toBe(50_000);
    expect((await post(`/api/operator/wallet/deposits/${id}/failed`, op(), undefined)).statusCode).toBe(409);
    const audit = (await get('/api/operator/audit', op())).json().value as { actor: string; action: string }[];
    expect(audit.filter((a) => a.action === 'wallet.deposit.paid')[0].actor).toBe('operator:alice');
  });

  it('manual bank transfer waits for the operator; a rejected one credits nothing', async () => {
    const p = await createLoggedInMember(t.app, 'mesra');
    const res = await post('/wps/wallet/deposit', p.headers, { requestId: rid(), channelCode: 'BANK', amount: 20_000, memberRef: 'TRX-991' });
    expect(res.json().value.instructions).toMatchObject({ kind: 'bank', bankName: 'Maybank' });
    expect(await balance(p.headers)).toBe(0);
    const pending = (await get('/api/operator/wallet/deposits?status=pending', op())).json().value as { id: number }[];
    expect(pending.map((d) => d.id)).toContain(res.json().value.deposit.id);
    await post(`/api/operator/wallet/deposits/${res.json().value.deposit.id}/failed`, op(), undefined);
    expect(await balance(p.headers)).toBe(0);
    expect((await post('/wps/wallet/deposit', p.headers, { requestId: rid(), channelCode: 'BANK', amount: 10 })).statusCode).toBe(400);
  });

  it('withdrawal: payment password, limits, pending, approve, receipt with timeout', async () => {
    const p = await createLoggedInMember(t.app, 'mesra', { realName: TEST_REAL_NAME });
    await deposit(p.headers, 100_000);
    const body = { amount: 20_000, paymentPassword: '123456', bankAccountId: await saveBankAccount(t.app, p.headers) };
    expect((await post('/wps/wallet/withdraw', p.headers, { ...body, requestId: rid() })).json().code).toBe('payment_password_unset');
    expect((await post('/wps/wallet/paymentPassword', p.headers, { paymentPassword: '123456' }, 'PUT')).statusCode).toBe(200);
    expect((await post('/wps/wallet/paymentPassword', p.headers, { paymentPassword: '654321' }, 'PUT')).json().code).toBe('payment_password_wrong');
    expect((await post('/wps/wallet/withdraw', p.headers, { ...body, paymentPassword: 'wrong1', requestId: rid() })).json().code).toBe('payment_password_wrong');
    expect((await post('/wps/wallet/withdraw', p.headers, { ...body, amount: 100, requestId: rid() })).json().code).toBe('amount_out_of_limits');
    expect((await post('/wps/wallet/withdraw', p.headers, { ...body, amount: 200_000, requestId: rid() })).json().code).toBe('insufficient_funds');
    const w = await post('/wps/wallet/withdraw', p.headers, { ...body, requestId: rid() });
    expect(w.json().value).toMatchObject({ status: 'pending', amount: 20_000, bankName: 'CIMB', accountName: TEST_REAL_NAME, accountNumber: '********5678', receiptStatus: null });
    expect(await balance(p.headers)).toBe(80_000);
    const id = w.json().value.id;
    // receipt before payout is refused
    expect((await post(`/wps/wallet/withdrawals/${id}/receipt`, p.headers, { status: 'all_received' })).json().code).toBe('receipt_not_open');
    const approved = await post(`/api/operator/wallet/withdrawals/${id}/approve`, op(), undefined);
    expect(approved.json().value).toMatchObject({ status: 'paid', receiptStatus: 'awaiting' });
    expect((await post(`/api/operator/wallet/withdrawals/${id}/reject`, op(), { reason: 'late' })).statusCode).toBe(409);
    // partial receipt, then not received needs a proof image
    const partial = await post(`/wps/wallet/withdrawals/${id}/receipt`, p.headers, { status: 'received', receivedAmount: 15_000 });
    expect(partial.json().value).toMatchObject({ receiptStatus: 'received', receivedAmount: 15_000, remainingAmount: 5_000 });
    expect((await post(`/wps/wallet/withdrawals/${id}/receipt`, p.headers, { status: 'not_received' })).json().code).toBe('bad_proof_image');
    const proof = await post(`/wps/wallet/withdrawals/${id}/receipt`, p.headers, { status: 'not_received', proofImage: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(proof.json().value).toMatchObject({ receiptStatus: 'not_received', hasProofImage: true });
    // a second payout left unanswered counts as received after the tenant's minutes (spec §4)
    const w2 = await post('/wps/wallet/withdraw', p.headers, { ...body, amount: 10_000, requestId: rid() });
    await post(`/api/operator/wallet/withdrawals/${w2.json().value.id}/approve`, op(), undefined);
    clock.advance(31 * 60_000);
    const mine = (await get('/wps/wallet/withdrawals', p.headers)).json().value as { id: number; receiptStatus: string; remainingAmount: number }[];
    expect(mine.find((x) => x.id === w2.json().value.id)).toMatchObject({ receiptStatus: 'auto_received', remainingAmount: 0 });
    expect((await post(`/wps/wallet/withdrawals/${w2.json().value.id}/receipt`, p.headers, { status: 'not_received', proofImage: 'data:image/png;base64,AA==' })).json().code).toBe('receipt_closed');
    // reject returns the funds
    const w3 = await post('/wps/wallet/withdraw', p.headers, { ...body, amount: 10_000, requestId: rid() });
    expect(w3.statusCode, w3.body).toBe(200);
    const rejected = await post(`/api/operator/wallet/withdrawals/${w3.json().value.id}/reject`, op(), { reason: 'name mismatch' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', reason: 'name mismatch' });
    expect(await balance(p.headers)).toBe(70_000);
  });

  it('daily withdrawal limits (count and amount) per tenant', async () => {
    const res = await post('/api/operator/wallet/settings', op('jade.localhost'), { withdrawDailyCount: 2, withdrawDailyMax: 25_000 }, 'PUT');
    expect(res.statusCode, res.body).toBe(200);
    const p = await createLoggedInMember(t.app, 'jade', { realName: TEST_REAL_NAME });
    await deposit(p.headers, 100_000, 'jade.localhost');
    await post('/wps/wallet/paymentPassword', p.headers, { paymentPassword: '123456' }, 'PUT');
    const body = { paymentPassword: '123456', bankAccountId: await saveBankAccount(t.app, p.headers) };
    expect((await post('/wps/wallet/withdraw', p.headers, { ...body, amount: 20_000, requestId: rid() })).statusCode).toBe(200);
    expect((await post('/wps/wallet/withdraw', p.headers, { ...body, amount: 10_000, requestId: rid() })).json().code).toBe('daily_limit');
    expect((await post('/wps/wallet/withdraw', p.headers, { ...body, amount: 5_000, requestId: rid() })).statusCode).toBe(200);
    expect((await post('/wps/wallet/withdraw', p.headers, { ...body, amount: 5_000, requestId: rid() })).json().code).toBe('daily_limit');
  });

  it('transfer to upline and agent transfer to a downline (payment password)', async () => {
    const agent = await createLoggedInMember(t.app, 'mesra', { isAgent: 1 });
    const down = await createLoggedInMember(t.app, 'mesra', { uplineId: agent.member.id });
    const stranger = await createLoggedInMember(t.app, 'mesra');
    await deposit(agent.headers, 30_000);
    await deposit(down.headers, 10_000);
    for (const x of [agent, down, stranger]) await post('/wps/wallet/paymentPassword', x.headers, { paymentPassword: '112233' }, 'PUT');
    const requestId = rid();
    const send = () => post('/wps/agent/transfer', agent.headers, { requestId, amount: 5_000, paymentPassword: '112233', downline: down.member.username });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200); // replay
    expect(await balance(agent.headers)).toBe(25_000);
    expect(await balance(down.headers)).toBe(15_000);
    expect((await post('/wps/agent/transfer', agent.headers, { requestId: rid(), amount: 1, paymentPassword: '112233', downline: stranger.member.username })).statusCode).toBe(404);
    expect((await post('/wps/agent/transfer', down.headers, { requestId: rid(), amount: 1, paymentPassword: '112233', downline: stranger.member.username })).statusCode).toBe(403);
    const up = await post('/wps/wallet/transferUpline', down.headers, { requestId: rid(), amount: 15_000, paymentPassword: '112233' });
    expect(up.json().value).toMatchObject({ amount: 15_000, to: agent.member.username });
    expect(await balance(down.headers)).toBe(0);
    expect(await balance(agent.headers)).toBe(40_000);
    expect((await post('/wps/wallet/transferUpline', down.headers, { requestId: rid(), amount: 1, paymentPassword: '112233' })).json().code).toBe('insufficient_funds');
    expect((await post('/wps/wallet/transferUpline', stranger.headers, { requestId: rid(), amount: 1, paymentPassword: '112233' })).json().code).toBe('no_upline');
    // both sides see it in their history
    const hist = (await get('/wps/relay/transactionHistory?type=transfer_upline', agent.headers)).json().value;
    expect(hist.list).toHaveLength(1);
    expect(hist.list[0]).toMatchObject({ type: 'transfer_upline', amount: 15_000 });
  });

  it('multi-wallet brand: GCS_walletTransfer main <-> vendor, then vendor bets come from the sub-wallet', async () => {
    await post('/api/operator/wallet/settings', op('jade.localhost'), { isSingle: false }, 'PUT');
    const p = await createLoggedInMember(t.app, 'jade');
    await deposit(p.headers, 10_000, 'jade.localhost');
    expect((await get('/wps/relay/GCS_merchantWallet', p.headers)).json().value.isSingle).toBe(false);
    expect((await post('/wps/relay/GCS_walletTransfer', p.headers, { requestId: rid(), from: 'MAIN', to: 'PG', amount: 4_000 })).statusCode).toBe(200);
    expect((await post('/wps/relay/GCS_walletTransfer', p.headers, { requestId: rid(), from: 'PG', to: 'JILI', amount: 1 })).json().code).toBe('transfer_main_vendor');
    expect((await post('/wps/relay/GCS_walletTransfer', p.headers, { requestId: rid(), from: 'PG', to: 'MAIN', amount: 5_000 })).json().code).toBe('insufficient_funds');
    const b = (await get('/wps/v2/wallets/balance', p.headers)).json().value;
    expect(b).toMatchObject({ sumBalance: 10_000, mainBalance: 6_000, wallets: [{ vendorCode: 'PG', balance: 4_000 }] });
    // single-wallet brand refuses transfers
    const q = await createLoggedInMember(t.app, 'mesra');
    expect((await post('/wps/relay/GCS_walletTransfer', q.headers, { requestId: rid(), from: 'MAIN', to: 'PG', amount: 1 })).json().code).toBe('wallet_single');
    // vendor callback (signed) on jade debits the PG sub-wallet
    const body = JSON.stringify({ memberId: p.member.id, txId: `tx-${p.member.id}`, roundId: 'r1', amount: 1_500 });
    const res = await t.app.inject({ method: 'POST', url: '/api/seamless/PG/debit', headers: { host: 'jade.localhost', ...signedHeaders('pg-secret-jade', '/api/seamless/PG/debit', body, clock.now()) }, payload: body });
    expect(res.json()).toMatchObject({ success: true, value: { balance: 2_500, duplicate: false } });
    await post('/api/operator/wallet/settings', op('jade.localhost'), { isSingle: true }, 'PUT');
  });

  it('history filters by type and date range with paging; bonus details; operator adjustment audited', async () => {
    const p = await createLoggedInMember(t.app, 'mesra');
    await deposit(p.headers, 10_000);
    const adj = await post('/api/operator/wallet/adjustments', op(), { requestId: rid(), username: p.member.username, amount: 2_500, reason: 'welcome bonus', kind: 'bonus' });
    expect(adj.json().value).toMatchObject({ amount: 2_500, balance: 12_500 });
    const neg = await post('/api/operator/wallet/adjustments', op(), { requestId: rid(), username: p.member.username, amount: -20_000, reason: 'correction' });
    expect(neg.json().code).toBe('insufficient_funds');
    await post('/api/operator/wallet/adjustments', op(), { requestId: rid(), username: p.member.username, amount: -500, reason: 'correction' });
    const all = (await get('/wps/relay/transactionHistory?range=last7&pageSize=2', p.headers)).json().value;
    expect(all).toMatchObject({ total: 3, totalPages: 2, pageNo: 1 });
    expect(all.list.map((x: { type: string }) => x.type)).toEqual(['adjustment', 'bonus']);
    const deposits = (await get('/wps/relay/transactionHistory?type=deposit', p.headers)).json().value;
    expect(deposits.list).toHaveLength(1);
    const future = (await get('/wps/relay/transactionHistory?startDate=2030-01-01&endDate=2030-01-31', p.headers)).json().value;
    expect(future.total).toBe(0);
    const bonus = (await get('/wps/relay/bonusDetails', p.headers)).json().value;
    expect(bonus.list).toHaveLength(1);
    expect(bonus.list[0]).toMatchObject({ type: 'bonus', amount: 2_500, memo: { reason: 'welcome bonus' } });
    const audit = (await get('/api/operator/audit', op())).json().value as { action: string; detail: { reason?: string } }[];
    expect(audit.find((a) => a.action === 'wallet.bonus')?.detail.reason).toBe('welcome bonus');
  });

  it('roles: visitor 401, trial in_need_true_account, member not agent 403', async () => {
    const trial = await createLoggedInMember(t.app, 'mesra', { isAgent: 4 });
    const member = await createLoggedInMember(t.app, 'mesra');
    expect((await get('/wps/v2/wallets/balance', { host: 'mesra.localhost' })).statusCode).toBe(401);
    expect((await get('/wps/v2/wallets/balance', trial.headers)).statusCode).toBe(200);
    for (const [url, payload] of [
      ['/wps/wallet/deposit', { requestId: rid(), channelCode: 'DEMO', amount: 5_000 }],
      ['/wps/wallet/withdraw', { requestId: rid(), amount: 5_000, paymentPassword: '123456', bankAccountId: 1 }],
      ['/wps/wallet/bankAccounts', { kind: 'bank', bankName: 'CIMB', accountName: 'Trial', accountNumber: '800012345678' }],
      ['/wps/wallet/deposits/1/demo', { outcome: 'paid' }],
      ['/wps/relay/GCS_walletTransfer', { requestId: rid(), from: 'MAIN', to: 'PG', amount: 1 }],
      ['/wps/wallet/transferUpline', { requestId: rid(), amount: 1, paymentPassword: '123456' }],
    ] as const) {
      const res = await post(url, trial.headers, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('in_need_true_account');
    }
    expect((await post('/wps/agent/transfer', member.headers, { requestId: rid(), amount: 1, paymentPassword: '123456', downline: 'x' })).json().code).toBe('non_agent');
    expect((await get('/api/operator/wallet/deposits', { host: 'mesra.localhost', authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('tenant isolation: a token, a deposit or a withdrawal of one brand is invisible to another', async () => {
    const p = await createLoggedInMember(t.app, 'mesra');
    const id = await deposit(p.headers, 10_000);
    expect((await get('/wps/v2/wallets/balance', { ...p.headers, host: 'jade.localhost' })).statusCode).toBe(401);
    expect((await post(`/api/operator/wallet/deposits/${id}/failed`, op('jade.localhost'), undefined)).statusCode).toBe(404);
    const jadeList = (await get('/api/operator/wallet/deposits', op('jade.localhost'))).json().value as { id: number }[];
    expect(jadeList.map((d) => d.id)).not.toContain(id);
    expect((await post('/api/operator/wallet/adjustments', op('jade.localhost'), { requestId: rid(), username: p.member.username, amount: 1, reason: 'cross brand' })).statusCode).toBe(404);
    const body = JSON.stringify({ memberId: p.member.id, txId: 'iso-1', roundId: 'r', amount: 1 });
    const res = await t.app.inject({ method: 'POST', url: '/api/seamless/PG/debit', headers: { host: 'jade.localhost', ...signedHeaders('pg-secret-jade', '/api/seamless/PG/debit', body, clock.now()) }, payload: body });
    expect(res.json()).toMatchObject({ success: false, code: 'member_not_found' });
  });

  it('bad input answers 4xx with a message key and writes nothing', async () => {
    const p = await createLoggedInMember(t.app, 'mesra');
    await deposit(p.headers, 10_000);
    const before = await checkInvariants(t.database.db);
    const count = async () => Number(((await t.database.db.execute('select (select count(*) from wallet_journals) + (select count(*) from wallet_requests) + (select count(*) from deposits) + (select count(*) from withdrawals) as n')) as unknown as { rows: { n: string }[] }).rows[0].n);
    const n0 = await count();
    const bad: [string, unknown][] = [
      ['/wps/wallet/deposit', { requestId: 'short', channelCode: 'DEMO', amount: 5_000 }],
      ['/wps/wallet/deposit', { requestId: rid(), channelCode: 'DEMO', amount: -5 }],
      ['/wps/wallet/deposit', { requestId: rid(), channelCode: 'DEMO', amount: 10.5 }],
      ['/wps/wallet/deposit', { requestId: rid(), channelCode: 'NOPE', amount: 5_000 }],
      ['/wps/wallet/deposit', { requestId: rid(), channelCode: 'DEMO', amount: '5000; drop table' }],
      ['/wps/relay/GCS_walletTransfer', { requestId: rid(), from: 'main', to: 'PG', amount: 1 }],
      ['/wps/wallet/withdraw', { requestId: rid(), amount: 5_000 }],
      ['/wps/wallet/transferUpline', { requestId: rid(), amount: 0, paymentPassword: '123456' }],
      ['/wps/wallet/withdrawals/1/receipt', { status: 'maybe' }],
    ];
    for (const [url, payload] of bad) {
      const res = await post(url, p.headers, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message, url).toMatch(/^err_/);
    }
    const opBad: [string, unknown, 'POST' | 'PUT'][] = [
      ['/api/operator/wallet/adjustments', { requestId: rid(), username: p.member.username, amount: 0, reason: 'zero' }, 'POST'],
      ['/api/operator/wallet/adjustments', { requestId: rid(), username: p.member.username, amount: 100, reason: 'x' }, 'POST'],
      ['/api/operator/wallet/adjustments', { requestId: rid(), username: 'nobody-here', amount: 100, reason: 'no such member' }, 'POST'],
      ['/api/operator/wallet/adjustments', { requestId: rid(), username: p.member.username, amount: 1.5, reason: 'fraction' }, 'POST'],
      ['/api/operator/wallet/withdrawals/1/reject', {}, 'POST'],
      ['/api/operator/wallet/withdrawals/999999/approve', undefined, 'POST'],
      ['/api/operator/wallet/deposits/abc/paid', undefined, 'POST'],
      ['/api/operator/wallet/deposits/2422793945/failed', undefined, 'POST'], // beyond the database's integer ids
      ['/api/operator/wallet/settings', { withdrawMin: 10, withdrawMax: 5 }, 'PUT'],
      ['/api/operator/wallet/settings', { isSingle: 'yes' }, 'PUT'],
      ['/api/operator/wallet/channels', { code: 'X', name: 'X', gateway: 'paypal', minAmount: 1, maxAmount: 2 }, 'PUT'],
    ];
    for (const [url, payload, method] of opBad) {
      const res = await post(url, op(), payload, method);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message, url).toMatch(/^err_/);
    }
    expect((await get('/wps/relay/transactionHistory?range=yesterday', p.headers)).statusCode).toBe(400);
    expect((await get('/wps/relay/transactionHistory?startDate=2026-05-01&endDate=2026-01-01', p.headers)).statusCode).toBe(400);
    expect((await get('/wps/relay/transactionHistory?pageSize=1000', p.headers)).statusCode).toBe(400);
    expect(await count()).toBe(n0);
    expect(await checkInvariants(t.database.db)).toEqual(before);
  });

  it('vendor callbacks need a valid HMAC signature over method, path, timestamp and the raw body', async () => {
    const p = await createLoggedInMember(t.app, 'mesra');
    await deposit(p.headers, 10_000);
    const body = JSON.stringify({ memberId: p.member.id, txId: `sig-${p.member.id}`, roundId: 'r', amount: 1_000 });
    const call = (op: string, b: string, secret = 'pg-secret', vendor = 'PG', signed = b) =>
      t.app.inject({ method: 'POST', url: `/api/seamless/${vendor}/${op}`, headers: { host: 'mesra.localhost', ...signedHeaders(secret, `/api/seamless/${vendor}/${op}`, signed, clock.now()) }, payload: b });
    expect((await call('debit', body, 'wrong')).statusCode).toBe(401);
    const zz = { host: 'mesra.localhost', 'content-type': 'application/json', 'x-timestamp': String(Math.floor(clock.now().getTime() / 1000)), 'x-signature': 'zz' };
    expect((await t.app.inject({ method: 'POST', url: '/api/seamless/PG/debit', headers: zz, payload: body })).statusCode).toBe(401);
    expect((await call('debit', body, 'pg-secret', 'JILI')).statusCode).toBe(404);
    expect((await call('debit', body.replace('1000', '1'), 'pg-secret', 'PG', body)).statusCode).toBe(401);
    const ok = await call('debit', body);
    expect(ok.json()).toMatchObject({ success: true, value: { balance: 9_000 } });
    expect((await call('debit', body)).json()).toMatchObject({ success: true, value: { balance: 9_000, duplicate: true } });
    const bal = JSON.stringify({ memberId: p.member.id });
    expect((await call('balance', bal)).json().value.balance).toBe(9_000);
    const credit = JSON.stringify({ memberId: p.member.id, txId: `sig-none-${p.member.id}`, roundId: 'unknown', amount: 5 });
    expect((await call('credit', credit)).json()).toMatchObject({ success: false, code: 'round_not_found', message: 'err_seamless_round_not_found', value: { balance: 9_000 } });
    const junk = '{"memberId":"x"}';
    expect((await call('debit', junk)).statusCode).toBe(400);
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
  });
});
