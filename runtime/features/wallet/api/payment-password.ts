// Whether the member has a payment password yet (withdrawals and transfers to the upline ask for it).
import { apiGet } from '../../../lib/api';

export const getPaymentPasswordState = () => apiGet<{ isSet: boolean }>('wps/wallet/paymentPassword');
