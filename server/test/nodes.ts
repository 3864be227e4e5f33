// Real server processes for the multi-node tests (issue 21): server/main.ts as an operator starts it, on a throw-away
// PostgreSQL database, each on a port of its own on loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '../..');

export interface ServerNode {
  port: number;
  base: string;
  child: ChildProcess;
  log: () => string;
}

export function startServerNode(port: number, env: Record<string, string>): ServerNode {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out = (out + d).slice(-20_000)));
  child.stderr!.on('data', (d) => (out = (out + d).slice(-20_000)));
  return { port, base: `http://127.0.0.1:${port}`, child, log: () => out };
}

/** Resolves once the node answers /ready with 200. */
export async function waitReady(node: ServerNode, seconds = 90): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (node.child.exitCode !== null) throw new Error(`server on ${node.port} exited (${node.child.exitCode}): ${node.log()}`);
    try {
      if ((await fetch(`${node.base}/ready`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${node.port} not ready: ${node.log()}`);
}

export const exited = (c: ChildProcess) => new Promise<number | null>((r) => (c.exitCode !== null || c.signalCode ? r(c.exitCode) : c.once('exit', (code) => r(code))));

/** A throw-away database next to TEST_DATABASE_URL's; drop() removes it. */
export async function throwawayDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: admin });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
