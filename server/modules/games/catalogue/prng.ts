// Deterministic PRNG for the demo catalogue (issue 5 item 1: "seeded PRNG, not Math.random"): the same
// seed gives the same catalogue on every start and every machine. NOT for game outcomes (house/rng.ts).

/** FNV-1a 32-bit hash of a string: turns a seed text into a PRNG state. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for names and shuffles. */
export class SeededRandom {
  private state: number;
  constructor(seed: string | number) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hash32(seed);
  }
  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}
