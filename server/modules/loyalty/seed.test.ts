// The demo accounts' seeded VIP levels (demo_player 2, demo_agent 5) come with the activity that holds them: the
// monthly review (job loyalty.vip-review, hourly) keeps them. It had lowered them at its first run, so a browser test
// of the header's VIP badge failed whenever that run came at the top of an hour during the suite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { getMemberByUsername, vipLevelOf } from '../accounts';
import { and, eq } from 'drizzle-orm';
import { marketDay } from '../../../schema/api/market-day';
import { seedLoyalty } from './seed';
import { loyaltyActivity, vipReviews } from './tables';
import { reviewVipLevels } from './vip';

describe.each(backends)('loyalty demo seed (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDemo(t.database.db, t.app.tenants);
  });
  afterAll(() => t.close());

  it("the monthly review keeps the demo accounts' levels", async () => {
    const merchantId = t.app.tenants.get('mesra')!.merchantId;
    const level = async (username: string) => vipLevelOf(merchantId, (await getMemberByUsername(merchantId, username, t.database.db))!.id, t.database.db);
    const before = { player: await level('demo_player'), agent: await level('demo_agent') };
    expect(before).toEqual({ player: 2, agent: 5 });
    const r = await reviewVipLevels(t.database.db, new Date());
    expect(r.reviewed).toBeGreaterThanOrEqual(2);
    expect({ player: await level('demo_player'), agent: await level('demo_agent') }).toEqual(before);
  });

  it("keeps them when the demo wallet's events wrote today's activity before the loyalty seed (a slow machine)", async () => {
    // The job runner starts with the app, so the seeded deposits and bets can reach loyalty.vip-bet first. The seed
    // used to skip the day's row then, and the review lowered demo_player to no VIP (the browser test's badge failed).
    const db = t.database.db;
    const merchantId = t.app.tenants.get('mesra')!.merchantId;
    const player = (await getMemberByUsername(merchantId, 'demo_player', db))!;
    const day = marketDay(Date.now());
    await db.delete(loyaltyActivity).where(eq(loyaltyActivity.memberId, player.id));
    await db.insert(loyaltyActivity).values({ merchantId, memberId: player.id, day, deposits: 100, validBets: 300 });
    await db.transaction((tx) => seedLoyalty(merchantId, tx));
    await db.delete(vipReviews).where(eq(vipReviews.merchantId, merchantId));
    await reviewVipLevels(db, new Date());
    expect(await vipLevelOf(merchantId, player.id, db)).toBe(2);
    const [row] = await db.select().from(loyaltyActivity).where(and(eq(loyaltyActivity.memberId, player.id), eq(loyaltyActivity.day, day)));
    expect({ deposits: Number(row.deposits), validBets: Number(row.validBets) }).toEqual({ deposits: 100_000 + 100, validBets: 500_000 + 300 });
  });
});
