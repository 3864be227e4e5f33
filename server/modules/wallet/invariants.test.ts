// checkInvariants: each invariant is reported when broken (the per-bet tables have no foreign keys, so
// danglingReferences is the only guard against a posting to an account that does not exist).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { insertMember } from '../accounts';
import { adjustBalance } from './adjustments';
import { checkInvariants, CLEAN } from './invariants';

describe.each(backends)('ledger invariants (%s)', (backend) => {
  let t: TestApp;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    merchantId = t.app.tenants.get('mesra')!.merchantId;
    const m = await insertMember({ merchantId, username: 'inv_player', passwordHash: 'x', isAgent: 0, firstLogin: false }, t.database.db);
    await adjustBalance(t.database.db, merchantId, { actor: 'test', ip: null }, { requestId: 'inv-1', username: m.username, amount: 5_000, reason: 'opening', kind: 'adjustment' });
  });
  afterAll(() => t.close());

  it('clean books report all zeros; a posting to a missing account and a journal of another brand member are counted', async () => {
    const db = t.database.db;
    expect(await checkInvariants(db)).toEqual(CLEAN);
    const otherMerchant = t.app.tenants.get('jade')!.merchantId;
    const stranger = await insertMember({ merchantId: otherMerchant, username: 'inv_other', passwordHash: 'x', isAgent: 0, firstLogin: false }, db);
    // Written straight into the tables, as a bug would: a balanced journal whose postings name a missing
    // account (one with a balance_after that is not its running sum), and a journal shown to a member of another brand.
    const inserted = await db.execute(sql`insert into wallet_journals (merchant_id, kind, member_id) values (${merchantId}, 'adjustment', ${stranger.id}) returning id`);
    const journal = Number((inserted as unknown as { rows: { id: string | number }[] }).rows[0].id);
    await db.execute(sql`insert into wallet_postings (journal_id, merchant_id, account_id, amount, balance_after) values (${journal}, ${merchantId}, 987654, 10, 11), (${journal}, ${merchantId}, 987655, -10, -10)`);
    const report = await checkInvariants(db);
    expect(report.danglingReferences).toBe(3); // two postings, one journal
    expect(report.unbalancedJournals).toBe(0);
    expect(report.runningBalanceMismatches).toBe(1);
    expect((await checkInvariants(db, otherMerchant)).danglingReferences).toBe(0);
  });
});
