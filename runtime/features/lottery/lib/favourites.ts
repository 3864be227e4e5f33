// spec §3 / §4: lottery favourites per user in local storage; toggling removes a favourite, else adds it.
import { LOCAL_KEYS, localStore } from '../../../lib/storage';

type Store = Record<string, string[]>;

function read(): Store {
  try {
    const v = JSON.parse(localStore.get(LOCAL_KEYS.lotteryFavourites) ?? '{}') as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Store) : {};
  } catch {
    return {};
  }
}

export function favouritesOf(user: string): string[] {
  const list = read()[user];
  return Array.isArray(list) ? list.filter((x) => typeof x === 'string') : [];
}

export function toggleFavourite(user: string, gameId: string): string[] {
  const all = read();
  const mine = favouritesOf(user);
  const next = mine.includes(gameId) ? mine.filter((g) => g !== gameId) : [...mine, gameId];
  localStore.set(LOCAL_KEYS.lotteryFavourites, JSON.stringify({ ...all, [user]: next }));
  return next;
}
