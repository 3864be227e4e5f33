// Operator-defined missions (issue 18 items 3 and 8): create, schedule, list, and each one's copy in the member's
// language (falling back to the brand's default language). Titles and descriptions are plain text, sanitised like
// every other content (the content module's sanitiser).
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { contentLanguage, sanitizePlain } from '../content';
import type { Tenant } from '../tenancy';
import { missions, type MissionGoal, type MissionPeriod, type MissionText, type MissionRewardKind } from './tables';

export type Mission = typeof missions.$inferSelect;

export interface MissionInput {
  code: string;
  enabled?: boolean;
  period: MissionPeriod;
  goal: MissionGoal;
  gameType?: string | null;
  target: number;
  rewardKind: MissionRewardKind;
  rewardAmount: number;
  wagerMultiple?: number;
  wagerHours?: number;
  score?: number;
  claimHours?: number;
  startsAt: string;
  endsAt: string;
  texts: Record<string, { title: string; description?: string }>;
  sortOrder?: number;
}

export type MissionUpdate = Partial<Omit<MissionInput, 'code' | 'goal' | 'period' | 'gameType' | 'target'>>;

export function cleanTexts(tenant: Tenant, texts: MissionInput['texts']): Record<string, MissionText> {
  const supported = tenant.manifest.languages.supported as string[];
  const out: Record<string, MissionText> = {};
  for (const [lang, t] of Object.entries(texts)) {
    if (!supported.includes(lang)) throw new BadRequestError('err_mission_language', { lang, supported }, 'mission_language');
    const title = sanitizePlain(t.title).trim();
    if (!title) throw new BadRequestError('err_mission_title', { lang }, 'mission_title');
    out[lang] = { title, description: sanitizePlain(t.description ?? '').trim() };
  }
  if (!out[tenant.manifest.languages.default]) throw new BadRequestError('err_mission_default_text', { lang: tenant.manifest.languages.default }, 'mission_default_text');
  return out;
}

function dates(startsAt: string, endsAt: string): { startsAt: Date; endsAt: Date } {
  const s = new Date(startsAt), e = new Date(endsAt);
  if (Number.isNaN(s.getTime()) || Number.isNaN(e.getTime()) || e <= s) throw new BadRequestError('err_mission_dates', { startsAt, endsAt }, 'mission_dates');
  return { startsAt: s, endsAt: e };
}

/** A bonus asks wagering; cash asks none; a game type is for bet missions only. */
function checkRule(m: { goal: MissionGoal; gameType?: string | null; rewardKind: MissionRewardKind; wagerMultiple?: number; target: number }) {
  if (m.gameType && m.goal !== 'valid_bet') throw new BadRequestError('err_mission_rule', { goal: m.goal, gameType: m.gameType }, 'mission_rule');
  if (m.rewardKind === 'cash' && (m.wagerMultiple ?? 0) > 0) throw new BadRequestError('err_mission_rule', { rewardKind: m.rewardKind, wagerMultiple: m.wagerMultiple }, 'mission_rule');
  if (m.goal === 'login_days' && m.target > 366) throw new BadRequestError('err_mission_rule', { goal: m.goal, target: m.target }, 'mission_rule');
}

export async function createMission(tenant: Tenant, input: MissionInput, db: DbOrTx): Promise<Mission> {
  const { startsAt, endsAt } = dates(input.startsAt, input.endsAt);
  checkRule(input);
  const [row] = await db
    .insert(missions)
    .values({
      merchantId: tenant.merchantId,
      code: input.code,
      enabled: input.enabled ?? true,
      period: input.period,
      goal: input.goal,
      gameType: input.gameType ? input.gameType.toUpperCase() : null,
      target: input.target,
      rewardKind: input.rewardKind,
      rewardAmount: input.rewardAmount,
      wagerMultiple: input.rewardKind === 'bonus' ? (input.wagerMultiple ?? 0) : 0,
      wagerHours: input.wagerHours ?? 168,
      score: input.score ?? 0,
      claimHours: input.claimHours ?? 48,
      startsAt,
      endsAt,
      texts: cleanTexts(tenant, input.texts),
      sortOrder: input.sortOrder ?? 0,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ConflictError('err_mission_code_taken', 'mission_code_taken');
  return row;
}

export async function getMission(merchantId: number, id: number, db: DbOrTx): Promise<Mission | undefined> {
  const [row] = await db.select().from(missions).where(and(eq(missions.merchantId, merchantId), eq(missions.id, id)));
  return row;
}

/** Reschedule, switch on or off, reword, change the reward (rewards already earned keep theirs). */
export async function updateMission(tenant: Tenant, id: number, input: MissionUpdate, db: DbOrTx): Promise<Mission> {
  const current = await getMission(tenant.merchantId, id, db);
  if (!current) throw new NotFoundError('err_mission_not_found');
  const { startsAt, endsAt } = dates(input.startsAt ?? current.startsAt.toISOString(), input.endsAt ?? current.endsAt.toISOString());
  const rewardKind = input.rewardKind ?? current.rewardKind;
  const wagerMultiple = rewardKind === 'bonus' ? (input.wagerMultiple ?? current.wagerMultiple) : 0;
  checkRule({ ...current, rewardKind, wagerMultiple: input.wagerMultiple ?? (rewardKind === 'bonus' ? wagerMultiple : 0) });
  const [row] = await db
    .update(missions)
    .set({
      startsAt,
      endsAt,
      rewardKind,
      wagerMultiple,
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      ...(input.rewardAmount !== undefined ? { rewardAmount: input.rewardAmount } : {}),
      ...(input.wagerHours !== undefined ? { wagerHours: input.wagerHours } : {}),
      ...(input.score !== undefined ? { score: input.score } : {}),
      ...(input.claimHours !== undefined ? { claimHours: input.claimHours } : {}),
      ...(input.texts ? { texts: cleanTexts(tenant, input.texts) } : {}),
      ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(missions.merchantId, tenant.merchantId), eq(missions.id, id)))
    .returning();
  return row;
}

export async function listMissions(merchantId: number, db: DbOrTx): Promise<Mission[]> {
  return db.select().from(missions).where(eq(missions.merchantId, merchantId)).orderBy(asc(missions.sortOrder), asc(missions.id));
}

/** The brand's enabled missions of `goal` running at `at` (the subscribers' view). */
export async function runningMissions(merchantId: number, goal: MissionGoal, at: Date, db: DbOrTx): Promise<Mission[]> {
  return db
    .select()
    .from(missions)
    .where(and(eq(missions.merchantId, merchantId), eq(missions.goal, goal), eq(missions.enabled, true), lte(missions.startsAt, at), gt(missions.endsAt, at)))
    .orderBy(asc(missions.id));
}

/** Missions of a goal running at some time in [from, to] (a batch of events: each event then keeps those running at its time). */
export async function missionsRunningBetween(merchantId: number, goal: MissionGoal, from: Date, to: Date, db: DbOrTx): Promise<Mission[]> {
  return db
    .select()
    .from(missions)
    .where(and(eq(missions.merchantId, merchantId), eq(missions.goal, goal), eq(missions.enabled, true), lte(missions.startsAt, to), gt(missions.endsAt, from)))
    .orderBy(asc(missions.id));
}

/** The mission runs at `at` (runningMissions' condition). */
export const runsAt = (m: Pick<Mission, 'startsAt' | 'endsAt'>, at: Date) => m.startsAt <= at && m.endsAt > at;

/** The copy in `lang`, else the brand's default language. */
export function textIn(tenant: Tenant, m: Pick<Mission, 'texts'>, lang: string | undefined): MissionText {
  const l = contentLanguage(lang, tenant);
  return m.texts[l] ?? m.texts[tenant.manifest.languages.default] ?? Object.values(m.texts)[0] ?? { title: '', description: '' };
}
