// Issue 20 items 1 and 2: the playing session on the server's clock. A session starts at the member's last
// login (members.last_login_at), so a reload or a new tab never resets it. The reality check is due every
// `interval` minutes from the session's start or the last "continue"; the session-length limit signs the member
// out once passed (here, when the site asks, and at the next bet: the wallet's bet check).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Tenant } from '../tenancy';
import { protectionProfile } from '../accounts';
import { memberActivitySince } from '../wallet';
import { memberLimits, type LimitView } from './limits';
import type { ComplianceConfig } from './config';
import { rgPreferences } from './tables';

export type { ComplianceConfig };

export const DEFAULT_REALITY_MINUTES = 60;
export const REALITY_MINUTES = { min: 5, max: 240 } as const;


export const brandRealityMinutes = (tenant: Tenant) => tenant.manifest.responsibleGaming.realityCheckMinutes ?? DEFAULT_REALITY_MINUTES;

export async function preferences(db: DbOrTx, merchantId: number, memberId: number) {
  const [row] = await db.select().from(rgPreferences).where(and(eq(rgPreferences.merchantId, merchantId), eq(rgPreferences.memberId, memberId)));
  return row;
}

export async function setRealityMinutes(db: DbOrTx, merchantId: number, memberId: number, minutes: number | null) {
  await db
    .insert(rgPreferences)
    .values({ merchantId, memberId, realityMinutes: minutes })
    .onConflictDoUpdate({ target: [rgPreferences.merchantId, rgPreferences.memberId], set: { realityMinutes: minutes } });
}

export async function acknowledgeReality(db: DbOrTx, merchantId: number, memberId: number, now: Date) {
  await db
    .insert(rgPreferences)
    .values({ merchantId, memberId, realityAckAt: now })
    .onConflictDoUpdate({ target: [rgPreferences.merchantId, rgPreferences.memberId], set: { realityAckAt: now } });
}

export interface SessionView {
  startedAt: string;
  now: string;
  elapsedSeconds: number;
  staked: number;
  won: number;
  /** won - staked over the session (minor units; negative: a loss). */
  net: number;
  intervalMinutes: number;
  nextCheckAt: string;
  due: boolean;
  /** When the session-length limit ends the session (null: no limit). */
  endsAt: string | null;
  expired: boolean;
}

export async function sessionView(db: DbOrTx, tenant: Tenant, memberId: number, now: Date, cfg: ComplianceConfig): Promise<SessionView> {
  const merchantId = tenant.merchantId;
  const profile = await protectionProfile(merchantId, memberId, db);
  const started = profile?.lastLoginAt ?? now;
  const prefs = await preferences(db, merchantId, memberId);
  const interval = prefs?.realityMinutes ?? brandRealityMinutes(tenant);
  const from = prefs?.realityAckAt && prefs.realityAckAt.getTime() > started.getTime() ? prefs.realityAckAt : started;
  const next = new Date(from.getTime() + interval * cfg.realityMinuteMs);
  const a = await memberActivitySince(db, merchantId, memberId, started);
  const sessionLimit = (await memberLimits(db, merchantId, memberId, now)).find((l) => l.kind === 'session' && l.amount !== null);
  const endsAt = sessionLimit ? new Date(started.getTime() + sessionLimit.amount! * 60_000) : null;
  return {
    startedAt: started.toISOString(),
    now: now.toISOString(),
    elapsedSeconds: Math.max(0, Math.floor((now.getTime() - started.getTime()) / 1000)),
    staked: a.staked,
    won: a.won,
    net: a.won - a.staked,
    intervalMinutes: interval,
    nextCheckAt: next.toISOString(),
    due: now.getTime() >= next.getTime(),
    endsAt: endsAt?.toISOString() ?? null,
    expired: !!endsAt && now.getTime() >= endsAt.getTime(),
  };
}

/** True when the member's session-length limit has passed (the bet check and the session read end it). */
export async function sessionExpired(db: DbOrTx, merchantId: number, memberId: number, now: Date, loaded?: LimitView[]): Promise<boolean> {
  const limit = (loaded ?? (await memberLimits(db, merchantId, memberId, now))).find((l) => l.kind === 'session' && l.amount !== null);
  if (!limit) return false;
  const profile = await protectionProfile(merchantId, memberId, db);
  if (!profile?.lastLoginAt) return false;
  return now.getTime() >= profile.lastLoginAt.getTime() + limit.amount! * 60_000;
}
