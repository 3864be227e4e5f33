// withdraw calls: limits and today's use, the request (to a saved account, with the payment password), the player's
// withdrawals, and the spec §4 receipt answer once paid out.
import type { Withdrawal, WithdrawalReceiptPayload, WithdrawPayload, WithdrawSettings } from '../../../../schema/api/wallet';
import { apiGet, apiPost } from '../../../lib/api';

export const getWithdrawSettings = () => apiGet<WithdrawSettings>('wps/wallet/withdraw/settings');
export const requestWithdrawal = (body: WithdrawPayload) => apiPost<Withdrawal>('wps/wallet/withdraw', body);
export const getMyWithdrawals = () => apiGet<Withdrawal[]>('wps/wallet/withdrawals');
export const answerWithdrawalReceipt = (id: number, body: WithdrawalReceiptPayload) => apiPost<Withdrawal>(`wps/wallet/withdrawals/${id}/receipt`, body);
