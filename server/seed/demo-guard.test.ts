// issue 24 item 4: the production start-up check finds demo accounts that still open with the published password.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, TEST_ARGON2 } from '../lib/crypto-password';
import { members } from '../modules/accounts/member/tables';
import { backends, createTestApp, type TestApp } from '../test/harness';
import { seedAccounts } from './accounts';
import { demoAccountsWithDemoPassword } from './demo-guard';

describe.each(backends)('issue 24 item 4: demo accounts with the demo password, on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { accounts: { argon2: TEST_ARGON2 } });
  });
  afterAll(() => t.close());

  it('lists every seeded demo login that still has the demo password, by brand; a changed password drops it', async () => {
    expect(await demoAccountsWithDemoPassword(t.database.db, t.app.tenants)).toEqual([]);
    const orbit = t.app.tenants.get('orbit')!;
    const seeded = await seedAccounts(t.database.db, orbit);
    const withPassword = seeded.filter((a) => a.password !== null).map((a) => `orbit/${a.username}`);
    expect(withPassword.length).toBeGreaterThan(3);
    expect(await demoAccountsWithDemoPassword(t.database.db, t.app.tenants)).toEqual(withPassword);

    await t.database.db
      .update(members)
      .set({ passwordHash: await hashPassword('Another#Secret9', TEST_ARGON2) })
      .where(and(eq(members.merchantId, orbit.merchantId), eq(members.username, 'demo_agent')));
    expect(await demoAccountsWithDemoPassword(t.database.db, t.app.tenants)).toEqual(withPassword.filter((a) => a !== 'orbit/demo_agent'));
  });
});
