// spec §2 Header vendor routing: DS88 opens the cockfight page; for RNG, PVP, LIVE, FISH picking a
// vendor sets the selected vendor and opens that type's page; sports vendor FB opens /fbsports;
// lottery types and vendors go to the lottery route (spec §2 Game launch).
import { LOTTERY_VENDORS } from '../../../../schema/api/games';
import { storeVendor } from '../../games';

const TYPE_PATHS: Record<string, string> = {
  RNG: '/rng',
  PVP: '/pvp',
  LIVE: '/live',
  FISH: '/fish',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  ELOTT: '/elott',
  LOTT: '/lottery',
  COCKFIGHT: '/cockfight',
};
const SELECTS_VENDOR = ['RNG', 'PVP', 'LIVE', 'FISH'];

export function vendorRoute(gameType: string, vassalage: string): string {
  if (vassalage === 'DS88') return '/cockfight';
  if (gameType === 'SPORTS' && vassalage === 'FB') return '/fbsports';
  // The house's e-lottery vendor has its games page (/elott), like the other game types.
  if (gameType === 'ELOTT' && vassalage === 'ELOTT') return '/elott';
  if (gameType === 'LOTT' || (LOTTERY_VENDORS as readonly string[]).includes(vassalage)) return `/lottery?vendor=${encodeURIComponent(vassalage)}`;
  const path = TYPE_PATHS[gameType] ?? '/';
  return SELECTS_VENDOR.includes(gameType) ? `${path}?page=${encodeURIComponent(vassalage)}` : path;
}

/** The selected vendor per game type, kept in session storage (spec §3 cache gameVendor). */
export function selectVendor(gameType: string, vassalage: string): void {
  if (SELECTS_VENDOR.includes(gameType)) storeVendor(gameType, vassalage);
}
