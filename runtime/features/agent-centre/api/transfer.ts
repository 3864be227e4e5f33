// spec §6 "Agents may ... transfer to a downline": the wallet's POST /wps/agent/transfer (idempotent on requestId).
import { apiPost } from '../../../lib/api';

export const transferToDownline = (input: { requestId: string; amount: number; paymentPassword: string; downline: string }) => apiPost<{ balance?: number }>('wps/agent/transfer', input);
