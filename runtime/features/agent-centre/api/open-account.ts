// Register/Open Account: a direct downline with an optional initial contract offer.
import { apiPost } from '../../../lib/api';
import type { ContractKind, ContractView, Terms } from './contracts';

export interface OpenAccountInput {
  username: string;
  password: string;
  isAgent: 0 | 1;
  contract?: { kind: ContractKind; terms: Terms };
}
export const openAccount = (input: OpenAccountInput) => apiPost<{ username: string; contract: ContractView | null; contractError: string | null }>('wps/agent/team/openAccount', input);
