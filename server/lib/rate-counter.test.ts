// Issue 21 item 1: the throttles' counters. In memory they follow the app clock; in Redis two processes (two
// connections, two counters) share one count, a Redis outage costs no request (each process counts alone meanwhile),
// and the shared count is back once Redis is.
import { afterAll, describe, expect, it } from 'vitest';
import { TestClock } from './clock';
import { MemoryRateCounter, RedisRateCounter } from './rate-counter';
import { connectRedis } from './redis';
import { requireRedis, testRedis } from '../test/redis';

const quiet = { warn: () => {}, info: () => {} };

describe('memory rate counter', () => {
  it('allows `limit` hits per window, then answers the seconds left; a new window starts afresh', async () => {
    const clock = new TestClock('2026-12-01T10:00:00Z');
    const c = new MemoryRateCounter(clock);
    for (let i = 0; i < 3; i++) expect(await c.hit('login-ip:1.2.3.4', 3, 60_000)).toBe(0);
    clock.advance(20_000);
    expect(await c.hit('login-ip:1.2.3.4', 3, 60_000)).toBe(40);
    expect(await c.hit('login-ip:5.6.7.8', 3, 60_000)).toBe(0);
    clock.advance(40_000);
    expect(await c.hit('login-ip:1.2.3.4', 3, 60_000)).toBe(0);
  });
});

const redis = await testRedis();
describe.skipIf(!requireRedis(redis, 'redis rate counter'))('redis rate counter', () => {
  const r = redis as Exclude<typeof redis, { skip: string }>;
  const clients: ReturnType<typeof connectRedis>[] = [];
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await r.close();
  });
  const node = () => {
    const client = connectRedis(r.url, quiet);
    clients.push(client);
    return new RedisRateCounter(client, r.prefix, new MemoryRateCounter(new TestClock()), quiet);
  };
  const ready = () => Promise.all(clients.map((c) => (c.status === 'ready' ? null : new Promise((res) => c.once('ready', res)))));

  it('two processes share one count: hits spread over them meet the limit of one', async () => {
    const a = node();
    const b = node();
    await ready();
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push(await (i % 2 ? a : b).hit('login-user:1:alice', 6, 60_000));
    expect(answers.slice(0, 6)).toEqual([0, 0, 0, 0, 0, 0]);
    for (const wait of answers.slice(6)) expect(wait).toBeGreaterThanOrEqual(59);
    // Another key has its own count.
    expect(await a.hit('login-user:1:bob', 6, 60_000)).toBe(0);
  });

  it.skipIf(!r.stop)('while Redis is down every hit is still answered (counted per process); afterwards the count is shared again', async () => {
    const a = node();
    const b = node();
    await ready();
    await r.stop!();
    const during: number[] = [];
    for (let i = 0; i < 4; i++) during.push(await a.hit('captcha:9.9.9.9', 3, 60_000));
    // Counted in a's memory: the fourth is over the limit, as on one node.
    expect(during).toEqual([0, 0, 0, expect.any(Number)]);
    expect(during[3]).toBeGreaterThan(0);
    expect(a.fallbacks).toBe(4);
    await r.start!();
    await ready();
    for (let i = 0; i < 50 && clients.some((c) => c.status !== 'ready'); i++) await new Promise((res) => setTimeout(res, 100));
    expect(await a.hit('captcha:1.1.1.1', 2, 60_000)).toBe(0);
    expect(await b.hit('captcha:1.1.1.1', 2, 60_000)).toBe(0);
    expect(await a.hit('captcha:1.1.1.1', 2, 60_000)).toBeGreaterThan(0);
  }, 20_000);
});
