// Issue 24 item 8: password hashing (and verifying, which costs the same) runs at most `concurrency` at a
// time; up to `queue` more wait; beyond that a call fails at once with 503 err_server_busy.
import { describe, expect, it } from 'vitest';
import { HashGate } from './crypto-password';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('HashGate', () => {
  it('issue 24 item 8: runs at most `concurrency` jobs, queues `queue` more, refuses the rest with 503 err_server_busy', async () => {
    const gate = new HashGate(2, 3);
    let running = 0;
    let peak = 0;
    const jobs = Array.from({ length: 8 }, () => deferred());
    const results = jobs.map((d, i) =>
      gate
        .run(async () => {
          running++;
          peak = Math.max(peak, running);
          await d.promise;
          running--;
          return i;
        })
        .then(
          (v) => ({ ok: v }),
          (e: { status?: number; messageKey?: string }) => ({ err: `${e.status} ${e.messageKey}` }),
        ),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(running).toBe(2);
    for (const d of jobs) d.resolve();
    const out = await Promise.all(results);
    expect(out.filter((o) => 'ok' in o)).toHaveLength(5);
    expect(out.slice(5)).toEqual([{ err: '503 err_server_busy' }, { err: '503 err_server_busy' }, { err: '503 err_server_busy' }]);
    expect(peak).toBe(2);
    // a failed job frees its slot too
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'again')).toBe('again');
  });
});
