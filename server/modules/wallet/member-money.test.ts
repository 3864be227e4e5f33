// Issue 15 items 2-5 over HTTP, as the member centre uses them: saved bank accounts and e-wallets (real name,
// per-brand maximum, masked), withdrawals only to a saved account, the demo gateway's payment page completed by
// the player (credited once), manual bank transfers with the player's reference and a receipt image the operator
// sees. Bad input is a 4xx with a message key and writes nothing; nobody reaches another member's or brand's rows.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { saveBankAccount, TEST_REAL_NAME } from '../../test/bank-accounts';
import { createLoggedInMember } from '../../test/login';
import { checkInvariants, CLEAN } from './invariants';

const OP = 'op-secret';
const rid = () => `r-${randomUUID()}`;
/** The smallest real PNG header and a JPEG start: the bytes decide the type, not the data URL. */
const PNG = 'data:image/png;base64,' + Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]).toString('base64');
const JPEG_AS_PNG = 'data:image/png;base64,' + Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64');
const GIF_AS_PNG = 'data:image/png;base64,' + Buffer.from('GIF89a-not-a-png').toString('base64');

describe.each(backends)('member money over HTTP (%s)', (backend) => {
  let t: TestApp;
  const op = (host = 'mesra.localhost') => ({ authorization: `Bearer ${OP}`, host });

  beforeAll(async () => {
    t = await createTestApp(backend, { system: { operatorToken: OP } });
    for (const host of ['mesra.localhost', 'jade.localhost']) {
      const demo = await t.app.inject({ method: 'PUT', url: '/api/operator/wallet/channels', headers: op(host), payload: { code: 'DEMOPAY', name: 'Demo pay', gateway: 'demo', minAmount: 1000, maxAmount: 10_000_000 } });
      expect(demo.statusCode, demo.body).toBe(200);
      const details = { bankName: 'Maybank', accountName: 'Demo Sdn Bhd', accountNumber: '5140 1234 5678' };
      await t.app.inject({ method: 'PUT', url: '/api/operator/wallet/channels', headers: op(host), payload: { code: 'BANK', name: 'Bank transfer', gateway: 'bank', minAmount: 5000, maxAmount: 50_000_000, details } });
    }
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) => t.app.inject({ method, url, headers, payload: payload as object });
  const balance = async (headers: Record<string, string>) => (await get('/wps/v2/wallets/balance', headers)).json().value.sumBalance as number;
  /** Every row a money or bank-account call could write. */
  const written = async () =>
    Number(
      ((await t.database.db.execute(
        'select (select count(*) from wallet_journals) + (select count(*) from wallet_requests) + (select count(*) from deposits) + (select count(*) from withdrawals) + (select count(*) from member_bank_accounts) + (select count(*) from deposit_receipts) as n',
      )) as unknown as { rows: { n: string }[] }).rows[0].n,
    );
  const account = (accountName = TEST_REAL_NAME, accountNumber = '8000 1234 5678') => ({ kind: 'bank', bankName: 'CIMB Bank', accountName, accountNumber });

  async function demoDeposit(headers: Record<string, string>, amount: number) {
    const res = await send('POST', '/wps/wallet/deposit', headers, { requestId: rid(), channelCode: 'DEMOPAY', amount });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as { deposit: { id: number; status: string; reference: string }; instructions: { kind: string; reference: string; amount: number } };
  }

  it('bank accounts: refused without a real name or in another name; saved masked; duplicates and the brand maximum refused; removed', async () => {
    const nameless = await createLoggedInMember(t.app, 'mesra');
    const n0 = await written();
    const unset = await send('POST', '/wps/wallet/bankAccounts', nameless.headers, account('Someone'));
    expect(unset.statusCode).toBe(400);
    expect(unset.json()).toMatchObject({ code: 'real_name_unset', message: 'err_real_name_unset' });
    expect((await get('/wps/wallet/bankAccounts', nameless.headers)).json().value).toEqual({ list: [], max: 5, realName: null });

    const p = await createLoggedInMember(t.app, 'mesra', { realName: TEST_REAL_NAME });
    const other = await send('POST', '/wps/wallet/bankAccounts', p.headers, account('Abu Bin Ali'));
    expect(other.json()).toMatchObject({ code: 'holder_name_mismatch', message: 'err_bank_holder_name' });
    expect(await written()).toBe(n0);

    // Case and spacing do not matter; the number is stored without its spaces and shown masked.
    const saved = await send('POST', '/wps/wallet/bankAccounts', p.headers, account('  ali bin   ABU '));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject({ kind: 'bank', bankName: 'CIMB Bank', accountName: 'ali bin ABU', accountNumber: '********5678' });
    expect((await send('POST', '/wps/wallet/bankAccounts', p.headers, account(TEST_REAL_NAME, '800012345678'))).json()).toMatchObject({ code: 'bank_account_exists', message: 'err_bank_account_exists' });
    const wallet = await send('POST', '/wps/wallet/bankAccounts', p.headers, { kind: 'ewallet', bankName: 'Touch n Go eWallet', accountName: TEST_REAL_NAME, accountNumber: '+60 12-345 6789' });
    expect(wallet.json().value).toMatchObject({ kind: 'ewallet', accountNumber: '+*******6789' });
    const listed = (await get('/wps/wallet/bankAccounts', p.headers)).json().value;
    expect(listed).toMatchObject({ max: 5, realName: TEST_REAL_NAME });
    expect(listed.list.map((a: { accountNumber: string }) => a.accountNumber)).toEqual(['********5678', '+*******6789']);
    expect(JSON.stringify(listed)).not.toContain('800012345678');

    // The brand's maximum is the operator's setting.
    expect((await send('PUT', '/api/operator/wallet/settings', op(), { bankAccountsMax: 2 })).json().value.bankAccountsMax).toBe(2);
    const third = await send('POST', '/wps/wallet/bankAccounts', p.headers, account(TEST_REAL_NAME, '11112222333'));
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({ code: 'bank_accounts_max', message: 'err_bank_accounts_max', details: { max: 2 } });
    // Two parallel adds at the limit minus one: exactly one gets in.
    const removed = await send('DELETE', `/wps/wallet/bankAccounts/${wallet.json().value.id}`, p.headers);
    expect(removed.json().value).toEqual({ id: wallet.json().value.id });
    const race = await Promise.all(['2222333344', '3333444455'].map((n) => send('POST', '/wps/wallet/bankAccounts', p.headers, account(TEST_REAL_NAME, n))));
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await get('/wps/wallet/bankAccounts', p.headers)).json().value.list).toHaveLength(2);
    await send('PUT', '/api/operator/wallet/settings', op(), { bankAccountsMax: 5 });
    const audit = (await get('/api/operator/audit', op())).json().value as { action: string; detail: { accountNumber?: string } }[];
    expect(audit.find((a) => a.action === 'wallet.bank_account.add')?.detail.accountNumber).toMatch(/^\*+\d{4}$/);
  });

  it("a withdrawal goes only to the member's own saved account in their real name", async () => {
    const p = await createLoggedInMember(t.app, 'mesra', { realName: TEST_REAL_NAME });
    const q = await createLoggedInMember(t.app, 'mesra', { realName: 'Siti Binti Omar' });
    for (const x of [p, q]) {
      await send('POST', '/api/operator/wallet/adjustments', op(), { requestId: rid(), username: x.member.username, amount: 100_000, reason: 'opening' });
      await send('PUT', '/wps/wallet/paymentPassword', x.headers, { paymentPassword: '123456' });
    }
    const mine = await saveBankAccount(t.app, p.headers);
    const theirs = await saveBankAccount(t.app, q.headers, 'Siti Binti Omar', '700011112222');
    const n0 = await written();
    const body = (bankAccountId: number) => ({ requestId: rid(), amount: 10_000, paymentPassword: '123456', bankAccountId });
    const foreign = await send('POST', '/wps/wallet/withdraw', p.headers, body(theirs));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('err_bank_account_not_found');
    expect((await send('POST', '/wps/wallet/withdraw', p.headers, body(2_000_000_000))).statusCode).toBe(404);
    // Free bank fields are no longer accepted.
    const free = await send('POST', '/wps/wallet/withdraw', p.headers, { requestId: rid(), amount: 10_000, paymentPassword: '123456', bankName: 'X', accountName: 'Y', accountNumber: '123456789' });
    expect(free.statusCode).toBe(400);
    expect(await written()).toBe(n0);
    expect(await balance(p.headers)).toBe(100_000);

    const w = await send('POST', '/wps/wallet/withdraw', p.headers, body(mine));
    expect(w.statusCode, w.body).toBe(200);
    expect(w.json().value).toMatchObject({ status: 'pending', bankAccountId: mine, bankName: 'CIMB', accountName: TEST_REAL_NAME, accountNumber: '********5678' });
    const settings = (await get('/wps/wallet/withdraw/settings', p.headers)).json().value;
    expect(settings).toMatchObject({ minAmount: 5_000, usedToday: 10_000, countToday: 1, paymentPasswordSet: true });
    // q cannot remove p's account; p removes it, and the withdrawal keeps its copy.
    expect((await send('DELETE', `/wps/wallet/bankAccounts/${mine}`, q.headers)).statusCode).toBe(404);
    expect((await send('DELETE', `/wps/wallet/bankAccounts/${mine}`, p.headers)).statusCode).toBe(200);
    expect((await send('DELETE', `/wps/wallet/bankAccounts/${mine}`, p.headers)).statusCode).toBe(404);
    const list = (await get('/wps/wallet/withdrawals', p.headers)).json().value as { id: number; bankName: string; accountNumber: string }[];
    expect(list.find((x) => x.id === w.json().value.id)).toMatchObject({ bankName: 'CIMB', accountNumber: '********5678' });
    expect((await send('POST', '/wps/wallet/withdraw', p.headers, body(mine))).statusCode).toBe(404);
  });

  it('demo gateway: the player pays on the payment page; credited once however often; cancel credits nothing; only their own deposit', async () => {
    const p = await createLoggedInMember(t.app, 'mesra');
    const q = await createLoggedInMember(t.app, 'mesra');
    const { deposit, instructions } = await demoDeposit(p.headers, 25_000);
    expect(instructions).toEqual({ kind: 'demo', reference: deposit.reference, amount: 25_000 });
    expect(deposit).toMatchObject({ status: 'pending' });

    // Another member, another brand's member, the operator's key: none can complete it.
    expect((await send('POST', `/wps/wallet/deposits/${deposit.id}/demo`, q.headers, { outcome: 'paid' })).statusCode).toBe(404);
    const jade = await createLoggedInMember(t.app, 'jade');
    expect((await send('POST', `/wps/wallet/deposits/${deposit.id}/demo`, jade.headers, { outcome: 'paid' })).statusCode).toBe(404);
    expect((await send('POST', `/wps/wallet/deposits/${deposit.id}/demo`, { ...p.headers, host: 'jade.localhost' }, { outcome: 'paid' })).statusCode).toBe(401);
    expect(await balance(p.headers)).toBe(0);

    const pays = await Promise.all([1, 2, 3].map(() => send('POST', `/wps/wallet/deposits/${deposit.id}/demo`, p.headers, { outcome: 'paid' })));
    expect(pays.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(pays.filter((r) => r.json().value.duplicate === false)).toHaveLength(1);
    expect(pays[0].json().value).toMatchObject({ id: deposit.id, status: 'paid', channelCode: 'DEMOPAY', gateway: 'demo' });
    expect(await balance(p.headers)).toBe(25_000);
    const late = await send('POST', `/wps/wallet/deposits/${deposit.id}/demo`, p.headers, { outcome: 'cancelled' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('err_deposit_decided');

    const second = await demoDeposit(p.headers, 5_000);
    const cancelled = await send('POST', `/wps/wallet/deposits/${second.deposit.id}/demo`, p.headers, { outcome: 'cancelled' });
    expect(cancelled.json().value).toMatchObject({ status: 'cancelled' });
    expect((await send('POST', `/wps/wallet/deposits/${second.deposit.id}/demo`, p.headers, { outcome: 'paid' })).statusCode).toBe(409);
    expect(await balance(p.headers)).toBe(25_000);
    const mine = (await get('/wps/wallet/deposits', p.headers)).json().value as { id: number; status: string }[];
    expect(mine.slice(0, 2).map((d) => [d.id, d.status])).toEqual([
      [second.deposit.id, 'cancelled'],
      [deposit.id, 'paid'],
    ]);
    expect((await get('/api/operator/wallet/deposits?status=cancelled', op())).json().value.map((d: { id: number }) => d.id)).toContain(second.deposit.id);
    // The gateway page is for the demo gateway's deposits only.
    const bank = await send('POST', '/wps/wallet/deposit', p.headers, { requestId: rid(), channelCode: 'BANK', amount: 10_000, memberRef: 'MY-REF-1' });
    expect((await send('POST', `/wps/wallet/deposits/${bank.json().value.deposit.id}/demo`, p.headers, { outcome: 'paid' })).statusCode).toBe(404);
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
  });

  it("manual bank transfer: the operator's details, the player's reference and receipt image, which the operator sees", async () => {
    const p = await createLoggedInMember(t.app, 'mesra');
    const q = await createLoggedInMember(t.app, 'mesra');
    const n0 = await written();
    const noRef = await send('POST', '/wps/wallet/deposit', p.headers, { requestId: rid(), channelCode: 'BANK', amount: 10_000 });
    expect(noRef.json()).toMatchObject({ code: 'reference_required', message: 'err_deposit_reference_required' });
    expect(await written()).toBe(n0);
    const res = await send('POST', '/wps/wallet/deposit', p.headers, { requestId: rid(), channelCode: 'BANK', amount: 10_000, memberRef: 'IBG 20261125 0042' });
    expect(res.json().value.instructions).toMatchObject({ kind: 'bank', bankName: 'Maybank', accountName: 'Demo Sdn Bhd', accountNumber: '5140 1234 5678' });
    const id = res.json().value.deposit.id as number;
    expect(res.json().value.deposit).toMatchObject({ status: 'pending', memberRef: 'IBG 20261125 0042', hasReceipt: false });

    const n1 = await written();
    for (const [image, key] of [
      [GIF_AS_PNG, 'err_receipt_image_type'],
      ['data:image/gif;base64,R0lGODlh', 'err_receipt_image_type'],
      ['not a data url', 'err_receipt_image_type'],
      [`data:image/png;base64,${'A'.repeat(Math.ceil(((5 * 1024 * 1024 + 10) * 4) / 3 / 4) * 4)}`, 'err_receipt_image_size'],
    ] as const) {
      const bad = await send('PUT', `/wps/wallet/deposits/${id}/receipt`, p.headers, { image });
      expect(bad.statusCode, image.slice(0, 30)).toBe(400);
      expect(bad.json().message).toBe(key);
    }
    expect((await send('PUT', `/wps/wallet/deposits/${id}/receipt`, q.headers, { image: PNG })).statusCode).toBe(404);
    expect(await written()).toBe(n1);

    const up = await send('PUT', `/wps/wallet/deposits/${id}/receipt`, p.headers, { image: JPEG_AS_PNG });
    expect(up.json().value).toMatchObject({ id, hasReceipt: true });
    const again = await send('PUT', `/wps/wallet/deposits/${id}/receipt`, p.headers, { image: PNG });
    expect(again.statusCode).toBe(200);
    const own = await get(`/wps/wallet/deposits/${id}/receipt/image`, p.headers);
    expect(own.headers['content-type']).toBe('image/png');
    expect((await get(`/wps/wallet/deposits/${id}/receipt/image`, q.headers)).statusCode).toBe(404);

    const listed = ((await get('/api/operator/wallet/deposits?status=pending', op())).json().value as { id: number }[]).find((d) => d.id === id);
    expect(listed).toMatchObject({ username: p.member.username, memberRef: 'IBG 20261125 0042', hasReceipt: true, receiptUrl: `/api/operator/wallet/deposits/${id}/receipt/image` });
    const img = await get(`/api/operator/wallet/deposits/${id}/receipt/image`, op());
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
    expect((await get(`/api/operator/wallet/deposits/${id}/receipt/image`, op('jade.localhost'))).statusCode).toBe(404);

    expect((await send('POST', `/api/operator/wallet/deposits/${id}/paid`, op())).statusCode).toBe(200);
    expect(await balance(p.headers)).toBe(10_000);
    expect((await send('PUT', `/wps/wallet/deposits/${id}/receipt`, p.headers, { image: PNG })).statusCode).toBe(409);
  });

  it('bad input on the new routes: 4xx with a message key, nothing written', async () => {
    const p = await createLoggedInMember(t.app, 'mesra', { realName: TEST_REAL_NAME });
    const n0 = await written();
    const bad: ['POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['POST', '/wps/wallet/bankAccounts', { kind: 'card', bankName: 'CIMB', accountName: TEST_REAL_NAME, accountNumber: '800012345678' }],
      ['POST', '/wps/wallet/bankAccounts', { kind: 'bank', bankName: 'C', accountName: TEST_REAL_NAME, accountNumber: '800012345678' }],
      ['POST', '/wps/wallet/bankAccounts', { kind: 'bank', bankName: 'CIMB', accountName: TEST_REAL_NAME, accountNumber: '12ab' }],
      ['POST', '/wps/wallet/bankAccounts', { kind: 'bank', bankName: '<b>CIMB</b>', accountName: TEST_REAL_NAME, accountNumber: '800012345678' }],
      ['POST', '/wps/wallet/bankAccounts', { kind: 'bank', bankName: 'CIMB', accountName: TEST_REAL_NAME }],
      ['DELETE', '/wps/wallet/bankAccounts/abc', undefined],
      ['DELETE', '/wps/wallet/bankAccounts/99999999999', undefined],
      ['POST', '/wps/wallet/withdraw', { requestId: rid(), amount: 5_000, paymentPassword: '123456', bankAccountId: '1' }],
      ['POST', '/wps/wallet/withdraw', { requestId: rid(), amount: 5_000, paymentPassword: '123456', bankAccountId: 0 }],
      ['POST', '/wps/wallet/deposits/1/demo', { outcome: 'maybe' }],
      ['POST', '/wps/wallet/deposits/1/demo', {}],
      ['POST', '/wps/wallet/deposits/999999/demo', { outcome: 'paid' }],
      ['PUT', '/wps/wallet/deposits/1/receipt', { image: 42 }],
      ['PUT', '/wps/wallet/deposits/999999/receipt', { image: PNG }],
      ['POST', '/wps/wallet/deposit', { requestId: rid(), channelCode: 'BANK', amount: 10_000, memberRef: '   ' }],
      ['POST', '/wps/wallet/deposit', { requestId: rid(), channelCode: 'BANK', amount: 10_000, memberRef: '<script>' }],
    ];
    for (const [method, url, payload] of bad) {
      const res = await send(method, url, p.headers, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message, url).toMatch(/^err_/);
    }
    expect((await get('/wps/wallet/deposits/abc/receipt/image', p.headers)).statusCode).toBe(400);
    expect((await send('PUT', '/api/operator/wallet/settings', op(), { bankAccountsMax: 0 })).statusCode).toBe(400);
    expect((await get('/api/operator/wallet/deposits/1/receipt/image', { host: 'mesra.localhost' })).statusCode).toBe(401);
    expect(await written()).toBe(n0);
  });
});
