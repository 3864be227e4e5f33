// Player wallet calls (issue 4 item 3; spec §7 Wallet, §2 personal centre: transferFund, transferUpline,
// transactionHistory, bonusDetails; §6 agent transfer to a downline). Rules here, SQL in ledger.ts/history.ts.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/crypto-password';
import { BadRequestError, ForbiddenError, NotFoundError, RateLimitError } from '../../lib/errors';
import { getMemberById, getMemberByUsername, getPaymentPasswordHash, hasPaymentPasswordHash, setPaymentPasswordHash } from '../accounts';
import { insertAudit } from '../tenancy';
import type { Actor } from './deposits';
import type { Argon2Cost } from '../../lib/crypto-password';
import { InsufficientBalanceError, PaymentPasswordError, WalletRuleError } from './errors';
import { ensureMemberAccount, InsufficientFundsError, lockAccountsById, postJournal } from './ledger';
import { once } from './requests';
import { runTransferOutChecks } from './guards';
import { lockedWalletSettings, saveWalletSettings, type WalletSettings } from './settings';
import { paymentPasswordAttempts, walletAccounts } from './tables';

export const MAIN = 'MAIN';

export interface WalletView {
  /** spec §3 balance response: every wallet of the member, in minor units. */
  sumBalance: number;
  mainBalance: number;
  wallets: { vendorCode: string; balance: number }[];
  currency: { code: string; symbol: string; minorDigits: number };
}

export async function memberWallets(merchantId: number, memberId: number, db: DbOrTx) {
  return db
    .select({ id: walletAccounts.id, kind: walletAccounts.kind, vendorCode: walletAccounts.vendorCode, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.merchantId, merchantId), eq(walletAccounts.memberId, memberId)))
    .orderBy(walletAccounts.id);
}

export async function balanceOf(merchantId: number, memberId: number, currency: WalletView['currency'], db: DbOrTx): Promise<WalletView> {
  const rows = await memberWallets(merchantId, memberId, db);
  const main = rows.find((r) => r.kind === 'main')?.balance ?? 0;
  const wallets = rows.filter((r) => r.kind === 'vendor').map((r) => ({ vendorCode: r.vendorCode, balance: r.balance }));
  return { sumBalance: rows.reduce((s, r) => s + r.balance, 0), mainBalance: main, wallets, currency };
}

function insufficient(e: unknown): never {
  if (e instanceof InsufficientFundsError) throw new InsufficientBalanceError(e.balance);
  throw e;
}

/**
 * GCS_walletTransfer: main <-> vendor sub-wallet when the merchant wallet is not single (spec §3). A single
 * wallet plays on main only, but money may still leave a sub-wallet for main (issue 24 item 10): a bet made
 * before a switch to single and rolled back after it is refunded to the sub-wallet it came from.
 */
export async function transferBetweenWallets(
  db: Db,
  merchantId: number,
  memberId: number,
  input: { requestId: string; from: string; to: string; amount: number },
): Promise<{ requestId: string; journalId: number; amount: number; from: string; to: string }> {
  if ((input.from === MAIN) === (input.to === MAIN)) throw new WalletRuleError('transfer_main_vendor', 'err_transfer_main_vendor');
  const params = { from: input.from, to: input.to, amount: input.amount };
  return once(db, { merchantId, scope: `member:${memberId}`, requestId: input.requestId, operation: 'walletTransfer', params }, async (tx, requestKey) => {
    // Read under a share lock: a switch to single (changeWalletSettings) waits for this journal, or this
    // transfer waits for the switch and then sees it.
    const settings = await lockedWalletSettings(merchantId, tx, 'share');
    if (settings.isSingle && (input.to !== MAIN || !(await vendorAccountId(merchantId, memberId, input.from, tx)))) {
      throw new WalletRuleError('wallet_single', 'err_wallet_single');
    }
    const accountOf = (w: string) => ensureMemberAccount(merchantId, memberId, w === MAIN ? 'main' : 'vendor', w === MAIN ? '' : w, tx);
    const fromId = await accountOf(input.from);
    const toId = await accountOf(input.to);
    const locked = await lockAccountsById(merchantId, [fromId, toId], tx);
    const posted = await postJournal(
      {
        merchantId,
        kind: 'transfer',
        memberId,
        requestKey,
        memo: { from: input.from, to: input.to },
        postings: [
          { account: { id: fromId, isMember: true }, amount: -input.amount },
          { account: { id: toId, isMember: true }, amount: input.amount },
        ],
      },
      tx,
      locked,
    ).catch(insufficient);
    return { response: { requestId: input.requestId, journalId: posted.journalId, ...params }, journalId: posted.journalId };
  });
}

async function vendorAccountId(merchantId: number, memberId: number, vendorCode: string, db: DbOrTx): Promise<number | undefined> {
  const [row] = await db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.merchantId, merchantId), eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, 'vendor'), eq(walletAccounts.vendorCode, vendorCode)));
  return row?.id;
}

// ---- switching the merchant wallet (spec §3 isSingle; issue 24 item 10) ----

/**
 * Operator change of the wallet settings (merged over the current ones), audited in the same transaction.
 * Multi -> single moves every vendor sub-wallet balance into main (sweepVendorWallets) in that transaction,
 * so nothing stays in a wallet the brand no longer plays on. Single -> multi moves nothing: main stays the
 * member's wallet for deposits, withdrawals and member transfers, and feeds the sub-wallets by GCS_walletTransfer.
 */
export async function changeWalletSettings(db: Db, merchantId: number, who: Actor, patch: Partial<WalletSettings>): Promise<WalletSettings> {
  return db.transaction(async (tx) => {
    const before = await lockedWalletSettings(merchantId, tx, 'update');
    const after = { ...before, ...patch };
    if (after.withdrawMin > after.withdrawMax) throw new BadRequestError('err_amount_limits', { withdrawMin: after.withdrawMin, withdrawMax: after.withdrawMax }, 'bad_limits');
    // Saved first: a seamless batch that locks member accounts after the sweep's locks (below) reads isSingle
    // after this commits, so it plays on main.
    await saveWalletSettings(merchantId, after, tx);
    const sweep = !before.isSingle && after.isSingle ? await sweepVendorWallets(merchantId, randomUUID(), tx) : null;
    await insertAudit(merchantId, { actor: who.actor, ip: who.ip, action: 'wallet.settings.set', detail: { before, after, ...(sweep ?? {}) } }, tx);
    return after;
  });
}

/**
 * Moves every vendor sub-wallet balance of the brand into the member's main wallet: one double-entry 'transfer'
 * journal per member (request key operator:wallet-switch:<sweepId>:<memberId>). Every vendor sub-wallet of the
 * brand and its members' main wallets are locked in one statement in ascending id order (ledger.ts order), so a
 * seamless batch or transfer that holds one of them finishes first and its result is swept too.
 */
export async function sweepVendorWallets(merchantId: number, sweepId: string, tx: Tx): Promise<{ sweepId: string; swept: { members: number; amount: number } }> {
  await tx.execute(sql`insert into wallet_accounts (merchant_id, member_id, kind, vendor_code)
    select distinct merchant_id, member_id, 'main', '' from wallet_accounts where merchant_id = ${merchantId} and member_id is not null and kind = 'vendor'
    on conflict do nothing`);
  const withVendor = tx
    .select({ memberId: walletAccounts.memberId })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.merchantId, merchantId), eq(walletAccounts.kind, 'vendor')));
  const rows = await tx
    .select({ id: walletAccounts.id, memberId: walletAccounts.memberId, kind: walletAccounts.kind, vendorCode: walletAccounts.vendorCode, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(
      and(
        eq(walletAccounts.merchantId, merchantId),
        isNotNull(walletAccounts.memberId),
        or(eq(walletAccounts.kind, 'vendor'), and(eq(walletAccounts.kind, 'main'), inArray(walletAccounts.memberId, withVendor))),
      ),
    )
    .orderBy(walletAccounts.id)
    .for('update');
  const locked = new Map(rows.map((r) => [r.id, r.balance]));
  const byMember = new Map<number, { main?: number; vendors: { id: number; code: string; balance: number }[] }>();
  for (const r of rows) {
    const m = byMember.get(r.memberId!) ?? { vendors: [] };
    if (r.kind === 'main') m.main = r.id;
    else if (r.balance > 0) m.vendors.push({ id: r.id, code: r.vendorCode, balance: r.balance });
    byMember.set(r.memberId!, m);
  }
  let members = 0;
  let amount = 0;
  for (const [memberId, m] of [...byMember].sort(([a], [b]) => a - b)) {
    if (!m.vendors.length) continue;
    const total = m.vendors.reduce((s, v) => s + v.balance, 0);
    await postJournal(
      {
        merchantId,
        kind: 'transfer',
        memberId,
        requestKey: `operator:wallet-switch:${sweepId}:${memberId}`,
        memo: { from: m.vendors.map((v) => v.code).join(','), to: MAIN, reason: 'wallet_switch' },
        postings: [...m.vendors.map((v) => ({ account: { id: v.id, isMember: true }, amount: -v.balance })), { account: { id: m.main!, isMember: true }, amount: total }],
      },
      tx,
      locked,
    );
    members++;
    amount += total;
  }
  return { sweepId, swept: { members, amount } };
}

// ---- payment password (argon2id, like login passwords) ----

/**
 * Wrong payment passwords (issue 24 item 6): 5 tries without a right one lock the member out of money actions
 * for 15 minutes. Counted in the database (payment_password_attempts, tables.ts) by one atomic upsert that
 * takes a number BEFORE the password is checked: N parallel tries get the numbers 1..N, only 1..limit are
 * checked, the rest are refused unchecked, and every server process sees the same count. A right password
 * deletes the count. The try that reaches the limit restarts the window, so the lock lasts the full window.
 */
export class PaymentPasswordGuard {
  constructor(
    private readonly clock: Clock,
    readonly limit = 5,
    readonly windowMs = 15 * 60_000,
  ) {}

  /** Counts one try; returns 0 when it may be checked, else the seconds until the lock ends. */
  async take(db: DbOrTx, merchantId: number, memberId: number): Promise<number> {
    const t = this.clock.now();
    const now = sql`${t.toISOString()}::timestamptz`;
    const expired = sql`${paymentPasswordAttempts.windowStartedAt} <= ${new Date(t.getTime() - this.windowMs).toISOString()}::timestamptz`;
    const [row] = await db
      .insert(paymentPasswordAttempts)
      .values({ merchantId, memberId, attempts: 1, windowStartedAt: t })
      .onConflictDoUpdate({
        target: [paymentPasswordAttempts.merchantId, paymentPasswordAttempts.memberId],
        set: {
          attempts: sql`case when ${expired} then 1 else ${paymentPasswordAttempts.attempts} + 1 end`,
          windowStartedAt: sql`case when ${expired} or ${paymentPasswordAttempts.attempts} + 1 = ${this.limit} then ${now} else ${paymentPasswordAttempts.windowStartedAt} end`,
        },
      })
      .returning({ attempts: paymentPasswordAttempts.attempts, since: paymentPasswordAttempts.windowStartedAt });
    if (row.attempts <= this.limit) return 0;
    return Math.max(1, Math.ceil((row.since.getTime() + this.windowMs - t.getTime()) / 1000));
  }

  async clear(db: DbOrTx, merchantId: number, memberId: number): Promise<void> {
    await db.delete(paymentPasswordAttempts).where(and(eq(paymentPasswordAttempts.merchantId, merchantId), eq(paymentPasswordAttempts.memberId, memberId)));
  }
}

export async function checkPaymentPassword(db: DbOrTx, merchantId: number, memberId: number, password: string, guard: PaymentPasswordGuard): Promise<void> {
  const hash = await getPaymentPasswordHash(merchantId, memberId, db);
  if (!hash) throw new PaymentPasswordError('payment_password_unset');
  const wait = await guard.take(db, merchantId, memberId);
  if (wait) throw new RateLimitError(wait, 'err_payment_password_locked');
  if (!(await verifyPassword(hash, password))) throw new PaymentPasswordError('payment_password_wrong');
  await guard.clear(db, merchantId, memberId);
}

export async function setPaymentPassword(
  db: DbOrTx,
  merchantId: number,
  memberId: number,
  input: { oldPaymentPassword?: string; paymentPassword: string },
  argon2: Argon2Cost,
  guard: PaymentPasswordGuard,
): Promise<void> {
  if (await getPaymentPasswordHash(merchantId, memberId, db)) {
    if (!input.oldPaymentPassword) throw new PaymentPasswordError('payment_password_wrong');
    await checkPaymentPassword(db, merchantId, memberId, input.oldPaymentPassword, guard);
  }
  await setPaymentPasswordHash(merchantId, memberId, await hashPassword(input.paymentPassword, argon2), db);
}

export async function hasPaymentPassword(db: DbOrTx, merchantId: number, memberId: number): Promise<boolean> {
  return hasPaymentPasswordHash(merchantId, memberId, db);
}

// ---- member to member (upline / downline) ----

function memberRow(merchantId: number, id: number, db: DbOrTx) {
  return getMemberById(merchantId, id, db);
}

async function memberToMember(
  db: Db,
  merchantId: number,
  fromId: number,
  toId: number,
  kind: 'transfer_upline' | 'transfer_downline',
  input: { requestId: string; amount: number },
  memo: Record<string, unknown>,
) {
  const params = { to: toId, amount: input.amount };
  return once(db, { merchantId, scope: `member:${fromId}`, requestId: input.requestId, operation: kind, params }, async (tx, requestKey) => {
    const a = await ensureMemberAccount(merchantId, fromId, 'main', '', tx);
    const b = await ensureMemberAccount(merchantId, toId, 'main', '', tx);
    const locked = await lockAccountsById(merchantId, [a, b], tx);
    // Issue 18: checks of other modules on money leaving the member (promotions: unmet bonus wagering), under the lock.
    await runTransferOutChecks({ merchantId, memberId: fromId, amount: input.amount }, tx);
    const posted = await postJournal(
      {
        merchantId,
        kind,
        memberId: fromId,
        requestKey,
        memo,
        postings: [
          { account: { id: a, isMember: true }, amount: -input.amount },
          { account: { id: b, isMember: true }, amount: input.amount },
        ],
      },
      tx,
      locked,
    ).catch(insufficient);
    return { response: { requestId: input.requestId, journalId: posted.journalId, amount: input.amount, to: String(memo.to) }, journalId: posted.journalId };
  });
}

/** spec §2 transferUpline, §6 "A member may transfer to the upline". */
export async function transferToUpline(db: Db, merchantId: number, memberId: number, input: { requestId: string; amount: number }) {
  const me = await memberRow(merchantId, memberId, db);
  if (!me?.uplineId) throw new WalletRuleError('no_upline', 'err_no_upline');
  const upline = await memberRow(merchantId, me.uplineId, db);
  if (!upline || upline.status !== 'active') throw new WalletRuleError('no_upline', 'err_no_upline');
  return memberToMember(db, merchantId, memberId, upline.id, 'transfer_upline', input, { from: me.username, to: upline.username });
}

/** spec §6 "Agents may ... transfer to a downline": direct downlines only. */
export async function transferToDownline(db: Db, merchantId: number, agentId: number, input: { requestId: string; amount: number; downline: string }) {
  const agent = await memberRow(merchantId, agentId, db);
  const down = await getMemberByUsername(merchantId, input.downline, db);
  if (!agent || !down || down.uplineId !== agentId) throw new NotFoundError('err_downline_not_found');
  if (down.status !== 'active') throw new ForbiddenError('err_downline_not_found', 'downline_inactive');
  return memberToMember(db, merchantId, agentId, down.id, 'transfer_downline', input, { from: agent.username, to: down.username });
}

export function assertPositiveAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new BadRequestError('err_amount', { amount }, 'bad_amount');
}
