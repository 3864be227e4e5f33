// Points earned (issue 18 item 4; spec §3 points types, §9 no expiry): each settled bet's valid bet (its stake) at the
// brand's rate for its game type, and each paid deposit at the deposit rate. Applied by outbox subscribers
// (`bet.settled` → `points.bet`, `deposit.paid` → `points.deposit`): the outbox applies an event once per subscriber,
// and the journal's unique (member, reference) refuses a second row for the same bet or deposit anyway. Fractions of a
// point are carried on the member's account, so many small bets earn what one big bet of the same total would.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { gameKey, gameTypesOf } from '../games';
import { pointAccounts, pointJournal, pointSettings, type PointType } from './tables';

export type PointSettings = typeof pointSettings.$inferSelect;
export type PointAccount = typeof pointAccounts.$inferSelect;

/** Rates are hundredths of a point per major unit; amounts are minor units (two decimals): 10 000 parts a point. */
const PARTS = 10_000;

export const DEFAULT_SETTINGS: Omit<PointSettings, 'merchantId' | 'updatedAt'> = { enabled: false, betRates: {}, depositRate: 0, convertPoints: 0, convertCash: 0 };

export async function pointSettingsOf(merchantId: number, db: DbOrTx): Promise<PointSettings> {
  const [row] = await db.select().from(pointSettings).where(eq(pointSettings.merchantId, merchantId));
  return row ?? { merchantId, ...DEFAULT_SETTINGS, updatedAt: new Date(0) };
}

export type SettingsInput = Omit<PointSettings, 'merchantId' | 'updatedAt'>;

export async function setPointSettings(merchantId: number, input: SettingsInput, db: DbOrTx): Promise<PointSettings> {
  const values = { ...input, updatedAt: sql`now()` };
  const [row] = await db.insert(pointSettings).values({ merchantId, ...values }).onConflictDoUpdate({ target: pointSettings.merchantId, set: values }).returning();
  return row;
}

/** spec §3 points types by the catalogue's game type (slots also for fishing; sports also for esports, cockfight). */
export function pointTypeOf(gameType: string | null): PointType {
  switch (gameType) {
    case 'LIVE':
      return 'live';
    case 'PVP':
      return 'pvp';
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'sports';
    case 'ELOTT':
    case 'LOTT':
      return 'lottery';
    default:
      return 'slots';
  }
}

export const rateFor = (s: PointSettings, gameType: string) => s.betRates[gameType] ?? s.betRates.default ?? 0;

/** The member's account row, created empty when missing, locked for this transaction. */
export async function lockAccount(tx: Tx, merchantId: number, memberId: number): Promise<PointAccount> {
  await tx.insert(pointAccounts).values({ merchantId, memberId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(pointAccounts)
    .where(and(eq(pointAccounts.memberId, memberId), eq(pointAccounts.merchantId, merchantId)))
    .for('update');
  if (!row) throw new Error(`points account of member ${memberId} is not of merchant ${merchantId}`);
  return row;
}

export interface PointMove {
  type: PointType;
  /** Whole points, + earned or refunded, − spent. */
  change: number;
  reference: string;
  remark?: string;
  /** Earning: the new fraction carried (ten-thousandths of a point). */
  carry?: number;
  at?: Date;
}

/** Writes one change on a locked account: the journal row and the balance. A reference seen before changes nothing. */
export async function movePoints(tx: Tx, account: PointAccount, m: PointMove): Promise<{ journalId: number | null; balance: number }> {
  const balance = account.balance + m.change;
  if (balance < 0) throw new Error('points balance would go below zero');
  let journalId: number | null = null;
  if (m.change !== 0) {
    const [row] = await tx
      .insert(pointJournal)
      .values({ merchantId: account.merchantId, memberId: account.memberId, type: m.type, change: m.change, balanceAfter: balance, reference: m.reference, remark: m.remark ?? '', ...(m.at ? { createdAt: m.at } : {}) })
      .onConflictDoNothing()
      .returning({ id: pointJournal.id });
    if (!row) return { journalId: null, balance: account.balance };
    journalId = row.id;
  }
  await tx
    .update(pointAccounts)
    .set({
      balance,
      carry: m.carry ?? account.carry,
      earned: m.change > 0 && m.type !== 'redeem' ? account.earned + m.change : account.earned,
      spent: m.type === 'redeem' ? account.spent - m.change : account.spent,
      updatedAt: sql`now()`,
    })
    .where(and(eq(pointAccounts.merchantId, account.merchantId), eq(pointAccounts.memberId, account.memberId)));
  account.balance = balance;
  account.carry = m.carry ?? account.carry;
  return { journalId, balance };
}

/** Adds `amount` minor units × `rate` (hundredths of a point per major unit) to the member's points. */
async function earn(tx: Tx, merchantId: number, memberId: number, amount: number, rate: number, type: PointType, reference: string, at: Date): Promise<number> {
  if (amount <= 0 || rate <= 0) return 0;
  const account = await lockAccount(tx, merchantId, memberId);
  const parts = account.carry + amount * rate;
  const points = Math.floor(parts / PARTS);
  await movePoints(tx, account, { type, change: points, reference, carry: parts % PARTS, at });
  return points;
}

/** A settled bet (bet.settled) as points are earned on it. */
export type SettledBet = { merchantId: number; memberId: number; vendorCode: string; gameCode: string; roundId: string; stake: number; settledAt: string };

/** bet.settled: the valid bet (stake) at the rate of its game type. */
export async function earnOnBet(tx: Tx, e: SettledBet): Promise<number> {
  return earnOnBets(tx, [e]);
}

/**
 * bet.settled, set-based (issue 21): earnOnBet on each bet, with the brand's settings and the games' types read once
 * per batch; members' accounts locked in member order (a member's bets in their order). Returns the points earned.
 */
export async function earnOnBets(tx: Tx, bets: SettledBet[]): Promise<number> {
  let total = 0;
  for (const merchantId of new Set(bets.map((b) => b.merchantId))) {
    const mine = bets.filter((b) => b.merchantId === merchantId && b.stake > 0);
    if (!mine.length) continue;
    const s = await pointSettingsOf(merchantId, tx);
    if (!s.enabled) continue;
    const types = await gameTypesOf(merchantId, mine, tx);
    const ordered = mine.map((b, i) => ({ b, i })).sort((x, y) => x.b.memberId - y.b.memberId || x.i - y.i);
    for (const { b } of ordered) {
      const gameType = types.get(gameKey(b.vendorCode, b.gameCode)) ?? 'OTHER';
      total += await earn(tx, merchantId, b.memberId, b.stake, rateFor(s, gameType), pointTypeOf(gameType), `bet:${b.vendorCode}:${b.roundId}`, new Date(b.settledAt));
    }
  }
  return total;
}

/** deposit.paid: the amount at the deposit rate. */
export async function earnOnDeposit(tx: Tx, e: { merchantId: number; memberId: number; depositId: number; amount: number; paidAt: string }): Promise<number> {
  const s = await pointSettingsOf(e.merchantId, tx);
  if (!s.enabled) return 0;
  return earn(tx, e.merchantId, e.memberId, e.amount, s.depositRate, 'deposit', `deposit:${e.depositId}`, new Date(e.paidAt));
}

/** MCS2_getPointBalance. */
export async function pointBalance(merchantId: number, memberId: number, db: DbOrTx) {
  const [row] = await db.select().from(pointAccounts).where(and(eq(pointAccounts.merchantId, merchantId), eq(pointAccounts.memberId, memberId)));
  return { points: row?.balance ?? 0, earned: row?.earned ?? 0, spent: row?.spent ?? 0 };
}

/** ODSFE2_MemTransDet: the member's points details (journal), newest first, paged (spec §9 page size 15). */
export async function pointDetails(merchantId: number, memberId: number, q: { pageNo: number; pageSize: number; type?: PointType }, db: DbOrTx) {
  const where = and(eq(pointJournal.merchantId, merchantId), eq(pointJournal.memberId, memberId), q.type ? eq(pointJournal.type, q.type) : undefined);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(pointJournal).where(where);
  const rows = await db
    .select()
    .from(pointJournal)
    .where(where)
    .orderBy(desc(pointJournal.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return {
    list: rows.map((r) => ({ id: r.id, type: r.type, change: r.change, balanceAfter: r.balanceAfter, reference: r.reference, remark: r.remark, createdAt: r.createdAt.toISOString() })),
    total: n,
    totalPages: Math.max(1, Math.ceil(n / q.pageSize)),
  };
}
