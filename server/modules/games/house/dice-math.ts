// House game "Lucky Dice" (issue 5 item 4b): roll 0.00-99.99; the player wins when the roll is under the
// chosen target (2-95). Pays stake x 99 / target (floored to the minor unit), so RTP = 99 % before
// rounding for every target: P(win) = target/100, payout = 99/target.
import type { IntSource } from './rng';

export const DICE_MIN_TARGET = 2;
export const DICE_MAX_TARGET = 95;
export const DICE_RTP = 0.99;

export interface DiceResult {
  /** 0..9999, shown as roll / 100. */
  roll: number;
  target: number;
  won: boolean;
  /** Win in minor units (0 on a loss). */
  win: number;
  /** Multiplier as shown (99 / target). */
  multiplier: number;
}

export function diceWin(stake: number, target: number): number {
  return Math.floor((stake * 99) / target);
}

export function rollDice(rng: IntSource, stake: number, target: number): DiceResult {
  if (!Number.isInteger(target) || target < DICE_MIN_TARGET || target > DICE_MAX_TARGET) throw new RangeError('target');
  const roll = rng.int(10_000);
  const won = roll < target * 100;
  return { roll, target, won, win: won ? diceWin(stake, target) : 0, multiplier: Math.round((99 / target) * 10_000) / 10_000 };
}
