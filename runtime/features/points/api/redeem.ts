// spec §7 passwordCheck/MCS2_redeemPointReward: redeem with the payment password (the dialog's request id makes a
// double click or a retry answer the first redemption).
import type { RedeemAnswer } from '../../../../schema/api/points';
import { apiPost } from '../../../lib/api';

export const redeemPointReward = (body: { rewardId: number; quantity: number; paymentPassword: string; requestId: string }) =>
  apiPost<RedeemAnswer>('wps/relay/passwordCheck/MCS2_redeemPointReward', body);
