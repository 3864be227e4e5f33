// spec §7 GET /lgw/games/game_menus: one entry per game type with up to 30 vendors (spec §9),
// served by the games module. Until it is deployed the call 404s: the nav keeps its plain
// entries and shows no drop-down (no error shown).
import type { GameMenu } from '../../../../schema/api/games';
import { apiGet } from '../../../lib/api';

export type { GameMenu, Vendor as NavVendor } from '../../../../schema/api/games';

/** spec §9 nav drop-down limit. */
export const NAV_VENDOR_LIMIT = 30;

let menus: Promise<GameMenu[]> | undefined;

export function getGameMenus(): Promise<GameMenu[]> {
  menus ??= apiGet<GameMenu[]>('lgw/games/game_menus').then(
    (v) => (Array.isArray(v) ? v : []),
    () => [],
  );
  return menus;
}
