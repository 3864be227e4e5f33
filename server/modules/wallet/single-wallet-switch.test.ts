// Switching a brand's merchant wallet between single and multi (spec §3 isSingle; issue 24 item 10): no
// member balance may become unreachable, and the books stay balanced.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createLoggedInMember } from '../../test/login';
import { checkInvariants, CLEAN } from './invariants';
import { seamlessDebit, seamlessRollback } from './seamless';

const OP = 'op-secret';
const rid = () => `r-${randomUUID()}`;

describe.each(backends)('single-wallet switch (%s)', (backend) => {
  let t: TestApp;
  const op = { authorization: `Bearer ${OP}`, host: 'mesra.localhost', 'x-operator-name': 'alice' };

  beforeAll(async () => {
    t = await createTestApp(backend, { system: { operatorToken: OP } });
  });
  afterAll(() => t.close());

  const setSingle = (isSingle: boolean) => t.app.inject({ method: 'PUT', url: '/api/operator/wallet/settings', headers: op, payload: { isSingle } });
  const wallets = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers })).json().value as { sumBalance: number; mainBalance: number; wallets: { vendorCode: string; balance: number }[] };
  const transfer = (headers: Record<string, string>, from: string, to: string, amount: number) =>
    t.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers, payload: { requestId: rid(), from, to, amount } });
  async function fundedMember(amount: number) {
    const p = await createLoggedInMember(t.app, 'mesra');
    const res = await t.app.inject({ method: 'POST', url: '/api/operator/wallet/adjustments', headers: op, payload: { requestId: rid(), username: p.member.username, amount, reason: 'opening balance' } });
    expect(res.statusCode, res.body).toBe(200);
    return p;
  }

  it('issue 24 item 10: multi -> single sweeps every vendor sub-wallet into main through the ledger; single -> multi keeps main reachable', async () => {
    expect((await setSingle(false)).statusCode).toBe(200);
    const a = await fundedMember(100_000);
    const b = await fundedMember(10_000);
    expect((await transfer(a.headers, 'MAIN', 'PG', 30_000)).statusCode).toBe(200);
    expect((await transfer(a.headers, 'MAIN', 'JILI', 20_000)).statusCode).toBe(200);
    expect((await transfer(b.headers, 'MAIN', 'PG', 10_000)).statusCode).toBe(200);
    // A bet on PG, still open when the brand switches.
    const merchantId = a.member.merchantId;
    const bet = { merchantId, memberId: a.member.id, vendorCode: 'PG', txId: `bet-${a.member.id}`, roundId: 'round-1', amount: 5_000 };
    expect(await seamlessDebit(t.database.db, bet)).toMatchObject({ ok: true, balance: 25_000 });

    const switched = await setSingle(true);
    expect(switched.statusCode, switched.body).toBe(200);
    // Every cent is in the wallet a single-wallet brand uses: main.
    expect(await wallets(a.headers)).toMatchObject({ sumBalance: 95_000, mainBalance: 95_000 });
    expect((await wallets(a.headers)).wallets.every((w) => w.balance === 0)).toBe(true);
    expect(await wallets(b.headers)).toMatchObject({ sumBalance: 10_000, mainBalance: 10_000 });
    // The member sees the movement in the account record; the operator sees it in the audit log.
    const hist = (await t.app.inject({ method: 'GET', url: '/wps/relay/transactionHistory?type=transfer', headers: a.headers })).json().value.list as { memo: Record<string, unknown>; moved: number }[];
    expect(hist[0]).toMatchObject({ moved: 45_000, memo: { to: 'MAIN', reason: 'wallet_switch' } });
    const audit = (await t.app.inject({ method: 'GET', url: '/api/operator/audit', headers: op })).json().value as { action: string; detail: { swept?: { members: number; amount: number } } }[];
    expect(audit.find((x) => x.action === 'wallet.settings.set')?.detail.swept).toEqual({ members: 2, amount: 55_000 });
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);

    // A late rollback refunds the sub-wallet the bet came from; the member can still move it to main.
    expect(await seamlessRollback(t.database.db, { ...bet, amount: 0 })).toMatchObject({ ok: true });
    expect((await wallets(a.headers)).wallets.find((w) => w.vendorCode === 'PG')?.balance).toBe(5_000);
    expect((await transfer(a.headers, 'MAIN', 'PG', 1)).json().code).toBe('wallet_single');
    expect((await transfer(a.headers, 'PG', 'MAIN', 5_000)).statusCode).toBe(200);
    expect(await wallets(a.headers)).toMatchObject({ sumBalance: 100_000, mainBalance: 100_000 });
    expect((await transfer(a.headers, 'NOSUCH', 'MAIN', 1)).json().code).toBe('wallet_single');

    // single -> multi: main stays main, and the member can still use it.
    expect((await setSingle(false)).statusCode).toBe(200);
    expect(await wallets(a.headers)).toMatchObject({ sumBalance: 100_000, mainBalance: 100_000 });
    expect((await transfer(a.headers, 'MAIN', 'PG', 100_000)).statusCode).toBe(200);
    expect((await transfer(a.headers, 'PG', 'MAIN', 100_000)).statusCode).toBe(200);
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
  });

  it('issue 24 item 10: transfers racing the switch to single leave nothing in a sub-wallet', async () => {
    expect((await setSingle(false)).statusCode).toBe(200);
    const p = await fundedMember(50_000);
    const move = (i: number) => transfer(p.headers, 'MAIN', i % 2 ? 'PG' : 'JILI', 1_000);
    // Transfers sent before, with and after the switch: whichever lands first, none may leave money behind.
    const all = await Promise.all([...[0, 1, 2, 3, 4].map(move), setSingle(true), ...[5, 6, 7, 8, 9].map(move)]);
    const [switched] = all.splice(5, 1);
    const done = all;
    expect(switched.statusCode).toBe(200);
    expect(done.filter((d) => d.statusCode === 200).length).toBeGreaterThan(0);
    for (const d of done) expect([200, 400]).toContain(d.statusCode);
    const w = await wallets(p.headers);
    expect(w).toMatchObject({ sumBalance: 50_000, mainBalance: 50_000 });
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
  });
});
