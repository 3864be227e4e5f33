// A member's money as the operator console's player profile shows it (issue 19 item 2): the wallets with the money
// the wallet holds back (pending withdrawals) and the bonuses given, the ledger lines of the member's accounts
// (newest first, with each line's balance after and the request that caused it) and the recent bets (round
// records). Reads of this module's own tables only; paged, at most 100 a page. The games' names come from the games
// module through the onGameNames port (games imports the wallet, so the wallet cannot import it).
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { seamlessRounds as r, walletAccounts, walletJournals, walletPostings, withdrawals } from './tables';

export type GameNamer = (merchantId: number, played: { vendorCode: string; gameCode: string }[], db: DbOrTx) => Promise<Map<string, { en: string; ms: string; zh: string }>>;
let gameNamer: GameNamer | null = null;
/** The games module names the games of bets (keys `${vendorCode}/${gameCode}`). */
export const onGameNames = (namer: GameNamer) => void (gameNamer = namer);

export interface Page {
  pageNo: number;
  pageSize: number;
}

/** A posting's journal by the journals' primary key (merchant, id, created_at: partitioned by month, migration 0044). */
const journalOfPosting = and(
  eq(walletJournals.merchantId, walletPostings.merchantId),
  eq(walletJournals.id, walletPostings.journalId),
  eq(walletJournals.createdAt, walletPostings.createdAt),
);
/** A posting's account by the accounts' primary key (merchant, id). */
const accountOfPosting = and(eq(walletAccounts.merchantId, walletPostings.merchantId), eq(walletAccounts.id, walletPostings.accountId));

/** Money the wallet holds for the member outside the wallets: pending withdrawals, and the bonuses net of deductions. */
export async function memberHeldAmounts(merchantId: number, memberId: number, db: DbOrTx) {
  const [pending] = await db
    .select({ sum: sql<number>`coalesce(sum(${withdrawals.amount}), 0)`.mapWith(Number), n: sql<number>`count(*)`.mapWith(Number) })
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.memberId, memberId), eq(withdrawals.status, 'pending')));
  const [bonus] = await db
    .select({ sum: sql<number>`coalesce(sum(${walletPostings.amount}), 0)`.mapWith(Number) })
    .from(walletPostings)
    .innerJoin(walletJournals, journalOfPosting)
    .innerJoin(walletAccounts, accountOfPosting)
    .where(and(eq(walletAccounts.merchantId, merchantId), eq(walletAccounts.memberId, memberId), eq(walletJournals.kind, 'bonus')));
  return { pendingWithdrawal: pending.sum, pendingWithdrawals: pending.n, bonusReceived: bonus.sum };
}

/** The ledger lines (postings) of the member's accounts, newest first. */
export async function memberLedger(merchantId: number, memberId: number, page: Page, db: DbOrTx) {
  const where = and(eq(walletAccounts.merchantId, merchantId), eq(walletAccounts.memberId, memberId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: walletPostings.id,
        journalId: walletPostings.journalId,
        createdAt: walletJournals.createdAt,
        type: walletJournals.kind,
        wallet: sql<string>`case when ${walletAccounts.kind} = 'main' then 'MAIN' else ${walletAccounts.vendorCode} end`,
        amount: walletPostings.amount,
        balanceAfter: walletPostings.balanceAfter,
        requestKey: walletJournals.requestKey,
        memo: walletJournals.memo,
      })
      .from(walletPostings)
      .innerJoin(walletAccounts, accountOfPosting)
      .innerJoin(walletJournals, journalOfPosting)
      .where(where)
      .orderBy(desc(walletPostings.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(walletPostings)
      .innerJoin(walletAccounts, accountOfPosting)
      .where(where),
  ]);
  const list = rows.map((x) => {
    const memo = (x.memo ?? {}) as Record<string, unknown>;
    return {
      id: x.id,
      journalId: x.journalId,
      createdAt: x.createdAt.toISOString(),
      type: x.type,
      wallet: x.wallet,
      amount: x.amount,
      balanceAfter: x.balanceAfter,
      requestKey: x.requestKey,
      reason: typeof memo.reason === 'string' ? memo.reason : null,
    };
  });
  return { list, pageNo: page.pageNo, pageSize: page.pageSize, total };
}

/** The member's bets (round records), newest first. */
export async function memberBets(merchantId: number, memberId: number, page: Page, db: DbOrTx) {
  const where = and(eq(r.merchantId, merchantId), eq(r.memberId, memberId), isNotNull(r.gameType));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: r.id, createdAt: r.createdAt, gameType: r.gameType, gameCode: r.gameCode, vendorCode: r.vendorCode, roundId: r.roundId, stake: r.stake, win: r.win, status: r.status })
      .from(r)
      .where(where)
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(r)
      .where(where),
  ]);
  const names = gameNamer ? await gameNamer(merchantId, rows.map((x) => ({ vendorCode: x.vendorCode, gameCode: x.gameCode ?? '' })), db) : new Map();
  const list = rows.map((x) => ({
    ...x,
    createdAt: x.createdAt?.toISOString() ?? null,
    gameCode: x.gameCode ?? '',
    gameName: names.get(`${x.vendorCode}/${x.gameCode ?? ''}`) ?? null,
    gameType: x.gameType ?? '',
    status: x.status ?? 'open',
  }));
  return { list, pageNo: page.pageNo, pageSize: page.pageSize, total };
}
