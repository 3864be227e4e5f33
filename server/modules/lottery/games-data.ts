// The house lotteries (issue 17 item 1): each game's schedule, prizes and pay table, as data. spec §3 Lottery item
// (gameId, remark, gameMenuTag, drawDayOfWeek, numero, remainTime, lockTime, winningTime) is answered from these
// plus the draw rows. Days of week are ISO (1 = Monday … 7 = Sunday), spec §4 weekday filter values 1–7.
// Pay tables are in hundredths of the stake ("x100": 250000 = 2,500 × the stake), so a payout is the integer
// floor(stake × x100 × hits / 100) in minor units, never a float.
import type { LotteryConfig } from './config';

export type LotteryArea = 'SEA' | 'VN';
export type PrizeKey = string;

/** One prize tier of a draw: how many numbers it draws and how many digits each has. */
export interface PrizeTier {
  key: PrizeKey;
  count: number;
  digits: number;
}

export type PlayRule =
  /** The number (as many digits as the prizes) is one of these prizes' numbers: pays that tier's x100 (4D Big/Small). */
  | { kind: 'exact'; digits: number; pays: Record<PrizeKey, number> }
  /** The last `digits` of the named prize's first number (VN đề). */
  | { kind: 'tail'; digits: number; prize: PrizeKey; pays: number }
  /** x100 per prize number whose last `digits` match (VN lô). */
  | { kind: 'tail-hits'; digits: number; pays: number }
  /** The sum of the digits of the one main number: big (≥ from) / small / odd / even (no number). */
  | { kind: 'sum'; side: 'big' | 'small' | 'odd' | 'even'; bigFrom: number; pays: number };

export interface PlayType {
  code: string;
  rule: PlayRule;
  /** Per bet, minor units. */
  minStake: number;
  maxStake: number;
  /** Total stakes of all players on one number of this play type in one draw, minor units. */
  numberLimit: number;
}

export type Schedule =
  /** Draws on these ISO weekdays at `time` (HH:MM local), locked `lockMinutes` before. */
  | { kind: 'weekly'; days: number[]; time: string; lockMinutes: number }
  /** A draw every `intervalSeconds` all day, locked `lockSeconds` before each. */
  | { kind: 'interval'; intervalSeconds: number; lockSeconds: number };

export interface LotteryGame {
  code: string;
  names: { ms: string; en: string; zh: string };
  area: LotteryArea;
  /** spec §3 gameMenuTag: the menu the game is listed under. */
  menuTag: string;
  /** spec §3 prize modes (Lott, ZY, Elott, SEA). */
  prizeMode: 'Lott' | 'Elott' | 'SEA';
  /** The game's local time zone as a fixed offset from UTC in hours (MY +8, VN +7; neither has summer time). */
  utcOffsetHours: number;
  schedule: Schedule;
  prizes: PrizeTier[];
  /** 4D: the numbers of one draw are all different (as in a real 4D draw). */
  distinct: boolean;
  playTypes: PlayType[];
}

const RM = 100; // minor units per ringgit

/** A Malaysian-style 4D: 23 prizes (1st, 2nd, 3rd, 10 special, 10 consolation); Big pays on all 23, Small on the top 3 (per RM1: the common Big 2,500/1,000/500/180/60, Small 3,500/2,000/1,000). */
const FOUR_D: Omit<LotteryGame, 'code' | 'names' | 'schedule' | 'menuTag'> = {
  area: 'SEA',
  prizeMode: 'Lott',
  utcOffsetHours: 8,
  distinct: true,
  prizes: [
    { key: 'first', count: 1, digits: 4 },
    { key: 'second', count: 1, digits: 4 },
    { key: 'third', count: 1, digits: 4 },
    { key: 'special', count: 10, digits: 4 },
    { key: 'consolation', count: 10, digits: 4 },
  ],
  playTypes: [
    { code: 'BIG', rule: { kind: 'exact', digits: 4, pays: { first: 250_000, second: 100_000, third: 50_000, special: 18_000, consolation: 6_000 } }, minStake: 1 * RM, maxStake: 1_000 * RM, numberLimit: 5_000 * RM },
    { code: 'SMALL', rule: { kind: 'exact', digits: 4, pays: { first: 350_000, second: 200_000, third: 100_000 } }, minStake: 1 * RM, maxStake: 500 * RM, numberLimit: 2_000 * RM },
  ],
};

/** Southern Vietnam (Miền Nam): 18 prizes, special 6 digits down to the 8th prize's 2. */
const SOUTH_PRIZES: PrizeTier[] = [
  { key: 'special', count: 1, digits: 6 },
  { key: 'g1', count: 1, digits: 5 },
  { key: 'g2', count: 1, digits: 5 },
  { key: 'g3', count: 2, digits: 5 },
  { key: 'g4', count: 7, digits: 5 },
  { key: 'g5', count: 1, digits: 4 },
  { key: 'g6', count: 3, digits: 4 },
  { key: 'g7', count: 1, digits: 3 },
  { key: 'g8', count: 1, digits: 2 },
];
/** Northern Vietnam (Miền Bắc): 27 prizes. */
const NORTH_PRIZES: PrizeTier[] = [
  { key: 'special', count: 1, digits: 5 },
  { key: 'g1', count: 1, digits: 5 },
  { key: 'g2', count: 2, digits: 5 },
  { key: 'g3', count: 6, digits: 5 },
  { key: 'g4', count: 4, digits: 4 },
  { key: 'g5', count: 6, digits: 4 },
  { key: 'g6', count: 3, digits: 3 },
  { key: 'g7', count: 4, digits: 2 },
];

/** Đề (last two digits of the special prize) pays 80×; lô pays per prize whose last two digits match (≈ 80 % return: 18 prizes → 4.4×, 27 → 2.96×). */
function vnPlayTypes(prizeCount: number): PlayType[] {
  return [
    { code: 'DE', rule: { kind: 'tail', digits: 2, prize: 'special', pays: 8_000 }, minStake: 1 * RM, maxStake: 1_000 * RM, numberLimit: 10_000 * RM },
    { code: 'LO', rule: { kind: 'tail-hits', digits: 2, pays: prizeCount === 18 ? 440 : 296 }, minStake: 1 * RM, maxStake: 2_000 * RM, numberLimit: 20_000 * RM },
  ];
}

function southern(code: string, province: { ms: string; en: string; zh: string }, days: number[]): LotteryGame {
  return {
    code,
    names: province,
    area: 'VN',
    menuTag: 'MIEN_NAM',
    prizeMode: 'Elott',
    utcOffsetHours: 7,
    schedule: { kind: 'weekly', days, time: '16:15', lockMinutes: 15 },
    prizes: SOUTH_PRIZES,
    distinct: false,
    playTypes: vnPlayTypes(18),
  };
}

/** The games every brand runs. The fast game's period comes from the settings (a short one for browser tests). */
export function lotteryGames(config: Pick<LotteryConfig, 'fastIntervalSeconds' | 'fastLockSeconds'>): LotteryGame[] {
  return [
    { ...FOUR_D, code: 'H4D', names: { ms: '4D Harimau', en: 'Tiger 4D', zh: '猛虎4D' }, menuTag: '4D', schedule: { kind: 'weekly', days: [3, 6, 7], time: '19:00', lockMinutes: 30 } },
    {
      code: 'HP3',
      names: { ms: 'Pick 3 Pantas', en: 'Fast Pick 3', zh: '极速3D' },
      area: 'SEA',
      menuTag: 'FAST',
      prizeMode: 'Lott',
      utcOffsetHours: 8,
      schedule: { kind: 'interval', intervalSeconds: config.fastIntervalSeconds, lockSeconds: config.fastLockSeconds },
      prizes: [{ key: 'main', count: 1, digits: 3 }],
      distinct: false,
      playTypes: [
        { code: 'STRAIGHT', rule: { kind: 'exact', digits: 3, pays: { main: 90_000 } }, minStake: 1 * RM, maxStake: 200 * RM, numberLimit: 1_000 * RM },
        // Sums 14–27 and 0–13 are equally likely (and odd/even), so 1.96× returns 98 %.
        { code: 'BIG', rule: { kind: 'sum', side: 'big', bigFrom: 14, pays: 196 }, minStake: 1 * RM, maxStake: 5_000 * RM, numberLimit: 50_000 * RM },
        { code: 'SMALL', rule: { kind: 'sum', side: 'small', bigFrom: 14, pays: 196 }, minStake: 1 * RM, maxStake: 5_000 * RM, numberLimit: 50_000 * RM },
        { code: 'ODD', rule: { kind: 'sum', side: 'odd', bigFrom: 14, pays: 196 }, minStake: 1 * RM, maxStake: 5_000 * RM, numberLimit: 50_000 * RM },
        { code: 'EVEN', rule: { kind: 'sum', side: 'even', bigFrom: 14, pays: 196 }, minStake: 1 * RM, maxStake: 5_000 * RM, numberLimit: 50_000 * RM },
      ],
    },
    {
      code: 'HVNMB',
      names: { ms: 'Loteri Vietnam Utara', en: 'Northern Vietnam Lottery', zh: '越南北部彩' },
      area: 'VN',
      menuTag: 'MIEN_BAC',
      prizeMode: 'Elott',
      utcOffsetHours: 7,
      schedule: { kind: 'weekly', days: [1, 2, 3, 4, 5, 6, 7], time: '18:15', lockMinutes: 15 },
      prizes: NORTH_PRIZES,
      distinct: false,
      playTypes: vnPlayTypes(27),
    },
    // Southern provinces draw on their own weekdays (the weekday filter's reason to exist).
    southern('HVNHCM', { ms: 'Ho Chi Minh', en: 'Ho Chi Minh City', zh: '胡志明市' }, [1, 6]),
    southern('HVNVT', { ms: 'Vung Tau', en: 'Vung Tau', zh: '头顿' }, [2]),
    southern('HVNCT', { ms: 'Can Tho', en: 'Can Tho', zh: '芹苴' }, [3]),
    southern('HVNTN', { ms: 'Tay Ninh', en: 'Tay Ninh', zh: '西宁' }, [4]),
    southern('HVNVL', { ms: 'Vinh Long', en: 'Vinh Long', zh: '永隆' }, [5]),
    southern('HVNDL', { ms: 'Da Lat', en: 'Da Lat', zh: '大叻' }, [7]),
  ];
}

/** The largest payout of one bet of the game, as whole multiples of its stake (the wallet's cap on the round's win). */
export function maxMultiplierOf(game: LotteryGame, play: PlayType): number {
  const r = play.rule;
  const total = game.prizes.reduce((n, p) => n + p.count, 0);
  const x100 = r.kind === 'exact' ? Math.max(...Object.values(r.pays)) : r.kind === 'tail-hits' ? r.pays * total : r.pays;
  return Math.ceil(x100 / 100);
}

export function drawDaysOf(game: LotteryGame): number[] {
  return game.schedule.kind === 'weekly' ? game.schedule.days : [1, 2, 3, 4, 5, 6, 7];
}
