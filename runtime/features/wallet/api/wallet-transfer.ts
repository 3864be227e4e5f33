// spec §7 Wallet: POST /wps/relay/GCS_walletTransfer, main <-> a vendor wallet (multi-wallet brands).
import type { WalletTransferPayload, WalletTransferResult } from '../../../../schema/api/wallet';
import { apiPost } from '../../../lib/api';

export const walletTransfer = (body: WalletTransferPayload) => apiPost<WalletTransferResult>('wps/relay/GCS_walletTransfer', body);
