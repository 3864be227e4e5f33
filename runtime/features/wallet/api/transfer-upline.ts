// spec §2 transferUpline: POST /wps/wallet/transferUpline (main wallet to the upline, payment password).
import type { TransferUplinePayload } from '../../../../schema/api/wallet';
import { apiPost } from '../../../lib/api';

export const transferToUpline = (body: TransferUplinePayload) => apiPost<{ amount: number; to: string }>('wps/wallet/transferUpline', body);
