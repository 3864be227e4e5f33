// What the site and the operator read (spec §3 Lottery item and menu, §7 Lottery): games with their current draw,
// results, a member's bets, the draw calendar. Reads only.
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { resultNumbers, type DrawResult } from './fair';
import { drawDaysOf, type LotteryArea, type LotteryGame } from './games-data';
import type { LotteryGames } from './draws';
import { lotteryBets, lotteryDraws } from './tables';

export type Lang = 'ms' | 'en' | 'zh';

/** spec §4: lists show at most 6 drawn numbers. */
export const LIST_NUMBERS = 6;

export interface LotteryItem {
  gameId: string;
  remark: string;
  gameMenuTag: string;
  drawDayOfWeek: string;
  area: LotteryArea;
  prizeMode: string;
  /** The draw open for bets now (or the next one), with its seed hash; null between a lock and the next draw's creation. */
  numero: string | null;
  /** Seconds until bets close (≤ 0 once locked): spec §4 polling reads it. */
  remainTime: number;
  lockTime: string | null;
  winningTime: string | null;
  seedHash: string | null;
  playTypes: { code: string; digits: number; minStake: number; maxStake: number; pays: Record<string, number> }[];
  last: { numero: string; numbers: string[] } | null;
}

export function playTypesOf(game: LotteryGame): LotteryItem['playTypes'] {
  return game.playTypes.map((p) => {
    const r = p.rule;
    const pays = r.kind === 'exact' ? r.pays : { win: r.pays };
    return { code: p.code, digits: r.kind === 'sum' ? 0 : r.digits, minStake: p.minStake, maxStake: p.maxStake, pays };
  });
}

/** Each game's current (earliest not locked) draw and its latest result, in two queries for the whole list. */
export async function lotteryItems(db: DbOrTx, merchantId: number, games: LotteryGame[], lang: Lang, now: Date): Promise<LotteryItem[]> {
  if (!games.length) return [];
  const codes = games.map((g) => g.code);
  const open = (await db.execute(sql`
    select distinct on (game_code) game_code, numero, lock_at, draw_at, seed_hash from lottery_draws
    where merchant_id = ${merchantId} and game_code in ${codes} and status = 'open' and draw_at > ${now.toISOString()}::timestamptz
    order by game_code, draw_at`)) as unknown as { rows: { game_code: string; numero: string; lock_at: string | Date; draw_at: string | Date; seed_hash: string }[] };
  const last = (await db.execute(sql`
    select distinct on (game_code) game_code, numero, result from lottery_draws
    where merchant_id = ${merchantId} and game_code in ${codes} and status in ('drawn', 'settled')
    order by game_code, draw_at desc`)) as unknown as { rows: { game_code: string; numero: string; result: DrawResult | string }[] };
  const openBy = new Map(open.rows.map((r) => [r.game_code, r]));
  const lastBy = new Map(last.rows.map((r) => [r.game_code, r]));
  return games.map((g) => {
    const o = openBy.get(g.code);
    const l = lastBy.get(g.code);
    const result = l ? (typeof l.result === 'string' ? (JSON.parse(l.result) as DrawResult) : l.result) : null;
    const lockAt = o ? new Date(o.lock_at) : null;
    return {
      gameId: g.code,
      remark: g.names[lang],
      gameMenuTag: g.menuTag,
      drawDayOfWeek: drawDaysOf(g).join(','),
      area: g.area,
      prizeMode: g.prizeMode,
      numero: o?.numero ?? null,
      remainTime: lockAt ? Math.floor((lockAt.getTime() - now.getTime()) / 1000) : 0,
      lockTime: lockAt?.toISOString() ?? null,
      winningTime: o ? new Date(o.draw_at).toISOString() : null,
      seedHash: o?.seed_hash ?? null,
      playTypes: playTypesOf(g),
      last: l && result ? { numero: l.numero, numbers: resultNumbers(result).slice(0, LIST_NUMBERS) } : null,
    };
  });
}

/** spec §3 Menu: tag and gameMenus, in the order the games are listed. */
export function menusOf(items: LotteryItem[]): { tag: string; gameMenus: LotteryItem[] }[] {
  const menus = new Map<string, LotteryItem[]>();
  for (const i of items) menus.set(i.gameMenuTag, [...(menus.get(i.gameMenuTag) ?? []), i]);
  return [...menus].map(([tag, gameMenus]) => ({ tag, gameMenus }));
}

export interface DrawView {
  id: number;
  gameId: string;
  numero: string;
  status: string;
  lockTime: string;
  winningTime: string;
  seedHash: string;
  /** Revealed once the draw is drawn (or voided); null before. */
  seed: string | null;
  result: DrawResult | null;
  numbers: string[];
}

type DrawRow = typeof lotteryDraws.$inferSelect;
export function drawView(d: DrawRow, full = false): DrawView {
  const revealed = d.status === 'drawn' || d.status === 'settled' || d.status === 'voided';
  const numbers = d.result ? resultNumbers(d.result) : [];
  return {
    id: d.id,
    gameId: d.gameCode,
    numero: d.numero,
    status: d.status,
    lockTime: d.lockAt.toISOString(),
    winningTime: d.drawAt.toISOString(),
    seedHash: d.seedHash,
    seed: revealed ? d.seed : null,
    result: full ? d.result : null,
    numbers: full ? numbers : numbers.slice(0, LIST_NUMBERS),
  };
}

/** Past draws of a game (results), newest first. */
export async function pastDraws(db: DbOrTx, merchantId: number, gameCode: string, pageNo: number, pageSize: number) {
  const where = and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.gameCode, gameCode), inArray(lotteryDraws.status, ['drawn', 'settled', 'voided']));
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(lotteryDraws).where(where);
  const rows = await db.select().from(lotteryDraws).where(where).orderBy(desc(lotteryDraws.drawAt)).limit(pageSize).offset((pageNo - 1) * pageSize);
  return { list: rows.map((d) => drawView(d)), pageNo, pageSize, totalCount: n, totalPages: Math.ceil(n / pageSize) };
}

export async function oneDraw(db: DbOrTx, merchantId: number, gameCode: string, numero: string): Promise<DrawRow | undefined> {
  const [d] = await db.select().from(lotteryDraws).where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.numero, numero)));
  return d;
}

/** A member's bets, newest first, with their draw's status and (once drawn) numbers. */
export async function memberBets(db: DbOrTx, merchantId: number, memberId: number, filter: { gameCode?: string; status?: string }, pageNo: number, pageSize: number) {
  const where = and(
    eq(lotteryBets.merchantId, merchantId),
    eq(lotteryBets.memberId, memberId),
    filter.gameCode ? eq(lotteryBets.gameCode, filter.gameCode) : undefined,
    filter.status ? eq(lotteryBets.status, filter.status as 'placed') : undefined,
  );
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(lotteryBets).where(where);
  const rows = await db
    .select({ bet: lotteryBets, drawStatus: lotteryDraws.status, result: lotteryDraws.result, drawAt: lotteryDraws.drawAt })
    .from(lotteryBets)
    .innerJoin(lotteryDraws, and(eq(lotteryDraws.merchantId, lotteryBets.merchantId), eq(lotteryDraws.id, lotteryBets.drawId)))
    .where(where)
    .orderBy(desc(lotteryBets.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map((r) => ({
      id: r.bet.id,
      gameId: r.bet.gameCode,
      numero: r.bet.numero,
      playType: r.bet.playType,
      number: r.bet.number,
      stake: r.bet.stake,
      payout: r.bet.payout,
      status: r.bet.status,
      placedAt: r.bet.placedAt.toISOString(),
      drawStatus: r.drawStatus,
      winningTime: r.drawAt.toISOString(),
      numbers: r.result ? resultNumbers(r.result).slice(0, LIST_NUMBERS) : [],
    })),
    pageNo,
    pageSize,
    totalCount: n,
    totalPages: Math.ceil(n / pageSize),
  };
}

/** Games the member bet on, most recent first (spec §7 game_menu/recent). */
export async function recentGameCodes(db: DbOrTx, merchantId: number, memberId: number, count: number): Promise<string[]> {
  const rows = (await db.execute(sql`
    select game_code from lottery_bets where merchant_id = ${merchantId} and member_id = ${memberId}
    group by game_code order by max(id) desc limit ${count}`)) as unknown as { rows: { game_code: string }[] };
  return rows.rows.map((r) => r.game_code);
}

/** Games by number of bets in the last 7 days (spec §7 popular), then in list order. */
export async function popularGameCodes(db: DbOrTx, merchantId: number, games: LotteryGames, now: Date): Promise<string[]> {
  const rows = (await db.execute(sql`
    select game_code, count(*)::int as n from lottery_bets where merchant_id = ${merchantId} and placed_at >= ${new Date(now.getTime() - 7 * 86_400_000).toISOString()}::timestamptz
    group by game_code`)) as unknown as { rows: { game_code: string; n: number }[] };
  const n = new Map(rows.rows.map((r) => [r.game_code, Number(r.n)]));
  return games.list.map((g, i) => ({ code: g.code, n: n.get(g.code) ?? 0, i })).sort((a, b) => b.n - a.n || a.i - b.i).map((g) => g.code);
}

/** Open draws of the given games (spec §7 numeros/opened), soonest first. */
export async function openedNumeros(db: DbOrTx, merchantId: number, codes: string[], count: number, now: Date) {
  if (!codes.length) return [];
  const rows = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.merchantId, merchantId), inArray(lotteryDraws.gameCode, codes), eq(lotteryDraws.status, 'open'), gte(lotteryDraws.drawAt, now)))
    .orderBy(asc(lotteryDraws.lockAt))
    .limit(count);
  return rows.map((d) => ({ gameId: d.gameCode, numero: d.numero, lockTime: d.lockAt.toISOString(), winningTime: d.drawAt.toISOString(), remainTime: Math.floor((d.lockAt.getTime() - now.getTime()) / 1000), seedHash: d.seedHash }));
}

/** Operator: the draw calendar of a period, with each draw's bets and payouts. */
export async function drawCalendar(db: DbOrTx, merchantId: number, from: Date, to: Date, gameCode?: string) {
  const rows = (await db.execute(sql`
    select d.id, d.game_code, d.numero, d.status, d.lock_at, d.draw_at, d.seed_hash,
      count(b.id)::int as bets, coalesce(sum(b.stake), 0)::bigint as stake, coalesce(sum(b.payout) filter (where b.status in ('won', 'lost')), 0)::bigint as payout,
      coalesce(sum(b.stake) filter (where b.status = 'refunded'), 0)::bigint as refunded
    from lottery_draws d left join lottery_bets b on b.merchant_id = d.merchant_id and b.draw_id = d.id
    where d.merchant_id = ${merchantId} and d.draw_at >= ${from.toISOString()}::timestamptz and d.draw_at < ${to.toISOString()}::timestamptz
      ${gameCode ? sql`and d.game_code = ${gameCode}` : sql``}
    group by d.merchant_id, d.id order by d.draw_at, d.game_code`)) as unknown as { rows: Record<string, unknown>[] };
  return rows.rows.map((r) => ({
    id: Number(r.id),
    gameId: String(r.game_code),
    numero: String(r.numero),
    status: String(r.status),
    lockTime: new Date(r.lock_at as string).toISOString(),
    winningTime: new Date(r.draw_at as string).toISOString(),
    seedHash: String(r.seed_hash),
    bets: Number(r.bets),
    stake: Number(r.stake),
    payout: Number(r.payout),
    refunded: Number(r.refunded),
  }));
}

/** Operator: one draw's bets and payouts. */
export async function drawBets(db: DbOrTx, merchantId: number, drawId: number, limit: number) {
  return db
    .select({ id: lotteryBets.id, memberId: lotteryBets.memberId, playType: lotteryBets.playType, number: lotteryBets.number, stake: lotteryBets.stake, payout: lotteryBets.payout, status: lotteryBets.status, placedAt: lotteryBets.placedAt })
    .from(lotteryBets)
    .where(and(eq(lotteryBets.merchantId, merchantId), eq(lotteryBets.drawId, drawId)))
    .orderBy(asc(lotteryBets.id))
    .limit(limit);
}

export const drawById = async (db: DbOrTx, merchantId: number, id: number) => (await db.select().from(lotteryDraws).where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.id, id))))[0];
