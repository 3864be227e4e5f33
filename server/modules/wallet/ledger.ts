// Double-entry ledger core (issue 4 item 1; STYLE.md money). The ONLY code that writes journals, postings
// and account balances. Callers pass an open transaction (`tx` last); the ledger never opens its own.
//
// Locking: member accounts are locked with SELECT ... FOR UPDATE in ascending id order before any balance
// check; system accounts (house, bonus, pending, clearing) are never read-then-written, only incremented
// atomically (UPDATE ... SET balance = balance + d) after the member locks. Every transaction takes its locks
// members first (by id), then system accounts, so none can deadlock; the house is striped (HOUSE_SLOTS) so
// concurrent bets of different members rarely wait for each other.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { walletAccounts, walletPostings } from './tables';

// 'commission': the brand's account agents' dividends and wages are paid from (issue 16, agents module).
export type SystemAccountKind = 'house' | 'bonus' | 'pending_withdrawal' | 'payment_clearing' | 'commission';
export type MemberAccountKind = 'main' | 'vendor';

/**
 * The house account is striped into HOUSE_SLOTS rows (vendor_code '0'..'15'), one picked per member: every bet
 * and win updates a house row, and one hot row would serialise all bets of a brand behind its lock (held until
 * the commit's fsync). The house balance is the sum of its slots. Other system accounts have one row (slot '').
 */
export const HOUSE_SLOTS = 16;
export const houseSlot = (memberId: number) => String(memberId % HOUSE_SLOTS);

export type AccountRef =
  /** Member accounts are locked and must stay >= 0; system accounts may go negative (house pays wins). */
  | { id: number; isMember: boolean }
  /** A system account named by its key, resolved inside the journal statement (saves a lookup per call). */
  | { isMember: false; system: { kind: SystemAccountKind; slot: string } };

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
  /** Balance of every touched account after the journal, by account id. */
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

/** A system account named by key does not exist yet (ensureSystemAccounts, then retry). */
export class MissingSystemAccountError extends Error {}

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

export async function systemAccount(merchantId: number, kind: SystemAccountKind, tx: DbOrTx, slot = ''): Promise<{ id: number; isMember: false }> {
  const where = and(eq(walletAccounts.merchantId, merchantId), isNull(walletAccounts.memberId), eq(walletAccounts.kind, kind), eq(walletAccounts.vendorCode, slot));
  const [row] = await tx.select({ id: walletAccounts.id }).from(walletAccounts).where(where);
  if (row) return { id: row.id, isMember: false };
  await tx.insert(walletAccounts).values({ merchantId, kind, memberId: null, vendorCode: slot }).onConflictDoNothing();
  const [created] = await tx.select({ id: walletAccounts.id }).from(walletAccounts).where(where);
  return { id: created.id, isMember: false };
}

/** The house slot of a member (see HOUSE_SLOTS), by key: no lookup. */
export const houseOf = (memberId: number): AccountRef => ({ isMember: false, system: { kind: 'house', slot: houseSlot(memberId) } });

/** Creates every system account of a merchant (idempotent); run at start-up and before a retry. */
export async function ensureSystemAccounts(merchantId: number, db: DbOrTx): Promise<void> {
  const rows = [
    ...Array.from({ length: HOUSE_SLOTS }, (_, i) => ({ merchantId, kind: 'house', memberId: null, vendorCode: String(i) })),
    ...(['bonus', 'pending_withdrawal', 'payment_clearing', 'commission'] as const).map((kind) => ({ merchantId, kind, memberId: null, vendorCode: '' })),
  ];
  await db.insert(walletAccounts).values(rows).onConflictDoNothing();
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

/** Locks a brand's member accounts by id (ascending order) and returns their balances. */
export async function lockAccountsById(merchantId: number, ids: number[], tx: DbOrTx): Promise<Map<number, number>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const out = new Map<number, number>();
  if (!sorted.length) return out;
  const rows = await tx
    .select({ id: walletAccounts.id, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.merchantId, merchantId), inArray(walletAccounts.id, sorted)))
    .orderBy(walletAccounts.id)
    .for('update');
  for (const r of rows) out.set(r.id, r.balance);
  return out;
}

// ---- journals ----

const accountKey = (a: AccountRef) => ('id' in a ? `#${a.id}` : `${a.system.kind}/${a.system.slot}`);
const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

/**
 * Writes one journal in ONE statement (a data-modifying CTE: journal row, balance updates, postings with their
 * running balances), after checking in code that it balances and that no member account goes below zero.
 * `locked` holds the balances of member accounts the caller already locked in this transaction; others are
 * locked here (ascending id). `also` adds CTEs to the same statement; they may use `j.id` (the journal id).
 * Throws InsufficientFundsError (nothing written) or LedgerInvariantError.
 */
export async function postJournal(j: JournalInput, tx: DbOrTx, locked: Map<number, number> = new Map(), also: SQL[] = []): Promise<PostedJournal> {
  checkBalanced(j.postings);
  // Net change per account (an account may appear twice in one journal).
  const accounts = new Map<string, { ref: AccountRef; amount: number }>();
  for (const p of j.postings) {
    const k = accountKey(p.account);
    const a = accounts.get(k) ?? { ref: p.account, amount: 0 };
    a.amount += p.amount;
    accounts.set(k, a);
  }
  const memberIds = [...accounts.values()].filter((a) => a.ref.isMember && 'id' in a.ref).map((a) => (a.ref as { id: number }).id);
  const toLock = memberIds.filter((id) => !locked.has(id));
  if (toLock.length) for (const [id, b] of await lockAccountsById(j.merchantId, toLock, tx)) locked.set(id, b);
  for (const id of memberIds) {
    const before = locked.get(id);
    if (before === undefined) throw new LedgerInvariantError(`member account ${id} not found`);
    if (before + accounts.get(`#${id}`)!.amount < 0) throw new InsufficientFundsError(id, before);
  }

  // Updates in lock order: member accounts by id, then system accounts (by id, or by key).
  const order = [...accounts.entries()].sort(([ka, a], [kb, b]) => {
    if (a.ref.isMember !== b.ref.isMember) return a.ref.isMember ? -1 : 1;
    const ia = 'id' in a.ref ? a.ref.id : Infinity, ib = 'id' in b.ref ? b.ref.id : Infinity;
    return ia !== ib ? ia - ib : ka < kb ? -1 : 1;
  });
  const alias = new Map(order.map(([k], i) => [k, `u${i}`]));
  const updates = order.map(([k, a]) => {
    const where =
      'id' in a.ref
        ? sql`merchant_id = ${j.merchantId} and id = ${a.ref.id}`
        : sql`merchant_id = ${j.merchantId} and member_id is null and kind = ${a.ref.system.kind} and vendor_code = ${a.ref.system.slot}`;
    return sql`${sql.raw(alias.get(k)!)} as (update wallet_accounts set balance = balance + ${a.amount}::bigint where ${where} returning id, balance)`;
  });
  // Running balance per posting: the account's final balance minus what later postings of this journal add.
  const later = new Map<string, number>();
  const postingRows: SQL[] = [];
  for (let i = j.postings.length - 1; i >= 0; i--) {
    const p = j.postings[i];
    const k = accountKey(p.account);
    const after = later.get(k) ?? 0;
    later.set(k, after + p.amount);
    const u = sql.raw(alias.get(k)!);
    postingRows.unshift(sql`select j.id, ${j.merchantId}::int, ${u}.id, ${p.amount}::bigint, ${u}.balance - ${after}::bigint, ${i}::int from j, ${u}`);
  }
  const journalCte = sql`j as (insert into wallet_journals (merchant_id, kind, member_id, request_key, reverses_journal_id, memo)
    values (${j.merchantId}, ${j.kind}, ${j.memberId}, ${j.requestKey ?? null}, ${j.reversesJournalId ?? null}, ${JSON.stringify(j.memo ?? {})}::jsonb) returning id)`;
  const postingsCte = sql`p as (insert into wallet_postings (journal_id, merchant_id, account_id, amount, balance_after)
    select id, m, account_id, amount, balance_after from (${sql.join(postingRows, sql` union all `)}) x(id, m, account_id, amount, balance_after, n) order by n returning 1)`;
  const selectList = order.map(([k]) => sql`${sql.raw(alias.get(k)!)}.id as ${sql.raw(`${alias.get(k)}_id`)}, ${sql.raw(alias.get(k)!)}.balance as ${sql.raw(`${alias.get(k)}_b`)}`);
  const fromList = order.map(([k]) => sql`left join ${sql.raw(alias.get(k)!)} on true`);
  const statement = sql`with ${sql.join([journalCte, ...updates, postingsCte, ...also], sql`, `)}
    select j.id as journal_id, (select count(*) from p)::int as n, ${sql.join(selectList, sql`, `)} from j ${sql.join(fromList, sql` `)}`;
  const [row] = rowsOf(await tx.execute(statement));
  const balances = new Map<number, number>();
  for (const [k] of order) {
    const id = row[`${alias.get(k)}_id`];
    if (id === null || id === undefined) {
      // Nothing may stay half-written: the caller's transaction is rolled back by this throw.
      throw k.startsWith('#') ? new LedgerInvariantError(`account ${k} not found`) : new MissingSystemAccountError(k);
    }
    balances.set(Number(id), Number(row[`${alias.get(k)}_b`]));
  }
  if (Number(row.n) !== j.postings.length) throw new LedgerInvariantError('postings not written');
  for (const id of memberIds) locked.set(id, balances.get(id)!);
  return { journalId: Number(row.journal_id), balances };
}

/** A new journal with every posting of `journalId` negated (mistakes are reversed, never edited). */
export async function reverseJournal(
  merchantId: number,
  journalId: number,
  kind: string,
  extra: { memberId: number | null; requestKey?: string | null; memo?: Record<string, unknown> },
  tx: DbOrTx,
  locked?: Map<number, number>,
  also: SQL[] = [],
): Promise<PostedJournal> {
  const rows = await tx
    .select({ accountId: walletPostings.accountId, amount: walletPostings.amount, memberId: walletAccounts.memberId })
    .from(walletPostings)
    .innerJoin(walletAccounts, and(eq(walletAccounts.merchantId, walletPostings.merchantId), eq(walletAccounts.id, walletPostings.accountId)))
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
    also,
  );
}
