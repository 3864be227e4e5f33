// Issue 18 item 6 proofs (server side): a member's referral code and link, the friends who registered with it (only
// their own, only in their brand), the brand's rule set by the operator (bad input 4xx), and the referrer's bonus paid
// once when a friend meets the rule: events applied again or in parallel pay once, and the ledger reconciles.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createLoggedInMember } from '../../test/login';
import { games } from '../games/tables';
import { seamlessRound } from '../wallet';
import { checkInvariants, CLEAN } from '../wallet/invariants';
import { recordReferralActivity } from './referral';

const OP = 'referral-op-secret';
const RM = 100;
const rid = () => `r-${randomUUID()}`;

describe.each(backends)('invite friends (%s)', (backend) => {
  let t: TestApp;
  const clock = new TestClock('2026-11-20T04:00:00Z');
  const op = (host = 'mesra.localhost') => ({ authorization: `Bearer ${OP}`, host });
  const mesra = () => t.app.tenants.get('mesra')!.merchantId;
  const db = () => t.database.db;
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const balance = async (headers: Record<string, string>) => (await inject('GET', '/wps/v2/wallets/balance', headers)).json().value.mainBalance as number;
  const referralJournals = async (memberId: number) => {
    const rows = (await db().execute(
      sql`select count(*)::int as n, coalesce(sum(p.amount), 0) as s from wallet_postings p join wallet_journals j on j.id = p.journal_id join wallet_accounts a on a.id = p.account_id where j.kind = 'bonus' and j.member_id = ${memberId} and a.member_id = ${memberId} and j.memo->>'reason' = 'referral'`,
    )) as unknown as { rows: { n: number; s: string }[] };
    return { n: Number(rows.rows[0].n), sum: Number(rows.rows[0].s) };
  };
  async function fund(headers: Record<string, string>, amount: number) {
    const d = await inject('POST', '/wps/wallet/deposit', headers, { requestId: rid(), channelCode: 'DEMOPAY', amount });
    expect(d.statusCode, d.body).toBe(200);
    const paid = await inject('POST', `/wps/wallet/deposits/${d.json().value.deposit.id}/demo`, headers, { outcome: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    await t.app.jobs.deliverOutbox();
  }
  let round = 0;
  async function bet(memberId: number, stake: number) {
    round++;
    const base = { merchantId: mesra(), memberId, vendorCode: 'REFV', roundId: `RR${round}`, gameCode: 'REF_SLOT', gameType: 'RNG', at: clock.now() };
    const r = await seamlessRound(db(), { ...base, txId: `RD${round}`, amount: stake }, { ...base, txId: `RC${round}`, amount: 0 });
    expect(r.debit.ok, JSON.stringify(r)).toBe(true);
    await t.app.jobs.deliverOutbox();
  }

  beforeAll(async () => {
    t = await createTestApp(backend, { system: { operatorToken: OP }, clock });
    const demo = await inject('PUT', '/api/operator/wallet/channels', op(), { code: 'DEMOPAY', name: 'Demo pay', gateway: 'demo', minAmount: 1000, maxAmount: 10_000_000 });
    expect(demo.statusCode, demo.body).toBe(200);
    await db().insert(games).values({ merchantId: mesra(), nodeId: 'RNG.REFV.REF_SLOT', gameType: 'RNG', vassalage: 'REFV', accountTypeName: 'REFV', gameCode: 'REF_SLOT', code: 'REF_SLOT', gameClassify: 'x', nameEn: 'x', nameMs: 'x', nameZh: 'x', searchText: 'x', minBet: 1 });
  });
  afterAll(() => t.close());

  it('the operator sets the rule; bad input is 4xx; members only of the operator', async () => {
    for (const body of [{}, { enabled: 'yes', minFirstDeposit: 0, minTurnover: 0, bonus: 0 }, { enabled: true, minFirstDeposit: -1, minTurnover: 0, bonus: 0 }, { enabled: true, minFirstDeposit: 0, minTurnover: 0, bonus: 1e12 }]) {
      expect((await inject('PUT', '/api/operator/referral', op(), body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await inject('PUT', '/api/operator/referral', { host: 'mesra.localhost' }, { enabled: true, minFirstDeposit: 0, minTurnover: 0, bonus: 1 })).statusCode).toBe(401);
    const set = await inject('PUT', '/api/operator/referral', op(), { enabled: true, minFirstDeposit: 50 * RM, minTurnover: 100 * RM, bonus: 8 * RM });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.rule).toEqual({ enabled: true, minFirstDeposit: 5_000, minTurnover: 10_000, bonus: 800 });
    // jade keeps its own (default) rule.
    expect((await inject('GET', '/api/operator/referral', op('jade.localhost'))).json().value.rule.bonus).toBe(0);
  });

  it("shows my code, link and only my friends of my brand; the bonus is paid once the friend's first deposit and turnover meet the rule", async () => {
    const ref = await createLoggedInMember(t.app, 'mesra', { affiliateCode: 'REFCODE1' });
    const other = await createLoggedInMember(t.app, 'mesra');
    const friend = await createLoggedInMember(t.app, 'mesra', { uplineId: ref.member.id, username: 'friendone' });
    await createLoggedInMember(t.app, 'mesra', { uplineId: other.member.id, username: 'notmine1' });
    const jadeMember = await createLoggedInMember(t.app, 'jade');
    const small = await createLoggedInMember(t.app, 'mesra', { uplineId: ref.member.id, username: 'friendtwo' });

    // The code registration takes (the affiliate check) is the one the page shows.
    const check = await inject('GET', '/wps/agent/affiliate?code=refcode1', { host: 'mesra.localhost' });
    expect(check.statusCode, check.body).toBe(200);
    const view = (await inject('GET', '/wps/referral', ref.headers)).json().value;
    expect(view).toMatchObject({ enabled: true, code: 'REFCODE1', rule: { minFirstDeposit: 5_000, minTurnover: 10_000, bonus: 800 }, rewarded: 0, bonusTotal: 0 });
    expect(view.link).toMatch(/^http:\/\/mesra\.localhost.*\/register\?referralCode=REFCODE1$/);
    expect(view.friends.map((f: { username: string }) => f.username).sort()).toEqual(['fr***ne', 'fr***wo']);
    // Another brand's member sees nobody of mesra; a visitor is refused; bad paging is 400.
    expect((await inject('GET', '/wps/referral', jadeMember.headers)).json().value.friends).toEqual([]);
    expect((await inject('GET', '/wps/referral', { host: 'mesra.localhost' })).statusCode).toBe(401);
    expect((await inject('GET', '/wps/referral?page=0', ref.headers)).statusCode).toBe(400);

    const before = await balance(ref.headers);
    await fund(small.headers, 20 * RM); // first deposit below the minimum: never qualifies
    await bet(small.member.id, 15 * RM);
    await bet(small.member.id, 5 * RM);
    await fund(friend.headers, 150 * RM);
    await bet(friend.member.id, 60 * RM);
    expect(await balance(ref.headers)).toBe(before);
    await bet(friend.member.id, 40 * RM);
    expect(await balance(ref.headers)).toBe(before + 800);
    await bet(friend.member.id, 40 * RM);
    expect(await balance(ref.headers)).toBe(before + 800);
    const after = (await inject('GET', '/wps/referral', ref.headers)).json().value;
    expect(after).toMatchObject({ rewarded: 1, bonusTotal: 800 });
    expect(after.friends.find((f: { username: string }) => f.username === 'fr***ne')).toMatchObject({ firstDeposit: 15_000, turnover: 14_000, bonus: 800, rewarded: true });
    expect(after.friends.find((f: { username: string }) => f.username === 'fr***wo')).toMatchObject({ firstDeposit: 2_000, turnover: 2_000, rewarded: false });
    expect(await referralJournals(ref.member.id)).toEqual({ n: 1, sum: 800 });
    expect(await referralJournals(other.member.id)).toEqual({ n: 0, sum: 0 });
    expect(await checkInvariants(db())).toEqual(CLEAN);
  });

  it('REFERRAL.enabled: off when the brand turns the REFERRAL module or the rule off', async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    const enabled = async () => (await inject('GET', '/wps/referral', m.headers)).json().value.enabled as boolean;
    expect(await enabled()).toBe(true);
    expect((await inject('PUT', '/api/operator/switches', op(), { switches: { REFERRAL: false } })).statusCode).toBe(200);
    expect(await enabled()).toBe(false);
    expect((await inject('PUT', '/api/operator/switches', op(), { switches: { REFERRAL: null } })).statusCode).toBe(200);
    expect(await enabled()).toBe(true);
  });

  it('events applied again and in parallel pay the referrer once; the ledger reconciles', async () => {
    const ref = await createLoggedInMember(t.app, 'mesra');
    const friend = await createLoggedInMember(t.app, 'mesra', { uplineId: ref.member.id });
    const before = await balance(ref.headers);
    const a = { merchantId: mesra(), memberId: friend.member.id };
    await db().transaction((tx) => recordReferralActivity(tx, { ...a, deposit: 100 * RM }));
    // 20 parallel bet deliveries, each enough on its own, and replays of them.
    const results = await Promise.all(Array.from({ length: 20 }, () => db().transaction((tx) => recordReferralActivity(tx, { ...a, stake: 100 * RM }))));
    expect(results.filter((r) => r.paid)).toHaveLength(1);
    for (let i = 0; i < 3; i++) await db().transaction((tx) => recordReferralActivity(tx, { ...a, stake: 100 * RM }));
    expect(await balance(ref.headers)).toBe(before + 800);
    expect(await referralJournals(ref.member.id)).toEqual({ n: 1, sum: 800 });
    expect(await checkInvariants(db())).toEqual(CLEAN);
  });

  it('trial accounts (spec §6 isAgent 4) neither earn nor pay a referral bonus; a frozen referrer is not paid', async () => {
    const meets = { deposit: 100 * RM, stake: 1_000 * RM };
    const activity = async (memberId: number) => {
      await db().transaction((tx) => recordReferralActivity(tx, { merchantId: mesra(), memberId, deposit: meets.deposit }));
      return db().transaction((tx) => recordReferralActivity(tx, { merchantId: mesra(), memberId, stake: meets.stake }));
    };
    // A trial friend: play money, no bonus for the referrer.
    const ref = await createLoggedInMember(t.app, 'mesra');
    const trialFriend = await createLoggedInMember(t.app, 'mesra', { uplineId: ref.member.id, isAgent: 4 });
    expect(await activity(trialFriend.member.id)).toEqual({ paid: false });
    // A trial referrer: a real friend's activity pays it nothing.
    const trialRef = await createLoggedInMember(t.app, 'mesra', { isAgent: 4 });
    const friendOfTrial = await createLoggedInMember(t.app, 'mesra', { uplineId: trialRef.member.id });
    expect(await activity(friendOfTrial.member.id)).toEqual({ paid: false });
    // A referrer whose account is frozen is not paid either.
    const frozen = await createLoggedInMember(t.app, 'mesra');
    await db().execute(sql`update members set status = 'frozen' where id = ${frozen.member.id}`);
    const friendOfFrozen = await createLoggedInMember(t.app, 'mesra', { uplineId: frozen.member.id });
    expect(await activity(friendOfFrozen.member.id)).toEqual({ paid: false });
    for (const m of [ref, trialRef, frozen]) expect(await referralJournals(m.member.id)).toEqual({ n: 0, sum: 0 });
    // The control: the same activity by a real friend of a real member pays.
    const friend = await createLoggedInMember(t.app, 'mesra', { uplineId: ref.member.id });
    expect(await activity(friend.member.id)).toEqual({ paid: true });
    expect((await referralJournals(ref.member.id)).n).toBe(1);
  });
});
