// The list query's in-process snapshot (bitsets, cached tiles) must answer exactly what the database would:
// random filter combinations and pages, compared with the same query in SQL over the seeded catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, asc, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { GAME_TYPES } from '../../../schema/api/games';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { bumpCatalogueVersion, catalogueList } from './catalogue-snapshot';
import type { GameFilter } from './repo';
import { seedGames } from './seed';
import { games, gameVendors } from './tables';

describe.each(backends)('catalogue snapshot (%s)', (backend) => {
  let t: TestApp;
  let merchantId = 0;
  const vendorsOf = new Map<string, string[]>();
  const classifiesOf = new Map<string, string[]>();

  beforeAll(async () => {
    t = await createTestApp(backend);
    merchantId = t.app.tenants.get('mesra')!.merchantId;
    await t.database.db.transaction((tx) => seedGames(merchantId, tx));
    const rows = await t.database.db.selectDistinct({ type: games.gameType, vendor: games.vassalage, classify: games.gameClassify }).from(games).where(eq(games.merchantId, merchantId));
    for (const r of rows) {
      vendorsOf.set(r.type, [...new Set([...(vendorsOf.get(r.type) ?? []), r.vendor])]);
      classifiesOf.set(r.type, [...new Set([...(classifiesOf.get(r.type) ?? []), r.classify])]);
    }
  });
  afterAll(() => t.close());

  async function inSql(f: GameFilter, limit: number, offset: number) {
    const conds: SQL[] = [eq(games.merchantId, merchantId), eq(games.enabled, true), eq(gameVendors.enabled, true), eq(games.gameType, f.gameType)];
    if (f.vassalage !== undefined) conds.push(eq(games.vassalage, f.vassalage));
    if (f.gameClassify !== undefined) conds.push(eq(games.gameClassify, f.gameClassify));
    if (f.maxMinBet !== undefined) conds.push(lte(games.minBet, f.maxMinBet));
    if (f.minLines !== undefined) conds.push(gte(games.lines, f.minLines));
    if (f.hotOnly) conds.push(eq(games.isHot, true));
    if (f.search !== undefined) conds.push(sql`strpos(${games.searchText}, ${f.search}) > 0`);
    const join = and(eq(gameVendors.merchantId, games.merchantId), eq(gameVendors.vassalage, games.vassalage), eq(gameVendors.gameType, games.gameType));
    const ids = await t.database.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(gameVendors, join)
      .where(and(...conds))
      .orderBy(asc(games.sortOrder), asc(games.id))
      .limit(limit)
      .offset(offset);
    const [{ n }] = await t.database.db.select({ n: count() }).from(games).innerJoin(gameVendors, join).where(and(...conds));
    return { ids: ids.map((r) => r.id), total: n };
  }

  const filter = fc
    .constantFrom(...GAME_TYPES)
    .chain((gameType) =>
      fc.record(
        {
          gameType: fc.constant(gameType),
          vassalage: fc.constantFrom(...(vendorsOf.get(gameType) ?? ['NONE']), 'NOSUCH'),
          gameClassify: fc.constantFrom(...(classifiesOf.get(gameType) ?? ['NONE'])),
          search: fc.constantFrom('dragon', 'naga', '龙', 'gold', 'lucky', 'ki', 'a', 'zz-no-match'),
          maxMinBet: fc.constantFrom(5, 10, 50, 100, 500, 1000),
          minLines: fc.constantFrom(1, 20, 25, 50),
          hotOnly: fc.boolean(),
        },
        { requiredKeys: ['gameType'] },
      ),
    );

  it('answers random filters and pages exactly as SQL does', async () => {
    await fc.assert(
      fc.asyncProperty(filter, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 400 }), async (f, limit, offset) => {
        const got = await catalogueList(merchantId, f, limit, offset, t.database.db);
        const want = await inSql(f, limit, offset);
        expect(got.total).toBe(want.total);
        expect(got.rows.map((r) => r.id)).toEqual(want.ids);
      }),
      { numRuns: 150 },
    );
  });

  it('sees a renamed or disabled game once the catalogue version moves', async () => {
    const f: GameFilter = { gameType: 'RNG', vassalage: 'HOUSE' };
    const before = await catalogueList(merchantId, f, 15, 0, t.database.db);
    expect(before.rows.map((r) => r.nameEn)).toEqual(['Fortune Reels 5', 'Lucky Dice']);
    await t.database.db.transaction(async (tx) => {
      await tx.update(games).set({ nameEn: 'Fortune Reels 5 Deluxe' }).where(eq(games.id, before.rows[0].id));
      await tx.update(games).set({ enabled: false }).where(eq(games.id, before.rows[1].id));
      await bumpCatalogueVersion(merchantId, tx);
    });
    const after = await catalogueList(merchantId, f, 15, 0, t.database.db);
    expect(after.rows.map((r) => r.nameEn)).toEqual(['Fortune Reels 5 Deluxe']);
    expect(after.total).toBe(1);
  });
});
