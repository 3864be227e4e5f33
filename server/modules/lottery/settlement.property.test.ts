// Issue 17 proof 1: for random bet sets and draw results, each payout equals the pay table, the ledger balances,
// and settling again (also after a simulated crash between the credits and the bets' marks) pays nothing more.
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createMember } from '../../test/login';
import { checkInvariants, CLEAN } from '../wallet/invariants';
import { placeSlip } from './bets';
import { drawDue, LotteryGames, lockDue, settleDraw } from './draws';
import { deriveResult, hashSeed, resultNumbers } from './fair';
import { lotteryGames } from './games-data';
import { payoutOf } from './payout';
import { lotteryBets, lotteryDraws } from './tables';
import { fund, lotteryBalance } from '../../test/lottery';

const games = new LotteryGames(lotteryGames({ fastIntervalSeconds: 300, fastLockSeconds: 30 }));
const RUNS = Number(process.env.LOTTERY_PROPERTY_RUNS ?? 12);

describe.each(backends)('settlement property on %s', (backend) => {
  let t: TestApp;
  let members: { id: number; merchantId: number }[];
  beforeAll(async () => {
    t = await createTestApp(backend);
    members = await Promise.all([0, 1, 2].map(() => createMember(t.app, 'mesra')));
    for (const m of members) await fund(t.database.db as never, m, 100_000_000);
  });
  afterAll(() => t.close());

  it('pays each bet its pay table amount exactly once and keeps the books balanced', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...games.list.map((g) => g.code)),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.array(fc.record({ member: fc.nat(2), play: fc.nat(), fromResult: fc.boolean(), pick: fc.nat(), digits: fc.nat(999_999), stake: fc.integer({ min: 100, max: 20_000 }) }), { minLength: 1, maxLength: 25 }),
        fc.boolean(),
        async (code, seedBytes, lines, crash) => {
          const game = games.get(code)!;
          const seed = Buffer.from(seedBytes).toString('hex');
          const numero = `2030${String(++run).padStart(4, '0')}`;
          const now = new Date('2030-01-01T00:00:00Z');
          const merchantId = members[0].merchantId;
          const [draw] = await t.database.db
            .insert(lotteryDraws)
            .values({ merchantId, gameCode: code, numero, seed, seedHash: hashSeed(seed), lockAt: new Date(now.getTime() + 60_000), drawAt: new Date(now.getTime() + 120_000) })
            .returning();
          const numbers = resultNumbers(deriveResult(game, numero, seed));
          const before = await Promise.all(members.map((m) => lotteryBalance(t.database.db, m)));
          // Numbers taken from the result half of the time, so wins of every kind happen.
          const bets = lines.map((l, i) => {
            const play = game.playTypes[l.play % game.playTypes.length];
            const digits = play.rule.kind === 'sum' ? 0 : play.rule.digits;
            const source = l.fromResult ? numbers[l.pick % numbers.length] : String(l.digits).padStart(6, '0');
            const number = digits ? source.slice(-digits).padStart(digits, '0') : '';
            return { member: members[l.member], requestId: `p-${backend}-${run}-${i}-slip`, line: { playType: play.code, number, stake: Math.min(l.stake, play.maxStake) } };
          });
          const placed: { member: number; stake: number; id: number; playType: string; number: string }[] = [];
          for (const b of bets) {
            try {
              const r = await placeSlip(t.database.db, games, merchantId, b.member.id, { requestId: b.requestId, gameCode: code, numero, lines: [b.line] }, now);
              placed.push({ member: b.member.id, stake: b.line.stake, id: r.bets[0].id, playType: b.line.playType, number: b.line.number });
            } catch (e) {
              // Only the per-number limit may refuse a valid line here.
              expect((e as { messageKey?: string }).messageKey).toBe('err_lottery_number_limit');
            }
          }
          const later = new Date(now.getTime() + 121_000);
          await lockDue(t.database.db, merchantId, later);
          await drawDue(t.database.db, merchantId, games, later);
          const [drawn] = await t.database.db.select().from(lotteryDraws).where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.id, draw.id)));
          expect(drawn.result).toEqual(deriveResult(game, numero, seed));
          await settleDraw(t.database.db, games, merchantId, draw.id, later);
          if (crash) {
            // As if the process died after the wallet credited half of the bets but before they were marked.
            const half = placed.filter((_, i) => i % 2 === 0).map((p) => p.id);
            if (half.length) await t.database.db.update(lotteryBets).set({ status: 'placed', payout: null }).where(and(eq(lotteryBets.merchantId, merchantId), inArray(lotteryBets.id, half)));
            await t.database.db.update(lotteryDraws).set({ status: 'drawn' }).where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.id, draw.id)));
          }
          await settleDraw(t.database.db, games, merchantId, draw.id, later);
          await settleDraw(t.database.db, games, merchantId, draw.id, later);

          const rows = await t.database.db.select().from(lotteryBets).where(and(eq(lotteryBets.merchantId, merchantId), eq(lotteryBets.drawId, draw.id)));
          const expected = new Map(members.map((m, i) => [m.id, before[i]]));
          for (const p of placed) {
            const row = rows.find((r) => r.id === p.id)!;
            const play = game.playTypes.find((x) => x.code === p.playType)!;
            const pay = payoutOf(play, p.number, p.stake, drawn.result!);
            expect(row.payout).toBe(pay);
            expect(row.status).toBe(pay > 0 ? 'won' : 'lost');
            expected.set(p.member, expected.get(p.member)! - p.stake + pay);
          }
          for (const m of members) expect(await lotteryBalance(t.database.db, m)).toBe(expected.get(m.id));
          const [after] = await t.database.db.select().from(lotteryDraws).where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.id, draw.id)));
          expect(after.status).toBe('settled');
        },
      ),
      { numRuns: RUNS },
    );
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
  });
});
