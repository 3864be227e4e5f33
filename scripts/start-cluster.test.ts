// `npm run start:cluster -- --nodes 2` (issue 21 item 1): two server processes behind one port on PostgreSQL; both
// answer there; SIGTERM stops them and the cluster gracefully. Without PostgreSQL it refuses to start with the reason.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, throwawayDatabase } from '../server/test/nodes';
import { freePort } from '../server/test/redis';

const root = resolve(import.meta.dirname, '..');

function startCluster(args: string[], env: Record<string, string>) {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-cluster.ts', ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return { child, out: () => out };
}

describe('start:cluster', () => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('refuses PGlite: a data folder belongs to one process', async () => {
    const c = startCluster(['--nodes', '2'], { DATABASE_URL: '', PORT: '0' });
    expect(await exited(c.child)).toBe(1);
    expect(c.out()).toMatch(/Refusing to start: several nodes need PostgreSQL \(DATABASE_URL\)/);
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('two nodes behind one port; SIGTERM stops them all', async () => {
    const db = await throwawayDatabase('cluster_script');
    cleanups.push(() => db.drop());
    const port = await freePort();
    const c = startCluster(['--nodes', '2'], { DATABASE_URL: db.url, PORT: String(port), SEED_DEMO: '0' });
    cleanups.push(() => c.child.kill('SIGKILL'));
    const deadline = Date.now() + 120_000;
    while (!/2 node\(s\) behind/.test(c.out()) && Date.now() < deadline && c.child.exitCode === null) await new Promise((r) => setTimeout(r, 200));
    const pids = [...c.out().matchAll(/node (\d) \(pid (\d+)\) listening/g)].map((m) => m[2]);
    expect(new Set(pids).size, c.out()).toBe(2);
    for (let i = 0; i < 4; i++) expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200);
    c.child.kill('SIGTERM');
    expect(await exited(c.child), c.out()).toBe(0);
    expect(c.out()).toMatch(/\[cluster\] stopped/);
  }, 150_000);
});
