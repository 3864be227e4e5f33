// spec §7 MCSFE_getMissionSummaryDetails (issue 18 item 3): the brand's missions for a member, each with its period,
// my progress in it and the spec §4 state: coming (not started), process (under way), claim (done, reward waiting),
// issued (paid; a bonus's wagering is then on the withdraw page), close (the reward expired unclaimed).
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Tenant } from '../tenancy';
import { textIn, type Mission } from './definitions';
import { periodAt } from './periods';
import { unclaimedCount } from './rewards';
import { missionProgress, missionRewards, missions } from './tables';

const SOON_MS = 7 * 86_400_000;

type State = 'coming' | 'process' | 'claim' | 'issued' | 'close';

export async function missionSummary(tenant: Tenant, memberId: number, lang: string | undefined, now: Date, db: DbOrTx) {
  const list: Mission[] = await db
    .select()
    .from(missions)
    .where(and(eq(missions.merchantId, tenant.merchantId), eq(missions.enabled, true), gt(missions.endsAt, now), lte(missions.startsAt, new Date(now.getTime() + SOON_MS))))
    .orderBy(missions.sortOrder, missions.id);
  const ids = list.map((m) => m.id);
  const progress = ids.length
    ? await db.select().from(missionProgress).where(and(eq(missionProgress.merchantId, tenant.merchantId), eq(missionProgress.memberId, memberId), inArray(missionProgress.missionId, ids)))
    : [];
  const rewards = ids.length
    ? await db.select().from(missionRewards).where(and(eq(missionRewards.merchantId, tenant.merchantId), eq(missionRewards.memberId, memberId), inArray(missionRewards.missionId, ids)))
    : [];
  const views = list.map((m) => {
    const period = periodAt(m.period, m.startsAt > now ? m.startsAt : now, m);
    const p = progress.find((x) => x.missionId === m.id && x.periodKey === period.key);
    const r = rewards.find((x) => x.missionId === m.id && x.periodKey === period.key);
    let state: State = m.startsAt > now ? 'coming' : 'process';
    if (r) state = r.status === 'claim' ? (r.expiresAt > now ? 'claim' : 'close') : r.status === 'expired' ? 'close' : r.status;
    const text = textIn(tenant, m, lang);
    return {
      id: m.id,
      code: m.code,
      title: text.title,
      description: text.description,
      period: m.period,
      goal: m.goal,
      gameType: m.gameType,
      target: m.target,
      progress: Math.min(p?.progress ?? 0, m.target),
      completed: !!p?.completedAt,
      state,
      reward: { kind: m.rewardKind, amount: m.rewardAmount, wagerMultiple: m.wagerMultiple, score: m.score },
      rewardId: r?.id ?? null,
      periodStart: period.start.toISOString(),
      periodEnd: (period.end < m.endsAt ? period.end : m.endsAt).toISOString(),
      startsAt: m.startsAt.toISOString(),
      endsAt: m.endsAt.toISOString(),
    };
  });
  return { list: views, unclaimed: await unclaimedCount(tenant.merchantId, memberId, now, db) };
}
