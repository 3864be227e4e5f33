// The largest win of each house game as a multiple of its stake (issue 24 item 7): the cap the wallet puts on
// a round's credits (seeded into games.max_multiplier, seed.ts). Derived from the games' maths, not guessed.
import { DICE_MIN_TARGET, diceWin } from './dice-math';
import { LINES, PAYLINES, PAYTABLE, payForStops, REELS, STRIPS, SYMBOLS } from './slot-math';

const WILD = SYMBOLS.indexOf('WILD');
const PAYS = SYMBOLS.map((s) => PAYTABLE[s]);
const pay = (symbol: number, run: number) => (run >= 3 ? PAYS[symbol][run - 3] : 0);
const BEST_FIVE = Math.max(...PAYS.map((p) => p[2]));

/**
 * A line's pay (line bets) once reels 0..k-1 are known, or the most it could still pay: slot-math's line rule
 * (the better of the wild-only run and the symbol run, left to right), with the unknown reels as favourable
 * as possible. Exact when k = REELS.
 */
function lineBound(s: number[], k: number): number {
  let wilds = 0;
  while (wilds < k && s[wilds] === WILD) wilds++;
  if (wilds === k) return k === REELS ? pay(WILD, REELS) : BEST_FIVE;
  const target = s[wilds];
  let run = wilds;
  while (run < k && (s[run] === target || s[run] === WILD)) run++;
  if (run < k || k === REELS) return Math.max(pay(WILD, wilds), pay(target, run));
  return Math.max(pay(WILD, wilds), PAYS[target][2]);
}

let cached: { pay: number; stops: number[] } | undefined;

/**
 * The slot's largest total pay of one spin, in line bets, and the stops that give it: branch and bound over
 * every combination of reel stops (33^5), pruned by lineBound (~20 ms; the plain search takes ~20 s). The
 * paytable alone bounds it by 400 (five wilds on all 20 lines); the strips cannot line that up.
 */
export function maxSpinPay(): { pay: number; stops: number[] } {
  if (cached) return cached;
  let best = -1;
  let bestStops: number[] = [];
  const stops = new Array<number>(REELS).fill(0);
  const lines = PAYLINES.map(() => new Array<number>(REELS).fill(0));
  const visit = (k: number) => {
    let bound = 0;
    for (const l of lines) bound += lineBound(l, k);
    if (bound <= best) return;
    if (k === REELS) {
      best = bound;
      bestStops = [...stops];
      return;
    }
    const strip = STRIPS[k];
    for (let stop = 0; stop < strip.length; stop++) {
      stops[k] = stop;
      PAYLINES.forEach((rows, l) => (lines[l][k] = strip[(stop + rows[k]) % strip.length]));
      visit(k + 1);
    }
  };
  visit(0);
  // The search re-states the line rule; the real evaluation must agree on the spin it found.
  if (payForStops(bestStops) !== best) throw new Error(`slot maximum ${best} disagrees with payForStops`);
  return (cached = { pay: best, stops: bestStops });
}

/** Whole multiples of the stake, rounded up (the cap must never refuse a real win). */
export function houseMaxMultipliers(): { slot: number; dice: number } {
  return {
    // A spin stakes LINES line bets.
    slot: Math.ceil(maxSpinPay().pay / LINES),
    // The win (dice-math's own) is largest at the smallest target; a large stake keeps its flooring exact.
    dice: Math.ceil(diceWin(1_000_000, DICE_MIN_TARGET) / 1_000_000),
  };
}
