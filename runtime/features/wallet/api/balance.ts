// spec §7 Wallet: GET /wps/v2/wallets/balance (main and per-vendor wallets, minor units) and
// GET /wps/relay/GCS_merchantWallet (spec §3 isSingle: one wallet for every vendor).
import type { WalletBalance } from '../../../../schema/api/wallet';
import { apiGet } from '../../../lib/api';

export const getWalletBalance = () => apiGet<WalletBalance>('wps/v2/wallets/balance');
export const getMerchantWallet = () => apiGet<{ isSingle: boolean }>('wps/relay/GCS_merchantWallet');
