// SQL for game rounds, read by the betting record, personal profit and loss and the winners board (issue 5
// item 5, GCSGAME_getRankList). Rounds are written in one place only: the wallet's seamless_batch
// (wallet/sql/seamless-batch.sql), in the transaction of the money they record (issue 14 item 2).
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { REPORT_OFFSET_HOURS } from '../../../schema/api/market-day';
import type { DbOrTx } from '../../db/client';
import { usernamesByIds } from '../accounts';
import { gameRounds, games } from './tables';

export type RoundRow = typeof gameRounds.$inferSelect;
export type NewRound = typeof gameRounds.$inferInsert;

const localDay = sql<string>`to_char((${gameRounds.createdAt} at time zone 'UTC') + interval '${sql.raw(String(REPORT_OFFSET_HOURS))} hours', 'YYYY-MM-DD')`;

export interface RecordFilter {
  gameType?: string;
  vassalage?: string;
  status?: 'open' | 'settled' | 'rolled_back';
  /** Inclusive start and exclusive end instants. */
  from: Date;
  to: Date;
}

function recordWhere(merchantId: number, memberId: number, f: RecordFilter): SQL {
  const conds: SQL[] = [eq(gameRounds.merchantId, merchantId), eq(gameRounds.memberId, memberId), gte(gameRounds.createdAt, f.from), lt(gameRounds.createdAt, f.to)];
  if (f.gameType) conds.push(eq(gameRounds.gameType, f.gameType));
  if (f.vassalage) conds.push(eq(gameRounds.vassalage, f.vassalage));
  if (f.status) conds.push(eq(gameRounds.status, f.status));
  return and(...conds)!;
}

/** Betting record page, newest first, with totals over the whole filtered range. */
export async function listRecords(merchantId: number, memberId: number, f: RecordFilter, limit: number, offset: number, db: DbOrTx) {
  const where = recordWhere(merchantId, memberId, f);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        round: gameRounds,
        nameEn: games.nameEn,
        nameMs: games.nameMs,
        nameZh: games.nameZh,
      })
      .from(gameRounds)
      .leftJoin(games, eq(games.id, gameRounds.gameId))
      .where(where)
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        // Rolled-back rounds are listed but count neither as stake nor as win.
        stake: sql<number>`coalesce(sum(case when ${gameRounds.status} <> 'rolled_back' then ${gameRounds.stake} else 0 end), 0)`.mapWith(Number),
        win: sql<number>`coalesce(sum(case when ${gameRounds.status} <> 'rolled_back' then ${gameRounds.win} else 0 end), 0)`.mapWith(Number),
      })
      .from(gameRounds)
      .where(where),
  ]);
  return { rows, total: totals.n, stake: totals.stake, win: totals.win };
}

/** Personal profit and loss per local day and game type (settled and open rounds; rollbacks excluded). */
export async function profitByDay(merchantId: number, memberId: number, f: RecordFilter, db: DbOrTx) {
  const rows = await db
    .select({
      day: localDay,
      gameType: gameRounds.gameType,
      rounds: sql<number>`count(*)`.mapWith(Number),
      stake: sql<number>`coalesce(sum(${gameRounds.stake}), 0)`.mapWith(Number),
      win: sql<number>`coalesce(sum(${gameRounds.win}), 0)`.mapWith(Number),
    })
    .from(gameRounds)
    .where(and(recordWhere(merchantId, memberId, f), sql`${gameRounds.status} <> 'rolled_back'`))
    .groupBy(localDay, gameRounds.gameType)
    .orderBy(desc(localDay), gameRounds.gameType);
  return rows;
}

/** Winners board: the biggest settled wins since `since`. */
export async function topWins(merchantId: number, since: Date, gameType: string | undefined, limit: number, db: DbOrTx) {
  const conds: SQL[] = [eq(gameRounds.merchantId, merchantId), gte(gameRounds.createdAt, since), eq(gameRounds.status, 'settled'), sql`${gameRounds.win} > 0`];
  if (gameType) conds.push(eq(gameRounds.gameType, gameType));
  const rows = await db
    .select({
      memberId: gameRounds.memberId,
      gameType: gameRounds.gameType,
      vassalage: gameRounds.vassalage,
      gameCode: gameRounds.gameCode,
      stake: gameRounds.stake,
      win: gameRounds.win,
      createdAt: gameRounds.createdAt,
      nameEn: games.nameEn,
      nameMs: games.nameMs,
      nameZh: games.nameZh,
    })
    .from(gameRounds)
    .leftJoin(games, eq(games.id, gameRounds.gameId))
    .where(and(...conds))
    .orderBy(desc(gameRounds.win), desc(gameRounds.id))
    .limit(limit);
  // Usernames through the accounts read API (issue 14 item 1); every round has its member (foreign key).
  const names = await usernamesByIds(rows.map((r) => r.memberId), db);
  return rows.flatMap(({ memberId, ...r }) => {
    const username = names.get(memberId);
    return username === undefined ? [] : [{ username, ...r }];
  });
}
