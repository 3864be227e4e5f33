// Issue 18 promotions calls: the list with each one's state for me (or for a visitor), the actions (join a deposit
// match, claim a free bonus or today's sign-in, the spec §7 raffle, an application), my bonuses and a forfeit.
import type { BonusClaim, ClaimAnswer, PromotionList } from '../../../../schema/api/promotions';
import { apiGet, apiPost } from '../../../lib/api';

export const getPromotions = (lang: string, member: boolean) => apiGet<PromotionList>(member ? 'wps/promotions/member' : 'wps/promotions', { lang });
export const joinPromotion = (id: number) => apiPost<ClaimAnswer>(`wps/promotions/${id}/join`, {});
export const claimPromotion = (id: number) => apiPost<ClaimAnswer>(`wps/promotions/${id}/claim`, {});
export const claimRaffle = (promotionId: number) => apiPost<ClaimAnswer>('wps/relay/MCS2_claimRafflePromotion', { promotionId });
export const applyForPromotion = (id: number, body: { comment: string; images: string[] }) => apiPost<ClaimAnswer>(`wps/promotions/${id}/apply`, body);
export const getMyBonuses = () => apiGet<{ list: BonusClaim[] }>('wps/promotions/bonuses');
export const forfeitBonus = (id: number) => apiPost<ClaimAnswer>(`wps/promotions/bonuses/${id}/forfeit`, {});
