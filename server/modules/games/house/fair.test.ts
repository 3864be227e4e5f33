// Provably fair house rounds (issue 17 item 4): the documented function, recomputed here from its description.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diceWin } from './dice-math';
import { fairRoll, fairSpin, FairIntSource, hashServerSeed, newServerSeed, seedMatches } from './fair';
import { payForStops, STRIPS } from './slot-math';

const serverSeed = 'a'.repeat(64);

describe('provably fair house rounds', () => {
  it('hashes the server seed with SHA-256 of its ASCII text', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashServerSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(seedMatches(seed, hashServerSeed(seed).toUpperCase())).toBe(true);
    expect(seedMatches(newServerSeed(), hashServerSeed(seed))).toBe(false);
  });

  it('draws from HMAC-SHA256(serverSeed, "<clientSeed>:<nonce>:<block>") words, rejecting the biased tail', () => {
    const words = (block: number) => {
      const h = createHmac('sha256', serverSeed).update(`player-1:7:${block}`).digest();
      return Array.from({ length: 8 }, (_, i) => h.readUInt32BE(i * 4));
    };
    const stream = [...words(0), ...words(1)];
    const src = new FairIntSource(serverSeed, 'player-1', 7);
    // n = 2^31 + 1: a word is kept only below 2^31 + 1 (about half are skipped).
    const n = 2 ** 31 + 1;
    const kept = stream.filter((x) => x < n).map((x) => x % n);
    for (const k of kept.slice(0, 4)) expect(src.int(n)).toBe(k);
  });

  it('gives the same round for the same seeds and nonce, another for the next nonce or another client seed', () => {
    const a = fairRoll({ serverSeed, clientSeed: 'lucky', nonce: 0 }, 1_000, 50);
    expect(fairRoll({ serverSeed, clientSeed: 'lucky', nonce: 0 }, 1_000, 50)).toEqual(a);
    const rolls = new Set(Array.from({ length: 50 }, (_, nonce) => fairRoll({ serverSeed, clientSeed: 'lucky', nonce }, 1_000, 50).roll));
    expect(rolls.size).toBeGreaterThan(45);
    const other = Array.from({ length: 20 }, (_, nonce) => fairRoll({ serverSeed, clientSeed: 'other', nonce }, 1_000, 50).roll);
    expect(other).not.toEqual(Array.from({ length: 20 }, (_, nonce) => fairRoll({ serverSeed, clientSeed: 'lucky', nonce }, 1_000, 50).roll));
  });

  it('plays the house games by their own math: the dice pays 99/target under the target, the slot its paytable for its stops', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const r = fairRoll({ serverSeed, clientSeed: 'c', nonce }, 1_000, 40);
      expect(r.roll).toBeGreaterThanOrEqual(0);
      expect(r.roll).toBeLessThan(10_000);
      expect(r.win).toBe(r.roll < 4_000 ? diceWin(1_000, 40) : 0);
      const s = fairSpin({ serverSeed, clientSeed: 'c', nonce });
      expect(s.stops.every((x, reel) => x >= 0 && x < STRIPS[reel].length)).toBe(true);
      expect(s.pay).toBe(payForStops(s.stops));
    }
  });

  it('is uniform: 20,000 dice rolls fall evenly into ten bands', () => {
    const bands = Array(10).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce++) bands[Math.floor(fairRoll({ serverSeed, clientSeed: 'u', nonce }, 100, 50).roll / 1_000)]++;
    // Each band expects 2,000 (sd ≈ 42): ±5 sd.
    for (const b of bands) expect(Math.abs(b - 2_000)).toBeLessThan(212);
  });
});
