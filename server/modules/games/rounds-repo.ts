// Game rounds as the betting record, personal profit and loss and the winners board read them (issue 5 item 5,
// GCSGAME_getRankList). A round's record is written in one place only, the wallet's seamless_batch, in the
// transaction of the money it records, on the round's one row (issue 14 item 2); it is read through the wallet's
// public entry, and this module adds its games' names.
import type { GameType } from '../../../schema/api/games';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { usernamesByIds } from '../accounts';
import { listRoundRecords, roundProfitByDay, topWinningRounds, type RoundRecord, type RoundRecordFilter } from '../wallet';
import { games } from './tables';

export type RoundRow = RoundRecord;
export type RecordFilter = RoundRecordFilter;

interface GameNames {
  nameEn: string | null;
  nameMs: string | null;
  nameZh: string | null;
}
const NO_NAMES: GameNames = { nameEn: null, nameMs: null, nameZh: null };

/** The names of the rounds' games (null when a round names no game or an unknown one: callers fall back to its code). */
async function gameNames(merchantId: number, rows: RoundRecord[], db: DbOrTx): Promise<(r: RoundRecord) => GameNames> {
  const ids = [...new Set(rows.flatMap((r) => (r.gameId === null ? [] : [r.gameId])))];
  const found = ids.length ? await db.select({ id: games.id, nameEn: games.nameEn, nameMs: games.nameMs, nameZh: games.nameZh }).from(games).where(and(eq(games.merchantId, merchantId), inArray(games.id, ids))) : [];
  const byId = new Map(found.map(({ id, ...names }) => [id, names]));
  return (r) => (r.gameId === null ? undefined : byId.get(r.gameId)) ?? NO_NAMES;
}

/** Betting record page, newest first, with totals over the whole filtered range. */
export async function listRecords(merchantId: number, memberId: number, f: RecordFilter, limit: number, offset: number, db: DbOrTx) {
  const r = await listRoundRecords(merchantId, memberId, f, limit, offset, db);
  const names = await gameNames(merchantId, r.rows, db);
  return { rows: r.rows.map((round) => ({ round, ...names(round) })), total: r.total, stake: r.stake, win: r.win };
}

/** Personal profit and loss per local day and game type (settled and open rounds; rollbacks excluded). */
export async function profitByDay(merchantId: number, memberId: number, f: RecordFilter, db: DbOrTx) {
  return roundProfitByDay(merchantId, memberId, f, db);
}

/** Winners board: the biggest settled wins since `since`. */
export async function topWins(merchantId: number, since: Date, gameType: GameType | undefined, limit: number, db: DbOrTx) {
  const rows = await topWinningRounds(merchantId, since, gameType, limit, db);
  const names = await gameNames(merchantId, rows, db);
  // Usernames through the accounts read API (issue 14 item 1); a round's member is always there (members are
  // never deleted), a missing one is left off.
  const usernames = await usernamesByIds(merchantId, rows.map((r) => r.memberId), db);
  return rows.flatMap((r) => {
    const username = usernames.get(r.memberId);
    const { gameType, vassalage, gameCode, stake, win, createdAt } = r;
    return username === undefined ? [] : [{ username, gameType, vassalage, gameCode, stake, win, createdAt, ...names(r) }];
  });
}
