// Issue 18 item 4 proofs (server side): points earned on valid bets by game type and on deposits (re-delivered events
// earn once), the mall's rewards per brand, redeeming with the payment password (cash paid through the ledger, a bonus
// with wagering, a physical item the operator approves or rejects with the points given back), converting to cash at
// the brand's rate; replays and parallel requests take points once and pay once, reconciled with the ledger; bad
// input is a 4xx; no member or brand reaches another's.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createLoggedInMember } from '../../test/login';
import { games } from '../games/tables';
import { seamlessRound } from '../wallet';
import { checkInvariants, CLEAN } from '../wallet/invariants';
import { earnOnBet, lockAccount, movePoints } from './earning';
import { pointAccounts, pointJournal, pointRedemptions } from './tables';

const OP = 'points-op-secret';
const rid = () => `p-${randomUUID()}`;
const RM = 100;
const PW = '135790';

describe.each(backends)('points mall (%s)', (backend) => {
  let t: TestApp;
  const clock = new TestClock('2026-11-20T04:00:00Z');
  const op = (host = 'mesra.localhost') => ({ authorization: `Bearer ${OP}`, host });
  const mesra = () => t.app.tenants.get('mesra')!.merchantId;
  const db = () => t.database.db;
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const balance = async (headers: Record<string, string>) => (await inject('GET', '/wps/v2/wallets/balance', headers)).json().value.mainBalance as number;
  const points = async (headers: Record<string, string>) => (await inject('GET', '/wps/relay/MCS2_getPointBalance', headers)).json().value.points as number;
  /** The member's side of ledger journals whose memo reason is `reason`. */
  const journalled = async (memberId: number, reason: string) => {
    const rows = (await db().execute(
      sql`select coalesce(sum(p.amount), 0) as s from wallet_postings p join wallet_journals j on j.id = p.journal_id join wallet_accounts a on a.id = p.account_id where j.member_id = ${memberId} and a.member_id = ${memberId} and j.memo->>'reason' = ${reason}`,
    )) as unknown as { rows: { s: string }[] };
    return Number(rows.rows[0].s);
  };
  const give = (memberId: number, n: number, merchantId = mesra()) =>
    db().transaction(async (tx) => movePoints(tx, await lockAccount(tx, merchantId, memberId), { type: 'slots', change: n, reference: `test:${randomUUID()}` }));
  async function member(tenant = 'mesra') {
    const m = await createLoggedInMember(t.app, tenant);
    const set = await inject('PUT', '/wps/wallet/paymentPassword', m.headers, { paymentPassword: PW });
    expect(set.statusCode, set.body).toBe(200);
    return m;
  }
  const redeem = (headers: Record<string, string>, body: Record<string, unknown>) => inject('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', headers, { paymentPassword: PW, requestId: rid(), ...body });
  const convert = (headers: Record<string, string>, body: Record<string, unknown>) => inject('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', headers, { paymentPassword: PW, requestId: rid(), ...body });
  const rewardId = async (code: string, host = 'mesra.localhost') => ((await inject('GET', '/api/operator/points', op(host))).json().value.rewards as { id: number; code: string }[]).find((r) => r.code === code)!.id;

  let round = 0;
  async function bet(memberId: number, stake: number, gameCode: string) {
    round++;
    const base = { merchantId: mesra(), memberId, vendorCode: 'PTSV', roundId: `PR${round}`, gameCode, gameType: 'RNG', at: clock.now() };
    const r = await seamlessRound(db(), { ...base, txId: `PD${round}`, amount: stake }, { ...base, txId: `PC${round}`, amount: 0 });
    expect(r.debit.ok, JSON.stringify(r)).toBe(true);
    await t.app.jobs.deliverOutbox();
  }

  beforeAll(async () => {
    t = await createTestApp(backend, { system: { operatorToken: OP }, clock });
    for (const host of ['mesra.localhost', 'jade.localhost']) {
      const demo = await inject('PUT', '/api/operator/wallet/channels', op(host), { code: 'DEMOPAY', name: 'Demo pay', gateway: 'demo', minAmount: 1000, maxAmount: 10_000_000 });
      expect(demo.statusCode, demo.body).toBe(200);
    }
    for (const [code, type] of [['PTS_SLOT', 'RNG'], ['PTS_LIVE', 'LIVE']] as const) {
      await db().insert(games).values({ merchantId: mesra(), nodeId: `${type}.PTSV.${code}`, gameType: type, vassalage: 'PTSV', accountTypeName: 'PTSV', gameCode: code, code, gameClassify: 'x', nameEn: code, nameMs: code, nameZh: code, searchText: code.toLowerCase(), minBet: 1 });
    }
    const settings = { enabled: true, betRates: { RNG: 100, LIVE: 50, default: 10 }, depositRate: 200, convertPoints: 100, convertCash: 1 * RM };
    expect((await inject('PUT', '/api/operator/points/settings', op(), settings)).statusCode).toBe(200);
    expect((await inject('PUT', '/api/operator/points/settings', op('jade.localhost'), { ...settings, depositRate: 0 })).statusCode).toBe(200);
    const rewards = [
      { code: 'CASH1', kind: 'cash', points: 100, amount: 1 * RM, texts: { ms: { name: 'Tunai RM1' }, en: { name: 'RM1 cash' } } },
      { code: 'BONUS5', kind: 'bonus', points: 200, amount: 5 * RM, wagerMultiple: 2, texts: { ms: { name: 'Bonus RM5' } } },
      { code: 'MUG', kind: 'item', points: 300, stock: 2, perMemberLimit: 1, texts: { ms: { name: 'Mug' } } },
    ];
    for (const r of rewards) {
      const res = await inject('POST', '/api/operator/points/rewards', op(), r);
      expect(res.statusCode, res.body).toBe(200);
    }
    const jade = await inject('POST', '/api/operator/points/rewards', op('jade.localhost'), { code: 'JADE1', kind: 'cash', points: 10, amount: 100, texts: { zh: { name: '现金' } } });
    expect(jade.statusCode, jade.body).toBe(200);
  });
  afterAll(() => t.close());

  it('the operator sets rates and rewards per brand; bad input is a 4xx with a key and writes nothing', async () => {
    const bad = [
      ['PUT', '/api/operator/points/settings', { enabled: true, betRates: { RNG: -1 }, depositRate: 0, convertPoints: 0, convertCash: 0 }],
      ['PUT', '/api/operator/points/settings', { enabled: 'yes', betRates: {}, depositRate: 0, convertPoints: 0, convertCash: 0 }],
      ['POST', '/api/operator/points/rewards', { code: 'X1', kind: 'cash', points: 10, texts: { ms: { name: 'x' } } }],
      ['POST', '/api/operator/points/rewards', { code: 'X2', kind: 'item', points: 0, texts: { ms: { name: 'x' } } }],
      ['POST', '/api/operator/points/rewards', { code: 'X3', kind: 'gift', points: 10, texts: { ms: { name: 'x' } } }],
      ['POST', '/api/operator/points/rewards', { code: 'X4', kind: 'item', points: 10, texts: { en: { name: 'no default language' } } }],
      ['POST', '/api/operator/points/rewards', { code: 'X5', kind: 'cash', points: 10, amount: 100, wagerMultiple: 2, texts: { ms: { name: 'x' } } }],
      ['POST', '/api/operator/points/rewards', { code: 'CASH1', kind: 'cash', points: 10, amount: 100, texts: { ms: { name: 'taken' } } }],
      ['PUT', '/api/operator/points/rewards/999999', { points: 5 }],
      ['PUT', `/api/operator/points/rewards/${await rewardId('JADE1', 'jade.localhost')}`, { points: 5 }],
    ] as const;
    for (const [method, url, body] of bad) {
      const res = await inject(method, url, op(), body);
      expect([400, 404, 409], `${url} ${JSON.stringify(body)} ${res.body}`).toContain(res.statusCode);
      expect(res.json().message).toMatch(/^err_/);
    }
    expect((await inject('PUT', '/api/operator/points/settings', { host: 'mesra.localhost' }, {})).statusCode).toBe(401);
    const v = (await inject('GET', '/api/operator/points', op())).json().value;
    expect(v.settings).toMatchObject({ betRates: { RNG: 100 }, depositRate: 200 });
    expect(v.rewards.map((r: { code: string }) => r.code)).toEqual(['CASH1', 'BONUS5', 'MUG']);
    expect((await inject('GET', '/api/operator/points', op('jade.localhost'))).json().value.rewards.map((r: { code: string }) => r.code)).toEqual(['JADE1']);
  });

  it('points are earned on valid bets by game type and on deposits, carried over fractions, once per event', async () => {
    const m = await member();
    const d = await inject('POST', '/wps/wallet/deposit', m.headers, { requestId: rid(), channelCode: 'DEMOPAY', amount: 100 * RM });
    await inject('POST', `/wps/wallet/deposits/${d.json().value.deposit.id}/demo`, m.headers, { outcome: 'paid' });
    await t.app.jobs.deliverOutbox();
    expect(await points(m.headers)).toBe(200); // RM100 at 2 points per RM1
    await bet(m.member.id, 20 * RM, 'PTS_SLOT'); // 20 points
    await bet(m.member.id, 10 * RM, 'PTS_LIVE'); // 5 points
    await bet(m.member.id, 150, 'PTS_SLOT'); // 1.5 points: 1 now, 0.5 carried
    await bet(m.member.id, 50, 'PTS_SLOT'); // 0.5 + 0.5 carried: 1
    expect(await points(m.headers)).toBe(227);
    // The same settled round applied again (a re-delivery by hand) writes nothing more.
    await db().transaction((tx) => earnOnBet(tx, { merchantId: mesra(), memberId: m.member.id, vendorCode: 'PTSV', gameCode: 'PTS_SLOT', roundId: `PR${round - 3}`, stake: 20 * RM, settledAt: clock.now().toISOString() }));
    expect(await points(m.headers)).toBe(227);
    const details = (await inject('GET', '/wps/relay/ODSFE2_MemTransDet?pageSize=10', m.headers)).json().value;
    expect(details.list.map((r: { type: string; change: number }) => [r.type, r.change])).toEqual([['slots', 1], ['slots', 1], ['live', 5], ['slots', 20], ['deposit', 200]]);
    expect(details.list[0].balanceAfter).toBe(227);
    const live = (await inject('GET', '/wps/relay/ODSFE2_MemTransDet?type=live', m.headers)).json().value;
    expect(live.total).toBe(1);
    const cfg = (await inject('GET', '/wps/relay/MCS2_getPointConfig', m.headers)).json().value;
    expect(cfg).toMatchObject({ enabled: true, depositRate: 200, convertPoints: 100, convertCash: 100, expires: false });
  });

  it('redeeming a cash reward asks the payment password, pays through the ledger once per request, and replays answer the first', async () => {
    const m = await member();
    await give(m.member.id, 250);
    const cash = await rewardId('CASH1');
    const wrong = await inject('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', m.headers, { rewardId: cash, paymentPassword: '000000', requestId: rid() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('err_payment_password_wrong');
    const requestId = rid();
    const first = await redeem(m.headers, { rewardId: cash, requestId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ points: 150, balance: 100, duplicate: false, redemption: { status: 'approved', points: 100, amount: 100, name: 'Tunai RM1', type: 'reward' } });
    const again = await redeem(m.headers, { rewardId: cash, requestId });
    expect(again.json().value).toMatchObject({ duplicate: true, redemption: { id: first.json().value.redemption.id } });
    const reused = await redeem(m.headers, { rewardId: cash, requestId, quantity: 2 });
    expect(reused.statusCode).toBe(409);
    expect(await points(m.headers)).toBe(150);
    expect(await balance(m.headers)).toBe(100);
    const none = await redeem(m.headers, { rewardId: cash, quantity: 2 });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('err_points_insufficient');
    const list = (await inject('GET', '/wps/relay/MCS2_getRedeemPointList', m.headers)).json().value;
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ reference: expect.stringMatching(/^PR\d{8}$/), status: 'approved', quantity: 1, points: 100, amount: 100 });
    expect(await journalled(m.member.id, 'points_redeem')).toBe(100);
  });

  it('parallel redemptions take points once each while they last: one request id pays once, the rest answer it', async () => {
    const m = await member();
    await give(m.member.id, 300);
    const cash = await rewardId('CASH1');
    const same = rid();
    const twins = await Promise.all(Array.from({ length: 5 }, () => redeem(m.headers, { rewardId: cash, requestId: same })));
    expect(twins.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(twins.filter((r) => !r.json().value.duplicate)).toHaveLength(1);
    expect(new Set(twins.map((r) => r.json().value.redemption.id)).size).toBe(1);
    // 200 points left: of 5 different requests, exactly 2 pay; the rest are 409 err_points_insufficient.
    const many = await Promise.all(Array.from({ length: 5 }, () => redeem(m.headers, { rewardId: cash })));
    expect(many.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(many.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toEqual(['err_points_insufficient', 'err_points_insufficient', 'err_points_insufficient']);
    // Parallel conversions of the same request: once.
    await give(m.member.id, 500);
    const conv = rid();
    const convs = await Promise.all(Array.from({ length: 4 }, () => convert(m.headers, { points: 300, requestId: conv })));
    expect(convs.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(convs.filter((r) => !r.json().value.duplicate)).toHaveLength(1);
    expect(await points(m.headers)).toBe(200);
    // Points, journal and ledger agree: 3 cash rewards (RM3) and one conversion of 300 points (RM3).
    const [acc] = await db().select().from(pointAccounts).where(eq(pointAccounts.memberId, m.member.id));
    const [{ s }] = await db().select({ s: sql<string>`sum(${pointJournal.change})` }).from(pointJournal).where(eq(pointJournal.memberId, m.member.id));
    expect(Number(s)).toBe(acc.balance);
    expect(acc).toMatchObject({ balance: 200, spent: 600 });
    expect(await journalled(m.member.id, 'points_redeem')).toBe(300);
    expect(await journalled(m.member.id, 'points_convert')).toBe(300);
    expect(await balance(m.headers)).toBe(600);
    const paid = await db().select({ s: sql<string>`sum(${pointRedemptions.amount})` }).from(pointRedemptions).where(and(eq(pointRedemptions.memberId, m.member.id), eq(pointRedemptions.status, 'approved')));
    expect(Number(paid[0].s)).toBe(600);
    expect(await checkInvariants(db())).toEqual(CLEAN);
  });

  it('conversion goes in whole steps of the rate; a bonus reward comes with wagering; bad input is a 4xx', async () => {
    const m = await member();
    await give(m.member.id, 500);
    const step = await convert(m.headers, { points: 150 });
    expect(step.statusCode).toBe(400);
    expect(step.json().message).toBe('err_points_convert_step');
    for (const body of [{ points: 0 }, { points: '100' }, { points: 100, paymentPassword: '' }, { points: 100, requestId: 'x' }, { points: 100, extra: 1 }]) {
      const res = await convert(m.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{ rewardId: 'x' }, { rewardId: 1, quantity: 0 }, { rewardId: 1, quantity: 11 }, { rewardId: -1 }]) {
      const res = await redeem(m.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const q of ['pageNo=0', 'pageSize=1000', 'type=bogus', 'status=paid']) {
      const url = q.startsWith('status') ? `/wps/relay/MCS2_getRedeemPointList?${q}` : `/wps/relay/ODSFE2_MemTransDet?${q}`;
      expect((await inject('GET', url, m.headers)).statusCode, q).toBe(400);
    }
    const bonus = await redeem(m.headers, { rewardId: await rewardId('BONUS5') });
    expect(bonus.statusCode, bonus.body).toBe(200);
    expect(bonus.json().value.redemption).toMatchObject({ rewardKind: 'bonus', status: 'approved', amount: 500 });
    const bonuses = (await inject('GET', '/wps/promotions/bonuses', m.headers)).json().value.list;
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({ code: 'POINTSMALL', status: 'active', bonus: 500, wagerRequired: 1000 });
    expect(await balance(m.headers)).toBe(500);
    expect(await points(m.headers)).toBe(300);
  });

  it('a physical item waits for the operator: approve, or reject with the points and stock given back; decided once', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    for (const x of [a, b, c]) await give(x.member.id, 700);
    const mug = await rewardId('MUG');
    const ra = await redeem(a.headers, { rewardId: mug });
    expect(ra.json().value.redemption).toMatchObject({ status: 'applying', points: 300, rewardKind: 'item' });
    expect(ra.json().value.balance).toBeNull();
    const limit = await redeem(a.headers, { rewardId: mug });
    expect(limit.json().message).toBe('err_points_limit');
    const rb = await redeem(b.headers, { rewardId: mug });
    expect(rb.statusCode).toBe(200);
    const out = await redeem(c.headers, { rewardId: mug });
    expect(out.json().message).toBe('err_points_out_of_stock');
    const applying = (await inject('GET', '/api/operator/points/redemptions?status=applying', op())).json().value.list;
    expect(applying.map((r: { id: number }) => r.id)).toEqual([rb.json().value.redemption.id, ra.json().value.redemption.id]);
    // Each line names its member (the operator fulfils an item for a person).
    expect(applying.map((r: { username: string }) => r.username)).toEqual([b.member.username, a.member.username]);
    // Another brand's operator does not see or decide them.
    expect((await inject('GET', '/api/operator/points/redemptions?status=applying', op('jade.localhost'))).json().value.list).toEqual([]);
    expect((await inject('POST', `/api/operator/points/redemptions/${ra.json().value.redemption.id}/approve`, op('jade.localhost'), {})).statusCode).toBe(404);

    const ok = await inject('POST', `/api/operator/points/redemptions/${ra.json().value.redemption.id}/approve`, op(), { remark: 'posted' });
    expect(ok.json().value).toMatchObject({ status: 'approved', remark: 'posted' });
    expect((await inject('POST', `/api/operator/points/redemptions/${ra.json().value.redemption.id}/reject`, op(), { reason: 'late' })).statusCode).toBe(409);
    const rejects = await Promise.all([1, 2, 3].map(() => inject('POST', `/api/operator/points/redemptions/${rb.json().value.redemption.id}/reject`, op(), { reason: 'no address' })));
    expect(rejects.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await points(b.headers)).toBe(700);
    const bDetails = (await inject('GET', '/wps/relay/ODSFE2_MemTransDet', b.headers)).json().value.list;
    expect(bDetails[0]).toMatchObject({ type: 'redeem', change: 300, remark: 'no address' });
    expect((await inject('GET', '/wps/relay/MCS2_getRedeemPointList', b.headers)).json().value.list[0]).toMatchObject({ status: 'rejected', remark: 'no address' });
    // The stock came back: c may redeem it now.
    expect((await redeem(c.headers, { rewardId: mug })).statusCode).toBe(200);
    const view = (await inject('GET', '/wps/relay/MCS2_getPointReward?lang=en', a.headers)).json().value.list;
    expect(view.find((r: { code: string }) => r.code === 'MUG')).toMatchObject({ stock: 0, remaining: 0, name: 'Mug' });
    expect(view.find((r: { code: string }) => r.code === 'CASH1')).toMatchObject({ name: 'RM1 cash', remaining: null });
  });

  it('no member reaches another member or another brand', async () => {
    const m = await member();
    const other = await member();
    await give(other.member.id, 300);
    await redeem(other.headers, { rewardId: await rewardId('CASH1') });
    expect((await inject('GET', '/wps/relay/MCS2_getRedeemPointList', m.headers)).json().value.list).toEqual([]);
    expect((await inject('GET', '/wps/relay/ODSFE2_MemTransDet', m.headers)).json().value.list).toEqual([]);
    // A jade member cannot redeem a mesra reward (404), sees only jade's rewards, and earns nothing on deposits (rate 0).
    const j = await member('jade');
    await give(j.member.id, 500, t.app.tenants.get('jade')!.merchantId);
    const cross = await redeem(j.headers, { rewardId: await rewardId('CASH1') });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().message).toBe('err_points_reward_not_found');
    expect((await inject('GET', '/wps/relay/MCS2_getPointReward', j.headers)).json().value.list.map((r: { code: string }) => r.code)).toEqual(['JADE1']);
    expect(await points(j.headers)).toBe(500);
    expect(await checkInvariants(db())).toEqual(CLEAN);
  });
});
