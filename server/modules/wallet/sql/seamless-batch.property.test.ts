// Property test of the seamless wallet's posting rules where they live: the SQL function seamless_batch
// (seamless-batch.sql), called directly with random batches (issue 14 item 2). Random sequences of debits,
// credits, rollbacks and replays, with transaction ids shared across members (conflicts), cut into random
// batches of 1-8 calls (as the batcher sends them): every answer matches a small model; member balances never go
// negative; every journal's postings sum to zero and so do all postings; a replay of an accepted call answers the
// first answer (duplicate, the first balance); the round records (seamless_rounds' record columns) and the bet.settled
// events say what the model says.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../../db/client';
import { backends, createTestApp, type TestApp } from '../../../test/harness';
import { createMember } from '../../../test/login';
import { createDeposit, settleDeposit } from '../deposits';
import { checkInvariants, CLEAN } from '../invariants';
import { houseSlot } from '../ledger';
import { BATCH_TEXT, runStatement } from '../seamless';
import { DEFAULT_WALLET_SETTINGS } from '../settings';

type Kind = 'debit' | 'credit' | 'rollback';
interface Call {
  k: Kind;
  m: number;
  tx: number;
  round: number;
  amount: number;
}
type Op = { k: 'call'; c: Call } | { k: 'replay'; i: number };
/** The round id a call names (one round space per member). */
const roundId = (c: Pick<Call, 'm' | 'round'>) => `m${c.m}-r${c.round}`;

const MEMBERS = 3;
const CAP = 20;
const m = fc.integer({ min: 0, max: MEMBERS - 1 });
const tx = fc.integer({ min: 0, max: 14 });
const round = fc.integer({ min: 0, max: 4 });
const callArb: fc.Arbitrary<Call> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ k: fc.constant('debit' as const), m, tx, round, amount: fc.integer({ min: 0, max: 6_000 }) }) },
  { weight: 4, arbitrary: fc.record({ k: fc.constant('credit' as const), m, tx, round, amount: fc.integer({ min: 0, max: 30_000 }) }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('rollback' as const), m, tx, round, amount: fc.constant(0) }) },
);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ k: fc.constant('call' as const), c: callArb }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('replay' as const), i: fc.nat() }) },
);

interface Answer {
  code: string | null;
  balance: number;
  duplicate: boolean;
}

/** The rules of seamless-batch.sql as plain data (wallet README "Seamless"). */
class Model {
  bal = new Array<number>(MEMBERS).fill(10_000);
  txs = new Map<number, { kind: 'debit' | 'credit'; m: number; round: number; amount: number; after: number }>();
  rollbacks = new Map<number, { m: number; after: number }>();
  rounds = new Map<string, { debits: number; rolledBack: number; credits: number; staked: number; stake: number; win: number; status: string }>();
  /** bet.settled per round id: written by the round's settling credit, with the round's stake then and the win. */
  settled = new Map<string, { m: number; stake: number; win: number }>();
  private r(mm: number, rr: number) {
    const key = roundId({ m: mm, round: rr });
    if (!this.rounds.has(key)) this.rounds.set(key, { debits: 0, rolledBack: 0, credits: 0, staked: 0, stake: 0, win: 0, status: 'none' });
    return this.rounds.get(key)!;
  }
  apply(c: Call): Answer {
    const refuse = (code: string): Answer => ({ code, balance: this.bal[c.m], duplicate: false });
    if (c.k !== 'rollback') {
      const prior = this.txs.get(c.tx);
      if (prior) {
        return prior.kind === c.k && prior.m === c.m && prior.round === c.round && prior.amount === c.amount ? { code: null, balance: prior.after, duplicate: true } : refuse('tx_conflict');
      }
      const r = this.r(c.m, c.round);
      if (c.k === 'debit') {
        if (this.rollbacks.has(c.tx)) return refuse('round_rolled_back');
        if (r.credits > 0) return refuse('round_closed');
        if (this.bal[c.m] < c.amount) return refuse('insufficient_funds');
        this.bal[c.m] -= c.amount;
        r.debits++;
        r.staked += c.amount;
        r.stake += c.amount;
        if (r.status === 'none') r.status = 'open';
      } else {
        if (r.debits === 0) return refuse('round_not_found');
        if (r.rolledBack >= r.debits) return refuse('round_rolled_back');
        if (r.credits > 0) return refuse('round_closed');
        if (c.amount > r.staked * CAP) return refuse('win_exceeds_limit');
        this.bal[c.m] += c.amount;
        r.credits++;
        r.win += c.amount;
        r.status = 'settled';
        this.settled.set(roundId(c), { m: c.m, stake: r.staked, win: c.amount });
      }
      this.txs.set(c.tx, { kind: c.k, m: c.m, round: c.round, amount: c.amount, after: this.bal[c.m] });
      return { code: null, balance: this.bal[c.m], duplicate: false };
    }
    const rb = this.rollbacks.get(c.tx);
    if (rb) return rb.m === c.m ? { code: null, balance: rb.after, duplicate: true } : refuse('tx_conflict');
    const d = this.txs.get(c.tx);
    if (!d) {
      this.rollbacks.set(c.tx, { m: c.m, after: this.bal[c.m] });
      return { code: null, balance: this.bal[c.m], duplicate: false };
    }
    if (d.kind !== 'debit' || d.m !== c.m) return refuse('tx_conflict');
    const r = this.r(c.m, d.round);
    if (r.credits > 0) return refuse('round_closed');
    this.bal[c.m] += d.amount;
    r.rolledBack++;
    r.staked -= d.amount;
    r.status = 'rolled_back';
    this.rollbacks.set(c.tx, { m: c.m, after: this.bal[c.m] });
    return { code: null, balance: this.bal[c.m], duplicate: false };
  }
}

/** One seamless_batch statement, as the batcher sends it (positional array parameters). */
async function batch(db: DbOrTx, merchantId: number, vendor: string, ids: number[], calls: Call[], at: Date): Promise<Answer[]> {
  const col = <T,>(f: (c: Call) => T) => calls.map(f);
  const values = [
    col((c) => c.k),
    col(() => merchantId),
    col((c) => ids[c.m]),
    col(() => vendor),
    col((c) => `t${c.tx}`),
    col(roundId),
    col((c) => c.amount),
    col(() => null),
    col(() => true),
    col((c) => houseSlot(ids[c.m])),
    col(() => CAP),
    col(() => null),
    col(() => 'RNG'),
    col(() => null),
    col(() => at.toISOString()),
    col(() => false),
  ];
  const rows = await runStatement(db, 'seamless_batch_property', BATCH_TEXT, values);
  return rows.map((r) => ({ code: (r.r_code as string | null) ?? null, balance: Number(r.r_balance), duplicate: r.r_duplicate === true }));
}

describe.each(backends)('seamless_batch property (%s)', (backend) => {
  let t: TestApp;
  let merchantId: number;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(backend);
    merchantId = t.app.tenants.get('orbit')!.merchantId;
    await t.database.db.execute(`insert into payment_channels (merchant_id, code, name, gateway, min_amount, max_amount) values (${merchantId}, 'P', 'Prop', 'demo', 1, 1000000000)`);
  });
  afterAll(() => t.close());

  it('isSingle is resolved by wallet_is_single, whose default is the settings default', async () => {
    const rows = (await t.database.db.execute(`select wallet_is_single(${merchantId}) as single`)) as unknown as { rows: { single: boolean }[] };
    expect(rows.rows[0].single).toBe(DEFAULT_WALLET_SETTINGS.isSingle);
  });

  it('random batches match the model; balances never negative; journals and all postings sum to zero; replays answer the same', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 60, size: 'max' }), fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 60, maxLength: 60 }), async (ops, cuts) => {
        const db = t.database.db;
        const vendor = `P${run++}`; // fresh txId and round space per run
        const ids: number[] = [];
        for (let i = 0; i < MEMBERS; i++) {
          const member = await createMember(t.app, 'orbit');
          ids.push(member.id);
          const d = await createDeposit(db, merchantId, member.id, { requestId: `open-${vendor}-${i}`, channelCode: 'P', amount: 10_000 });
          await settleDeposit(db, merchantId, d.deposit.id, 'paid', { actor: 'test', ip: null }, new Date());
        }
        const model = new Model();
        // Replays resolve to an earlier call: its first answer, if accepted, must come back unchanged.
        const sent: { c: Call; first: Answer }[] = [];
        const calls: { c: Call; replayOf?: number }[] = [];
        for (const op of ops) {
          if (op.k === 'call') calls.push({ c: op.c });
          else if (calls.length) {
            const i = op.i % calls.length;
            calls.push({ c: calls[i].c, replayOf: i });
          }
        }
        for (let at = 0, n = 0; at < calls.length; at += cuts[n++ % cuts.length]) {
          const chunk = calls.slice(at, at + cuts[n % cuts.length]);
          const answers = await batch(db, merchantId, vendor, ids, chunk.map((x) => x.c), new Date());
          chunk.forEach((x, j) => {
            const want = model.apply(x.c);
            expect(answers[j], JSON.stringify(x)).toEqual(want);
            expect(answers[j].balance).toBeGreaterThanOrEqual(0);
            if (x.replayOf !== undefined) {
              const first = sent[x.replayOf].first;
              if (first.code === null && !first.duplicate) expect({ ...answers[j], duplicate: false }).toEqual(first);
            }
            sent.push({ c: x.c, first: answers[j] });
          });
        }
        expect(await checkInvariants(db)).toEqual(CLEAN);
        const total = (await db.execute(`select coalesce(sum(amount), 0)::bigint as s from wallet_postings`)) as unknown as { rows: { s: string }[] };
        expect(Number(total.rows[0].s)).toBe(0);
        // The round records: one per round that took a bet, with what the model says.
        const rows = ((await db.execute(`select round_id, stake, win, status from seamless_rounds where merchant_id = ${merchantId} and vendor_code = '${vendor}' and game_type is not null`)) as unknown as {
          rows: { round_id: string; stake: string; win: string; status: string }[];
        }).rows;
        const got = Object.fromEntries(rows.map((r) => [r.round_id, { stake: Number(r.stake), win: Number(r.win), status: r.status }]));
        const want = Object.fromEntries([...model.rounds].filter(([, r]) => r.status !== 'none').map(([k, r]) => [k, { stake: r.stake, win: r.win, status: r.status }]));
        expect(got).toEqual(want);
        // One bet.settled event per settled round (server/jobs/README.md), with the stake and win the model says.
        const events = ((await db.execute(`select payload from outbox_events where event = 'bet.settled' and key like '${merchantId}:${vendor}:%'`)) as unknown as {
          rows: { payload: { memberId: number; roundId: string; stake: number; win: number } }[];
        }).rows;
        expect(Object.fromEntries(events.map((e) => [e.payload.roundId, { memberId: e.payload.memberId, stake: e.payload.stake, win: e.payload.win }]))).toEqual(
          Object.fromEntries([...model.settled].map(([k, e]) => [k, { memberId: ids[e.m], stake: e.stake, win: e.win }])),
        );
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 100), interruptAfterTimeLimit: 120_000, ...(process.env.PROPERTY_SEED ? { seed: Number(process.env.PROPERTY_SEED), path: process.env.PROPERTY_PATH } : {}) },
    );
  }, 300_000);
});
