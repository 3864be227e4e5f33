// spec §7 Rewards and salary: MCS2_processDividendReq, MCS2_processDailySalContract, MCS2_processContractHourSalary,
// MCSFE_processRealTimeSalaryContract (one action per call: view, offer, accept, reject, terminate), and the spec §3
// consolidated contract response (/wps/member/info/funds/consolidated).
import { apiGet, apiPost } from '../../../lib/api';

export type ContractKind = 'dividend' | 'daily' | 'hourly' | 'realtime';
export interface Tier {
  minBet: number;
  minLoss?: number;
  minActive?: number;
  rateBp: number;
}
export type Terms = { tiers: Tier[] } | { profitRateBp: number; lossRateBp: number; singleBetRateBp: number };
export interface ContractView {
  id: number;
  kind: ContractKind;
  username: string;
  upline: string | null;
  period: string;
  terms: Terms;
  status: 'offered' | 'active' | 'rejected' | 'terminated' | 'superseded' | 'withdrawn';
  offeredAt: string;
  acceptedAt: string | null;
  endedAt: string | null;
  endReason: string | null;
}
export interface ContractsView {
  mine: ContractView | null;
  offers: ContractView[];
  given: ContractView[];
  history: ContractView[];
}

const PATH: Record<ContractKind, string> = {
  dividend: 'wps/relay/MCS2_processDividendReq',
  daily: 'wps/relay/MCS2_processDailySalContract',
  hourly: 'wps/relay/MCS2_processContractHourSalary',
  realtime: 'wps/relay/MCSFE_processRealTimeSalaryContract',
};

export const viewContracts = (kind: ContractKind) => apiPost<ContractsView>(PATH[kind], { action: 'view' });
export const offerContract = (kind: ContractKind, downline: string, terms: Terms, period?: string) =>
  apiPost<{ contract: ContractView }>(PATH[kind], { action: 'offer', downline, terms, ...(period ? { period } : {}) });
export const decideContract = (kind: ContractKind, contractId: number, action: 'accept' | 'reject' | 'terminate') => apiPost<{ contract: ContractView }>(PATH[kind], { action, contractId });

export interface Consolidated {
  divtypereq: number;
  dailysalreqtype: number;
  contracthoursalreq: number;
  realtimesalreqtype: number;
  divtypeinfo: number;
  dailysalinfotype: number;
  contracthoursalinfo: number;
  realtimesalinfotype: number;
  contractmrdailysalinfotype: number;
  teamSize: number;
  switches: Record<ContractKind, boolean>;
}
export const getConsolidated = () => apiGet<Consolidated>('wps/member/info/funds/consolidated');
