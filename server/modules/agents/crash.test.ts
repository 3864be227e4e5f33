// Issue 16 proof (PostgreSQL): a server process is killed (SIGKILL) in the middle of a settlement run; the next run
// (another process, the next job slot) finishes the period, and every (contract, period) is paid exactly once: one
// settlement row, one journal, the agent's balance up by exactly its share.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertMember } from '../accounts';
import { decideContract, offerContract } from './contracts';
import { addBet, addNode } from './tree';
import { rowsOf } from './sql-rows';

const root = resolve(import.meta.dirname, '../../..');
const AGENTS = 150;
const DAY_START = Date.parse('2026-03-09T16:00:00Z'); // market day 2026-03-10
const SETTLE_AT = new Date(DAY_START + 86_400_000 + 300_000);

function settleNode(url: string, now: Date): { child: ChildProcess; out: () => string; ready: Promise<void>; exit: Promise<number | null> } {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/agents-settle-node.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', AGENTS_SETTLE_NOW: now.toISOString(), JOBS: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((done) => child.stdout!.on('data', (d) => ((out += d), /ready/.test(out) && done())));
  child.stderr!.on('data', (d) => (out += d));
  const exit = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, out: () => out, ready, exit };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('agent settlement survives a crash (postgres)', () => {
  let t: TestApp;
  let merchantId: number;
  const share = new Map<number, number>();

  beforeAll(async () => {
    t = await createTestApp('postgres');
    merchantId = t.app.tenants.get('mesra')!.merchantId;
    const db = t.database.db;
    const at = new Date(DAY_START);
    const top = await insertMember({ merchantId, username: 'crashtop', passwordHash: 'x', isAgent: 1 }, db);
    await addNode({ merchantId, memberId: top.id, username: 'crashtop', uplineId: null, joinedAt: at }, db);
    await offerContract(db, { merchantId, uplineId: null, downline: 'crashtop', kind: 'daily', period: 'D', terms: { tiers: [{ minBet: 0, rateBp: 200 }] }, now: at });
    let given = 0;
    for (let i = 0; i < AGENTS; i++) {
      const m = await insertMember({ merchantId, username: `crash${i}`, passwordHash: 'x', isAgent: 1, uplineId: top.id }, db);
      await addNode({ merchantId, memberId: m.id, username: m.username, uplineId: top.id, joinedAt: at }, db);
      const offer = await offerContract(db, { merchantId, uplineId: top.id, downline: m.username, kind: 'daily', terms: { tiers: [{ minBet: 0, rateBp: 100 + (i % 50) }] }, now: at });
      await decideContract(db, merchantId, m.id, offer.id, 'accept', at);
      const stake = 10_000 + i * 100;
      await addBet(merchantId, m.id, stake, 0, new Date(DAY_START + 3_600_000), db);
      const mine = Math.floor((stake * (100 + (i % 50))) / 10_000);
      share.set(m.id, mine);
      given += mine;
    }
    // The top's gross is on the whole team: computed after all bets.
    const volume = Array.from({ length: AGENTS }, (_, i) => 10_000 + i * 100).reduce((a, b) => a + b, 0);
    share.set(top.id, Math.floor((volume * 200) / 10_000) - given);
  }, 240_000);
  afterAll(() => t?.close());

  it('pays every (contract, period) exactly once after a kill mid-run', async () => {
    const db = t.database.db;
    const paidRows = async () => Number((await rowsOf<{ n: string }>(db, sql`select count(*) as n from agent_settlements where merchant_id = ${merchantId} and period_key = 'D:2026-03-10'`))[0].n);
    const first = settleNode(t.database.url!, SETTLE_AT);
    await first.ready;
    // Kill it once some payouts have committed, before all have.
    const deadline = Date.now() + 60_000;
    while ((await paidRows()) < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    await first.exit;
    const afterKill = await paidRows();
    expect(afterKill, first.out()).toBeGreaterThan(0);
    expect(afterKill).toBeLessThan(AGENTS + 1);

    // The next slot's run, in a new process, finishes the period.
    const second = settleNode(t.database.url!, new Date(SETTLE_AT.getTime() + 600_000));
    expect(await second.exit, second.out()).toBe(0);
    // And one more run pays nothing.
    const third = settleNode(t.database.url!, new Date(SETTLE_AT.getTime() + 1_200_000));
    expect(await third.exit, third.out()).toBe(0);

    expect(await paidRows()).toBe(AGENTS + 1);
    const journals = await rowsOf<{ n: string }>(db, sql`select count(*) as n from wallet_journals where request_key like 'operator:agent:%:D:2026-03-10'`);
    expect(Number(journals[0].n)).toBe(AGENTS + 1);
    const balances = await rowsOf<{ member_id: number; balance: string }>(db, sql`select member_id, balance from wallet_accounts where kind = 'main' and member_id is not null`);
    for (const [id, amount] of share) expect(Number(balances.find((b) => Number(b.member_id) === id)?.balance ?? 0), `member ${id}`).toBe(amount);
  }, 240_000);
});
