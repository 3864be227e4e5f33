// Operator-defined promotions (issue 18 items 1 and 8): create, schedule, list, and each one's copy in the
// visitor's language (falling back to the brand's default language). Titles are plain text, terms rich content,
// both sanitised like every other content (content module's sanitiser) on write and again on read.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { contentLanguage, sanitizePlain, sanitizeRich } from '../content';
import type { Tenant } from '../tenancy';
import { promotions, type PromotionKind, type PromotionRule, type PromotionText } from './tables';

export type Promotion = typeof promotions.$inferSelect;

export interface PromotionInput {
  code: string;
  kind: PromotionKind;
  enabled?: boolean;
  startsAt: string;
  endsAt: string;
  vipLevels?: number[];
  memberIds?: number[];
  texts: Record<string, Partial<PromotionText> & { title: string }>;
  rule: Partial<PromotionRule>;
  sortOrder?: number;
}

const DEFAULT_RULE: Pick<PromotionRule, 'wagerMultiple' | 'wagerBase' | 'contributions' | 'expiryHours'> = {
  wagerMultiple: 0,
  wagerBase: 'bonus',
  contributions: {},
  expiryHours: 24 * 7,
};

/** The fields each kind needs; a promotion missing one is a 400 err_promo_rule naming it. */
const NEEDS: Record<PromotionKind, (keyof PromotionRule)[]> = {
  deposit_match: ['percentBp', 'cap'],
  signup: ['amount'],
  free: ['amount'],
  cashback: ['percentBp', 'period'],
  raffle: ['prizes'],
  daily_signin: ['amount'],
  application: ['amount'],
};

export function normaliseRule(kind: PromotionKind, rule: Partial<PromotionRule>): PromotionRule {
  const r: PromotionRule = { ...DEFAULT_RULE, ...rule, contributions: { ...(rule.contributions ?? {}) } };
  const missing = NEEDS[kind].filter((k) => r[k] === undefined);
  if (missing.length) throw new BadRequestError('err_promo_rule', { kind, missing }, 'promo_rule');
  if (kind === 'cashback' && r.period === 'once') throw new BadRequestError('err_promo_rule', { kind, period: r.period }, 'promo_rule');
  if (kind === 'raffle' && r.period === 'W') throw new BadRequestError('err_promo_rule', { kind, period: r.period }, 'promo_rule');
  if (r.wagerBase === 'bonus_deposit' && kind !== 'deposit_match') throw new BadRequestError('err_promo_rule', { kind, wagerBase: r.wagerBase }, 'promo_rule');
  return r;
}

export function cleanTexts(tenant: Tenant, texts: PromotionInput['texts']): Record<string, PromotionText> {
  const supported = tenant.manifest.languages.supported as string[];
  const out: Record<string, PromotionText> = {};
  for (const [lang, t] of Object.entries(texts)) {
    if (!supported.includes(lang)) throw new BadRequestError('err_promo_language', { lang, supported }, 'promo_language');
    const title = sanitizePlain(t.title).trim();
    if (!title) throw new BadRequestError('err_promo_title', { lang }, 'promo_title');
    out[lang] = { title, terms: sanitizeRich(t.terms ?? ''), ...(t.banner ? { banner: t.banner } : {}) };
  }
  if (!out[tenant.manifest.languages.default]) throw new BadRequestError('err_promo_default_text', { lang: tenant.manifest.languages.default }, 'promo_default_text');
  return out;
}

function dates(startsAt: string, endsAt: string): { startsAt: Date; endsAt: Date } {
  const s = new Date(startsAt), e = new Date(endsAt);
  if (Number.isNaN(s.getTime()) || Number.isNaN(e.getTime()) || e <= s) throw new BadRequestError('err_promo_dates', { startsAt, endsAt }, 'promo_dates');
  return { startsAt: s, endsAt: e };
}

export async function createPromotion(tenant: Tenant, input: PromotionInput, db: DbOrTx): Promise<Promotion> {
  const { startsAt, endsAt } = dates(input.startsAt, input.endsAt);
  const [row] = await db
    .insert(promotions)
    .values({
      merchantId: tenant.merchantId,
      code: input.code,
      kind: input.kind,
      enabled: input.enabled ?? true,
      startsAt,
      endsAt,
      vipLevels: input.vipLevels ?? [],
      memberIds: input.memberIds ?? [],
      texts: cleanTexts(tenant, input.texts),
      rule: normaliseRule(input.kind, input.rule),
      sortOrder: input.sortOrder ?? 0,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ConflictError('err_promo_code_taken', 'promo_code_taken');
  return row;
}

export type PromotionUpdate = Partial<Omit<PromotionInput, 'code' | 'kind'>>;

export async function updatePromotion(tenant: Tenant, id: number, input: PromotionUpdate, db: DbOrTx): Promise<Promotion> {
  const current = await getPromotion(tenant.merchantId, id, db);
  if (!current) throw new NotFoundError('err_promo_not_found');
  const { startsAt, endsAt } = dates(input.startsAt ?? current.startsAt.toISOString(), input.endsAt ?? current.endsAt.toISOString());
  const [row] = await db
    .update(promotions)
    .set({
      startsAt,
      endsAt,
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      ...(input.vipLevels ? { vipLevels: input.vipLevels } : {}),
      ...(input.memberIds ? { memberIds: input.memberIds } : {}),
      ...(input.texts ? { texts: cleanTexts(tenant, input.texts) } : {}),
      // The rule is replaced whole, not merged (PUT): a field the operator cleared (a cashback cap, a minimum deposit)
      // is gone, where a merge kept the old value. The console sends the kind's whole rule (promotion-rule.tsx ruleBody).
      ...(input.rule ? { rule: normaliseRule(current.kind, input.rule) } : {}),
      ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(promotions.id, id), eq(promotions.merchantId, tenant.merchantId)))
    .returning();
  return row;
}

export async function getPromotion(merchantId: number, id: number, db: DbOrTx): Promise<Promotion | undefined> {
  const [row] = await db.select().from(promotions).where(and(eq(promotions.id, id), eq(promotions.merchantId, merchantId)));
  return row;
}

export async function listPromotions(merchantId: number, db: DbOrTx): Promise<Promotion[]> {
  return db.select().from(promotions).where(eq(promotions.merchantId, merchantId)).orderBy(asc(promotions.sortOrder), asc(promotions.id));
}

/** Every brand's enabled promotions of a kind (jobs and subscribers). */
export async function promotionsOfKind(kind: PromotionKind, db: DbOrTx, merchantId?: number): Promise<Promotion[]> {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.kind, kind), eq(promotions.enabled, true), merchantId === undefined ? undefined : eq(promotions.merchantId, merchantId)))
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
}

export const isRunning = (p: Promotion, at: Date) => p.enabled && p.startsAt <= at && at < p.endsAt;

/** The copy in `lang` (MS/EN/CN or ms/en/zh), else the brand's default language, else any. */
export function textIn(p: Promotion, tenant: Tenant, lang: string | undefined): PromotionText {
  const l = contentLanguage(lang, tenant);
  const t = p.texts[l] ?? p.texts[tenant.manifest.languages.default] ?? Object.values(p.texts)[0];
  return { title: sanitizePlain(t?.title ?? p.code), terms: sanitizeRich(t?.terms ?? ''), ...(t?.banner ? { banner: t.banner } : {}) };
}
