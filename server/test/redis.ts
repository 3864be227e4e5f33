// Redis for tests (issue 21): a throw-away redis-server of the test's own on a free loopback port (no persistence), so
// a test may stop and restart it and never touches another suite's keys. Where no redis-server binary is installed,
// the Redis at TEST_REDIS_URL (default 127.0.0.1:6379) is used with a key prefix of the test's own, and it cannot be
// restarted. Tests that need Redis are skipped, with the reason printed, only when no Redis can be had at all; on CI
// (CI=true), where Redis runs, they fail instead.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createConnection, createServer } from 'node:net';

export interface TestRedis {
  url: string;
  /** Key prefix for this test (REDIS_PREFIX). */
  prefix: string;
  /** Stops the server (its data is gone: it keeps none). Only on a server of the test's own. */
  stop?(): Promise<void>;
  /** Starts it again on the same port. */
  start?(): Promise<void>;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

/** True when something answers a Redis PING at host:port. */
export function redisPing(host: string, port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

const hasRedisServer = () => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** Redis for a test, or the reason there is none (the caller skips, or fails on CI). */
export async function testRedis(): Promise<TestRedis | { skip: string }> {
  const prefix = `t${randomBytes(4).toString('hex')}:`;
  if (hasRedisServer()) {
    const port = await freePort();
    let child: ChildProcess | null = null;
    const start = async () => {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (let i = 0; i < 100; i++) {
        if (await redisPing('127.0.0.1', port, 200)) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`redis-server did not start on port ${port}`);
    };
    const stop = async () => {
      const c = child as ChildProcess | null;
      child = null;
      if (!c || c.exitCode !== null) return;
      await new Promise<void>((r) => {
        c.once('exit', () => r());
        c.kill('SIGKILL');
      });
    };
    await start();
    return { url: `redis://127.0.0.1:${port}`, prefix, start, stop, close: stop };
  }
  const url = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  if (await redisPing(url.hostname, Number(url.port || 6379))) return { url: url.toString(), prefix, close: async () => {} };
  return { skip: `no Redis: redis-server is not installed and nothing answers at ${url.host} (TEST_REDIS_URL)` };
}

/** Skips (printing why) or, on CI, fails when the test has no Redis. */
export function requireRedis(r: TestRedis | { skip: string }, what: string): r is TestRedis {
  if ('skip' in r) {
    if (process.env.CI) throw new Error(`${what} needs Redis on CI: ${r.skip}`);
    console.warn(`SKIPPED ${what}: ${r.skip}`);
    return false;
  }
  return true;
}
