// Double-entry ledger core (issue 4 item 1; STYLE.md money). The ONLY code that writes journals, postings
// and account balances. Callers pass an open transaction (`tx` last); the ledger never opens its own.
//
// Locking: member accounts are locked with SELECT ... FOR UPDATE in ascending id order before any balance
// check; system accounts (house, bonus, pending, clearing) are never read-then-written, only incremented
// atomically (UPDATE ... SET balance = balance + d) after the member locks, in ascending id order. Every
// transaction takes locks in that same order (members by id, then system by id), so none can deadlock, and
// the hot house account is locked only for the last few statements of a transaction.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { walletAccounts, walletJournals, walletPostings } from './tables';

export type SystemAccountKind = 'house' | 'bonus' | 'pending_withdrawal' | 'payment_clearing';
export type MemberAccountKind = 'main' | 'vendor';

export interface AccountRef {
  id: number;
  /** Member accounts are locked and must stay >= 0; system accounts may go negative (house pays wins). */
  isMember: boolean;
}

export interface PostingInput {
  account: AccountRef;
  amount: number;
}

export interface JournalInput {
  merchantId: number;
  kind: string;
  memberId: number | null;
  requestKey?: string | null;
  reversesJournalId?: number | null;
  memo?: Record<string, unknown>;
  postings: PostingInput[];
}

export interface PostedJournal {
  journalId: number;
  /** Balance of every touched account after the journal. */
  balances: Map<number, number>;
}

/** A member balance would go below zero: the caller answers "insufficient funds" with the real balance. */
export class InsufficientFundsError extends Error {
  constructor(
    readonly accountId: number,
    readonly balance: number,
  ) {
    super('insufficient_funds');
  }
}

/** Programming errors: an unbalanced journal or a bad amount must never reach the database. */
export class LedgerInvariantError extends Error {}

export function assertAmount(n: number, what = 'amount'): void {
  if (!Number.isSafeInteger(n)) throw new LedgerInvariantError(`${what} must be a safe integer of minor units, got ${n}`);
}

/** Checks the double-entry rule before anything is written: integer postings that sum to zero. */
export function checkBalanced(postings: PostingInput[]): void {
  let sum = 0;
  for (const p of postings) {
    assertAmount(p.amount, 'posting amount');
    sum += p.amount;
  }
  if (sum !== 0) throw new LedgerInvariantError(`journal does not balance: postings sum to ${sum}`);
}

// ---- accounts ----

export async function findSystemAccount(merchantId: number, kind: SystemAccountKind, tx: DbOrTx): Promise<AccountRef> {
  const [row] = await tx
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.merchantId, merchantId), isNull(walletAccounts.memberId), eq(walletAccounts.kind, kind)));
  if (row) return { id: row.id, isMember: false };
  await tx.insert(walletAccounts).values({ merchantId, kind, memberId: null, vendorCode: '' }).onConflictDoNothing();
  return findSystemAccount(merchantId, kind, tx);
}

const systemCache = new WeakMap<object, Map<string, number>>();
/** System account ids never change once created; cache them per database handle to save a round trip. */
export async function systemAccount(merchantId: number, kind: SystemAccountKind, tx: DbOrTx, cacheKey?: object): Promise<AccountRef> {
  const cache = cacheKey ? (systemCache.get(cacheKey) ?? systemCache.set(cacheKey, new Map()).get(cacheKey)!) : undefined;
  const hit = cache?.get(`${merchantId}:${kind}`);
  if (hit !== undefined) return { id: hit, isMember: false };
  const ref = await findSystemAccount(merchantId, kind, tx);
  cache?.set(`${merchantId}:${kind}`, ref.id);
  return ref;
}

export interface LockedAccount {
  id: number;
  balance: number;
}

/**
 * Finds (creating if needed) and locks a member account: SELECT ... FOR UPDATE.
 * The member must exist in the merchant (callers check); vendorCode '' for the main wallet.
 */
export async function lockMemberAccount(merchantId: number, memberId: number, kind: MemberAccountKind, vendorCode: string, tx: DbOrTx): Promise<LockedAccount> {
  const where = and(
    eq(walletAccounts.merchantId, merchantId),
    eq(walletAccounts.memberId, memberId),
    eq(walletAccounts.kind, kind),
    eq(walletAccounts.vendorCode, vendorCode),
  );
  const [row] = await tx.select({ id: walletAccounts.id, balance: walletAccounts.balance }).from(walletAccounts).where(where).for('update');
  if (row) return row;
  await tx.insert(walletAccounts).values({ merchantId, memberId, kind, vendorCode }).onConflictDoNothing();
  const [created] = await tx.select({ id: walletAccounts.id, balance: walletAccounts.balance }).from(walletAccounts).where(where).for('update');
  return created;
}

/** Finds or creates a member account WITHOUT locking it (lock several with lockAccountsById, in id order). */
export async function ensureMemberAccount(merchantId: number, memberId: number, kind: MemberAccountKind, vendorCode: string, tx: DbOrTx): Promise<number> {
  const where = and(
    eq(walletAccounts.merchantId, merchantId),
    eq(walletAccounts.memberId, memberId),
    eq(walletAccounts.kind, kind),
    eq(walletAccounts.vendorCode, vendorCode),
  );
  const [row] = await tx.select({ id: walletAccounts.id }).from(walletAccounts).where(where);
  if (row) return row.id;
  await tx.insert(walletAccounts).values({ merchantId, memberId, kind, vendorCode }).onConflictDoNothing();
  const [created] = await tx.select({ id: walletAccounts.id }).from(walletAccounts).where(where);
  return created.id;
}

/** Locks member accounts by id (ascending order) and returns their balances. */
export async function lockAccountsById(ids: number[], tx: DbOrTx): Promise<Map<number, number>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const out = new Map<number, number>();
  if (!sorted.length) return out;
  const rows = await tx
    .select({ id: walletAccounts.id, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(inArray(walletAccounts.id, sorted))
    .orderBy(walletAccounts.id)
    .for('update');
  for (const r of rows) out.set(r.id, r.balance);
  return out;
}

// ---- journals ----

/**
 * Writes one journal. `locked` holds the balances of member accounts the caller already locked in this
 * transaction; others are locked here (ascending id). Throws InsufficientFundsError (nothing written) when a
 * member account would go below zero, LedgerInvariantError when the postings do not balance.
 */
export async function postJournal(j: JournalInput, tx: DbOrTx, locked: Map<number, number> = new Map()): Promise<PostedJournal> {
  checkBalanced(j.postings);
  // Net change per account (an account may appear twice in one journal).
  const delta = new Map<number, { amount: number; isMember: boolean }>();
  for (const p of j.postings) {
    const d = delta.get(p.account.id) ?? { amount: 0, isMember: p.account.isMember };
    d.amount += p.amount;
    delta.set(p.account.id, d);
  }
  const memberIds = [...delta.entries()].filter(([, d]) => d.isMember).map(([id]) => id);
  const toLock = memberIds.filter((id) => !locked.has(id));
  if (toLock.length) for (const [id, b] of await lockAccountsById(toLock, tx)) locked.set(id, b);
  for (const id of memberIds) {
    const before = locked.get(id);
    if (before === undefined) throw new LedgerInvariantError(`member account ${id} not found`);
    if (before + delta.get(id)!.amount < 0) throw new InsufficientFundsError(id, before);
  }

  const [journal] = await tx
    .insert(walletJournals)
    .values({
      merchantId: j.merchantId,
      kind: j.kind,
      memberId: j.memberId,
      requestKey: j.requestKey ?? null,
      reversesJournalId: j.reversesJournalId ?? null,
      memo: j.memo ?? {},
    })
    .returning({ id: walletJournals.id });

  // Balances: member accounts (already locked) then system accounts, each in ascending id order.
  const balances = new Map<number, number>();
  const order = [...delta.keys()].sort((a, b) => {
    const ma = delta.get(a)!.isMember, mb = delta.get(b)!.isMember;
    return ma === mb ? a - b : ma ? -1 : 1;
  });
  for (const id of order) {
    const d = delta.get(id)!;
    if (d.isMember) {
      const after = locked.get(id)! + d.amount;
      if (d.amount !== 0) await tx.update(walletAccounts).set({ balance: after }).where(eq(walletAccounts.id, id));
      locked.set(id, after);
      balances.set(id, after);
    } else {
      const [row] = await tx
        .update(walletAccounts)
        .set({ balance: sql`${walletAccounts.balance} + ${d.amount}` })
        .where(eq(walletAccounts.id, id))
        .returning({ balance: walletAccounts.balance });
      balances.set(id, Number(row.balance));
    }
  }

  // Running balance per posting (an account posted twice gets the intermediate value first).
  const running = new Map<number, number>();
  for (const [id, after] of balances) running.set(id, after - delta.get(id)!.amount);
  const rows = j.postings.map((p) => {
    const b = running.get(p.account.id)! + p.amount;
    running.set(p.account.id, b);
    return { journalId: journal.id, merchantId: j.merchantId, accountId: p.account.id, amount: p.amount, balanceAfter: b };
  });
  if (rows.length) await tx.insert(walletPostings).values(rows);
  return { journalId: journal.id, balances };
}

/** A new journal with every posting of `journalId` negated (mistakes are reversed, never edited). */
export async function reverseJournal(
  merchantId: number,
  journalId: number,
  kind: string,
  extra: { memberId: number | null; requestKey?: string | null; memo?: Record<string, unknown> },
  tx: DbOrTx,
  locked?: Map<number, number>,
): Promise<PostedJournal> {
  const rows = await tx
    .select({ accountId: walletPostings.accountId, amount: walletPostings.amount, memberId: walletAccounts.memberId })
    .from(walletPostings)
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletPostings.accountId))
    .where(and(eq(walletPostings.journalId, journalId), eq(walletPostings.merchantId, merchantId)));
  if (!rows.length) throw new LedgerInvariantError(`journal ${journalId} has no postings`);
  return postJournal(
    {
      merchantId,
      kind,
      memberId: extra.memberId,
      requestKey: extra.requestKey ?? null,
      reversesJournalId: journalId,
      memo: extra.memo ?? {},
      postings: rows.map((r) => ({ account: { id: r.accountId, isMember: r.memberId !== null }, amount: -r.amount })),
    },
    tx,
    locked,
  );
}
