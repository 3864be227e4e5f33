// Issue 20 item 3: time-out (24 hours to 6 weeks) and self-exclusion (6 months, 1 year, 5 years, permanent).
// Neither can be undone or shortened before its end: there is no route that does. While one runs the person
// cannot log in (told until when), cannot register again, and is excluded on every brand of the operator (every
// merchant of this installation) whose account matches the mobile number, e-mail or ID number. Taking one ends
// every session at once and emits member.excluded: the promotions module forfeits the member's active bonuses on it
// (promotions/jobs.ts), its cashback job pays no excluded member (isMemberExcluded), and the inbox hides every
// broadcast sent while one of the person's exclusions ran (exclusionWindows, handed to content in modules/index.ts).
import { and, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { emit } from '../../jobs/events';
import { endMemberAccess, protectionProfile, type IdentityKeys } from '../accounts';
import { insertAudit } from '../tenancy';
import { requireBetChecks } from '../wallet';
import { rgExclusions } from './tables';

const H = 3_600_000;
const D = 24 * H;
/** Durations a player may choose: code -> [kind, milliseconds; null = permanent]. */
export const EXCLUSION_DURATIONS = {
  '24h': ['timeout', D],
  '72h': ['timeout', 3 * D],
  '1w': ['timeout', 7 * D],
  '6w': ['timeout', 42 * D],
  '6m': ['self_exclusion', null],
  '1y': ['self_exclusion', null],
  '5y': ['self_exclusion', null],
  permanent: ['self_exclusion', null],
} as const satisfies Record<string, ['timeout' | 'self_exclusion', number | null]>;
export type ExclusionDuration = keyof typeof EXCLUSION_DURATIONS;

/** The end of an exclusion taken at `now` (calendar months and years); null = permanent. */
export function exclusionEnd(duration: ExclusionDuration, now: Date): Date | null {
  const ms = EXCLUSION_DURATIONS[duration][1];
  if (ms !== null) return new Date(now.getTime() + ms);
  if (duration === 'permanent') return null;
  const end = new Date(now);
  if (duration === '6m') end.setUTCMonth(end.getUTCMonth() + 6);
  else end.setUTCFullYear(end.getUTCFullYear() + (duration === '1y' ? 1 : 5));
  return end;
}

export class ExcludedError extends AppError {
  constructor(kind: 'timeout' | 'self_exclusion', until: Date | null, code = 'player_excluded') {
    super(403, code, kind === 'timeout' ? 'err_rg_timeout_active' : until ? 'err_rg_self_excluded' : 'err_rg_self_excluded_permanent', { kind, until: until?.toISOString() ?? null });
  }
}

const live = (now: Date): SQL => or(isNull(rgExclusions.endsAt), gt(rgExclusions.endsAt, now))!;

/**
 * The running exclusion that matches this member or identity (any brand of the operator), longest first. The member
 * is matched by the brand-first key; the identity keys span brands on purpose (the same person on another brand),
 * the module's only look-ups that do (here and in exclusionWindows).
 */
export async function activeExclusion(db: DbOrTx, who: { merchantId: number; memberId?: number } & IdentityKeys, now: Date) {
  const match: SQL[] = [];
  if (who.memberId !== undefined) match.push(and(eq(rgExclusions.merchantId, who.merchantId), eq(rgExclusions.memberId, who.memberId))!);
  if (who.mobileKey) match.push(eq(rgExclusions.mobileKey, who.mobileKey));
  if (who.email) match.push(eq(rgExclusions.email, who.email));
  if (who.idNumber) match.push(eq(rgExclusions.idNumber, who.idNumber));
  if (!match.length) return undefined;
  const [row] = await db
    .select()
    .from(rgExclusions)
    .where(and(live(now), or(...match)))
    .orderBy(sql`${rgExclusions.endsAt} desc nulls first`, desc(rgExclusions.id))
    .limit(1);
  return row;
}

/** Whether the member (or the same person on another brand) is in a time-out or self-exclusion at `now`. */
export async function isMemberExcluded(merchantId: number, memberId: number, now: Date, db: DbOrTx): Promise<boolean> {
  const profile = await protectionProfile(merchantId, memberId, db);
  if (!profile) return false;
  return !!(await activeExclusion(db, { merchantId, memberId, mobileKey: profile.mobileKey, email: profile.email, idNumber: profile.idNumber }, now));
}

/**
 * Every exclusion of the member or of the same person on another brand, past and running, as [from, to) (to null:
 * permanent). Marketing sent inside one never reaches them, not even after it ends (the inbox's broadcasts).
 */
export async function exclusionWindows(merchantId: number, memberId: number, db: DbOrTx): Promise<{ from: Date; to: Date | null }[]> {
  const profile = await protectionProfile(merchantId, memberId, db);
  if (!profile) return [];
  const match: SQL[] = [and(eq(rgExclusions.merchantId, merchantId), eq(rgExclusions.memberId, memberId))!];
  if (profile.mobileKey) match.push(eq(rgExclusions.mobileKey, profile.mobileKey));
  if (profile.email) match.push(eq(rgExclusions.email, profile.email));
  if (profile.idNumber) match.push(eq(rgExclusions.idNumber, profile.idNumber));
  const rows = await db.select({ from: rgExclusions.startsAt, to: rgExclusions.endsAt }).from(rgExclusions).where(or(...match));
  return rows;
}

/** Takes a time-out or self-exclusion: recorded with the person's identity keys, every session ended, audited. */
export async function exclude(db: Db, merchantId: number, memberId: number, duration: ExclusionDuration, now: Date, ip: string | null) {
  const [kind] = EXCLUSION_DURATIONS[duration];
  const endsAt = exclusionEnd(duration, now);
  return db.transaction(async (tx) => {
    const profile = await protectionProfile(merchantId, memberId, tx);
    if (!profile) throw new AppError(404, 'not_found', 'err_not_found');
    const running = await activeExclusion(tx, { merchantId, memberId, mobileKey: null, email: null, idNumber: null }, now);
    // A shorter one cannot replace a longer one already running (it could not be undone either way).
    if (running && (running.endsAt === null || (endsAt !== null && running.endsAt.getTime() >= endsAt.getTime()))) throw new ExcludedError(running.kind, running.endsAt, 'exclusion_running');
    await requireBetChecks(tx, merchantId, memberId);
    const [row] = await tx
      .insert(rgExclusions)
      .values({ merchantId, memberId, kind, duration, startsAt: now, endsAt, mobileKey: profile.mobileKey, email: profile.email, idNumber: profile.idNumber })
      .returning();
    await endMemberAccess({ id: memberId, merchantId }, now, tx);
    await insertAudit(merchantId, { actor: `member:${memberId}`, ip, action: `rg.${kind}`, detail: { memberId, duration, endsAt: endsAt?.toISOString() ?? null } }, tx);
    await emit(tx, 'member.excluded', { merchantId, memberId, kind, endsAt: endsAt?.toISOString() ?? null }, row.id);
    return { kind, duration, until: endsAt?.toISOString() ?? null };
  });
}

/** The operator's list of running and past exclusions of the brand. */
export async function listExclusions(db: DbOrTx, merchantId: number, limit: number) {
  const rows = await db.select().from(rgExclusions).where(eq(rgExclusions.merchantId, merchantId)).orderBy(desc(rgExclusions.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, memberId: r.memberId, kind: r.kind, duration: r.duration, startsAt: r.startsAt.toISOString(), until: r.endsAt?.toISOString() ?? null }));
}
