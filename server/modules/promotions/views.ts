// spec §4 activity states for a viewer (issue 18 item 1): join, signed, coming, process, close, rejected, claim,
// claimed, issued, applying; and the action the site's button performs for each (none when there is nothing to do).
import type { PromoAction, PromoState, PromotionView } from '../../../schema/api/promotions';
import type { DbOrTx } from '../../db/client';
import type { Tenant } from '../tenancy';
import { claimsOf, isEligible, type Claim } from './claims';
import { isRunning, listPromotions, textIn, type Promotion } from './definitions';

export type { PromoAction, PromoState, PromotionView };

function claimState(p: Promotion, c: Claim): { state: PromoState; action: PromoAction } {
  switch (c.status) {
    case 'joined':
      return { state: 'signed', action: 'deposit' };
    case 'applying':
      return { state: 'applying', action: null };
    case 'rejected':
      return { state: 'rejected', action: null };
    case 'active':
      return { state: 'process', action: 'wagering' };
    case 'completed':
      return { state: 'claimed', action: null };
    case 'issued':
      return { state: p.kind === 'daily_signin' ? 'signed' : p.kind === 'signup' || p.kind === 'cashback' || p.kind === 'application' ? 'issued' : 'claimed', action: null };
    case 'lost':
      return { state: 'claimed', action: null };
    default:
      // forfeited, expired
      return { state: 'close', action: null };
  }
}

const OPEN_ACTION: Record<Promotion['kind'], { state: PromoState; action: PromoAction }> = {
  deposit_match: { state: 'join', action: 'join' },
  free: { state: 'claim', action: 'claim' },
  daily_signin: { state: 'claim', action: 'signin' },
  raffle: { state: 'claim', action: 'raffle' },
  application: { state: 'join', action: 'apply' },
  // Paid by the system, not asked for: a cashback runs (process) until its period's loss is paid.
  cashback: { state: 'process', action: null },
  // Given at registration: a member who registered before it began has nothing to claim.
  signup: { state: 'close', action: null },
};

export function stateFor(p: Promotion, now: Date, viewer: { eligible: boolean; claim?: Claim } | null): { state: PromoState; action: PromoAction } {
  if (viewer?.claim && !(viewer.claim.status === 'joined' && !isRunning(p, now))) return claimState(p, viewer.claim);
  if (p.enabled && now < p.startsAt) return { state: 'coming', action: null };
  if (!isRunning(p, now)) return { state: 'close', action: null };
  if (!viewer) return p.kind === 'signup' ? { state: 'join', action: 'login' } : { state: OPEN_ACTION[p.kind].state, action: 'login' };
  if (!viewer.eligible) return { state: 'close', action: null };
  return OPEN_ACTION[p.kind];
}

/** Promotions a visitor or member sees: enabled ones that have not ended more than 7 days ago (or the viewer took part in). */
export async function promotionViews(tenant: Tenant, lang: string | undefined, memberId: number | null, now: Date, db: DbOrTx): Promise<PromotionView[]> {
  const all = (await listPromotions(tenant.merchantId, db)).filter((p) => p.enabled);
  const claims = memberId ? await claimsOf(tenant.merchantId, memberId, all, now, db) : new Map<number, Claim>();
  const recent = all.filter((p) => p.endsAt.getTime() > now.getTime() - 7 * 86_400_000 || claims.has(p.id));
  const out: PromotionView[] = [];
  for (const p of recent) {
    const claim = claims.get(p.id);
    const viewer = memberId ? { eligible: await isEligible(p, memberId, db), claim } : null;
    const text = textIn(p, tenant, lang);
    out.push({
      id: p.id,
      code: p.code,
      kind: p.kind,
      title: text.title,
      terms: text.terms,
      banner: text.banner ?? null,
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt.toISOString(),
      ...stateFor(p, now, viewer),
      rule: {
        percentBp: p.rule.percentBp,
        cap: p.rule.cap,
        minDeposit: p.rule.minDeposit,
        amount: p.rule.amount,
        period: p.rule.period,
        wagerMultiple: p.rule.wagerMultiple,
        wagerBase: p.rule.wagerBase,
        expiryHours: p.rule.expiryHours,
      },
      claim: claim
        ? { id: claim.id, status: claim.status, bonus: claim.bonus, wagerRequired: claim.wagerRequired, wagered: claim.wagered, expiresAt: claim.expiresAt?.toISOString() ?? null, decision: claim.decision }
        : null,
    });
  }
  return out;
}
