// The demo accounts' seeded VIP levels (demo_player 2, demo_agent 5) come with the activity that holds them: the
// monthly review (job loyalty.vip-review, hourly) keeps them. It had lowered them at its first run, so a browser test
// of the header's VIP badge failed whenever that run came at the top of an hour during the suite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { getMemberByUsername, vipLevelOf } from '../accounts';
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
});
