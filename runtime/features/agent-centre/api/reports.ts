// Team Betting, User Profit and Loss, Transaction Details of the downline, My Income (15 rows a page, spec §9).
import { apiGet } from '../../../lib/api';
import { rangeQuery, type RangeFilter } from './team';

interface Paged<T> {
  from: string;
  to: string;
  hasMore: boolean;
  list: T[];
}
export type TeamBettingPage = Paged<{ username: string; teamSize: number; bets: number; validBet: number; win: number; profitLoss: number }>;
export type ProfitLossPage = Paged<{ username: string; bets: number; validBet: number; win: number; profitLoss: number; deposits: number; withdrawals: number }>;
export type TransactionType = 'deposit' | 'withdrawal';
/** One row per paid deposit or withdrawal of the downline (time ISO, amount in minor units). */
export type TransactionsPage = Paged<{ time: string; username: string; type: TransactionType; amount: number; orderNo: string }>;
export type IncomePage = Paged<{ kind: string; periodKey: string; base: number; rateBp: number; gross: number; givenBelow: number; amount: number; settledAt: string }> & { total: number };

export const getTeamBetting = (f: RangeFilter) => apiGet<TeamBettingPage>('wps/agent/team/betting', rangeQuery(f));
export const getProfitLoss = (f: RangeFilter, username?: string) => apiGet<ProfitLossPage>('wps/agent/team/profitLoss', rangeQuery(f, { username }));
export const getTeamTransactions = (f: RangeFilter, type?: TransactionType) => apiGet<TransactionsPage>('wps/agent/team/transactions', rangeQuery(f, { type }));
export const getIncome = (f: RangeFilter) => apiGet<IncomePage>('wps/agent/income', rangeQuery(f));
