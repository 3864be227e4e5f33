// Ledger invariants checked straight from the tables (operator GET /api/operator/wallet/check and the tests).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface InvariantReport {
  unbalancedJournals: number;
  balanceMismatches: number;
  negativeMemberAccounts: number;
  duplicateRequestKeys: number;
}

/** Every ledger invariant, over the whole database: all zeros means the books are right. */
export async function checkInvariants(db: DbOrTx, merchantId?: number): Promise<InvariantReport> {
  const m = merchantId === undefined ? sql`true` : sql`merchant_id = ${merchantId}`;
  const am = merchantId === undefined ? sql`true` : sql`a.merchant_id = ${merchantId}`;
  const one = async (q: ReturnType<typeof sql>) => Number(((await db.execute(q)) as unknown as { rows: { n: string | number }[] }).rows[0].n);
  return {
    unbalancedJournals: await one(sql`select count(*) as n from (select journal_id from wallet_postings where ${m} group by journal_id having sum(amount) <> 0) x`),
    balanceMismatches: await one(
      sql`select count(*) as n from wallet_accounts a left join (select account_id, sum(amount) s from wallet_postings where ${m} group by account_id) p on p.account_id = a.id where ${am} and a.balance <> coalesce(p.s, 0)`,
    ),
    negativeMemberAccounts: await one(sql`select count(*) as n from wallet_accounts where ${m} and member_id is not null and balance < 0`),
    duplicateRequestKeys: await one(
      sql`select count(*) as n from (select request_key from wallet_journals where ${m} and request_key is not null group by request_key having count(*) > 1) x`,
    ),
  };
}

export const CLEAN: InvariantReport = { unbalancedJournals: 0, balanceMismatches: 0, negativeMemberAccounts: 0, duplicateRequestKeys: 0 };
