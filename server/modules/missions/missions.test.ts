// Issue 18 item 3 proofs (server side): missions' progress from settled bets (by game type), deposits and login days,
// idempotent when an event is delivered twice; a completed mission's reward waits in the reward centre (the badge
// count), is claimed once (parallel claims and replays pay once, reconciled with the ledger), expires unclaimed; a
// bonus reward is a promotions bonus (the withdraw page's list, its wagering by game type holding withdrawals, its
// expiry and forfeit); the leaderboard with masked names and my rank; the operator's missions and cost report; bad
// input is a 4xx; no member or brand reaches another's.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emit } from '../../jobs/events';
import { outboxEvents } from '../../jobs/tables';
import { TestClock } from '../../lib/clock';
import { saveBankAccount, TEST_REAL_NAME } from '../../test/bank-accounts';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createLoggedInMember, injectEncrypted, loginAs } from '../../test/login';
import { games } from '../games/tables';
import { seamlessRound } from '../wallet';
import { checkInvariants, CLEAN } from '../wallet/invariants';
import { missionProgress, missionRewards } from './tables';

const OP = 'missions-op-secret';
const rid = () => `r-${randomUUID()}`;
const RM = 100;
const HOUR = 3_600_000;

describe.each(backends)('missions and the reward centre (%s)', (backend) => {
  let t: TestApp;
  // Wednesday 2026-11-25, 12:00 market time.
  const clock = new TestClock('2026-11-25T04:00:00Z');
  const op = (host = 'mesra.localhost') => ({ authorization: `Bearer ${OP}`, host });
  const mesra = () => t.app.tenants.get('mesra')!.merchantId;
  const db = () => t.database.db;
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const balance = async (headers: Record<string, string>) => (await inject('GET', '/wps/v2/wallets/balance', headers)).json().value.mainBalance as number;
  const summary = async (headers: Record<string, string>) => (await inject('GET', '/wps/relay/MCSFE_getMissionSummaryDetails?lang=en', headers)).json().value as { list: { code: string; progress: number; target: number; state: string; rewardId: number | null; title: string }[]; unclaimed: number };
  const mission = async (headers: Record<string, string>, code: string) => (await summary(headers)).list.find((m) => m.code === code)!;
  /** What mission rewards credited the member in the ledger: cash rewards, and bonus rewards (promotion MISSIONS). */
  const journalled = async (memberId: number) => {
    const rows = (await db().execute(
      sql`select coalesce(sum(p.amount), 0) as s from wallet_postings p join wallet_journals j on j.id = p.journal_id join wallet_accounts a on a.id = p.account_id where j.kind = 'bonus' and j.member_id = ${memberId} and a.member_id = ${memberId} and (j.memo->>'reason' = 'mission' or j.memo->>'promotion' = 'MISSIONS')`,
    )) as unknown as { rows: { s: string }[] };
    return Number(rows.rows[0].s);
  };
  type Bonus = { id: number; code: string; status: string; bonus: number; wagerRequired: number; wagered: number; removed: number };
  const bonuses = async (headers: Record<string, string>) => (await inject('GET', '/wps/promotions/bonuses', headers)).json().value.list as Bonus[];
  async function fund(headers: Record<string, string>, amount: number) {
    const d = await inject('POST', '/wps/wallet/deposit', headers, { requestId: rid(), channelCode: 'DEMOPAY', amount });
    expect(d.statusCode, d.body).toBe(200);
    const paid = await inject('POST', `/wps/wallet/deposits/${d.json().value.deposit.id}/demo`, headers, { outcome: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    await t.app.jobs.deliverOutbox();
  }
  let round = 0;
  async function bet(memberId: number, stake: number, win: number, gameCode = 'MIS_SLOT', merchantId = mesra()) {
    round++;
    const base = { merchantId, memberId, vendorCode: 'MISV', roundId: `MR${round}`, gameCode, gameType: 'RNG', at: clock.now() };
    const r = await seamlessRound(db(), { ...base, txId: `MD${round}`, amount: stake }, { ...base, txId: `MC${round}`, amount: win });
    expect(r.debit.ok, JSON.stringify(r)).toBe(true);
    await t.app.jobs.deliverOutbox();
  }
  const create = (body: Record<string, unknown>, host = 'mesra.localhost') =>
    inject('POST', '/api/operator/missions', op(host), {
      startsAt: new Date(clock.now().getTime() - HOUR).toISOString(),
      endsAt: new Date(clock.now().getTime() + 60 * 24 * HOUR).toISOString(),
      texts: { ms: { title: `Misi ${body.code}` }, en: { title: `Mission ${body.code}`, description: 'Do it' } },
      ...body,
    });

  beforeAll(async () => {
    t = await createTestApp(backend, { system: { operatorToken: OP }, clock });
    for (const host of ['mesra.localhost', 'jade.localhost']) {
      const demo = await inject('PUT', '/api/operator/wallet/channels', op(host), { code: 'DEMOPAY', name: 'Demo pay', gateway: 'demo', minAmount: 1000, maxAmount: 10_000_000 });
      expect(demo.statusCode, demo.body).toBe(200);
    }
    for (const [code, type] of [['MIS_SLOT', 'RNG'], ['MIS_LIVE', 'LIVE']] as const) {
      await db().insert(games).values({ merchantId: mesra(), nodeId: `${type}.MISV.${code}`, gameType: type, vassalage: 'MISV', accountTypeName: 'MISV', gameCode: code, code, gameClassify: 'x', nameEn: code, nameMs: code, nameZh: code, searchText: code.toLowerCase(), minBet: 1 });
    }
    const made = [
      await create({ code: 'SLOTS50', period: 'D', goal: 'valid_bet', gameType: 'RNG', target: 50 * RM, rewardKind: 'cash', rewardAmount: 2 * RM, score: 10, claimHours: 24 }),
      await create({ code: 'DEP100', period: 'D', goal: 'deposit', target: 100 * RM, rewardKind: 'bonus', rewardAmount: 5 * RM, wagerMultiple: 2, wagerHours: 24, score: 20 }),
      await create({ code: 'LOGIN3', period: 'W', goal: 'login_days', target: 3, rewardKind: 'cash', rewardAmount: 3 * RM, score: 15, startsAt: '2026-11-16T00:00:00Z' }),
      await create({ code: 'JADEBETS', period: 'once', goal: 'valid_bet', target: 10 * RM, rewardKind: 'cash', rewardAmount: 1 * RM, score: 5, texts: { zh: { title: '投注' } } }, 'jade.localhost'),
    ];
    for (const m of made) expect(m.statusCode, m.body).toBe(200);
  });
  afterAll(() => t.close());

  it('the operator creates and schedules missions per brand; refused bodies are 4xx with a key; another brand sees only its own', async () => {
    const bad: [Record<string, unknown>, number, string?][] = [
      [{ code: 'X1', period: 'D', goal: 'deposit', gameType: 'RNG', target: 1, rewardKind: 'cash', rewardAmount: 1 }, 400, 'err_mission_rule'],
      [{ code: 'X2', period: 'D', goal: 'deposit', target: 1, rewardKind: 'cash', rewardAmount: 1, wagerMultiple: 2 }, 400, 'err_mission_rule'],
      [{ code: 'X3', period: 'D', goal: 'deposit', target: 1, rewardKind: 'cash', rewardAmount: 1, endsAt: '2020-01-01T00:00:00Z' }, 400, 'err_mission_dates'],
      [{ code: 'X4', period: 'D', goal: 'deposit', target: 1, rewardKind: 'cash', rewardAmount: 1, texts: { en: { title: 'no ms' } } }, 400, 'err_mission_default_text'],
      [{ code: 'X5', period: 'D', goal: 'deposit', target: 1, rewardKind: 'cash', rewardAmount: 1, texts: { ms: { title: 'x' }, fr: { title: 'x' } } }, 400, 'err_mission_language'],
      [{ code: 'SLOTS50', period: 'D', goal: 'deposit', target: 1, rewardKind: 'cash', rewardAmount: 1 }, 409, 'err_mission_code_taken'],
      [{ code: 'X6', period: 'M', goal: 'deposit', target: 1, rewardKind: 'cash', rewardAmount: 1 }, 400],
      [{ code: 'X7', period: 'D', goal: 'deposit', target: 0, rewardKind: 'cash', rewardAmount: 1 }, 400],
      [{ code: 'X8', period: 'D', goal: 'deposit', target: 1, rewardKind: 'points', rewardAmount: 1 }, 400],
      [{ code: 'X9', period: 'D', goal: 'deposit', target: '1', rewardKind: 'cash', rewardAmount: -1, extra: true }, 400],
    ];
    for (const [body, status, key] of bad) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (key) expect(res.json().message).toBe(key);
    }
    expect((await inject('POST', '/api/operator/missions', { host: 'mesra.localhost' }, {})).statusCode).toBe(401);
    const mine = (await inject('GET', '/api/operator/missions', op())).json().value.list as { id: number; code: string }[];
    expect(mine.map((m) => m.code)).toEqual(['SLOTS50', 'DEP100', 'LOGIN3']);
    const jade = (await inject('GET', '/api/operator/missions', op('jade.localhost'))).json().value.list as { code: string }[];
    expect(jade.map((m) => m.code)).toEqual(['JADEBETS']);
    // Another brand's mission id is not found from this brand.
    const jadeId = (await inject('GET', '/api/operator/missions', op('jade.localhost'))).json().value.list[0].id;
    expect((await inject('PUT', `/api/operator/missions/${jadeId}`, op(), { enabled: false })).statusCode).toBe(404);
    for (const body of [{}, { enabled: 'no' }, { score: -1 }, { code: 'NEW' }]) expect((await inject('PUT', `/api/operator/missions/${mine[0].id}`, op(), body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await inject('PUT', '/api/operator/missions/abc', op(), { enabled: true })).statusCode).toBe(400);
    // Scheduling: a mission moved to next week is `coming`, moved back it is under way.
    const later = await create({ code: 'LATER', period: 'D', goal: 'deposit', target: 1, rewardKind: 'cash', rewardAmount: 1, startsAt: new Date(clock.now().getTime() + 48 * HOUR).toISOString() });
    expect(later.statusCode).toBe(200);
    const m = await createLoggedInMember(t.app, 'mesra');
    expect(await mission(m.headers, 'LATER')).toMatchObject({ state: 'coming' });
    const off = await inject('PUT', `/api/operator/missions/${later.json().value.id}`, op(), { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await mission(m.headers, 'LATER')).toBeUndefined();
  });

  it('settled slot bets raise a bet mission of their type; completing it puts a reward in the reward centre with its badge; an event delivered twice counts once', async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    await fund(m.headers, 200 * RM);
    expect(await mission(m.headers, 'SLOTS50')).toMatchObject({ progress: 0, target: 5_000, state: 'process', title: 'Mission SLOTS50' });
    // Another subscriber refuses the first bet once, so the outbox offers that event again (below).
    let refuse = true;
    t.app.jobs.subscribe('bet.settled', 'test.refuse-once', async () => {
      if (refuse) {
        refuse = false;
        throw new Error('refused once');
      }
    });
    await bet(m.member.id, 30 * RM, 0);
    const firstKey = `${mesra()}:MISV:MR${round}`;
    // A live casino bet is not a slot bet.
    await bet(m.member.id, 40 * RM, 0, 'MIS_LIVE');
    expect(await mission(m.headers, 'SLOTS50')).toMatchObject({ progress: 3_000, state: 'process' });

    // The same event delivered again (the other subscriber refused it; its backoff over) and emitted again: applied
    // once per subscriber.
    const [last] = await db().select().from(outboxEvents).where(eq(outboxEvents.key, firstKey));
    expect(last).toMatchObject({ deliveredAt: null, lastError: 'refused once' });
    await db().update(outboxEvents).set({ nextAttemptAt: new Date(0) }).where(eq(outboxEvents.id, last.id));
    await emit(db(), 'bet.settled', last.payload as never, last.key);
    expect(await t.app.jobs.deliverOutbox()).toMatchObject({ delivered: 1, failed: 0 });
    expect(await mission(m.headers, 'SLOTS50')).toMatchObject({ progress: 3_000 });
    // The RM200 deposit completed the deposit mission: one reward waits.
    expect((await inject('GET', '/wps/missions/badge', m.headers)).json().value.unclaimed).toBe(1);

    await bet(m.member.id, 20 * RM, 5 * RM);
    const done = await mission(m.headers, 'SLOTS50');
    expect(done).toMatchObject({ progress: 5_000, state: 'claim' });
    expect(done.rewardId).toBeGreaterThan(0);
    // More bets after completion earn no second reward in the same day.
    await bet(m.member.id, 20 * RM, 0);
    expect(await db().select().from(missionRewards).where(eq(missionRewards.memberId, m.member.id))).toHaveLength(2); // SLOTS50 and DEP100 (RM200 deposit)
    expect((await inject('GET', '/wps/missions/badge', m.headers)).json().value.unclaimed).toBe(2);
    const centre = (await inject('GET', '/wps/missions/rewards?lang=en', m.headers)).json().value;
    expect(centre).toMatchObject({ unclaimed: 2, total: 2 });
    expect(centre.list.map((r: { code: string; status: string }) => `${r.code}:${r.status}`).sort()).toEqual(['DEP100:claim', 'SLOTS50:claim']);

    // The next market day starts the daily mission again.
    clock.advance(24 * HOUR);
    const tomorrow = { ...m.headers, token: await loginAs(t.app, m.member) }; // the session of yesterday has expired
    expect(await mission(tomorrow, 'SLOTS50')).toMatchObject({ progress: 0, state: 'process' });
    clock.advance(-24 * HOUR);
  });

  it('a claim pays once: parallel claims and replays move money once, reconciled with the ledger; expired rewards pay nothing', async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    await fund(m.headers, 100 * RM);
    await bet(m.member.id, 50 * RM, 0);
    const { rewardId } = await mission(m.headers, 'SLOTS50');
    const before = await balance(m.headers);
    const claims = await Promise.all(Array.from({ length: 6 }, () => inject('POST', `/wps/missions/rewards/${rewardId}/claim`, m.headers, { requestId: rid() })));
    for (const c of claims) expect(c.statusCode, c.body).toBe(200);
    expect(claims.filter((c) => !c.json().value.duplicate)).toHaveLength(1);
    expect(await balance(m.headers)).toBe(before + 2 * RM);
    const replay = await inject('POST', `/wps/missions/rewards/${rewardId}/claim`, m.headers, {});
    expect(replay.json().value).toMatchObject({ duplicate: true, reward: { status: 'issued' } });
    expect(await balance(m.headers)).toBe(before + 2 * RM);
    expect(await mission(m.headers, 'SLOTS50')).toMatchObject({ state: 'issued' });
    // The deposit mission's bonus (RM100 deposited) is still waiting; claim all takes it once.
    const all = await Promise.all([inject('POST', '/wps/missions/rewards/claimAll', m.headers, {}), inject('POST', '/wps/missions/rewards/claimAll', m.headers, {})]);
    expect(all.flatMap((a) => a.json().value.claimed)).toHaveLength(1);
    expect(await balance(m.headers)).toBe(before + 7 * RM);
    expect(await journalled(m.member.id)).toBe(7 * RM);
    expect((await inject('GET', '/wps/missions/badge', m.headers)).json().value.unclaimed).toBe(0);
    expect(await checkInvariants(db(), mesra())).toEqual(CLEAN);

    // An unclaimed reward expires `claimHours` after its day ends; a claim then is refused and pays nothing.
    const late = await createLoggedInMember(t.app, 'mesra');
    await fund(late.headers, 60 * RM);
    await bet(late.member.id, 50 * RM, 0);
    const waiting = (await mission(late.headers, 'SLOTS50')).rewardId!;
    const at = clock.now();
    clock.advance(36 * HOUR); // past the end of the day (12 h) + 24 h
    expect(await t.app.jobs.runNow('missions.expire-rewards', { now: clock.now() })).toBe('done');
    const lateNow = { ...late.headers, token: await loginAs(t.app, late.member) };
    const refused = await inject('POST', `/wps/missions/rewards/${waiting}/claim`, lateNow, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('err_reward_expired');
    expect((await inject('GET', '/wps/missions/badge', lateNow)).json().value.unclaimed).toBe(0);
    expect(await journalled(late.member.id)).toBe(0);
    clock.set(at);
    const report = (await inject('GET', '/api/operator/missions/report', op())).json().value.list as { code: string; paid: number; expired: number; cost: number }[];
    expect(report.find((r) => r.code === 'SLOTS50')!.expired).toBeGreaterThanOrEqual(1);
    expect(report.find((r) => r.code === 'SLOTS50')!.paid).toBeGreaterThanOrEqual(2 * RM);
  });

  it("a bonus reward is a promotions bonus: paid once, on the withdraw page's list, holding withdrawals until bets (by game type) meet its wagering", async () => {
    const m = await createLoggedInMember(t.app, 'mesra', { realName: TEST_REAL_NAME });
    await fund(m.headers, 100 * RM);
    const { rewardId } = await mission(m.headers, 'DEP100');
    const before = await balance(m.headers);
    // Parallel claims (two tabs, double clicks): one pays, the rest answer the paid reward.
    const claims = await Promise.all(Array.from({ length: 5 }, () => inject('POST', `/wps/missions/rewards/${rewardId}/claim`, m.headers, { requestId: rid() })));
    for (const c of claims) expect(c.statusCode, c.body).toBe(200);
    const first = claims.map((c) => c.json().value).filter((v) => !v.duplicate);
    expect(first).toHaveLength(1);
    expect(first[0].reward).toMatchObject({ status: 'issued', kind: 'bonus', amount: 500, wagerRequired: 1_000 });
    expect(await balance(m.headers)).toBe(before + 500);
    expect(await mission(m.headers, 'DEP100')).toMatchObject({ state: 'issued' });

    // The withdraw page's bonus list shows it under the brand's system promotion, with its wagering.
    const [bonus] = await bonuses(m.headers);
    expect(bonus).toMatchObject({ id: first[0].reward.bonusClaimId, code: 'MISSIONS', status: 'active', bonus: 500, wagerRequired: 1_000, wagered: 0 });
    const centre = (await inject('GET', '/wps/missions/rewards?lang=en', m.headers)).json().value.list as { code: string; bonusClaimId: number | null }[];
    expect(centre.find((r) => r.code === 'DEP100')!.bonusClaimId).toBe(bonus.id);

    await inject('PUT', '/wps/wallet/paymentPassword', m.headers, { paymentPassword: '123456' });
    const account = await saveBankAccount(t.app, m.headers);
    const withdraw = () => inject('POST', '/wps/wallet/withdraw', m.headers, { requestId: rid(), amount: 50 * RM, paymentPassword: '123456', bankAccountId: account });
    const refused = await withdraw();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'err_bonus_wagering_unmet', details: { claimId: bonus.id, required: 1_000, wagered: 0 } });

    // Its promotion's contribution by game type counts: live casino bets at 10 % (the operator's setting).
    const promo = (await inject('GET', '/api/operator/promotions', op())).json().value.list.find((p: { code: string }) => p.code === 'MISSIONS');
    const set = await inject('PUT', `/api/operator/promotions/${promo.id}`, op(), { rule: { ...promo.rule, contributions: { LIVE: 10 } } });
    expect(set.statusCode, set.body).toBe(200);
    await bet(m.member.id, 10 * RM, 0, 'MIS_LIVE');
    expect((await bonuses(m.headers))[0]).toMatchObject({ status: 'active', wagered: 100 });
    await bet(m.member.id, 6 * RM, 6 * RM);
    expect((await bonuses(m.headers))[0]).toMatchObject({ status: 'active', wagered: 700 });
    expect((await withdraw()).statusCode).toBe(403);
    await bet(m.member.id, 3 * RM, 3 * RM);
    expect((await bonuses(m.headers))[0]).toMatchObject({ status: 'completed', wagered: 1_000 });
    expect((await withdraw()).statusCode).toBe(200);
    // The reward paid once, in the ledger and in promotions; the missions routes hold no wagering of their own.
    expect(await journalled(m.member.id)).toBe(500);
    expect((await bonuses(m.headers)).filter((b) => b.code === 'MISSIONS')).toHaveLength(1);
    expect((await inject('POST', `/wps/missions/rewards/${rewardId}/forfeit`, m.headers, {})).statusCode).toBe(404);
    expect(await checkInvariants(db(), mesra())).toEqual(CLEAN);
  });

  it("a bonus reward's wagering unmet in time, or forfeited on the withdraw page, is taken back once by promotions", async () => {
    const n = await createLoggedInMember(t.app, 'mesra');
    await fund(n.headers, 100 * RM);
    const id = (await mission(n.headers, 'DEP100')).rewardId!;
    await inject('POST', `/wps/missions/rewards/${id}/claim`, n.headers, {});
    const paid = await balance(n.headers);
    const at = clock.now();
    clock.advance(25 * HOUR); // the mission's wagerHours: 24
    expect(await t.app.jobs.runNow('promotions.expire-bonuses', { now: clock.now() })).toBe('done');
    await t.app.jobs.runNow('promotions.expire-bonuses', { now: new Date(clock.now().getTime() + 60_000) });
    await t.app.jobs.runNow('missions.expire-rewards', { now: clock.now() });
    clock.set(at);
    expect(await balance(n.headers)).toBe(paid - 500);
    expect((await bonuses(n.headers))[0]).toMatchObject({ code: 'MISSIONS', status: 'expired', removed: 500 });
    // The reward itself stays paid (issued): it was claimed, and its bonus is promotions' record.
    expect((await db().select().from(missionRewards).where(eq(missionRewards.id, id)))[0]).toMatchObject({ status: 'issued' });

    const p = await createLoggedInMember(t.app, 'mesra');
    await fund(p.headers, 100 * RM);
    const pid = (await mission(p.headers, 'DEP100')).rewardId!;
    await inject('POST', `/wps/missions/rewards/${pid}/claim`, p.headers, {});
    const [b] = await bonuses(p.headers);
    expect((await inject('POST', `/wps/promotions/bonuses/${b.id}/forfeit`, n.headers, {})).statusCode).toBe(404);
    const before = await balance(p.headers);
    const gone = await Promise.all([inject('POST', `/wps/promotions/bonuses/${b.id}/forfeit`, p.headers, {}), inject('POST', `/wps/promotions/bonuses/${b.id}/forfeit`, p.headers, {})]);
    expect(gone.map((g) => g.json().value?.duplicate)).toEqual(expect.arrayContaining([false, true]));
    expect(await balance(p.headers)).toBe(before - 500);
    // Claiming the reward again pays nothing more.
    expect((await inject('POST', `/wps/missions/rewards/${pid}/claim`, p.headers, {})).json().value).toMatchObject({ duplicate: true });
    expect(await balance(p.headers)).toBe(before - 500);
    expect(await checkInvariants(db(), mesra())).toEqual(CLEAN);
  });

  it('login days count consecutive market days; a second login the same day counts nothing; a missed day starts again', async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    let key = 0;
    const login = async (at: string) => {
      await emit(db(), 'member.logged_in', { merchantId: mesra(), memberId: m.member.id, sessionId: 0, loggedInAt: at }, `test-login-${m.member.id}-${++key}`);
      await t.app.jobs.deliverOutbox();
      const [p] = await db().select().from(missionProgress).where(and(eq(missionProgress.memberId, m.member.id)));
      return p?.progress ?? 0;
    };
    // Week of Monday 2026-11-23 (market days).
    expect(await login('2026-11-23T02:00:00Z')).toBe(1);
    expect(await login('2026-11-23T09:00:00Z')).toBe(1);
    expect(await login('2026-11-24T02:00:00Z')).toBe(2);
    expect(await login('2026-11-26T02:00:00Z')).toBe(1); // the 25th was missed
    expect(await login('2026-11-27T01:00:00Z')).toBe(2);
    expect(await mission(m.headers, 'LOGIN3')).toMatchObject({ state: 'process', progress: 2, target: 3 });
    expect(await login('2026-11-27T16:30:00Z')).toBe(3); // 00:30 on the 28th, market time
    expect(await mission(m.headers, 'LOGIN3')).toMatchObject({ state: 'claim', progress: 3 });

    // A real login (POST /wps/session/login) writes the event: today counts for a member who has not logged in yet.
    const fresh = await createLoggedInMember(t.app, 'mesra');
    const res = await injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: 'mesra.localhost', ip: '10.30.0.1', body: { username: fresh.member.username, password: 'Test@1234' } });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.deliverOutbox();
    expect(await mission(fresh.headers, 'LOGIN3')).toMatchObject({ state: 'process', progress: 1 });
  });

  it("the leaderboard ranks this week's scores with masked names and shows my own rank", async () => {
    const a = await createLoggedInMember(t.app, 'mesra', { username: 'boardleader1' });
    const b = await createLoggedInMember(t.app, 'mesra', { username: 'boardsecond2' });
    await fund(a.headers, 100 * RM); // DEP100: 20 points
    await bet(a.member.id, 50 * RM, 0); // SLOTS50: 10 points
    await fund(b.headers, 40 * RM);
    await bet(b.member.id, 40 * RM, 0);
    const view = (await inject('GET', '/wps/relay/MCSFE_getMissionLeaderboard?count=50', a.headers)).json().value;
    const row = view.list.find((r: { me: boolean }) => r.me);
    expect(row).toMatchObject({ userName: 'bo****1', score: 30 });
    expect(view.me).toMatchObject({ rank: row.rank, score: 30 });
    expect(view.list.some((r: { userName: string }) => r.userName.includes('second'))).toBe(false);
    const mineB = (await inject('POST', '/wps/relay/MCSFE_getMissionLeaderboard', b.headers, {})).json().value;
    expect(mineB.me).toBeNull();
    expect(view.period.key).toBe('W:2026-11-23');
    for (const q of ['count=0', 'count=51', 'count=x', 'other=1']) expect((await inject('GET', `/wps/relay/MCSFE_getMissionLeaderboard?${q}`, a.headers)).statusCode, q).toBe(400);
  });

  it('no cross-member or cross-brand access; trial accounts cannot claim; visitors are asked to log in; bad input is a 4xx', async () => {
    const a = await createLoggedInMember(t.app, 'mesra');
    const b = await createLoggedInMember(t.app, 'mesra');
    await fund(a.headers, 60 * RM);
    await bet(a.member.id, 50 * RM, 0);
    const { rewardId } = await mission(a.headers, 'SLOTS50');
    const other = await inject('POST', `/wps/missions/rewards/${rewardId}/claim`, b.headers, {});
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('err_reward_not_found');
    expect((await inject('GET', '/wps/missions/rewards', b.headers)).json().value).toMatchObject({ total: 0, unclaimed: 0 });
    // a's token on another brand's host is not a session there; a jade member sees jade's missions only.
    expect((await inject('POST', `/wps/missions/rewards/${rewardId}/claim`, { ...a.headers, host: 'jade.localhost' }, {})).statusCode).toBe(401);
    const j = await createLoggedInMember(t.app, 'jade');
    expect((await summary(j.headers)).list.map((m) => m.code)).toEqual(['JADEBETS']);
    expect((await inject('POST', `/wps/missions/rewards/${rewardId}/claim`, j.headers, {})).statusCode).toBe(404);
    const trial = await createLoggedInMember(t.app, 'mesra', { isAgent: 4 });
    const refused = await inject('POST', `/wps/missions/rewards/${rewardId}/claim`, trial.headers, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('in_need_true_account');
    expect((await inject('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { host: 'mesra.localhost' })).statusCode).toBe(401);
    for (const [url, body] of [
      [`/wps/missions/rewards/${rewardId}/claim`, { requestId: 'x' }],
      [`/wps/missions/rewards/${rewardId}/claim`, { extra: 1 }],
      ['/wps/missions/rewards/0/claim', {}],
      ['/wps/missions/rewards/abc/claim', {}],
    ] as const) {
      expect((await inject('POST', url, a.headers, body)).statusCode, url).toBe(400);
    }
    for (const q of ['status=nope', 'page=0', 'pageSize=500']) expect((await inject('GET', `/wps/missions/rewards?${q}`, a.headers)).statusCode, q).toBe(400);
    expect((await inject('GET', '/wps/missions/rewards/999999999/claim', a.headers)).statusCode).toBe(404);
    // Still claimable by its owner.
    expect((await inject('POST', `/wps/missions/rewards/${rewardId}/claim`, a.headers, {})).json().value).toMatchObject({ duplicate: false, reward: { amount: 200 } });
  });
});
