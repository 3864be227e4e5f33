// Issue 18: the game type of a played game (vendor and game code, as `bet.settled` names them), for modules that
// weigh bets by type (promotions' wagering contribution). null when the catalogue does not know the game. Also the
// games' names in every language (gameNamesOf: the console's bets of a player, through the wallet's onGameNames port).
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { games } from './tables';

export async function gameTypeOf(merchantId: number, vendorCode: string, gameCode: string, db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ gameType: games.gameType })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, vendorCode), eq(games.gameCode, gameCode)))
    .limit(1);
  return row?.gameType ?? null;
}

/** The key gameTypesOf answers under: `${vendorCode}/${gameCode}`. */
export const gameKey = (vendorCode: string, gameCode: string) => `${vendorCode}/${gameCode}`;

/**
 * gameTypeOf for many games of one brand at once (a batch of bet.settled events): one query. Games the catalogue does
 * not know are absent from the map.
 */
export async function gameTypesOf(merchantId: number, played: { vendorCode: string; gameCode: string }[], db: DbOrTx): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const codes = [...new Set(played.map((p) => p.gameCode))];
  const vendors = [...new Set(played.map((p) => p.vendorCode))];
  if (!codes.length) return out;
  const wanted = new Set(played.map((p) => gameKey(p.vendorCode, p.gameCode)));
  const rows = await db
    .select({ vendorCode: games.vassalage, gameCode: games.gameCode, gameType: games.gameType })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), inArray(games.vassalage, vendors), inArray(games.gameCode, codes)));
  for (const r of rows) {
    const k = gameKey(r.vendorCode, r.gameCode);
    if (wanted.has(k) && !out.has(k)) out.set(k, r.gameType);
  }
  return out;
}

export interface GameNames {
  en: string;
  ms: string;
  zh: string;
}

/** The names of many games of one brand (one query), under gameKey; games the catalogue does not know are absent. */
export async function gameNamesOf(merchantId: number, played: { vendorCode: string; gameCode: string }[], db: DbOrTx): Promise<Map<string, GameNames>> {
  const out = new Map<string, GameNames>();
  const codes = [...new Set(played.map((p) => p.gameCode))];
  if (!codes.length) return out;
  const vendors = [...new Set(played.map((p) => p.vendorCode))];
  const rows = await db
    .select({ vendorCode: games.vassalage, gameCode: games.gameCode, en: games.nameEn, ms: games.nameMs, zh: games.nameZh })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), inArray(games.vassalage, vendors), inArray(games.gameCode, codes)));
  for (const r of rows) if (!out.has(gameKey(r.vendorCode, r.gameCode))) out.set(gameKey(r.vendorCode, r.gameCode), { en: r.en, ms: r.ms, zh: r.zh });
  return out;
}
