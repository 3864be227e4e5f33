// Provably fair draws (issue 17 item 4). The documented function (README "Verifying a draw"):
//   seed      = 32 random bytes, written as 64 lower-case hex characters, drawn when the draw row is created
//   seedHash  = hex(SHA-256(seed as ASCII)), published with the draw before it opens
//   block i   = HMAC-SHA256(key = seed as ASCII, message = "<gameCode>:<numero>:<i>"), i = 0, 1, 2 …
//   the blocks, read as big-endian uint32 words in order, are the random stream; an integer in [0, n) takes the
//   next word x, skips it while x ≥ floor(2^32 / n) × n (no modulo bias), and answers x mod n
//   the prizes are drawn in the game's order (games-data.ts), each number in [0, 10^digits), written with its
//   leading zeros; a 4D draw redraws a number already drawn (its 23 numbers are all different).
// The result depends only on the seed, the game and the numero: whoever knows the seed recomputes it
// (`npm run verify-draw`, the verify page), and the hash shown before the draw pins the seed.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { LotteryGame } from './games-data';

export type DrawResult = { prizes: { key: string; numbers: string[] }[] };

export const newSeed = (): string => randomBytes(32).toString('hex');
export const hashSeed = (seed: string): string => createHash('sha256').update(seed, 'ascii').digest('hex');

/** The seeded stream of uniform integers (the function above). */
export class SeedStream {
  private block = 0;
  private words: number[] = [];
  constructor(
    private readonly seed: string,
    private readonly label: string,
  ) {}
  private word(): number {
    if (!this.words.length) {
      const h = createHmac('sha256', Buffer.from(this.seed, 'ascii')).update(`${this.label}:${this.block++}`).digest();
      for (let i = 0; i < 32; i += 4) this.words.push(h.readUInt32BE(i));
    }
    return this.words.shift()!;
  }
  below(n: number): number {
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    for (;;) {
      const x = this.word();
      if (x < limit) return x % n;
    }
  }
}

export function deriveResult(game: LotteryGame, numero: string, seed: string): DrawResult {
  const stream = new SeedStream(seed, `${game.code}:${numero}`);
  const seen = new Set<string>();
  const prizes = game.prizes.map((tier) => {
    const numbers: string[] = [];
    while (numbers.length < tier.count) {
      const n = String(stream.below(10 ** tier.digits)).padStart(tier.digits, '0');
      if (game.distinct && seen.has(n)) continue;
      seen.add(n);
      numbers.push(n);
    }
    return { key: tier.key, numbers };
  });
  return { prizes };
}

/** Every number of a result in prize order (lists show at most 6 of them, spec §4). */
export const resultNumbers = (r: DrawResult): string[] => r.prizes.flatMap((p) => p.numbers);
