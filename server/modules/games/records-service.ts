// Records from the rounds (issue 5 item 5): betting record (spec §2 personal centre personalHistoryCopy),
// personal profit and loss (personalProfit) by day and game type, and the winners board (GCSGAME_getRankList).
// Days are the market's days (UTC+8, schema/api/market-day.ts).
import type { BetRecord, GameType, ProfitRow } from '../../../schema/api/games';
import { marketDay, marketDayStartOf } from '../../../schema/api/market-day';
import type { DbOrTx } from '../../db/client';
import { BadRequestError } from '../../lib/errors';
import type { SessionMember } from '../accounts';
import type { Tenant } from '../tenancy';
import { normaliseLang, type Lang } from './catalogue-service';
import { listRecords, profitByDay, topWins } from './rounds-repo';

const DAY_MS = 86_400_000;
/** Longest range one query may cover. */
export const MAX_RANGE_DAYS = 92;
const DEFAULT_RANGE_DAYS = 7;

/** 'YYYY-MM-DD' local day → the UTC instant it starts. */
function dayStart(day: string): Date {
  const t = marketDayStartOf(day);
  if (Number.isNaN(t)) throw new BadRequestError('err_date_invalid', { day }, 'validation_failed');
  return new Date(t);
}

/** [from, to) for startDate..endDate inclusive; default the last 7 local days. */
export function dateRange(startDate: string | undefined, endDate: string | undefined, now: Date): { from: Date; to: Date } {
  const end = endDate ?? marketDay(now.getTime());
  const to = new Date(dayStart(end).getTime() + DAY_MS);
  const from = startDate ? dayStart(startDate) : new Date(to.getTime() - DEFAULT_RANGE_DAYS * DAY_MS);
  if (from >= to) throw new BadRequestError('err_date_range', undefined, 'validation_failed');
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) throw new BadRequestError('err_date_range_too_long', { maxDays: MAX_RANGE_DAYS }, 'validation_failed');
  return { from, to };
}

function nameIn(lang: Lang, r: { nameEn: string | null; nameMs: string | null; nameZh: string | null }, fallback: string): string {
  return (lang === 'en' ? r.nameEn : lang === 'zh' ? r.nameZh : r.nameMs) ?? fallback;
}

export interface RecordQuery {
  gameType?: GameType;
  vendor?: string;
  status?: 'open' | 'settled' | 'rolled_back';
  startDate?: string;
  endDate?: string;
  pageNo?: number;
  pageSize?: number;
  language?: string;
}

export async function bettingRecord(tenant: Tenant, member: SessionMember, q: RecordQuery, now: Date, db: DbOrTx) {
  const { from, to } = dateRange(q.startDate, q.endDate, now);
  const pageNo = Math.max(1, q.pageNo ?? 1);
  const pageSize = Math.min(100, Math.max(1, q.pageSize ?? 15));
  const lang = normaliseLang(q.language, tenant);
  const r = await listRecords(tenant.merchantId, member.id, { gameType: q.gameType, vassalage: q.vendor, status: q.status, from, to }, pageSize, (pageNo - 1) * pageSize, db);
  const list: BetRecord[] = r.rows.map(({ round, ...names }) => ({
    roundId: round.roundId,
    gameType: round.gameType!,
    vendor: round.vassalage,
    gameCode: round.gameCode,
    gameName: nameIn(lang, names, round.gameCode),
    stake: round.stake,
    win: round.win,
    profit: round.status === 'rolled_back' ? 0 : round.win - round.stake,
    status: round.status,
    betTime: round.createdAt.toISOString(),
  }));
  return {
    list,
    pageNo,
    pageSize,
    totalCount: r.total,
    totalPages: Math.ceil(r.total / pageSize),
    summary: { stake: r.stake, win: r.win, profit: r.win - r.stake },
  };
}

export async function personalProfit(tenant: Tenant, member: SessionMember, q: { gameType?: GameType; startDate?: string; endDate?: string }, now: Date, db: DbOrTx) {
  const { from, to } = dateRange(q.startDate, q.endDate, now);
  const rows = await profitByDay(tenant.merchantId, member.id, { gameType: q.gameType, from, to }, db);
  const list: ProfitRow[] = rows.map((r) => ({
    day: r.day,
    gameType: r.gameType,
    rounds: r.rounds,
    stake: r.stake,
    win: r.win,
    profit: r.win - r.stake,
  }));
  const stake = rows.reduce((s, r) => s + r.stake, 0);
  const win = rows.reduce((s, r) => s + r.win, 0);
  return {
    list,
    total: { rounds: rows.reduce((s, r) => s + r.rounds, 0), stake, win, profit: win - stake },
  };
}

/** Usernames on a public board are masked: first two and last character kept. */
export function maskName(username: string): string {
  if (username.length <= 3) return `${username[0] ?? ''}**`;
  return `${username.slice(0, 2)}${'*'.repeat(Math.min(4, username.length - 3))}${username.slice(-1)}`;
}

export async function rankList(tenant: Tenant, q: { gameType?: GameType; days?: number; count?: number; language?: string }, now: Date, db: DbOrTx) {
  const lang = normaliseLang(q.language, tenant);
  const since = new Date(now.getTime() - Math.min(30, q.days ?? 7) * DAY_MS);
  const rows = await topWins(tenant.merchantId, since, q.gameType, Math.min(50, q.count ?? 20), db);
  return rows.map((r, i) => ({
    rank: i + 1,
    userName: maskName(r.username),
    gameType: r.gameType,
    vendor: r.vassalage,
    gameCode: r.gameCode,
    gameName: nameIn(lang, r, r.gameCode),
    stake: r.stake,
    win: r.win,
    multiplier: r.stake > 0 ? Math.round((r.win / r.stake) * 100) / 100 : 0,
    time: r.createdAt.toISOString(),
  }));
}
