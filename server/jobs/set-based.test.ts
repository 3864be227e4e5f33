// Issue 21: the set-based outbox subscribers (outbox.ts handleMany) must leave every module exactly as the same events
// delivered one at a time. Two identical worlds of the demo brand (an agent with two referred players and one player
// without an upline, one of them with a bonus to wager): world A's registrations, deposits and bets are delivered one
// event per transaction, world B's identical ones in batches of 50 (several bets of one member, two market days and
// several 5-minute slots in one batch). Then every module's figures for each member of A equal those of B's twin:
// VIP sums, level and upgrade bonus, rebate accruals, points, mission progress, bonus wagering, referral progress, the
// agent's team days and slots, and wallet balances.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed';
import { backends, createTestApp, type TestApp } from '../test/harness';
import { insertMember } from '../modules/accounts';
import { grantSystemBonus } from '../modules/promotions';
import { marketDayStart } from '../../schema/api/market-day';
import { emit } from './events';

const RM = 100;
const HOUR = 3_600_000;

async function rows<T>(t: TestApp, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

describe.each(backends)('set-based outbox subscribers (%s)', (backend) => {
  let t: TestApp;
  let merchantId: number;
  let games: { vendor: string; code: string }[];
  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDemo(t.database.db, t.app.tenants);
    merchantId = t.app.tenants.get('mesra')!.merchantId;
    // A slot game, a live table and a sports game (rebate, points, missions and wagering weigh them differently).
    games = [];
    for (const type of ['RNG', 'LIVE', 'SPORTS']) {
      const [g] = await rows<{ vassalage: string; game_code: string }>(t, sql`select vassalage, game_code from games where merchant_id = ${merchantId} and game_type = ${type} order by id limit 1`);
      if (g) games.push({ vendor: g.vassalage, code: g.game_code });
    }
    expect(games.length).toBeGreaterThanOrEqual(2);
  }, 180_000);
  afterAll(() => t?.close());

  /** One world: its members (agent, two referred players, one without upline) and its events, emitted now. */
  async function world(tag: string, now: Date): Promise<number[]> {
    const db = t.database.db;
    const agent = await insertMember({ merchantId, username: `sb${tag}agent`, passwordHash: 'x', isAgent: 1, firstLogin: false }, db);
    const p1 = await insertMember({ merchantId, username: `sb${tag}p1`, passwordHash: 'x', isAgent: 0, uplineId: agent.id, firstLogin: false }, db);
    const p2 = await insertMember({ merchantId, username: `sb${tag}p2`, passwordHash: 'x', isAgent: 0, uplineId: agent.id, firstLogin: false }, db);
    const p3 = await insertMember({ merchantId, username: `sb${tag}p3`, passwordHash: 'x', isAgent: 0, firstLogin: false }, db);
    const ids = [agent.id, p1.id, p2.id, p3.id];
    await db.transaction(async (tx) => {
      for (const m of [agent, p1, p2, p3]) await emit(tx, 'member.registered', { merchantId, memberId: m.id, username: m.username, uplineId: m.uplineId, registeredAt: now.toISOString() }, `sb-${m.id}`);
      await grantSystemBonus(tx, { merchantId, memberId: p2.id, code: 'SETBASED', texts: { en: { title: 'Set-based', terms: '' } }, key: `sb-${tag}`, amount: 10 * RM, wagerMultiple: 3, expiryHours: 72, now });
    });
    await t.app.jobs.deliverOutbox(1);
    await db.transaction(async (tx) => {
      // First deposits (VIP, referral, points, missions), then 45 bets over yesterday and today.
      for (const [i, m] of [p1, p2, p3].entries()) {
        await emit(tx, 'deposit.paid', { merchantId, memberId: m.id, depositId: 900_000 + m.id, reference: `SB${m.id}`, amount: (60 + 20 * i) * RM, channelId: 1, journalId: 0, paidAt: new Date(now.getTime() - 30 * HOUR).toISOString() }, `sb-dep-${m.id}`);
      }
      for (let i = 0; i < 45; i++) {
        const m = [p1, p2, p3, p1, agent][i % 5];
        const g = games[i % games.length];
        const at = new Date(now.getTime() - (i < 20 ? 26 * HOUR : 0) + i * 97_000);
        const stake = (5 + (i % 7) * 3) * RM;
        await emit(tx, 'bet.settled', { merchantId, memberId: m.id, vendorCode: g.vendor, gameCode: g.code, roundId: `sb-${tag}-${i}`, stake, win: i % 4 === 0 ? stake * 2 : 0, settledAt: at.toISOString() }, `sb-${tag}-${i}`);
      }
    });
    return ids;
  }

  /** What each module holds for a member, without its ids. */
  async function figures(memberId: number) {
    const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t, query);
    return {
      activity: await q(sql`select day::text, deposits::bigint::text, valid_bets::bigint::text from loyalty_activity where member_id = ${memberId} order by day`),
      vip: await q(sql`select vip_rank_level from members where id = ${memberId}`),
      upgrades: await q(sql`select level, bonus::bigint::text from vip_upgrades where member_id = ${memberId} order by level`),
      rebate: await q(sql`select game_type, valid_bet::bigint::text from rebate_accruals where member_id = ${memberId} order by game_type`),
      points: await q(sql`select balance::bigint::text, earned::bigint::text from point_accounts where member_id = ${memberId}`),
      pointLines: await q(sql`select count(*)::int as n, coalesce(sum(change), 0)::bigint::text as total from point_journal where member_id = ${memberId}`),
      missions: await q(sql`select m.code, p.period_key, p.progress::bigint::text from mission_progress p join missions m on m.merchant_id = p.merchant_id and m.id = p.mission_id where p.member_id = ${memberId} order by m.code, p.period_key`),
      rewards: await q(sql`select m.code, r.period_key, r.status from mission_rewards r join missions m on m.merchant_id = r.merchant_id and m.id = r.mission_id where r.member_id = ${memberId} order by m.code, r.period_key`),
      wagering: await q(sql`select wagered::bigint::text, status from promotion_claims where member_id = ${memberId} order by id`),
      referral: await q(sql`select first_deposit::bigint::text, turnover::bigint::text, paid_at is not null as paid from referral_friends where friend_id = ${memberId}`),
      memberDays: await q(sql`select day::text, bets, stake::bigint::text, win::bigint::text from agent_member_days where merchant_id = ${merchantId} and member_id = ${memberId} order by day`),
      teamDays: await q(sql`select day::text, bets, stake::bigint::text, win::bigint::text, active, joined from agent_team_days where merchant_id = ${merchantId} and agent_id = ${memberId} order by day`),
      teamSlots: await q(sql`select slot::text, stake::bigint::text, win::bigint::text from agent_team_slots where merchant_id = ${merchantId} and agent_id = ${memberId} order by slot`),
      returns: await q(sql`select day::text, gap, n from agent_team_returns where merchant_id = ${merchantId} and agent_id = ${memberId} and n <> 0 order by day, gap`),
      wallet: await q(sql`select kind, vendor_code, balance::bigint::text from wallet_accounts where member_id = ${memberId} and balance <> 0 order by kind, vendor_code`),
    };
  }

  it('a batch of events leaves every module as the same events one by one', async () => {
    // The worlds' timeline (a deposit 30 h before now, bets from 26 h before to 72 min after) spans exactly two market
    // days when now is 06:30-22:30 market time; otherwise the last 22:30 before now (it failed from 22:47 to midnight).
    const real = t.clock.now().getTime();
    const dayStart = marketDayStart(real);
    const into = real - dayStart;
    const now = new Date(into < 6.5 * HOUR ? dayStart - 1.5 * HOUR : Math.min(real, dayStart + 22.5 * HOUR));
    const a = await world('a', now);
    for (let pass = 0; pass < 20 && (await t.app.jobs.deliverOutbox(1)).delivered > 0; pass++);
    const b = await world('b', now);
    for (let pass = 0; pass < 20 && (await t.app.jobs.deliverOutbox(50)).delivered > 0; pass++);
    const [left] = await rows<{ n: number }>(t, sql`select count(*)::int as n from outbox_events where delivered_at is null`);
    expect(left.n).toBe(0);

    for (let i = 0; i < a.length; i++) expect(await figures(b[i]), `member ${i} (0 agent, 1-2 referred, 3 alone)`).toEqual(await figures(a[i]));
    // Not vacuous: the batch did move every module.
    const p1 = await figures(a[1]);
    expect(p1.activity.length).toBe(2);
    expect(p1.rebate.length).toBeGreaterThanOrEqual(1);
    expect(Number(p1.vip[0] && (p1.vip[0] as { vip_rank_level: number }).vip_rank_level)).toBeGreaterThanOrEqual(1);
    expect((await figures(a[0])).teamDays.length).toBe(2);
    expect((await figures(a[2])).wagering).not.toEqual([]);
    expect(p1.referral).not.toEqual([]);
  }, 300_000);
});
