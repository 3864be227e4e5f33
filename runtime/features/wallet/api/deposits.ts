// depositv2 calls: the brand's channels, starting a deposit, the player's deposits (polled while one is pending),
// the demo gateway's callback (Pay / Cancel on its payment page) and a manual transfer's receipt image.
import type { DemoCompletePayload, Deposit, DepositPayload, DepositStarted, PaymentChannel } from '../../../../schema/api/wallet';
import { apiGet, apiPost, apiPut } from '../../../lib/api';

export const getDepositChannels = () => apiGet<PaymentChannel[]>('wps/wallet/deposit/channels');
export const startDeposit = (body: DepositPayload) => apiPost<DepositStarted>('wps/wallet/deposit', body);
export const getMyDeposits = () => apiGet<Deposit[]>('wps/wallet/deposits');
export const completeDemoPayment = (id: number, body: DemoCompletePayload) => apiPost<Deposit>(`wps/wallet/deposits/${id}/demo`, body);
/** `image`: a PNG or JPG data URL of at most 5 MB (spec §9). */
export const attachDepositReceipt = (id: number, image: string) => apiPut<Deposit>(`wps/wallet/deposits/${id}/receipt`, { image });
