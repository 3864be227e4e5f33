// Issue 18: the game type of a played game (vendor and game code, as `bet.settled` names them), for modules that
// weigh bets by type (promotions' wagering contribution). null when the catalogue does not know the game.
import { and, eq } from 'drizzle-orm';
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
