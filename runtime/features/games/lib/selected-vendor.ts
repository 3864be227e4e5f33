// spec §2: /rng?page={vassalage} shows a tabbed hall; the selected tab comes from `page`, falling back to
// the value kept in session storage (spec §3 cache gameVendor: { [gameType]: vassalage }).
import { SESSION_KEYS, sessionStore } from '../../../lib/storage';

export function storedVendor(gameType: string): string | undefined {
  try {
    const map = JSON.parse(sessionStore.get(SESSION_KEYS.gameVendor) ?? '{}') as Record<string, string>;
    return typeof map[gameType] === 'string' ? map[gameType] : undefined;
  } catch {
    return undefined;
  }
}

export function storeVendor(gameType: string, vassalage: string | undefined): void {
  let map: Record<string, string> = {};
  try {
    map = JSON.parse(sessionStore.get(SESSION_KEYS.gameVendor) ?? '{}') as Record<string, string>;
  } catch {}
  if (vassalage) map[gameType] = vassalage;
  else delete map[gameType];
  sessionStore.set(SESSION_KEYS.gameVendor, JSON.stringify(map));
}

/** The vendor the page shows: the address wins, then session storage, else all vendors. */
export function selectedVendor(gameType: string, fromAddress: string | null, known: string[]): string | undefined {
  const wanted = fromAddress ?? storedVendor(gameType);
  return wanted && known.includes(wanted) ? wanted : undefined;
}
