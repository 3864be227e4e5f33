// Crash test (issue 4 proof 3): the real server as a child process, load over HTTP (signed vendor bets and
// wins, operator adjustments), SIGKILL in the middle, restart on the same data, then: every acknowledged
// operation is present exactly once (its replay answers duplicate with the first balance), every operation
// sent is applied at most once (replaying them all lands on the exact expected balance), invariants hold.
// Runs on PGlite (a temp DATA_DIR) and, with TEST_DATABASE_URL, on a throwaway PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { backends } from '../../test/harness';
import { addVendor, signedHeaders } from '../../test/vendors';
import { loadManifests } from '../tenancy/registry';
import { merchants } from '../tenancy/tables';

const root = resolve(import.meta.dirname, '../../..');
const SECRET = 'crash-secret';
const OP = 'crash-operator';

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

function startServer(env: Record<string, string>): { child: ChildProcess; log: () => string } {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: '1', OPERATOR_TOKEN: OP, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return { child, log: () => out };
}

/**
 * The brand's vendor CRASH with a known secret, written before the first start: vendor secrets are per brand
 * and vendor in game_vendors (issue 24 item 7), and the server holds a PGlite data folder alone once running.
 */
async function addCrashVendor(env: Record<string, string>) {
  const database = await openDatabase(env.DATA_DIR ? { dataDir: env.DATA_DIR } : { databaseUrl: env.DATABASE_URL });
  try {
    const cfg = loadConfig({});
    const manifest = loadManifests(cfg.tenantsDir).find((m) => m.id === 'mesra')!;
    await database.db.insert(merchants).values({ tenantId: manifest.id, merchantCode: manifest.merchantCode }).onConflictDoNothing();
    const [{ id }] = await database.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.tenantId, manifest.id));
    await addVendor(database.db, id, 'CRASH', { secret: SECRET });
  } finally {
    await database.close();
  }
}

async function waitUp(base: string, srv: { child: ChildProcess; log: () => string }) {
  // First start seeds every brand (accounts, content, ~30k games): allow for a busy machine.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (srv.child.exitCode !== null) throw new Error(`server exited: ${srv.log()}`);
    try {
      const res = await fetch(`${base}/api/operator/wallet/members/demo_agent/balance`, { headers: { authorization: `Bearer ${OP}`, host: 'mesra.localhost' } });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${srv.log()}`);
}

const killed = (c: ChildProcess) => new Promise<void>((r) => (c.exitCode !== null || c.signalCode ? r() : c.once('exit', () => r())));

interface Op {
  kind: 'debit' | 'credit' | 'adjust';
  body: string;
  amount: number;
  acked?: { balance: number };
}

describe.each(backends)('crash: SIGKILL mid-load (%s)', (backend) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('every acknowledged operation survives exactly once and the books balance', async () => {
    const env: Record<string, string> = {};
    if (backend === 'pglite') {
      const dir = mkdtempSync(join(tmpdir(), 'wallet-crash-'));
      env.DATA_DIR = dir;
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    } else {
      const admin = process.env.TEST_DATABASE_URL!;
      const name = `crash_${Date.now().toString(36)}`;
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`CREATE DATABASE ${name}`);
      await c.end();
      const url = new URL(admin);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      cleanups.push(async () => {
        const a = new pg.Client({ connectionString: admin });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      });
    }
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    env.PORT = String(port);
    const opHeaders = { authorization: `Bearer ${OP}`, host: 'mesra.localhost', 'content-type': 'application/json', 'x-operator-name': 'crash' };

    await addCrashVendor(env);
    let srv = startServer(env);
    cleanups.push(() => void srv.child.kill('SIGKILL'));
    await waitUp(base, srv);
    const who = await (await fetch(`${base}/api/operator/wallet/members/demo_agent/balance`, { headers: opHeaders })).json();
    const memberId = who.value.memberId as number;
    const opening = who.value.sumBalance as number;

    const send = (op: Op) =>
      op.kind === 'adjust'
        ? fetch(`${base}/api/operator/wallet/adjustments`, { method: 'POST', headers: opHeaders, body: op.body })
        : fetch(`${base}/api/seamless/CRASH/${op.kind}`, { method: 'POST', headers: { host: 'mesra.localhost', ...signedHeaders(SECRET, `/api/seamless/CRASH/${op.kind}`, op.body) }, body: op.body });

    // 8 clients, each an endless chain of rounds: bet 100, win 0..300, and now and then an operator adjustment.
    const ops: Op[] = [];
    let stop = false;
    const client = async (c: number) => {
      for (let r = 0; !stop; r++) {
        const round = `c${c}-r${r}`;
        const debit: Op = { kind: 'debit', amount: -100, body: JSON.stringify({ memberId, txId: `d-${round}`, roundId: round, amount: 100 }) };
        const win = (r * 37 + c) % 4 === 0 ? 300 : 0;
        const credit: Op = { kind: 'credit', amount: win, body: JSON.stringify({ memberId, txId: `w-${round}`, roundId: round, amount: win }) };
        const adjust: Op = { kind: 'adjust', amount: 7, body: JSON.stringify({ requestId: `adj-${round}`, username: 'demo_agent', amount: 7, reason: 'crash test' }) };
        for (const op of r % 5 === 0 ? [debit, credit, adjust] : [debit, credit]) {
          ops.push(op);
          try {
            const res = await send(op);
            const json = await res.json();
            if (res.status === 200 && json.success) op.acked = { balance: json.value.balance ?? json.value?.balance };
            else throw new Error(`unexpected answer ${res.status} ${JSON.stringify(json)}`);
          } catch (e) {
            if (!stop) throw e;
            return; // connection cut by the kill: this op is in doubt
          }
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(client));
    // Kill mid-load once enough operations were acknowledged (at most 8 s: the machine may be busy).
    for (const t0 = Date.now(); Date.now() - t0 < 8_000 && ops.filter((o) => o.acked).length < 80; ) await new Promise((r) => setTimeout(r, 50));
    stop = true;
    srv.child.kill('SIGKILL');
    await killed(srv.child);
    await load;
    const acked = ops.filter((o) => o.acked);
    expect(acked.length).toBeGreaterThan(10);
    if (process.env.CRASH_VERBOSE) console.log(`${backend}: ${ops.length} sent, ${acked.length} acknowledged before SIGKILL`);

    srv = startServer(env);
    await waitUp(base, srv);

    // Every acknowledged op is present: its replay is a duplicate answering the first balance.
    for (const op of acked.filter((o) => o.kind !== 'adjust')) {
      const json = await (await send(op)).json();
      expect(json, op.body).toMatchObject({ success: true, value: { duplicate: true, balance: op.acked!.balance } });
    }
    // Replay everything that was sent (in doubt ones too, in order): each is applied exactly once overall.
    for (const op of ops) {
      const json = await (await send(op)).json();
      expect(json.success, `${op.body} ${JSON.stringify(json)}`).toBe(true);
    }
    const expected = opening + ops.reduce((s, o) => s + o.amount, 0);
    const after = await (await fetch(`${base}/api/operator/wallet/members/demo_agent/balance`, { headers: opHeaders })).json();
    expect(after.value.sumBalance).toBe(expected);
    const check = await (await fetch(`${base}/api/operator/wallet/check`, { headers: opHeaders })).json();
    expect(check.value).toEqual({ unbalancedJournals: 0, balanceMismatches: 0, runningBalanceMismatches: 0, negativeMemberAccounts: 0, duplicateRequestKeys: 0, danglingReferences: 0 });
    srv.child.kill('SIGTERM');
    await killed(srv.child);
  }, 300_000);
});
