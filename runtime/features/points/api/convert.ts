// spec §7 passwordCheck/MCS2_convertPoint: points to cash at the brand's rate, with the payment password.
import type { RedeemAnswer } from '../../../../schema/api/points';
import { apiPost } from '../../../lib/api';

export const convertPoints = (body: { points: number; paymentPassword: string; requestId: string }) => apiPost<RedeemAnswer>('wps/relay/passwordCheck/MCS2_convertPoint', body);
