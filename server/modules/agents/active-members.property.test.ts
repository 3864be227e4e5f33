// Issue 16 Team Overview: "active members" over a range of days are distinct members of the team with a bet in it.
// The module counts them from per-day returning-member counts (tables.ts agent_team_returns) instead of reading the
// team; this property feeds random trees random bets over random days IN RANDOM ORDER (late events included) and
// checks every agent's count for random ranges against a count of distinct bettors computed here. The bets go in
// random batches through addBets (the set-based outbox subscriber, issue 21): a batch may hold several bets of one
// member, over several days, arriving late.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketDay } from '../../../schema/api/market-day';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertMember } from '../accounts';
import { teamOverview } from './team';
import { addBets, addNode } from './tree';

const DAY = 86_400_000;

const caseArb = fc
  .integer({ min: 1, max: 6 })
  .chain((n) =>
    fc.record({
      parents: fc.tuple(...Array.from({ length: n }, (_, i) => fc.integer({ min: 0, max: i }))),
      bets: fc.array(fc.record({ node: fc.integer({ min: 0, max: n }), day: fc.integer({ min: 0, max: 20 }), stake: fc.integer({ min: 1, max: 1000 }) }), { maxLength: 30 }),
      // Where the bets are cut into delivery batches (1 = every bet alone).
      batch: fc.integer({ min: 1, max: 8 }),
      ranges: fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 })), { minLength: 1, maxLength: 6 }),
    }),
  );

describe('team overview: active members over a range (property)', () => {
  let t: TestApp;
  let merchantId: number;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    merchantId = t.app.tenants.get('mesra')!.merchantId;
  });
  afterAll(() => t?.close());

  it('equals the number of distinct team members with a bet in the range, whatever order the bets arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        run++;
        const db = t.database.db;
        // Noon market time of day 0 of this case (cases far apart: no case sees another's days).
        const base = Date.parse('2025-01-01T04:00:00Z') + run * 40 * DAY;
        const ids: number[] = [];
        for (let i = 0; i <= c.parents.length; i++) {
          const parent = i === 0 ? null : ids[c.parents[i - 1]];
          const m = await insertMember({ merchantId, username: `am${run}n${i}`, passwordHash: 'x', isAgent: 1, uplineId: parent }, db);
          ids.push(m.id);
          await addNode({ merchantId, memberId: m.id, username: m.username, uplineId: parent, joinedAt: new Date(base - DAY) }, db);
        }
        for (let i = 0; i < c.bets.length; i += c.batch) {
          await addBets(c.bets.slice(i, i + c.batch).map((b) => ({ merchantId, memberId: ids[b.node], stake: b.stake, win: 0, at: new Date(base + b.day * DAY) })), db);
        }

        const inTeam = (agent: number, node: number): boolean => node === agent || (node > 0 && inTeam(agent, c.parents[node - 1]));
        for (const [x, y] of c.ranges) {
          const [lo, hi] = x <= y ? [x, y] : [y, x];
          const from = marketDay(base + lo * DAY);
          const to = marketDay(base + hi * DAY);
          for (let agent = 0; agent < ids.length; agent++) {
            const inRange = c.bets.filter((b) => b.day >= lo && b.day <= hi && inTeam(agent, b.node));
            const got = await teamOverview(merchantId, ids[agent], { startDate: from, endDate: to }, new Date(base + 30 * DAY), db);
            expect(got.activeMembers, `agent ${agent}, days ${lo}..${hi}`).toBe(new Set(inRange.map((b) => b.node)).size);
            expect({ bets: got.bets, validBet: got.validBet }, `agent ${agent}, days ${lo}..${hi}`).toEqual({ bets: inRange.length, validBet: inRange.reduce((s, b) => s + b.stake, 0) });
          }
        }
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
