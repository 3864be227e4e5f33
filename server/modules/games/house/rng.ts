// Game outcomes come from the server's cryptographic RNG (issue 5 item 4), never from the browser.
// Uniform integers by rejection sampling: a 32-bit draw x is kept only when x < floor(2^32 / n) * n,
// so every value 0..n-1 has exactly the same number of preimages (no modulo bias).
import { randomFillSync } from 'node:crypto';

/** A source of uniform integers in [0, n). Game math takes one, so tests can pass a seeded source. */
export interface IntSource {
  int(n: number): number;
}

const TWO_32 = 2 ** 32;

/** Crypto RNG reading 64 KiB of random bytes at a time (one syscall per 16,384 draws). */
export class CryptoIntSource implements IntSource {
  private readonly buf: Uint32Array;
  private pos: number;
  constructor(words = 16_384) {
    this.buf = new Uint32Array(words);
    this.pos = words;
  }
  private next32(): number {
    if (this.pos >= this.buf.length) {
      randomFillSync(this.buf);
      this.pos = 0;
    }
    return this.buf[this.pos++];
  }
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`bad range ${n}`);
    const limit = Math.floor(TWO_32 / n) * n;
    for (;;) {
      const x = this.next32();
      if (x < limit) return x % n;
    }
  }
}

/** The process-wide source used by the house games. */
export const cryptoInts = new CryptoIntSource();
