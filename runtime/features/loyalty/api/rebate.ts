// Issue 18 item 5 calls: what I can claim per game type, and the claim (the page's request id makes a replay answer once).
import type { RebateClaimAnswer, RebateView } from '../../../../schema/api/loyalty';
import { apiGet, apiPost } from '../../../lib/api';

export const getRebate = () => apiGet<RebateView>('wps/rebate');
export const claimRebate = (requestId: string) => apiPost<RebateClaimAnswer>('wps/rebate/claim', { requestId });
