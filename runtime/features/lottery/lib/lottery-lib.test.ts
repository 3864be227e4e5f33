// The verify page's WebCrypto computation gives the server's numbers (a vector from server/modules/lottery/fair.ts),
// spec §4 polling interval, weekday filter and search, and per-user favourites.
import { beforeEach, describe, expect, it } from 'vitest';
import { favouritesOf, toggleFavourite } from './favourites';
import { filterItems, nextRefreshSeconds } from './refresh';
import { deriveNumbers, sha256Hex, verifyDraw } from './verify';

const FOUR_D = [
  { key: 'first', count: 1, digits: 4 },
  { key: 'second', count: 1, digits: 4 },
  { key: 'third', count: 1, digits: 4 },
  { key: 'special', count: 10, digits: 4 },
  { key: 'consolation', count: 10, digits: 4 },
];
// deriveResult(H4D, '20261125', 'cd' × 32) on the server.
const SERVER = [
  { key: 'first', numbers: ['6645'] },
  { key: 'second', numbers: ['1692'] },
  { key: 'third', numbers: ['5665'] },
  { key: 'special', numbers: ['7753', '2683', '6332', '0017', '7810', '0357', '0412', '0625', '6378', '5007'] },
  { key: 'consolation', numbers: ['3612', '9502', '0641', '3784', '2845', '2510', '4306', '1950', '1215', '6200'] },
];

describe('verify', () => {
  const seed = 'cd'.repeat(32);
  it('recomputes the server’s 4D draw from its seed', async () => {
    expect(await deriveNumbers(seed, 'H4D', '20261125', FOUR_D, true)).toEqual(SERVER);
  });
  it('says which check failed', async () => {
    const seedHash = await sha256Hex(seed);
    const draw = { gameId: 'H4D', numero: '20261125', seed, seedHash, result: { prizes: SERVER } };
    expect(await verifyDraw(draw, FOUR_D, true)).toBe('ok');
    expect(await verifyDraw({ ...draw, seedHash: '0'.repeat(64) }, FOUR_D, true)).toBe('hash_mismatch');
    const forged = SERVER.map((p, i) => (i === 0 ? { ...p, numbers: ['1234'] } : p));
    expect(await verifyDraw({ ...draw, result: { prizes: forged } }, FOUR_D, true)).toBe('result_mismatch');
    expect(await verifyDraw({ ...draw, seed: null }, FOUR_D, true)).toBe('pending');
  });
});

describe('lottery screen rules', () => {
  it('polls after min(30 s, lowest remaining), 7 s when that is zero or less', () => {
    expect(nextRefreshSeconds([120, 45])).toBe(30);
    expect(nextRefreshSeconds([120, 12])).toBe(12);
    expect(nextRefreshSeconds([120, 0])).toBe(7);
    expect(nextRefreshSeconds([-3])).toBe(7);
  });
  it('filters by draw weekday (1–7) and by name', () => {
    const items = [
      { gameId: 'H4D', remark: 'Tiger 4D', drawDayOfWeek: '3,6,7' },
      { gameId: 'HVNVT', remark: 'Vung Tau', drawDayOfWeek: '2' },
    ];
    expect(filterItems(items, 2, '').map((i) => i.gameId)).toEqual(['HVNVT']);
    expect(filterItems(items, null, 'tig').map((i) => i.gameId)).toEqual(['H4D']);
    expect(filterItems(items, 7, 'vung')).toEqual([]);
  });
});

describe('favourites', () => {
  // The browser's localStorage, in memory (tests run in Node).
  beforeEach(() => {
    const data = new Map<string, string>();
    const localStorage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
    (globalThis as { window?: unknown }).window = { localStorage };
  });
  it('toggles per user in local storage', () => {
    expect(toggleFavourite('ali', 'H4D')).toEqual(['H4D']);
    expect(toggleFavourite('siti', 'HP3')).toEqual(['HP3']);
    expect(favouritesOf('ali')).toEqual(['H4D']);
    expect(toggleFavourite('ali', 'H4D')).toEqual([]);
    expect(favouritesOf('siti')).toEqual(['HP3']);
  });
});

describe('lottery labels', () => {
  it('names every tag, bet type, prize, bet status, verdict and weekday of the house lotteries in ms, en and zh', async () => {
    const { resources } = await import('../../../i18n/resources');
    const keys = [
      ...['4D', 'FAST', 'MIEN_NAM', 'MIEN_BAC'].map((k) => `tag.${k}`),
      ...['BIG', 'SMALL', 'STRAIGHT', 'ODD', 'EVEN', 'DE', 'LO'].map((k) => `play.${k}`),
      ...['first', 'second', 'third', 'special', 'consolation', 'main', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8'].map((k) => `prize.${k}`),
      ...['placed', 'won', 'lost', 'refunded'].map((k) => `betStatus.${k}`),
      ...['pending', 'ok', 'hash_mismatch', 'result_mismatch'].map((k) => `verdict.${k}`),
      ...['bet', 'results', 'mine'].map((k) => `tabs.${k}`),
      ...[1, 2, 3, 4, 5, 6, 7].map((d) => `day.${d}`),
    ];
    for (const lang of ['ms', 'en', 'zh'] as const) {
      const tree = (resources[lang].translation as unknown as { lottery: Record<string, Record<string, string>> }).lottery;
      for (const k of keys) {
        const [group, key] = k.split('.');
        expect(tree[group]?.[key], `${lang} lottery.${k}`).toBeTruthy();
      }
    }
  });
});
