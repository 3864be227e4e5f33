// GET / PUT /wps/wallet/paymentPassword (token): whether a payment password is set; set it, or change it with the old one.
import { apiGet, apiPut } from '../../../lib/api';

export const getPaymentPasswordState = () => apiGet<{ isSet: boolean }>('wps/wallet/paymentPassword');

export const setPaymentPassword = (body: { paymentPassword: string; oldPaymentPassword?: string }) => apiPut<null>('wps/wallet/paymentPassword', body);
