// Issue 18 items 5 and 7 proofs (server side): VIP levels reached by deposits and valid bets over the period, the
// upgrade bonus paid once per level (also when an event is applied again or a level is skipped), the level's daily
// withdrawal limit; the manual rebate per game type at the rate of the member's level, claimed once (parallel claims
// and replays pay once), reconciled with the ledger; bad input is a 4xx; no member or brand reaches another's.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock';
import { saveBankAccount, TEST_REAL_NAME } from '../../test/bank-accounts';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createLoggedInMember } from '../../test/login';
import { members } from '../accounts/member/tables';
import { games } from '../games/tables';
import { seamlessRound } from '../wallet';
import { checkInvariants, CLEAN } from '../wallet/invariants';
import { walletAccounts } from '../wallet/tables';
import { loyaltyActivity, rebateClaims, vipReviews, vipUpgrades } from './tables';
import { payBirthdayBonuses, recordActivity, reviewVipLevels } from './vip';

const OP = 'loyalty-op-secret';
const rid = () => `r-${randomUUID()}`;
const RM = 100;

const LEVELS = [
  { level: 0, name: 'Member', rebateRates: { RNG: 50, default: 10 } },
  { level: 1, name: 'Bronze', names: { ms: 'Gangsa', zh: '青铜' }, minDeposit: 100 * RM, minValidBet: 50 * RM, upgradeBonus: 5 * RM, withdrawDailyLimit: 120 * RM, birthdayBonus: 3 * RM, rebateRates: { RNG: 100, LIVE: 40, default: 20 } },
  { level: 2, name: 'Silver', minDeposit: 500 * RM, minValidBet: 100 * RM, upgradeBonus: 10 * RM, rebateRates: { RNG: 150, default: 30 } },
  { level: 3, name: 'Gold', minDeposit: 1_000 * RM, minValidBet: 100 * RM, upgradeBonus: 20 * RM, rebateRates: { RNG: 200, default: 40 } },
];

describe.each(backends)('VIP levels and manual rebate (%s)', (backend) => {
  let t: TestApp;
  const clock = new TestClock('2026-11-20T04:00:00Z');
  const op = (host = 'mesra.localhost') => ({ authorization: `Bearer ${OP}`, host });
  const mesra = () => t.app.tenants.get('mesra')!.merchantId;
  const db = () => t.database.db;
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const balance = async (headers: Record<string, string>) => (await inject('GET', '/wps/v2/wallets/balance', headers)).json().value.mainBalance as number;
  const bonusAccount = async () => {
    const [a] = await db().select({ b: walletAccounts.balance }).from(walletAccounts).where(and(eq(walletAccounts.merchantId, mesra()), eq(walletAccounts.kind, 'bonus'), sql`${walletAccounts.memberId} is null`));
    return a?.b ?? 0;
  };
  /** Sum of the member's bonus journals whose memo reason is `reason`, on the member's side. */
  const journalled = async (memberId: number, reason: string) => {
    const rows = (await db().execute(
      sql`select coalesce(sum(p.amount), 0) as s from wallet_postings p join wallet_journals j on j.id = p.journal_id join wallet_accounts a on a.id = p.account_id where j.kind = 'bonus' and j.member_id = ${memberId} and a.member_id = ${memberId} and j.memo->>'reason' = ${reason}`,
    )) as unknown as { rows: { s: string }[] };
    return Number(rows.rows[0].s);
  };
  async function fund(headers: Record<string, string>, amount: number) {
    const d = await inject('POST', '/wps/wallet/deposit', headers, { requestId: rid(), channelCode: 'DEMOPAY', amount });
    expect(d.statusCode, d.body).toBe(200);
    const paid = await inject('POST', `/wps/wallet/deposits/${d.json().value.deposit.id}/demo`, headers, { outcome: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    await t.app.jobs.deliverOutbox();
  }
  let round = 0;
  async function bet(memberId: number, stake: number, win: number, gameCode = 'LOY_SLOT', merchantId = mesra()) {
    round++;
    const base = { merchantId, memberId, vendorCode: 'LOYV', roundId: `LR${round}`, gameCode, gameType: 'RNG', at: clock.now() };
    const r = await seamlessRound(db(), { ...base, txId: `LD${round}`, amount: stake }, { ...base, txId: `LC${round}`, amount: win });
    expect(r.debit.ok, JSON.stringify(r)).toBe(true);
    await t.app.jobs.deliverOutbox();
  }

  beforeAll(async () => {
    t = await createTestApp(backend, { system: { operatorToken: OP }, clock });
    for (const host of ['mesra.localhost', 'jade.localhost']) {
      const demo = await inject('PUT', '/api/operator/wallet/channels', op(host), { code: 'DEMOPAY', name: 'Demo pay', gateway: 'demo', minAmount: 1000, maxAmount: 10_000_000 });
      expect(demo.statusCode, demo.body).toBe(200);
    }
    for (const [code, type] of [['LOY_SLOT', 'RNG'], ['LOY_LIVE', 'LIVE'], ['LOY_FISH', 'FISH']] as const) {
      await db().insert(games).values({ merchantId: mesra(), nodeId: `${type}.LOYV.${code}`, gameType: type, vassalage: 'LOYV', accountTypeName: 'LOYV', gameCode: code, code, gameClassify: 'x', nameEn: code, nameMs: code, nameZh: code, searchText: code.toLowerCase(), minBet: 1 });
    }
    const set = await inject('PUT', '/api/operator/vip', op(), { periodDays: 7, levels: LEVELS });
    expect(set.statusCode, set.body).toBe(200);
    const jade = await inject('PUT', '/api/operator/vip', op('jade.localhost'), { periodDays: 30, levels: [{ level: 0, name: '会员', rebateRates: { default: 5 } }] });
    expect(jade.statusCode, jade.body).toBe(200);
  });
  afterAll(() => t.close());

  it('the operator sets the levels per brand; refused programmes are 4xx with a key; visitors see the levels of their brand', async () => {
    const gap = await inject('PUT', '/api/operator/vip', op(), { periodDays: 7, levels: [LEVELS[0], { ...LEVELS[2], level: 2 }] });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().message).toBe('err_vip_levels');
    const easier = await inject('PUT', '/api/operator/vip', op(), { periodDays: 7, levels: [LEVELS[0], LEVELS[1], { ...LEVELS[2], minDeposit: 1 }] });
    expect(easier.json().message).toBe('err_vip_levels');
    for (const body of [{ periodDays: 0, levels: LEVELS }, { periodDays: 7, levels: [] }, { periodDays: 7, levels: [{ level: 0, name: 'x', rebateRates: { RNG: 5_000 } }] }, { periodDays: 7, levels: [{ level: 0, name: ' ', minDeposit: -1 }] }, { periodDays: '7', levels: 'x' }]) {
      const res = await inject('PUT', '/api/operator/vip', op(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await inject('PUT', '/api/operator/vip', { host: 'mesra.localhost' }, { periodDays: 7, levels: LEVELS })).statusCode).toBe(401);
    // Nothing refused was written.
    const mine = (await inject('GET', '/wps/vip/levels', { host: 'mesra.localhost' })).json().value;
    expect(mine.periodDays).toBe(7);
    expect(mine.levels.map((l: { name: string }) => l.name)).toEqual(['Member', 'Bronze', 'Silver', 'Gold']);
    expect(mine.levels[1]).toMatchObject({ minDeposit: 10_000, minValidBet: 5_000, upgradeBonus: 500, rebateRates: { RNG: 100 } });
    const jade = (await inject('GET', '/wps/vip/levels', { host: 'jade.localhost' })).json().value;
    expect(jade.levels.map((l: { name: string }) => l.name)).toEqual(['会员']);
    // Names in the visitor's language where the operator gave one, the default name otherwise.
    const inZh = (await inject('GET', '/wps/vip/levels?lang=zh', { host: 'mesra.localhost' })).json().value;
    expect(inZh.levels.map((l: { name: string }) => l.name)).toEqual(['Member', '青铜', 'Silver', 'Gold']);
    expect((await inject('GET', '/wps/vip/levels?lang=ms', { host: 'mesra.localhost' })).json().value.levels[1].name).toBe('Gangsa');
    expect((await inject('GET', '/wps/vip/levels?lang=th', { host: 'mesra.localhost' })).json().value.levels[1].name).toBe('Bronze');
    expect((await inject('GET', '/api/operator/vip', op())).json().value.levels[1].names).toEqual({ ms: 'Gangsa', zh: '青铜' });
    for (const names of [{ th: 'x' }, { zh: '' }, { ms: ' ' }, 'Gangsa']) {
      const res = await inject('PUT', '/api/operator/vip', op(), { periodDays: 7, levels: [LEVELS[0], { ...LEVELS[1], names }] });
      expect(res.statusCode, JSON.stringify(names)).toBe(400);
    }
    expect((await inject('GET', '/wps/vip/levels?lang=' + 'x'.repeat(11), { host: 'mesra.localhost' })).statusCode).toBe(400);
  });

  it('a member reaches a level on deposits and valid bets over the period; the upgrade bonus is paid once per level, also for a skipped level', async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    await fund(m.headers, 100 * RM);
    let p = (await inject('GET', '/wps/vip/progress', m.headers)).json().value;
    expect(p).toMatchObject({ level: 0, hasVip: false, vipService: false, deposits: 10_000, validBets: 0, next: { level: 1, name: 'Bronze', minValidBet: 5_000 } });
    expect((await inject('GET', '/wps/vip/progress?lang=zh', m.headers)).json().value.next.name).toBe('青铜');
    await bet(m.member.id, 30 * RM, 0);
    expect((await inject('GET', '/wps/vip/progress', m.headers)).json().value).toMatchObject({ level: 0, validBets: 3_000 });
    await bet(m.member.id, 20 * RM, 10 * RM, 'LOY_LIVE');
    p = (await inject('GET', '/wps/vip/progress', m.headers)).json().value;
    expect(p).toMatchObject({ level: 1, hasVip: true, validBets: 5_000, next: { level: 2 }, upgrades: [{ level: 1, bonus: 500 }] });
    // The header badge and the club label come from member info.
    expect((await inject('GET', '/wps/member/info', m.headers)).json().value.clubLabel).toEqual({ labelName: 'Bronze', rankLevel: 1 });
    expect(await journalled(m.member.id, 'vip_upgrade')).toBe(500);
    // 100 deposited − 30 lost − 20 staked + 10 won + 5 upgrade bonus.
    expect(await balance(m.headers)).toBe(10_000 - 3_000 - 2_000 + 1_000 + 500);

    // The same activity applied again (a re-run) raises nothing more and pays nothing more.
    await db().transaction((tx) => recordActivity(tx, { merchantId: mesra(), memberId: m.member.id, at: clock.now() }));
    expect(await journalled(m.member.id, 'vip_upgrade')).toBe(500);

    // A big deposit skips Silver: both Silver's and Gold's bonuses are paid, once each, even with parallel settles.
    await bet(m.member.id, 50 * RM, 0);
    await fund(m.headers, 900 * RM);
    await Promise.all([1, 2, 3].map(() => db().transaction((tx) => recordActivity(tx, { merchantId: mesra(), memberId: m.member.id, at: clock.now() }))));
    p = (await inject('GET', '/wps/vip/progress', m.headers)).json().value;
    expect(p).toMatchObject({ level: 3, next: null });
    expect(p.upgrades.map((u: { level: number; bonus: number }) => [u.level, u.bonus])).toEqual([[1, 500], [2, 1_000], [3, 2_000]]);
    expect(await journalled(m.member.id, 'vip_upgrade')).toBe(3_500);

    // Activity older than the period does not count for a new member.
    const old = await createLoggedInMember(t.app, 'mesra');
    await db().insert(loyaltyActivity).values({ merchantId: mesra(), memberId: old.member.id, day: '2026-11-13', deposits: 200 * RM, validBets: 200 * RM });
    await db().transaction((tx) => recordActivity(tx, { merchantId: mesra(), memberId: old.member.id, deposits: 1, at: clock.now() }));
    expect((await inject('GET', '/wps/vip/progress', old.headers)).json().value).toMatchObject({ level: 0, since: '2026-11-14', deposits: 1, validBets: 0 });
    expect(await checkInvariants(db())).toEqual(CLEAN);
  });

  it("a level's daily withdrawal limit refuses a withdrawal over it (4xx with a key); within it passes", async () => {
    const m = await createLoggedInMember(t.app, 'mesra', { realName: TEST_REAL_NAME });
    await fund(m.headers, 200 * RM);
    await bet(m.member.id, 50 * RM, 50 * RM);
    expect((await inject('GET', '/wps/vip/progress', m.headers)).json().value.level).toBe(1);
    await inject('PUT', '/wps/wallet/paymentPassword', m.headers, { paymentPassword: '123456' });
    const account = await saveBankAccount(t.app, m.headers);
    const withdraw = (amount: number) => inject('POST', '/wps/wallet/withdraw', m.headers, { requestId: rid(), amount, paymentPassword: '123456', bankAccountId: account });
    const first = await withdraw(60 * RM);
    expect(first.statusCode, first.body).toBe(200);
    const over = await withdraw(70 * RM);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ message: 'err_vip_withdraw_limit', details: { limit: 12_000, used: 6_000 } });
    expect((await withdraw(60 * RM)).statusCode).toBe(200);
  });

  it('birthday bonus: paid once on the birthday (market day) to members at a level with one; re-runs pay nothing more', async () => {
    const born = async (vip: number, birthday: string) => {
      const m = await createLoggedInMember(t.app, 'mesra', { vipRankLevel: vip });
      await db().update(members).set({ birthday }).where(eq(members.id, m.member.id));
      return m;
    };
    // The clock's market day is 2026-11-20 (UTC+8).
    const today = await born(1, '1990-11-20');
    const gold = await born(3, '1985-11-20');
    const noVip = await born(0, '1990-11-20');
    const tomorrow = await born(1, '1990-11-21');
    for (let i = 0; i < 2; i++) await payBirthdayBonuses(db(), clock.now());
    await Promise.all([1, 2].map(() => payBirthdayBonuses(db(), clock.now())));
    // Bronze's 3.00; Gold has none of its own: the highest level at or below it that is defined is Gold itself (0).
    expect(await journalled(today.member.id, 'vip_birthday')).toBe(300);
    expect(await journalled(gold.member.id, 'vip_birthday')).toBe(0);
    expect(await journalled(noVip.member.id, 'vip_birthday')).toBe(0);
    expect(await journalled(tomorrow.member.id, 'vip_birthday')).toBe(0);
    expect(await checkInvariants(db())).toEqual(CLEAN);
  });

  it('manual rebate: valid bets since the last claim per game type at the rate of my level; claimed once, then nothing left', async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    await fund(m.headers, 40 * RM);
    await bet(m.member.id, 10 * RM, 0);
    await bet(m.member.id, 5 * RM, 2 * RM, 'LOY_LIVE');
    await bet(m.member.id, 3 * RM, 0, 'LOY_FISH');
    // An unknown game counts as OTHER (the default rate).
    await bet(m.member.id, 1 * RM, 0, 'NOT_IN_CATALOGUE');
    const view = (await inject('GET', '/wps/rebate', m.headers)).json().value;
    // Level 0: RNG 0.5 %, others 0.1 % (default).
    expect(view).toMatchObject({ vipLevel: 0, total: 5 + 0 + 0 + 0, lastClaimAt: null, history: [] });
    expect(view.lines).toEqual([
      { gameType: 'FISH', validBet: 300, rateBp: 10, amount: 0 },
      { gameType: 'LIVE', validBet: 500, rateBp: 10, amount: 0 },
      { gameType: 'OTHER', validBet: 100, rateBp: 10, amount: 0 },
      { gameType: 'RNG', validBet: 1_000, rateBp: 50, amount: 5 },
    ]);
    const before = await balance(m.headers);
    const claim = await inject('POST', '/wps/rebate/claim', m.headers, { requestId: 'page-claim-1' });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().value).toMatchObject({ duplicate: false, claim: { amount: 5, lines: [{ gameType: 'RNG', validBet: 1_000 }] }, balance: before + 5 });
    // The operator's rebate report, in all and per game type (the first claim of the brand).
    expect((await inject('GET', '/api/operator/rebate/report', op())).json().value).toEqual({
      claims: 1,
      members: 1,
      amount: 5,
      byGameType: [{ gameType: 'RNG', lines: 1, validBet: 1_000, amount: 5 }],
    });
    // A replay of that request answers the first claim; a new claim finds nothing.
    expect((await inject('POST', '/wps/rebate/claim', m.headers, { requestId: 'page-claim-1' })).json().value).toMatchObject({ duplicate: true, claim: { id: claim.json().value.claim.id } });
    const none = await inject('POST', '/wps/rebate/claim', m.headers, {});
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('err_rebate_nothing');
    expect(await balance(m.headers)).toBe(before + 5);
    // Types whose rebate rounded to 0 keep their valid bet; more play makes them claimable.
    await bet(m.member.id, 20 * RM, 0, 'LOY_LIVE');
    const after = (await inject('GET', '/wps/rebate', m.headers)).json().value;
    expect(after.lines.find((l: { gameType: string }) => l.gameType === 'LIVE')).toEqual({ gameType: 'LIVE', validBet: 2_500, rateBp: 10, amount: 2 });
    expect(after.lines.find((l: { gameType: string }) => l.gameType === 'RNG')).toBeUndefined();
    expect(after.history).toHaveLength(1);
  });

  it('property: parallel claims (two tabs, double clicks) pay each member once; rebates reconcile with the ledger and the bonus account', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ stake: fc.integer({ min: 1, max: 5_000 }), game: fc.constantFrom('LOY_SLOT', 'LOY_LIVE', 'LOY_FISH') }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 2, max: 6 }),
        async (bets, parallel) => {
          const m = await createLoggedInMember(t.app, 'mesra');
          await fund(m.headers, 300 * RM);
          for (const b of bets) await bet(m.member.id, b.stake, 0, b.game);
          const expected = (await inject('GET', '/wps/rebate', m.headers)).json().value.total as number;
          const start = await bonusAccount();
          const before = await balance(m.headers);
          const answers = await Promise.all(Array.from({ length: parallel }, () => inject('POST', '/wps/rebate/claim', m.headers, {})));
          const paid = answers.filter((a) => a.statusCode === 200);
          expect(paid.length).toBe(expected > 0 ? 1 : 0);
          expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 409 && a.json().message === 'err_rebate_nothing')).toBe(true);
          expect(await balance(m.headers)).toBe(before + expected);
          expect(start - (await bonusAccount())).toBe(expected);
          const claims = await db().select().from(rebateClaims).where(eq(rebateClaims.memberId, m.member.id));
          expect(claims.reduce((s, c) => s + c.amount, 0)).toBe(await journalled(m.member.id, 'rebate'));
        },
      ),
      { numRuns: 6 },
    );
    expect(await checkInvariants(db())).toEqual(CLEAN);
  });

  it('no cross-member or cross-brand access; trial accounts cannot claim; bad input is a 4xx', async () => {
    const a = await createLoggedInMember(t.app, 'mesra');
    const b = await createLoggedInMember(t.app, 'mesra');
    await fund(a.headers, 50 * RM);
    await bet(a.member.id, 20 * RM, 0);
    expect((await inject('GET', '/wps/rebate', b.headers)).json().value).toMatchObject({ total: 0, lines: [] });
    expect((await inject('POST', '/wps/rebate/claim', b.headers, {})).statusCode).toBe(409);
    expect((await inject('GET', '/wps/rebate', a.headers)).json().value.total).toBe(10);
    // a's token on another brand's host is not a session there.
    for (const [method, url] of [['GET', '/wps/rebate'], ['POST', '/wps/rebate/claim'], ['GET', '/wps/vip/progress']] as const) {
      expect((await inject(method, url, { ...a.headers, host: 'jade.localhost' }, method === 'POST' ? {} : undefined)).statusCode, url).toBe(401);
    }
    // Another brand's operator cannot read or change this brand's programme (its own only).
    expect((await inject('GET', '/api/operator/vip', op('jade.localhost'))).json().value.levels).toHaveLength(1);
    const trial = await createLoggedInMember(t.app, 'mesra', { isAgent: 4 });
    const refused = await inject('POST', '/wps/rebate/claim', trial.headers, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('in_need_true_account');
    for (const body of [{ requestId: 'x' }, { requestId: 'a'.repeat(65) }, { extra: 1 }, { requestId: 'has spaces in it' }]) {
      const res = await inject('POST', '/wps/rebate/claim', a.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await inject('GET', '/wps/vip/progress', { host: 'mesra.localhost' })).statusCode).toBe(401);
    // Still claimable by its owner.
    expect((await inject('POST', '/wps/rebate/claim', a.headers, {})).json().value.claim.amount).toBe(10);
  });

  // Last in the file: the review lowers the levels of every member of the brand the other tests made.
  it('the monthly review: a member whose period no longer holds the level falls to the level it holds, once a month; re-reaching a level pays no second bonus', async () => {
    const at = async (level: number, activity: { day: string; deposits: number; validBets: number } | null) => {
      const m = await createLoggedInMember(t.app, 'mesra', { vipRankLevel: level });
      if (activity) await db().insert(loyaltyActivity).values({ merchantId: mesra(), memberId: m.member.id, ...activity });
      return m;
    };
    // The review of December 2026 (market day 2026-12-01; mesra's period is 7 days: 2026-11-25 to 2026-12-01).
    const december = new Date('2026-12-01T04:00:00Z');
    const keeper = await at(2, { day: '2026-11-30', deposits: 600 * RM, validBets: 150 * RM });
    const faller = await at(3, { day: '2026-11-28', deposits: 150 * RM, validBets: 60 * RM });
    const lapsed = await at(1, { day: '2026-11-20', deposits: 900 * RM, validBets: 900 * RM });
    await db().insert(vipUpgrades).values({ merchantId: mesra(), memberId: lapsed.member.id, level: 1, bonus: 5 * RM });
    // A jade member with the same activity as the keeper: jade's programme has only the base level.
    const jadeVip = await createLoggedInMember(t.app, 'jade', { vipRankLevel: 2 });
    await db().insert(loyaltyActivity).values({ merchantId: t.app.tenants.get('jade')!.merchantId, memberId: jadeVip.member.id, day: '2026-11-30', deposits: 600 * RM, validBets: 150 * RM });

    // Two runs at once (two nodes, a retry) review each member once.
    await Promise.all([reviewVipLevels(db(), december), reviewVipLevels(db(), december)]);
    const level = async (m: { headers: Record<string, string> }) => (await inject('GET', '/wps/vip/progress', m.headers)).json().value.level as number;
    expect(await level(keeper)).toBe(2);
    expect(await level(faller)).toBe(1);
    expect((await inject('GET', '/wps/member/info', faller.headers)).json().value.clubLabel).toEqual({ labelName: 'Bronze', rankLevel: 1 });
    expect(await level(lapsed)).toBe(0);
    // Each brand's members are reviewed against its own programme: what holds Silver at mesra holds nothing at jade.
    const [jadeRow] = await db().select({ level: members.vipRankLevel }).from(members).where(eq(members.id, jadeVip.member.id));
    expect(jadeRow.level).toBe(0);
    const reviews = await db().select().from(vipReviews).where(eq(vipReviews.month, '2026-12'));
    for (const m of [keeper, faller, lapsed]) expect(reviews.filter((r) => r.memberId === m.member.id), String(m.member.id)).toHaveLength(1);
    expect(reviews.find((r) => r.memberId === faller.member.id)).toMatchObject({ fromLevel: 3, toLevel: 1 });

    // Later in the month the lapsed member is active again: the level comes back at once, with no second bonus;
    // another review run in the same month changes nothing.
    await db().transaction((tx) => recordActivity(tx, { merchantId: mesra(), memberId: lapsed.member.id, deposits: 100 * RM, validBets: 50 * RM, at: new Date('2026-12-05T04:00:00Z') }));
    expect(await level(lapsed)).toBe(1);
    expect(await journalled(lapsed.member.id, 'vip_upgrade')).toBe(0);
    expect(await reviewVipLevels(db(), new Date('2026-12-20T04:00:00Z'))).toMatchObject({ lowered: 0 });
    expect(await level(faller)).toBe(1);
    expect(await checkInvariants(db())).toEqual(CLEAN);
  });
});
