// Seeds one brand's catalogue from the deterministic generator (issue 5 item 1). Called by
// server/seed/index.ts on first start (claimed once per brand) and by tests. Batch inserts: ~10,800 games
// go in as a handful of multi-row INSERTs (about a second per brand on PGlite).
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { generateCatalogue } from './catalogue/generator';
import { HOUSE_SLOT_CODE } from './house/codes';
import { exactRtp } from './house/slot-math';
import { games, gameVendors } from './tables';

const BATCH = 1000;

export interface GamesSeedReport {
  vendors: number;
  games: number;
}

export async function seedGames(merchantId: number, tx: DbOrTx): Promise<GamesSeedReport> {
  const catalogue = generateCatalogue();
  await tx
    .insert(gameVendors)
    .values(catalogue.vendors.map((v) => ({ ...v, merchantId, callbackSecret: randomBytes(24).toString('base64url') })))
    .onConflictDoNothing();
  const slotRtpBp = Math.round(exactRtp() * 10_000);
  const rows = catalogue.games.map((g) => ({
    ...g,
    merchantId,
    rtpBp: g.gameCode === HOUSE_SLOT_CODE ? slotRtpBp : g.rtpBp,
    searchText: `${g.nameEn} ${g.nameMs} ${g.nameZh}`.toLowerCase(),
  }));
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx
      .insert(games)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing();
  }
  return { vendors: catalogue.vendors.length, games: rows.length };
}
