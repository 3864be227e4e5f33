// Round records (issue 5 item 5; one row per round since issue 14 item 2): the betting record, personal profit
// and loss and the winners board read the record columns of seamless_rounds (game_type not null: the caller
// named the round's game type), written only by seamless_batch (sql/seamless-batch.sql) in the money's
// transaction. The games module reads them through index.ts and adds its games' names.
import type { GameType } from '../../../schema/api/games';
import { and, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { REPORT_OFFSET_HOURS } from '../../../schema/api/market-day';
import type { DbOrTx } from '../../db/client';
import { seamlessRounds as r } from './tables';

export interface RoundRecord {
  id: number;
  merchantId: number;
  memberId: number;
  gameId: number | null;
  gameType: GameType;
  /** The vendor code (the games module's vassalage). */
  vassalage: string;
  gameCode: string;
  roundId: string;
  stake: number;
  win: number;
  status: 'open' | 'settled' | 'rolled_back';
  detail: unknown;
  createdAt: Date;
  settledAt: Date | null;
}

const record = {
  id: r.id,
  merchantId: r.merchantId,
  memberId: r.memberId,
  gameId: r.gameId,
  gameType: sql<string>`${r.gameType}`,
  vassalage: r.vendorCode,
  gameCode: sql<string>`${r.gameCode}`,
  roundId: r.roundId,
  stake: r.stake,
  win: r.win,
  status: sql<RoundRecord['status']>`${r.status}`,
  detail: r.detail,
  createdAt: sql<Date>`${r.createdAt}`.mapWith(r.createdAt),
  settledAt: r.settledAt,
};

const localDay = sql<string>`to_char((${r.createdAt} at time zone 'UTC') + interval '${sql.raw(String(REPORT_OFFSET_HOURS))} hours', 'YYYY-MM-DD')`;

export interface RoundRecordFilter {
  gameType?: GameType;
  vassalage?: string;
  status?: 'open' | 'settled' | 'rolled_back';
  /** Inclusive start and exclusive end instants. */
  from: Date;
  to: Date;
}

function recordWhere(merchantId: number, memberId: number, f: RoundRecordFilter): SQL {
  const conds: SQL[] = [eq(r.merchantId, merchantId), eq(r.memberId, memberId), gte(r.createdAt, f.from), lt(r.createdAt, f.to), isNotNull(r.gameType)];
  if (f.gameType) conds.push(eq(r.gameType, f.gameType));
  if (f.vassalage) conds.push(eq(r.vendorCode, f.vassalage));
  if (f.status) conds.push(eq(r.status, f.status));
  return and(...conds)!;
}

/** A member's round records, newest first, with totals over the whole filtered range. */
export async function listRoundRecords(merchantId: number, memberId: number, f: RoundRecordFilter, limit: number, offset: number, db: DbOrTx) {
  const where = recordWhere(merchantId, memberId, f);
  const [rows, [totals]] = await Promise.all([
    db.select(record).from(r).where(where).orderBy(desc(r.createdAt), desc(r.id)).limit(limit).offset(offset),
    db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        // Rolled-back rounds are listed but count neither as stake nor as win.
        stake: sql<number>`coalesce(sum(case when ${r.status} <> 'rolled_back' then ${r.stake} else 0 end), 0)`.mapWith(Number),
        win: sql<number>`coalesce(sum(case when ${r.status} <> 'rolled_back' then ${r.win} else 0 end), 0)`.mapWith(Number),
      })
      .from(r)
      .where(where),
  ]);
  return { rows: rows as RoundRecord[], total: totals.n, stake: totals.stake, win: totals.win };
}

/** A member's profit and loss per local day and game type (settled and open rounds; rollbacks excluded). */
export async function roundProfitByDay(merchantId: number, memberId: number, f: RoundRecordFilter, db: DbOrTx) {
  return db
    .select({
      day: localDay,
      gameType: sql<GameType>`${r.gameType}`,
      rounds: sql<number>`count(*)`.mapWith(Number),
      stake: sql<number>`coalesce(sum(${r.stake}), 0)`.mapWith(Number),
      win: sql<number>`coalesce(sum(${r.win}), 0)`.mapWith(Number),
    })
    .from(r)
    .where(and(recordWhere(merchantId, memberId, f), sql`${r.status} <> 'rolled_back'`))
    .groupBy(localDay, r.gameType)
    .orderBy(desc(localDay), r.gameType);
}

/** Winners board: the biggest settled wins since `since` (index seamless_rounds_board_idx; status and win are filtered from the rows, so the settling credit's update stays HOT). */
export async function topWinningRounds(merchantId: number, since: Date, gameType: GameType | undefined, limit: number, db: DbOrTx) {
  const conds: SQL[] = [eq(r.merchantId, merchantId), gte(r.createdAt, since), eq(r.status, 'settled'), sql`${r.win} > 0`];
  if (gameType) conds.push(eq(r.gameType, gameType));
  const rows = await db
    .select(record)
    .from(r)
    .where(and(...conds))
    .orderBy(desc(r.win), desc(r.id))
    .limit(limit);
  return rows as RoundRecord[];
}
