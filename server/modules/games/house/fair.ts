// Provably fair house rounds (issue 17 item 4, the house slot and dice): the documented function, pure.
//   serverSeed     = 32 random bytes as 64 lower-case hex characters, secret until rotated
//   serverSeedHash = hex(SHA-256(serverSeed as ASCII)), shown to the player before any round played with it
//   clientSeed     = a string the player may set (1-64 of [A-Za-z0-9_-]; a random one until then)
//   nonce          = 0, 1, 2 ... : the rounds played with this pair, in order
//   block i        = HMAC-SHA256(key = serverSeed as ASCII, message = "<clientSeed>:<nonce>:<i>"), i = 0, 1, 2 ...
//   the blocks, read as big-endian uint32 words in order, are the round's random stream; an integer in [0, n)
//   takes the next word x, skips it while x >= floor(2^32 / n) * n (no modulo bias), and answers x mod n
//   (the lottery's stream, lottery/fair.ts, with "<clientSeed>:<nonce>" as its label)
// The slot's five reel stops and the dice's roll are drawn from that stream by the same game math as before
// (slot-math.ts spin, dice-math.ts rollDice): once the server seed is revealed, anyone recomputes every round
// played with it, and the hash shown before pins the seed, the client seed the server could not know ahead.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { rollDice, type DiceResult } from './dice-math';
import type { IntSource } from './rng';
import { spin, type SpinResult } from './slot-math';

export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const newServerSeed = (): string => randomBytes(32).toString('hex');
export const newClientSeed = (): string => randomBytes(8).toString('hex');
export const hashServerSeed = (seed: string): string => createHash('sha256').update(seed, 'ascii').digest('hex');

/** The round's stream of uniform integers (the function above). */
export class FairIntSource implements IntSource {
  private block = 0;
  private words: number[] = [];
  constructor(
    private readonly serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {}
  private word(): number {
    if (!this.words.length) {
      const h = createHmac('sha256', Buffer.from(this.serverSeed, 'ascii')).update(`${this.clientSeed}:${this.nonce}:${this.block++}`).digest();
      for (let i = 0; i < 32; i += 4) this.words.push(h.readUInt32BE(i));
    }
    return this.words.shift()!;
  }
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000) throw new RangeError(`bad range ${n}`);
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    for (;;) {
      const x = this.word();
      if (x < limit) return x % n;
    }
  }
}

export interface FairRound {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The slot round played with this seed pair and nonce. */
export const fairSpin = (r: FairRound): SpinResult => spin(new FairIntSource(r.serverSeed, r.clientSeed, r.nonce));

/** The dice round played with this seed pair and nonce, for its stake and target. */
export const fairRoll = (r: FairRound, stake: number, target: number): DiceResult => rollDice(new FairIntSource(r.serverSeed, r.clientSeed, r.nonce), stake, target);

/** Checks a revealed server seed against the hash shown before its rounds. */
export const seedMatches = (serverSeed: string, serverSeedHash: string): boolean => hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();
