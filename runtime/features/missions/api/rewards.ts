// The reward centre's calls (issue 18 item 3): my rewards, and claiming one (or all) — paid once whatever the clicks.
// A bonus reward's wagering and forfeit are the promotions calls' (the withdraw page).
import type { RewardClaimAnswer, RewardList, RewardView } from '../../../../schema/api/missions';
import { apiGet, apiPost } from '../../../lib/api';

export const getRewards = (lang: string, page: number) => apiGet<RewardList>('wps/missions/rewards', { lang, page: String(page) });
export const claimReward = (id: number, requestId: string) => apiPost<RewardClaimAnswer>(`wps/missions/rewards/${id}/claim`, { requestId });
export const claimAllRewards = () => apiPost<{ claimed: Omit<RewardView, 'code' | 'title'>[]; balance: number | null; unclaimed: number }>('wps/missions/rewards/claimAll', {});
