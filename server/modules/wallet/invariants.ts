// Ledger invariants checked straight from the tables (operator GET /api/operator/wallet/check and the tests).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface InvariantReport {
  unbalancedJournals: number;
  balanceMismatches: number;
  /** Postings whose balance_after is not the account's running sum of postings up to them (in id order). */
  runningBalanceMismatches: number;
  negativeMemberAccounts: number;
  duplicateRequestKeys: number;
  /**
   * Rows of the per-bet tables (no foreign keys there, tables.ts) naming a journal, account, member or
   * merchant that does not exist, or that belongs to another merchant.
   */
  danglingReferences: number;
}

/** Every ledger invariant, over the whole database: all zeros means the books are right. */
export async function checkInvariants(db: DbOrTx, merchantId?: number): Promise<InvariantReport> {
  const m = merchantId === undefined ? sql`true` : sql`merchant_id = ${merchantId}`;
  const of = (alias: string) => (merchantId === undefined ? sql`true` : sql`${sql.raw(alias)}.merchant_id = ${merchantId}`);
  const one = async (q: ReturnType<typeof sql>) => Number(((await db.execute(q)) as unknown as { rows: { n: string | number }[] }).rows[0].n);
  return {
    unbalancedJournals: await one(sql`select count(*) as n from (select journal_id from wallet_postings where ${m} group by journal_id having sum(amount) <> 0) x`),
    balanceMismatches: await one(
      sql`select count(*) as n from wallet_accounts a left join (select merchant_id, account_id, sum(amount) s from wallet_postings where ${m} group by merchant_id, account_id) p on p.merchant_id = a.merchant_id and p.account_id = a.id where ${of('a')} and a.balance <> coalesce(p.s, 0)`,
    ),
    runningBalanceMismatches: await one(
      sql`select count(*) as n from (select balance_after, sum(amount) over (partition by account_id order by id) as s from wallet_postings where ${m}) x where balance_after <> s`,
    ),
    negativeMemberAccounts: await one(sql`select count(*) as n from wallet_accounts where ${m} and member_id is not null and balance < 0`),
    duplicateRequestKeys: await one(
      sql`select count(*) as n from (select request_key from wallet_journals where ${m} and request_key is not null group by request_key having count(*) > 1) x`,
    ),
    danglingReferences:
      (await one(
        sql`select count(*) as n from wallet_postings p left join wallet_journals j on j.id = p.journal_id left join wallet_accounts a on a.merchant_id = p.merchant_id and a.id = p.account_id
            where ${of('p')} and (j.id is null or a.id is null or j.merchant_id <> p.merchant_id or a.merchant_id <> p.merchant_id)`,
      )) +
      (await one(
        sql`select count(*) as n from wallet_journals j left join merchants mc on mc.id = j.merchant_id left join members mb on mb.merchant_id = j.merchant_id and mb.id = j.member_id
            where ${of('j')} and (mc.id is null or (j.member_id is not null and mb.id is null))`,
      )) +
      (await one(
        sql`select count(*) as n from (select merchant_id, member_id from seamless_txs union all select merchant_id, member_id from seamless_rounds) v
            left join members mb on mb.merchant_id = v.merchant_id and mb.id = v.member_id where ${of('v')} and mb.id is null`,
      )),
  };
}

export const CLEAN: InvariantReport = { unbalancedJournals: 0, balanceMismatches: 0, runningBalanceMismatches: 0, negativeMemberAccounts: 0, duplicateRequestKeys: 0, danglingReferences: 0 };
