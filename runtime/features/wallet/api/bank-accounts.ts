// securityCenter bank accounts and e-wallets: list (masked, the brand's maximum, the real name they must be in),
// add, remove. A withdrawal goes only to one of these.
import type { BankAccount, BankAccountList, BankAccountPayload } from '../../../../schema/api/wallet';
import { apiDelete, apiGet, apiPost } from '../../../lib/api';

export const getBankAccounts = () => apiGet<BankAccountList>('wps/wallet/bankAccounts');
export const addBankAccount = (body: BankAccountPayload) => apiPost<BankAccount>('wps/wallet/bankAccounts', body);
export const removeBankAccount = (id: number) => apiDelete<{ id: number }>(`wps/wallet/bankAccounts/${id}`);
