// spec §2 transactionHistory (account record) and bonusDetails: the member's journals, newest first, filtered by
// type and by date range with the spec §9 shortcuts (previous/next 7 and 30 days), page size 15 (spec §9).
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { marketDayStart, marketDayStartOf } from '../../../schema/api/market-day';
import type { DbOrTx } from '../../db/client';
import { BadRequestError } from '../../lib/errors';
import { HISTORY_TYPES, RANGE_SHORTCUTS } from '../../../schema/api/wallet-schemas';
import { walletAccounts, walletJournals, walletPostings } from './tables';

export { HISTORY_TYPES, RANGE_SHORTCUTS };
export type HistoryType = (typeof HISTORY_TYPES)[number];
export type RangeShortcut = (typeof RANGE_SHORTCUTS)[number];

export interface HistoryQuery {
  type?: HistoryType[];
  range?: RangeShortcut;
  /** YYYY-MM-DD (UTC), inclusive. */
  startDate?: string;
  endDate?: string;
  pageNo: number;
  pageSize: number;
}

export interface HistoryItem {
  id: number;
  type: string;
  /** Net change over the member's wallets (minor units); 0 for a move between own wallets. */
  amount: number;
  /** Amount moved between own wallets (transfer), else |amount|. */
  moved: number;
  memo: Record<string, unknown>;
  createdAt: string;
}

const DAY = 86_400_000;
/** Days are the market's (UTC+8, schema/api/market-day.ts), as for the betting record. */
const dayStart = (d: Date) => marketDayStart(d.getTime());

/** [from, to) in ms from the shortcut or the explicit dates; default previous 30 days. */
export function dateWindow(q: Pick<HistoryQuery, 'range' | 'startDate' | 'endDate'>, now: Date): { from: number; to: number } {
  const today = dayStart(now);
  if (q.startDate || q.endDate) {
    const parse = (s: string) => {
      const t = marketDayStartOf(s);
      if (Number.isNaN(t)) throw new BadRequestError('err_validation', { field: 'date' }, 'validation_failed');
      return t;
    };
    const from = q.startDate ? parse(q.startDate) : today - 29 * DAY;
    const to = (q.endDate ? parse(q.endDate) : today) + DAY;
    if (to <= from || to - from > 366 * DAY) throw new BadRequestError('err_date_range', { from: q.startDate, to: q.endDate }, 'bad_date_range');
    return { from, to };
  }
  switch (q.range ?? 'last30') {
    case 'last7':
      return { from: today - 6 * DAY, to: today + DAY };
    case 'next7':
      return { from: today, to: today + 7 * DAY };
    case 'next30':
      return { from: today, to: today + 30 * DAY };
    default:
      return { from: today - 29 * DAY, to: today + DAY };
  }
}

/**
 * The statements of one history page (exported for partitions.test.ts, which EXPLAINs them). Both tables are
 * partitioned by market month (migration 0044): every part names the window on `created_at` (a journal's postings
 * carry its created_at), and postings join their journal on (merchant, id, created_at), its primary key, so only
 * the window's partitions are read, through their indexes.
 */
export function historyStatements(db: DbOrTx, merchantId: number, accountIds: number[], window: { from: number; to: number }, q: Pick<HistoryQuery, 'type' | 'pageNo' | 'pageSize'>) {
  const from = new Date(window.from), to = new Date(window.to);
  const where = and(
    eq(walletJournals.merchantId, merchantId),
    gte(walletJournals.createdAt, from),
    lt(walletJournals.createdAt, to),
    q.type?.length ? inArray(walletJournals.kind, q.type) : undefined,
  );
  // Journals touching this member's accounts (a transfer from the upline's side shows on the downline too).
  const touched = db
    .selectDistinct({ merchantId: walletPostings.merchantId, journalId: walletPostings.journalId, createdAt: walletPostings.createdAt })
    .from(walletPostings)
    .where(and(eq(walletPostings.merchantId, merchantId), inArray(walletPostings.accountId, accountIds), gte(walletPostings.createdAt, from), lt(walletPostings.createdAt, to)))
    .as('touched');
  const on = and(eq(touched.merchantId, walletJournals.merchantId), eq(touched.journalId, walletJournals.id), eq(touched.createdAt, walletJournals.createdAt));
  const count = db.select({ total: sql<number>`count(*)::int` }).from(walletJournals).innerJoin(touched, on).where(where);
  const page = db
    .select({ id: walletJournals.id, kind: walletJournals.kind, memo: walletJournals.memo, createdAt: walletJournals.createdAt })
    .from(walletJournals)
    .innerJoin(touched, on)
    .where(where)
    .orderBy(desc(walletJournals.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return { count, page };
}

export async function history(db: DbOrTx, merchantId: number, memberId: number, q: HistoryQuery, now: Date) {
  const window = dateWindow(q, now);
  const accounts = await db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.merchantId, merchantId), eq(walletAccounts.memberId, memberId)));
  const empty = { list: [] as HistoryItem[], pageNo: q.pageNo, pageSize: q.pageSize, total: 0, totalPages: 0 };
  if (!accounts.length) return empty;
  const ids = accounts.map((a) => a.id);
  const statements = historyStatements(db, merchantId, ids, window, q);
  const [{ total }] = await statements.count;
  const page = await statements.page;
  if (!page.length) return { ...empty, total, totalPages: Math.ceil(total / q.pageSize) };
  const postings = await db
    .select({ journalId: walletPostings.journalId, amount: walletPostings.amount })
    .from(walletPostings)
    .where(
      and(
        eq(walletPostings.merchantId, merchantId),
        inArray(walletPostings.journalId, page.map((p) => p.id)),
        inArray(walletPostings.accountId, ids),
        gte(walletPostings.createdAt, new Date(window.from)),
        lt(walletPostings.createdAt, new Date(window.to)),
      ),
    );
  const list: HistoryItem[] = page.map((j) => {
    const mine = postings.filter((p) => p.journalId === j.id);
    const amount = mine.reduce((s, p) => s + p.amount, 0);
    const moved = j.kind === 'transfer' ? mine.filter((p) => p.amount > 0).reduce((s, p) => s + p.amount, 0) : Math.abs(amount);
    return { id: j.id, type: j.kind, amount, moved, memo: j.memo as Record<string, unknown>, createdAt: j.createdAt.toISOString() };
  });
  return { list, pageNo: q.pageNo, pageSize: q.pageSize, total, totalPages: Math.ceil(total / q.pageSize) };
}
