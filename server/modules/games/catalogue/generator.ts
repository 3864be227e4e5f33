// Deterministic demo catalogue (issue 5 item 1): every game type, close to 10,000 slots across ~30 studios,
// plausible names in ms, en and zh. Pure: the same version string gives the same catalogue everywhere, so
// nodeIds stay stable across restarts and brands (favourites and recents keep pointing at the same games).
import { GAME_CLASSIFY, type GameType } from '../../../../schema/api/games';
import { lotteryGames } from '../../lottery';
import { HOUSE_DICE_CODE, HOUSE_SLOT_CODE } from '../house/codes';
import { SeededRandom } from './prng';
import { HOUSE_VENDOR, VENDORS, type VendorSpec } from './vendors';
import { ADJECTIVES, NOUNS, SUFFIXES, type Word } from './words';

export const CATALOGUE_VERSION = 'catalogue-v1';

export interface GeneratedVendor {
  vassalage: string;
  gameType: GameType;
  displayName: string;
  accountTypeId: number;
  isHot: number;
  adapter: 'house' | 'demo';
  sortOrder: number;
  /** The largest win of a round as whole multiples of its stake (issue 24 item 7; MAX_MULTIPLIER). */
  maxMultiplier: number;
}

export interface GeneratedGame {
  nodeId: string;
  gameType: GameType;
  vassalage: string;
  accountTypeName: string;
  gameCode: string;
  code: string;
  defaultPlayType: string;
  isGame: 'GAME' | 'VASSALAGE';
  gameClassify: string;
  nameEn: string;
  nameMs: string;
  nameZh: string;
  minBet: number;
  lines: number;
  rtpBp: number;
  isHot: boolean;
  isNew: boolean;
  freePlay: boolean;
  sortOrder: number;
}

/**
 * The wallet's cap on a round's win, as multiples of its stake, per game type (issue 24 item 7): generous
 * enough for any real game of the type, finite so a forged or broken credit is refused. RNG: the largest slot
 * maxima published (Megaways-class, tens of thousands); LIVE: table games and their lightning multipliers
 * (≤ 1,000); FISH: boss fish; PVP: a pot won from the other players; SPORTS/ESPORTS: parlays; ELOTT/LOTT:
 * 4D-style top prizes; COCKFIGHT: meron/wala/draw odds. A game with a known maximum sets its own
 * (games.max_multiplier: the house games, seed.ts). Migration 0015 seeded existing brands with these values.
 */
export const MAX_MULTIPLIER: Record<GameType, number> = {
  RNG: 50_000,
  LIVE: 1_000,
  FISH: 1_000,
  PVP: 1_000,
  SPORTS: 10_000,
  ESPORTS: 10_000,
  ELOTT: 10_000,
  LOTT: 10_000,
  COCKFIGHT: 100,
};

/** Min bet in minor units: spec §9 options 0.01 .. 0.75, plus 1.00 (spec §9 sample filter "min bet 1 unit"). */
const MIN_BETS = [1, 1, 1, 5, 5, 10, 10, 10, 50, 75, 100];
const SLOT_LINES: Record<string, number[]> = {
  VIDEO_SLOT: [9, 10, 15, 20, 20, 25, 25, 30, 40, 50, 243],
  CLASSIC_SLOT: [1, 3, 5, 9],
  MEGAWAYS: [117649],
  JACKPOT: [20, 25, 50],
  TABLE: [0],
  ARCADE: [0],
};
const SLOT_CLASSIFY_WEIGHTS: [string, number][] = [
  ['VIDEO_SLOT', 62],
  ['CLASSIC_SLOT', 10],
  ['MEGAWAYS', 8],
  ['JACKPOT', 8],
  ['TABLE', 6],
  ['ARCADE', 6],
];

function weighted(rng: SeededRandom, table: [string, number][]): string {
  const total = table.reduce((s, [, n]) => s + n, 0);
  let r = rng.int(total);
  for (const [v, n] of table) {
    if (r < n) return v;
    r -= n;
  }
  return table[0][0];
}

interface Names {
  en: string;
  ms: string;
  zh: string;
}

function slotName(rng: SeededRandom): Names {
  const adj = rng.pick(ADJECTIVES);
  const noun = rng.pick(NOUNS);
  const suffix = rng.pick(SUFFIXES);
  switch (rng.int(3)) {
    case 0:
      return { en: `${adj.en} ${noun.en}`, ms: `${noun.ms} ${adj.ms}`, zh: `${adj.zh}${noun.zh}` };
    case 1:
      return { en: `${noun.en} ${suffix.en}`, ms: `${suffix.ms} ${noun.ms}`, zh: `${noun.zh}${suffix.zh}` };
    default:
      return { en: `${adj.en} ${noun.en} ${suffix.en}`, ms: `${suffix.ms} ${noun.ms} ${adj.ms}`, zh: `${adj.zh}${noun.zh}${suffix.zh}` };
  }
}

const LIVE_TABLES: Record<string, Word> = {
  BACCARAT: { en: 'Baccarat', ms: 'Bakarat', zh: '百家乐' },
  ROULETTE: { en: 'Roulette', ms: 'Rolet', zh: '轮盘' },
  BLACKJACK: { en: 'Blackjack', ms: 'Blackjack', zh: '二十一点' },
  SICBO: { en: 'Sic Bo', ms: 'Sic Bo', zh: '骰宝' },
  DRAGON_TIGER: { en: 'Dragon Tiger', ms: 'Naga Harimau', zh: '龙虎' },
};
const PVP_GAMES: Record<string, Word[]> = {
  POKER: [
    { en: "Texas Hold'em", ms: "Texas Hold'em", zh: '德州扑克' },
    { en: 'Omaha', ms: 'Omaha', zh: '奥马哈' },
    { en: 'Short Deck', ms: 'Dek Pendek', zh: '短牌' },
  ],
  MAHJONG: [
    { en: 'Mahjong 2 Players', ms: 'Mahjong 2 Pemain', zh: '二人麻将' },
    { en: 'Sichuan Mahjong', ms: 'Mahjong Sichuan', zh: '四川麻将' },
  ],
  CARD: [
    { en: 'Big Two', ms: 'Big Two', zh: '锄大地' },
    { en: 'Niu Niu', ms: 'Niu Niu', zh: '牛牛' },
    { en: 'Fight the Landlord', ms: 'Lawan Tuan Tanah', zh: '斗地主' },
    { en: 'Thirteen Cards', ms: 'Tiga Belas Kad', zh: '十三水' },
  ],
  DOMINO: [
    { en: 'Domino QiuQiu', ms: 'Domino QiuQiu', zh: '多米诺' },
    { en: 'Gaple', ms: 'Gaple', zh: '骨牌' },
  ],
};
const LOTTERIES_VN: Word[] = ['Ho Chi Minh', 'Ha Noi', 'Da Nang', 'Can Tho', 'Dong Nai', 'Vung Tau', 'Ben Tre', 'Bac Lieu', 'Khanh Hoa', 'Hue'].map((c) => ({
  en: `${c} Lottery`,
  ms: `Loteri ${c}`,
  zh: `${c}彩票`,
}));
const LOTTERIES_SEA: Word[] = ['Magnum 4D', 'Toto 4D', 'Da Ma Cai 4D', 'Sabah 88', 'Sandakan 4D', 'Cash Sweep', 'Singapore 4D', 'Toto 6/58', 'Mega 6/45'].map((n) => ({
  en: n,
  ms: n,
  zh: `${n} 彩票`,
}));

/** Names, classify and lines for one game of a non-slot vendor. */
function otherGame(v: VendorSpec, i: number, rng: SeededRandom): { names: Names; classify: string; lines: number; isGame: 'GAME' | 'VASSALAGE' } {
  const n = i + 1;
  switch (v.gameType) {
    case 'LIVE': {
      if (i === 0) return { names: { en: `${v.displayName} Lobby`, ms: `Lobi ${v.displayName}`, zh: `${v.displayName} 大厅` }, classify: 'LOBBY', lines: 0, isGame: 'VASSALAGE' };
      const kinds = Object.keys(LIVE_TABLES);
      const kind = kinds[i % kinds.length];
      const t = LIVE_TABLES[kind];
      const table = Math.ceil(n / kinds.length);
      const speed = rng.chance(0.3);
      return {
        names: { en: `${speed ? 'Speed ' : ''}${t.en} ${table}`, ms: `${t.ms}${speed ? ' Pantas' : ''} ${table}`, zh: `${speed ? '极速' : ''}${t.zh} ${table}` },
        classify: kind,
        lines: 0,
        isGame: 'GAME',
      };
    }
    case 'FISH': {
      const adj = rng.pick(ADJECTIVES);
      const noun = rng.pick(NOUNS);
      return { names: { en: `${adj.en} ${noun.en} Fishing`, ms: `Memancing ${noun.ms} ${adj.ms}`, zh: `${adj.zh}${noun.zh}捕鱼` }, classify: 'FISH', lines: 0, isGame: 'GAME' };
    }
    case 'PVP': {
      const kinds = Object.keys(PVP_GAMES);
      const kind = kinds[i % kinds.length];
      const base = PVP_GAMES[kind][Math.floor(i / kinds.length) % PVP_GAMES[kind].length];
      const round = Math.floor(i / (kinds.length * PVP_GAMES[kind].length));
      const tag = round ? ` ${['Pro', 'Blitz', 'VIP', 'Classic'][round % 4]}` : '';
      return { names: { en: base.en + tag, ms: base.ms + tag, zh: base.zh + tag }, classify: kind, lines: 0, isGame: 'GAME' };
    }
    case 'SPORTS':
      return { names: { en: `${v.displayName}`, ms: `${v.displayName}`, zh: `${v.displayName} 体育` }, classify: 'SPORTSBOOK', lines: 0, isGame: 'GAME' };
    case 'ESPORTS': {
      const titles = ['Arena Bets', 'Live Matches', 'Virtual League'];
      const t = titles[i % titles.length];
      return { names: { en: `${v.displayName} ${t}`, ms: `${v.displayName} ${t}`, zh: `${v.displayName} 电竞` }, classify: 'ESPORTSBOOK', lines: 0, isGame: 'GAME' };
    }
    case 'ELOTT': {
      const l = LOTTERIES_VN[i % LOTTERIES_VN.length];
      const tag = i >= LOTTERIES_VN.length ? ' 2D' : '';
      return { names: { en: l.en + tag, ms: l.ms + tag, zh: l.zh + tag }, classify: 'LOTTERY', lines: 0, isGame: 'GAME' };
    }
    case 'LOTT': {
      const l = LOTTERIES_SEA[i % LOTTERIES_SEA.length];
      const tag = i >= LOTTERIES_SEA.length ? ' Jackpot' : '';
      return { names: { en: l.en + tag, ms: l.ms + tag, zh: l.zh + tag }, classify: 'LOTTERY', lines: 0, isGame: 'GAME' };
    }
    case 'COCKFIGHT':
      return {
        names: i === 0 ? { en: 'Sabong Live Arena', ms: 'Arena Sabung Ayam', zh: '斗鸡现场' } : { en: 'Sabong Derby', ms: 'Derby Sabung Ayam', zh: '斗鸡大赛' },
        classify: 'COCKFIGHT',
        lines: 0,
        isGame: 'GAME',
      };
    default:
      throw new Error(`no generator for ${v.gameType}`);
  }
}

const FREE_PLAY_TYPES = new Set<GameType>(['RNG', 'FISH']);

export interface Catalogue {
  vendors: GeneratedVendor[];
  games: GeneratedGame[];
}

let cached: Catalogue | null = null;

/** The whole catalogue; computed once per process (~10,800 games). */
export function generateCatalogue(): Catalogue {
  if (cached) return cached;
  const rng = new SeededRandom(CATALOGUE_VERSION);
  const vendors: GeneratedVendor[] = [];
  const games: GeneratedGame[] = [];
  const usedNames = new Set<string>();

  VENDORS.forEach((v, vi) => {
    vendors.push({
      vassalage: v.vassalage,
      gameType: v.gameType,
      displayName: v.displayName,
      accountTypeId: vi + 1,
      isHot: v.isHot ? 1 : 0,
      adapter: v.vassalage === HOUSE_VENDOR ? 'house' : 'demo',
      sortOrder: vi,
      maxMultiplier: MAX_MULTIPLIER[v.gameType],
    });
    const accountTypeName = `${v.vassalage}_${v.gameType}`;
    const defaultPlayType = v.gameType === 'ELOTT' || v.gameType === 'LOTT' ? v.gameType : '';
    for (let i = 0; i < v.count; i++) {
      let names: Names;
      let classify: string;
      let lines: number;
      let isGame: 'GAME' | 'VASSALAGE' = 'GAME';
      if (v.gameType === 'RNG') {
        const base = slotName(rng);
        names = base;
        // A title already taken gets one edition number ("Candy Party 2", then 3): numbered from the base title,
        // never appended to the last try ("Candy Party 2 3 4 5", issue 23 item 9).
        for (let k = 2; usedNames.has(names.en); k++) names = { en: `${base.en} ${k}`, ms: `${base.ms} ${k}`, zh: `${base.zh} ${k}` };
        classify = names.en.includes('Megaways') ? 'MEGAWAYS' : names.en.includes('Jackpot') ? 'JACKPOT' : weighted(rng, SLOT_CLASSIFY_WEIGHTS);
        lines = rng.pick(SLOT_LINES[classify]);
      } else {
        ({ names, classify, lines, isGame } = otherGame(v, i, rng));
      }
      usedNames.add(names.en);
      const gameCode = `${v.vassalage}_${v.gameType}_${String(i + 1).padStart(4, '0')}`;
      const hot = rng.chance(v.gameType === 'RNG' ? 0.03 : 0.25);
      games.push({
        nodeId: `${v.gameType}.${v.vassalage}.${String(i + 1).padStart(4, '0')}`,
        gameType: v.gameType,
        vassalage: v.vassalage,
        accountTypeName,
        gameCode,
        code: String(100000 + games.length),
        defaultPlayType,
        isGame,
        gameClassify: classify,
        nameEn: names.en,
        nameMs: names.ms,
        nameZh: names.zh,
        minBet: v.gameType === 'RNG' || v.gameType === 'FISH' ? rng.pick(MIN_BETS) : rng.pick([100, 500, 1000]),
        lines,
        rtpBp: 9400 + rng.int(351),
        isHot: hot,
        isNew: rng.chance(0.04),
        freePlay: FREE_PLAY_TYPES.has(v.gameType) && isGame === 'GAME',
        // Hot games lead the default order; the rest interleave the studios.
        sortOrder: (hot ? 0 : 100_000) + rng.int(100_000),
      });
    }
  });

  // House games (house/): really playable, always first in the lobby.
  games.unshift(
    {
      nodeId: `RNG.${HOUSE_VENDOR}.SLOT`,
      gameType: 'RNG',
      vassalage: HOUSE_VENDOR,
      accountTypeName: `${HOUSE_VENDOR}_RNG`,
      gameCode: HOUSE_SLOT_CODE,
      code: '1',
      defaultPlayType: '',
      isGame: 'GAME',
      gameClassify: 'VIDEO_SLOT',
      nameEn: 'Fortune Reels 5',
      nameMs: 'Gulungan Tuah 5',
      nameZh: '财运五轴',
      minBet: 20,
      lines: 20,
      rtpBp: 0, // filled from the slot math by the seed
      isHot: true,
      isNew: true,
      freePlay: true,
      sortOrder: 0,
    },
    {
      nodeId: `RNG.${HOUSE_VENDOR}.DICE`,
      gameType: 'RNG',
      vassalage: HOUSE_VENDOR,
      accountTypeName: `${HOUSE_VENDOR}_RNG`,
      gameCode: HOUSE_DICE_CODE,
      code: '2',
      defaultPlayType: '',
      isGame: 'GAME',
      gameClassify: 'TABLE',
      nameEn: 'Lucky Dice',
      nameMs: 'Dadu Bertuah',
      nameZh: '幸运骰子',
      minBet: 10,
      lines: 0,
      rtpBp: 9900,
      isHot: true,
      isNew: true,
      freePlay: true,
      sortOrder: 1,
    },
  );
  games.push(...houseLotteryTiles(games.length));
  cached = { vendors, games };
  return cached;
}

/** The classify values a game type offers (spec §3 gameClassify). */
export function classifyOf(gameType: GameType): readonly string[] {
  return GAME_CLASSIFY[gameType];
}

/**
 * The house lotteries (issue 17) as catalogue tiles: hot games, search and the game lists show them, and launching one
 * opens its lottery page (spec §2 Game launch). Vietnam's regional draws (prize mode Elott) are the ELOTT vendor's
 * games, on /elott and /vnlottery; 4D and the fast game are the LOTT vendor's, on /lottery. The schedule does not
 * matter here, only codes and names.
 */
function houseLotteryTiles(offset: number): GeneratedGame[] {
  return lotteryGames({ fastIntervalSeconds: 300, fastLockSeconds: 30 }).map((g, i) => {
    const gameType: GameType = g.prizeMode === 'Elott' ? 'ELOTT' : 'LOTT';
    return {
      nodeId: `${gameType}.${gameType}.${g.code}`,
      gameType,
      vassalage: gameType,
      accountTypeName: `${gameType}_${gameType}`,
      gameCode: g.code,
      code: String(100000 + offset + i),
      defaultPlayType: g.playTypes[0]?.code ?? '',
      isGame: 'GAME',
      gameClassify: classifyOf(gameType)[0] ?? '',
      nameEn: g.names.en,
      nameMs: g.names.ms,
      nameZh: g.names.zh,
      minBet: Math.min(...g.playTypes.map((p) => p.minStake)),
      lines: 0,
      rtpBp: 0,
      isHot: i < 3 || g.code === 'HVNMB',
      isNew: false,
      freePlay: false,
      sortOrder: i,
    };
  });
}
