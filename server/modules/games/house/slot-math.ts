// House slot "Fortune Reels 5" (issue 5 item 4a): 5 reels x 3 rows, 20 fixed paylines, one wild.
// Pure functions, no DB: spin() draws 5 reel stops from an IntSource and evaluates every line through a
// precomputed table (9^5 symbol combinations), so a million spins take well under a second.
// The exact RTP is computed by exactRtp() below and documented in ../README.md; slot-math.test.ts checks
// a ≥1,000,000-spin simulation lands within ±0.5 percentage points of it.
import type { IntSource } from './rng';

export const SYMBOLS = ['WILD', 'SEVEN', 'BELL', 'MELON', 'GRAPE', 'PLUM', 'ORANGE', 'LEMON', 'CHERRY'] as const;
export type SymbolName = (typeof SYMBOLS)[number];
const WILD = 0;
const N = SYMBOLS.length;

export const REELS = 5;
export const ROWS = 3;

/**
 * Pays for 3, 4 and 5 of a kind on a line, left to right from reel 1, in multiples of the line bet.
 * WILD substitutes every symbol; a line pays the better of its wild-only run and its symbol run.
 */
export const PAYTABLE: Record<SymbolName, [number, number, number]> = {
  WILD: [40, 100, 400],
  SEVEN: [30, 80, 250],
  BELL: [20, 50, 150],
  MELON: [15, 40, 100],
  GRAPE: [12, 30, 80],
  PLUM: [9, 20, 60],
  ORANGE: [7, 15, 40],
  LEMON: [5, 12, 30],
  CHERRY: [3, 10, 20],
};

/** How many of each symbol (in SYMBOLS order) each reel strip holds; the strips interleave them. */
export const REEL_COUNTS: number[][] = [
  [3, 2, 3, 3, 4, 4, 4, 5, 5],
  [3, 2, 3, 3, 4, 4, 4, 5, 5],
  [3, 2, 3, 3, 4, 4, 4, 5, 5],
  [3, 2, 3, 3, 4, 4, 4, 5, 5],
  [3, 2, 3, 3, 4, 4, 4, 5, 5],
];

/** 20 paylines: the row (0 top, 1 middle, 2 bottom) on each reel. */
export const PAYLINES: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
];
export const LINES = PAYLINES.length;

/** Builds a strip from symbol counts by spreading each symbol evenly (deterministic, no clumps). */
function buildStrip(counts: number[]): Uint8Array {
  const total = counts.reduce((a, b) => a + b, 0);
  const slots: { pos: number; sym: number }[] = [];
  counts.forEach((c, sym) => {
    for (let k = 0; k < c; k++) slots.push({ pos: (k + 0.5 + sym / N) / c, sym });
  });
  slots.sort((a, b) => a.pos - b.pos || a.sym - b.sym);
  const strip = new Uint8Array(total);
  slots.forEach((s, i) => (strip[i] = s.sym));
  return strip;
}

export const STRIPS: Uint8Array[] = REEL_COUNTS.map(buildStrip);

/** Line pay (in line bets) for a run of symbols s0..s4. */
function linePay(s: number[]): number {
  // Wild-only run.
  let wildRun = 0;
  while (wildRun < REELS && s[wildRun] === WILD) wildRun++;
  const wildPay = wildRun >= 3 ? PAYTABLE.WILD[wildRun - 3] : 0;
  if (wildRun === REELS) return wildPay;
  // Symbol run: the first non-wild symbol, extended through wilds.
  const target = s[wildRun];
  let run = wildRun;
  while (run < REELS && (s[run] === target || s[run] === WILD)) run++;
  const symPay = run >= 3 ? PAYTABLE[SYMBOLS[target]][run - 3] : 0;
  return Math.max(wildPay, symPay);
}

/** PAY_TABLE[s0*N^4 + s1*N^3 + s2*N^2 + s3*N + s4] = line pay in line bets. */
const PAY_LOOKUP: Uint16Array = (() => {
  const t = new Uint16Array(N ** REELS);
  const s = [0, 0, 0, 0, 0];
  for (let i = 0; i < t.length; i++) {
    let x = i;
    for (let r = REELS - 1; r >= 0; r--) {
      s[r] = x % N;
      x = Math.floor(x / N);
    }
    t[i] = linePay(s);
  }
  return t;
})();

export interface LineWin {
  line: number;
  symbol: SymbolName;
  count: number;
  /** In line bets. */
  pay: number;
}

export interface SpinResult {
  /** Reel stops drawn from the RNG. */
  stops: number[];
  /** grid[reel][row] symbol names, as shown. */
  grid: SymbolName[][];
  /** Total pay in line bets (multiply by the line bet for money). */
  pay: number;
  wins: LineWin[];
}

/** Total pay of one set of stops, in line bets: the hot path of the simulation. */
export function payForStops(stops: ArrayLike<number>): number {
  let total = 0;
  const s0 = STRIPS[0], s1 = STRIPS[1], s2 = STRIPS[2], s3 = STRIPS[3], s4 = STRIPS[4];
  const l0 = s0.length, l1 = s1.length, l2 = s2.length, l3 = s3.length, l4 = s4.length;
  for (let l = 0; l < LINES; l++) {
    const p = PAYLINES[l];
    const idx =
      (((s0[(stops[0] + p[0]) % l0] * N + s1[(stops[1] + p[1]) % l1]) * N + s2[(stops[2] + p[2]) % l2]) * N + s3[(stops[3] + p[3]) % l3]) * N +
      s4[(stops[4] + p[4]) % l4];
    total += PAY_LOOKUP[idx];
  }
  return total;
}

/** One spin: stops from `rng`, the grid and the paying lines. */
export function spin(rng: IntSource): SpinResult {
  const stops = STRIPS.map((strip) => rng.int(strip.length));
  const grid = STRIPS.map((strip, r) => [0, 1, 2].map((row) => SYMBOLS[strip[(stops[r] + row) % strip.length]]));
  const wins: LineWin[] = [];
  let pay = 0;
  PAYLINES.forEach((p, line) => {
    const syms = p.map((row, r) => STRIPS[r][(stops[r] + row) % STRIPS[r].length]);
    const linePayValue = linePay(syms);
    if (linePayValue > 0) {
      const first = syms.find((x) => x !== WILD) ?? WILD;
      let count = 0;
      while (count < REELS && (syms[count] === first || syms[count] === WILD)) count++;
      wins.push({ line: line + 1, symbol: SYMBOLS[first], count, pay: linePayValue });
      pay += linePayValue;
    }
  });
  return { stops, grid, pay, wins };
}

/**
 * Exact return to player (fraction of the total bet). Each line's symbol on reel r is uniform over that
 * reel's strip, so every line has the same expected pay E; a spin bets LINES line bets and returns
 * LINES * E line bets, hence RTP = E. E is the sum over all 9^5 symbol combinations of
 * P(combination) * pay, with P the product of each symbol's share of its strip.
 */
export function exactRtp(): number {
  const probs = REEL_COUNTS.map((c) => {
    const total = c.reduce((a, b) => a + b, 0);
    return c.map((x) => x / total);
  });
  let e = 0;
  for (let i = 0; i < PAY_LOOKUP.length; i++) {
    if (!PAY_LOOKUP[i]) continue;
    let x = i;
    let p = 1;
    for (let r = REELS - 1; r >= 0; r--) {
      p *= probs[r][x % N];
      x = Math.floor(x / N);
    }
    e += p * PAY_LOOKUP[i];
  }
  return e;
}

/** Simulates `spins` spins; returns the measured RTP and the standard deviation of a spin's return. */
export function simulate(rng: IntSource, spins: number): { rtp: number; sd: number; hitRate: number } {
  const stops = new Int32Array(REELS);
  const lens = STRIPS.map((s) => s.length);
  let sum = 0;
  let sumSq = 0;
  let hits = 0;
  for (let i = 0; i < spins; i++) {
    for (let r = 0; r < REELS; r++) stops[r] = rng.int(lens[r]);
    const ret = payForStops(stops) / LINES;
    sum += ret;
    sumSq += ret * ret;
    if (ret > 0) hits++;
  }
  const mean = sum / spins;
  return { rtp: mean, sd: Math.sqrt(sumSq / spins - mean * mean), hitRate: hits / spins };
}
