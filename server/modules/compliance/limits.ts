// Issue 20 item 1: the player's limits. Deposit, loss and wager limits per day, week and month (minor units)
// and a session-length limit (minutes). Lowering (or setting a first limit) takes effect at once; raising or
// removing waits a 24-hour cooling-off, during which the lower value stays in force (industry practice, MGA
// player-protection directive). Periods follow the market's calendar (UTC+8, schema/api/market-day.ts): the day
// from midnight, the week from Monday, the month from the 1st. Enforced where money moves: the wallet's deposit
// and bet checks (wallet/guards.ts) call depositRefusal / betRefusal below.
import { and, eq, sql } from 'drizzle-orm';
import { REPORT_OFFSET_HOURS } from '../../../schema/api/market-day';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { memberActivitySince, requireBetChecks, type BetRefusal } from '../wallet';
import { rgLimits } from './tables';

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export const MONEY_PERIODS = ['day', 'week', 'month'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof MONEY_PERIODS)[number] | 'session';
export const COOLING_OFF_MS = 24 * 3_600_000;

type LimitRow = typeof rgLimits.$inferSelect;

export interface LimitView {
  kind: LimitKind;
  period: LimitPeriod;
  /** In force now (minor units; minutes for session); null: no limit. */
  amount: number | null;
  /** A raise or removal waiting for its cooling-off: the value (null = removal) and when it applies. */
  pending: { amount: number | null; effectiveAt: string } | null;
}

/** The limit in force at `now`: a pending change whose time has come applies (read-time, no job). */
export function effective(row: LimitRow, now: Date): LimitView {
  const due = row.pendingAt && row.pendingAt.getTime() <= now.getTime();
  if (due) return { kind: row.kind, period: row.period, amount: row.pendingRemove ? null : row.pendingAmount, pending: null };
  const pending = row.pendingAt ? { amount: row.pendingRemove ? null : row.pendingAmount, effectiveAt: row.pendingAt.toISOString() } : null;
  return { kind: row.kind, period: row.period, amount: row.amount, pending };
}

const OFFSET = REPORT_OFFSET_HOURS * 3_600_000;
const DAY = 86_400_000;

/** When the current period began (market calendar, UTC+8). */
export function periodStart(period: (typeof MONEY_PERIODS)[number], now: Date): Date {
  const local = new Date(now.getTime() + OFFSET);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  if (period === 'day') return new Date(midnight - OFFSET);
  if (period === 'week') return new Date(midnight - ((local.getUTCDay() + 6) % 7) * DAY - OFFSET);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET);
}

export async function memberLimits(db: DbOrTx, merchantId: number, memberId: number, now: Date): Promise<LimitView[]> {
  const rows = await db.select().from(rgLimits).where(and(eq(rgLimits.merchantId, merchantId), eq(rgLimits.memberId, memberId)));
  return rows.map((r) => effective(r, now)).filter((l) => l.amount !== null || l.pending);
}

export class LimitError extends AppError {
  constructor(status: number, code: string, key: string, details?: Record<string, unknown>) {
    super(status, code, key, details);
  }
}

/**
 * Sets, lowers, raises or removes one limit (amount null = remove). Answers the limit as it now stands: a
 * decrease in force at once, an increase or removal pending for 24 hours. A new lower value during a pending
 * raise cancels the raise.
 */
export async function setLimit(db: DbOrTx, merchantId: number, memberId: number, input: { kind: LimitKind; period: LimitPeriod; amount: number | null }, now: Date): Promise<LimitView> {
  const { kind, period, amount } = input;
  if ((kind === 'session') !== (period === 'session')) throw new LimitError(400, 'bad_limit_period', 'err_rg_limit_period');
  const key = and(eq(rgLimits.merchantId, merchantId), eq(rgLimits.memberId, memberId), eq(rgLimits.kind, kind), eq(rgLimits.period, period));
  const [row] = await db.select().from(rgLimits).where(key).for('update');
  const current = row ? effective(row, now).amount : null;
  const immediate = amount !== null && (current === null || amount <= current);
  const values = immediate
    ? { amount, pendingAmount: null, pendingRemove: 0, pendingAt: null, updatedAt: now }
    : { amount: current, pendingAmount: amount, pendingRemove: amount === null ? 1 : 0, pendingAt: new Date(now.getTime() + COOLING_OFF_MS), updatedAt: now };
  if (!row && amount === null) return { kind, period, amount: null, pending: null };
  if (row) await db.update(rgLimits).set(values).where(key);
  else {
    // From now on the member's seamless debits are checked against it before they are taken (wallet_bet_guards).
    await requireBetChecks(db, merchantId, memberId);
    await db.insert(rgLimits).values({ merchantId, memberId, kind, period, ...values });
  }
  const [after] = await db.select().from(rgLimits).where(key);
  return effective(after, now);
}

/** A deposit that would pass a deposit limit of any period: refused with the room left (minor units). */
export async function depositRefusal(db: DbOrTx, merchantId: number, memberId: number, amount: number, now: Date): Promise<void> {
  const limits = (await memberLimits(db, merchantId, memberId, now)).filter((l) => l.kind === 'deposit' && l.amount !== null);
  for (const l of limits) {
    const used = (await memberActivitySince(db, merchantId, memberId, periodStart(l.period as 'day', now))).deposited;
    if (used + amount > l.amount!) {
      throw new LimitError(400, 'deposit_limit_exceeded', 'err_rg_deposit_limit', { period: l.period, limit: l.amount, remaining: Math.max(0, l.amount! - used) });
    }
  }
}

/** A bet that would pass a loss limit (stake counted as lost until settled) or a wager limit: its refusal code. */
export async function betRefusal(db: DbOrTx, merchantId: number, memberId: number, amount: number, now: Date, loaded?: LimitView[]): Promise<BetRefusal | null> {
  const limits = (loaded ?? (await memberLimits(db, merchantId, memberId, now))).filter((l) => (l.kind === 'loss' || l.kind === 'wager') && l.amount !== null);
  for (const l of limits) {
    const a = await memberActivitySince(db, merchantId, memberId, periodStart(l.period as 'day', now));
    if (l.kind === 'wager' && a.staked + amount > l.amount!) return 'wager_limit_exceeded';
    if (l.kind === 'loss' && a.staked - a.won + amount > l.amount!) return 'loss_limit_exceeded';
  }
  return null;
}

interface ProtectionRow {
  excluded: boolean;
  limits: (Omit<LimitRow, 'pendingAt' | 'merchantId' | 'memberId' | 'updatedAt'> & { pendingAt: string | null })[];
}
type ProtectionAsk = { merchantId: number; memberId: number; now: Date; resolve: (r: ProtectionRow) => void; reject: (e: unknown) => void };

/**
 * Reads the bet protection of many bets in one statement: while one read is in flight, the bets arriving meanwhile
 * wait and go together in the next (group commit, like the wallet's seamless batcher). Per database handle.
 */
class ProtectionReader {
  private static readonly MAX = 256;
  private readonly queue: ProtectionAsk[] = [];
  private busy = false;
  constructor(private readonly db: DbOrTx) {}

  read(merchantId: number, memberId: number, now: Date): Promise<ProtectionRow> {
    return new Promise((resolve, reject) => {
      this.queue.push({ merchantId, memberId, now, resolve, reject });
      if (!this.busy) void this.drain();
    });
  }

  private async drain() {
    this.busy = true;
    while (this.queue.length) {
      const batch = this.queue.splice(0, ProtectionReader.MAX);
      try {
        const asks = JSON.stringify(batch.map((a, i) => ({ i, merchant_id: a.merchantId, member_id: a.memberId, at: a.now.toISOString() })));
        const res = (await this.db.execute(sql`
          select a.i,
                 exists (select 1 from rg_exclusions e
                          where e.merchant_id = a.merchant_id and e.member_id = a.member_id and (e.ends_at is null or e.ends_at > a.at)) as excluded,
                 coalesce((select json_agg(json_build_object('kind', l.kind, 'period', l.period, 'amount', l.amount, 'pendingAmount', l.pending_amount,
                                                            'pendingRemove', l.pending_remove, 'pendingAt', l.pending_at))
                             from ${rgLimits} l where l.merchant_id = a.merchant_id and l.member_id = a.member_id), '[]'::json) as limits
            from jsonb_to_recordset(${asks}::jsonb) as a(i int, merchant_id int, member_id int, at timestamptz)`)) as unknown as {
          rows: (ProtectionRow & { i: number })[];
        };
        for (const r of res.rows) batch[r.i].resolve(r);
      } catch (e) {
        for (const a of batch) a.reject(e);
      }
    }
    this.busy = false;
  }
}
const readers = new WeakMap<object, ProtectionReader>();

/**
 * What a bet is checked against (the wallet's bet check, on every seamless debit): whether the member is in a time-out
 * or self-exclusion now, and their limits, in one statement shared by the bets arriving together (ProtectionReader).
 * Most members have neither, so that read is all a bet costs here (bench:wallet: three separate reads per debit had
 * taken the seamless path from ~2,400 to ~650 pairs/s on this machine).
 */
export async function betProtection(db: DbOrTx, merchantId: number, memberId: number, now: Date): Promise<{ excluded: boolean; limits: LimitView[] }> {
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = new ProtectionReader(db)));
  const row = await reader.read(merchantId, memberId, now);
  const limits = row.limits
    .map((l) => effective({ ...l, merchantId, memberId, updatedAt: now, pendingAt: l.pendingAt ? new Date(l.pendingAt) : null }, now))
    .filter((l) => l.amount !== null || l.pending);
  return { excluded: row.excluded, limits };
}
