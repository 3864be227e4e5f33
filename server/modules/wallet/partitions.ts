// Month partitions of wallet_journals, wallet_postings (migration 0044), seamless_txs and seamless_rounds (migration
// 0055; issue 21 item 5, sql/partitions.sql).
// The SQL function wallet_ensure_partitions does the work; this is its caller for the daily job wallet.partitions
// (plugin.ts) and the tests. Every open of the database runs the same call (the last statement of sql/partitions.sql).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** This market month and this many after it always have their partitions (sql/partitions.sql says the same 3). */
export const WALLET_PARTITION_MONTHS_AHEAD = 3;
/** The same for seamless_txs and seamless_rounds (sql/partitions.sql: each attached month costs their look-ups). */
export const SEAMLESS_PARTITION_MONTHS_AHEAD = 1;

/** Creates the missing month partitions (moving their rows out of DEFAULT); returns how many it created. Idempotent. */
export async function ensureWalletPartitions(db: DbOrTx, monthsAhead = WALLET_PARTITION_MONTHS_AHEAD, at?: Date): Promise<number> {
  const res = (await db.execute(
    at ? sql`select wallet_ensure_partitions(${monthsAhead}::int, ${at.toISOString()}::timestamptz) as n` : sql`select wallet_ensure_partitions(${monthsAhead}::int) as n`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(res.rows[0].n);
}
