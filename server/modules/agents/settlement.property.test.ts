// Issue 16 proof: random trees, contracts and bet histories (fast-check). For every period: the tree never pays more
// than the top contract's rate on the team's volume, every agent gets its differential share (its rate on its team
// minus what its contracted direct downlines earn on theirs), and settling the period again (in sequence or two runs
// at once) pays nothing more. The expected amounts are computed here from the generated data, not by the module.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertMember } from '../accounts';
import { decideContract, offerContract } from './contracts';
import { periodAt } from './periods';
import { settlePeriod } from './settlement';
import { addBet, addNode } from './tree';

const DAY = 86_400_000;

interface Case {
  /** parent index of node i+1 (node 0 is the top agent). */
  parents: number[];
  /** contract rate per node (bp) before clamping to the upline's; null = no contract. */
  rates: (number | null)[];
  bets: { node: number; stake: number; win: number; minute: number }[];
  kind: 'daily' | 'hourly';
}

const caseArb = fc
  .integer({ min: 1, max: 9 })
  .chain((n) =>
    fc.record({
      parents: fc.tuple(...Array.from({ length: n }, (_, i) => fc.integer({ min: 0, max: i }))),
      rates: fc.array(fc.option(fc.integer({ min: 1, max: 300 }), { nil: null, freq: 3 }), { minLength: n + 1, maxLength: n + 1 }),
      bets: fc.array(fc.record({ node: fc.integer({ min: 0, max: n }), stake: fc.integer({ min: 1, max: 500_000 }), win: fc.integer({ min: 0, max: 900_000 }), minute: fc.integer({ min: 0, max: 59 }) }), { maxLength: 25 }),
      kind: fc.constantFrom('daily' as const, 'hourly' as const),
    }),
  );

describe('agent settlement (property)', () => {
  let t: TestApp;
  let merchantId: number;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    merchantId = t.app.tenants.get('mesra')!.merchantId;
  });
  afterAll(() => t?.close());

  it('pays each level its differential share, never more than the top rate on the team, once', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (c: Case) => {
        run++;
        const db = t.database.db;
        // Each case has its own day (and hour), so earlier cases' contracts have no volume in it.
        const dayStart = Date.parse('2026-01-01T16:00:00Z') + run * DAY;
        const at = (minute: number) => new Date(dayStart + 3_600_000 + minute * 60_000);
        const ids: number[] = [];
        for (let i = 0; i <= c.parents.length; i++) {
          const parent = i === 0 ? null : ids[c.parents[i - 1]];
          const m = await insertMember({ merchantId, username: `p${run}n${i}`, passwordHash: 'x', isAgent: 1, uplineId: parent }, db);
          ids.push(m.id);
          await addNode({ merchantId, memberId: m.id, username: m.username, uplineId: parent, joinedAt: new Date(dayStart) }, db);
        }
        // Contracts: a connected set from the top (a member can only get one from an upline that has one), each
        // rate clamped to the upline's (what the API allows).
        const rate = new Map<number, number>();
        const offeredAt = new Date(dayStart);
        const top = c.rates[0] ?? 100;
        await offerContract(db, { merchantId, uplineId: null, downline: `p${run}n0`, kind: c.kind, period: 'D', terms: { tiers: [{ minBet: 0, rateBp: top }] }, now: offeredAt });
        rate.set(0, top);
        for (let i = 1; i <= c.parents.length; i++) {
          const p = c.parents[i - 1];
          const r = c.rates[i];
          if (r === null || !rate.has(p)) continue;
          const mine = Math.min(r, rate.get(p)!);
          const offer = await offerContract(db, { merchantId, uplineId: ids[p], downline: `p${run}n${i}`, kind: c.kind, terms: { tiers: [{ minBet: 0, rateBp: mine }] }, now: offeredAt });
          await decideContract(db, merchantId, ids[i], offer.id, 'accept', offeredAt);
          rate.set(i, mine);
        }
        for (const b of c.bets) await addBet(merchantId, ids[b.node], b.stake, b.win, at(b.minute), db);

        // Expected, from the generated data: team volume by walking the tree; gross = floor(rate x volume).
        const parentOf = (i: number) => (i === 0 ? -1 : c.parents[i - 1]);
        const inTeam = (member: number, agent: number): boolean => member === agent || (member > 0 && inTeam(parentOf(member), agent));
        const volume = (agent: number) => c.bets.filter((b) => inTeam(b.node, agent)).reduce((s, b) => s + b.stake, 0);
        const gross = (i: number) => Math.floor((rate.get(i)! * volume(i)) / 10_000);
        const expected = new Map<number, number>();
        for (const i of rate.keys()) {
          const below = [...rate.keys()].filter((j) => j > 0 && parentOf(j) === i).reduce((s, j) => s + gross(j), 0);
          expected.set(ids[i], gross(i) - below);
        }

        const period = periodAt(c.kind === 'daily' ? 'D' : 'HR', at(0));
        const now = new Date(period.end.getTime() + 120_000);
        const balances = async () =>
          (
            (await db.execute(sql`select member_id, balance from wallet_accounts where member_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) and kind = 'main'`)) as unknown as {
              rows: { member_id: number; balance: string }[];
            }
          ).rows.reduce((m, r) => m.set(Number(r.member_id), Number(r.balance)), new Map<number, number>());
        // Two runs at once, then another: one payout per (contract, period).
        await Promise.all([settlePeriod(db, merchantId, c.kind, period, now), settlePeriod(db, merchantId, c.kind, period, now)]);
        const first = await balances();
        const again = await settlePeriod(db, merchantId, c.kind, period, now);
        expect(again.paid).toBe(0);
        expect(await balances()).toEqual(first);

        let total = 0;
        for (const id of ids) {
          const paid = first.get(id) ?? 0;
          expect(paid, `member ${id}`).toBe(expected.get(id) ?? 0);
          total += paid;
        }
        expect(total).toBeLessThanOrEqual(Math.floor((top * volume(0)) / 10_000));
      }),
      { numRuns: Number(process.env.AGENTS_PROPERTY_RUNS ?? 20) },
    );
  }, 300_000);
});
