// What a bet wins against a draw's result, from the game's pay table (games-data.ts). Pure: the settlement, the
// property test and the verify page all use this one function.
import type { DrawResult } from './fair';
import type { PlayType } from './games-data';

/** The payout in minor units (0 when the bet lost): floor(stake × x100 × hits / 100). */
export function payoutOf(play: PlayType, number: string, stake: number, result: DrawResult): number {
  const r = play.rule;
  let x100 = 0;
  switch (r.kind) {
    case 'exact':
      for (const p of result.prizes) if (r.pays[p.key] && p.numbers.includes(number)) x100 = Math.max(x100, r.pays[p.key]);
      break;
    case 'tail': {
      const n = result.prizes.find((p) => p.key === r.prize)?.numbers[0] ?? '';
      if (n.slice(-r.digits) === number) x100 = r.pays;
      break;
    }
    case 'tail-hits': {
      const hits = result.prizes.flatMap((p) => p.numbers).filter((n) => n.slice(-r.digits) === number).length;
      x100 = r.pays * hits;
      break;
    }
    case 'sum': {
      const main = result.prizes[0].numbers[0];
      const sum = [...main].reduce((s, d) => s + Number(d), 0);
      const won = r.side === 'big' ? sum >= r.bigFrom : r.side === 'small' ? sum < r.bigFrom : r.side === 'odd' ? sum % 2 === 1 : sum % 2 === 0;
      if (won) x100 = r.pays;
      break;
    }
  }
  // BigInt keeps stake × x100 exact whatever the stake.
  return Number((BigInt(stake) * BigInt(x100)) / 100n);
}

/** The number a bet of this play type names: digits of the rule's length, or none (sum bets). */
export function numberPattern(play: PlayType): RegExp {
  return play.rule.kind === 'sum' ? /^$/ : new RegExp(`^[0-9]{${play.rule.digits}}$`);
}
