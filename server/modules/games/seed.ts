// Seeds one brand's catalogue from the deterministic generator (issue 5 item 1). Called by
// server/seed/index.ts on first start (claimed once per brand) and by tests. Batch inserts: ~10,800 games
// go in as a handful of multi-row INSERTs (about a second per brand on PGlite).
import { randomBytes } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { generateCatalogue } from './catalogue/generator';
import { bumpCatalogueVersion } from './catalogue-snapshot';
import { HOUSE_DICE_CODE, HOUSE_SLOT_CODE } from './house/codes';
import { houseMaxMultipliers } from './house/max-multiplier';
import { exactRtp } from './house/slot-math';
import { games, gameVendors } from './tables';

const BATCH = 2500;

export interface GamesSeedReport {
  vendors: number;
  games: number;
}

export async function seedGames(merchantId: number, tx: DbOrTx): Promise<GamesSeedReport> {
  const catalogue = generateCatalogue();
  // One callback secret per vendor code, shared by its rows of every game type (callbacks are per vendor),
  // drawn per brand: a secret of one brand never signs for another (issue 24 item 7).
  const secrets = new Map<string, string>();
  const secretOf = (vassalage: string) => secrets.get(vassalage) ?? (secrets.set(vassalage, randomBytes(24).toString('base64url')), secrets.get(vassalage)!);
  // The house games' caps come from their maths (house/max-multiplier.ts), not from their game type's.
  const house = houseMaxMultipliers();
  const houseCaps: Record<string, number> = { [HOUSE_SLOT_CODE]: house.slot, [HOUSE_DICE_CODE]: house.dice };
  const houseVendorCap = Math.max(house.slot, house.dice);
  await tx
    .insert(gameVendors)
    .values(
      catalogue.vendors.map((v) => ({
        ...v,
        merchantId,
        callbackSecret: secretOf(v.vassalage),
        maxMultiplier: v.adapter === 'house' ? houseVendorCap : v.maxMultiplier,
      })),
    )
    .onConflictDoNothing();
  const slotRtpBp = Math.round(exactRtp() * 10_000);
  const rows = catalogue.games.map((g) => ({
    ...g,
    merchantId,
    rtpBp: g.gameCode === HOUSE_SLOT_CODE ? slotRtpBp : g.rtpBp,
    maxMultiplier: houseCaps[g.gameCode] ?? null,
    searchText: `${g.nameEn} ${g.nameMs} ${g.nameZh}`.toLowerCase(),
  }));
  // One statement per batch with the rows as a single JSON parameter: far fewer bind parameters and
  // round trips than a multi-row VALUES list (measured ~4x faster on PGlite).
  // Only the columns the generator fills; the others (id, enabled, created_at) take their defaults.
  const entries = Object.entries(getTableColumns(games)).filter(([k]) => k in rows[0]);
  const cols = entries.map(([, c]) => c);
  const keyOf = new Map(entries.map(([k, c]) => [c.name, k]));
  const colList = sql.raw(cols.map((c) => `"${c.name}"`).join(', '));
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH).map((r) => Object.fromEntries(cols.map((c) => [c.name, (r as Record<string, unknown>)[keyOf.get(c.name)!]]))));
    await tx.execute(sql`insert into games (${colList}) select ${colList} from jsonb_populate_recordset(null::games, ${json}::jsonb) on conflict do nothing`);
  }
  await bumpCatalogueVersion(merchantId, tx);
  return { vendors: catalogue.vendors.length, games: rows.length };
}
