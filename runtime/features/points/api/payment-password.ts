// Whether I have a payment password (the wallet's call; a redemption asks for it).
import { apiGet } from '../../../lib/api';

export const getPaymentPasswordState = () => apiGet<{ isSet: boolean }>('wps/wallet/paymentPassword');
