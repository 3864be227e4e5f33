// spec §7 MCSFE_getMissionLeaderboard (issue 18 item 3): this week's mission leaderboard of the brand. A completed
// mission earns its score when it completes (claimed or not); members rank by their score over the current week
// (market days, Monday first), ties going to whoever reached it first. Usernames are masked like every public board
// of the site (the games module's winners list).
import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { usernamesByIds } from '../accounts';
import { maskName } from '../games';
import { periodAt } from './periods';
import { missionRewards } from './tables';

export async function leaderboard(merchantId: number, viewerId: number, now: Date, count: number, db: DbOrTx) {
  const week = periodAt('W', now, { startsAt: now, endsAt: now });
  const board = db
    .select({
      memberId: missionRewards.memberId,
      total: sql<number>`sum(${missionRewards.score})::int`.as('total'),
      last: sql<number>`extract(epoch from max(${missionRewards.earnedAt}))::float8`.as('last'),
    })
    .from(missionRewards)
    .where(and(eq(missionRewards.merchantId, merchantId), gte(missionRewards.earnedAt, week.start), lt(missionRewards.earnedAt, week.end), gt(missionRewards.score, 0)))
    .groupBy(missionRewards.memberId)
    .as('board');
  const top = await db.select().from(board).orderBy(sql`${board.total} desc`, sql`${board.last} asc`, board.memberId).limit(count);
  const names = await usernamesByIds(merchantId, top.map((r) => r.memberId), db);
  const list = top.map((r, i) => ({ rank: i + 1, userName: maskName(names.get(r.memberId) ?? ''), score: Number(r.total), me: r.memberId === viewerId }));
  const [mine] = await db.select().from(board).where(eq(board.memberId, viewerId));
  let me: { rank: number; score: number } | null = null;
  if (mine) {
    const [{ ahead }] = await db
      .select({ ahead: sql<number>`count(*)::int` })
      .from(board)
      .where(sql`${board.total} > ${mine.total} or (${board.total} = ${mine.total} and (${board.last} < ${mine.last} or (${board.last} = ${mine.last} and ${board.memberId} < ${viewerId})))`);
    me = { rank: Number(ahead) + 1, score: Number(mine.total) };
  }
  return { period: { key: week.key, start: week.start.toISOString(), end: week.end.toISOString() }, list, me };
}
