// Issue 16 team pages: Team Overview, Team Management, Team Betting, User Profit and Loss, Transaction Details, My
// Income and announcements (server/modules/agents/README.md). Amounts in minor units.
import { apiGet } from '../../../lib/api';

export type RangeShortcut = 'today' | 'yesterday' | 'last7' | 'last30';
export interface RangeFilter {
  range?: RangeShortcut;
  startDate?: string;
  endDate?: string;
  pageNo: number;
}

export function rangeQuery(f: RangeFilter, extra: Record<string, string | undefined> = {}): Record<string, string> {
  const q: Record<string, string> = { pageNo: String(f.pageNo) };
  if (f.range) q.range = f.range;
  else {
    if (f.startDate) q.startDate = f.startDate;
    if (f.endDate) q.endDate = f.endDate;
  }
  for (const [k, v] of Object.entries(extra)) if (v) q[k] = v;
  return q;
}

export interface TeamOverview {
  from: string;
  to: string;
  teamSize: number;
  directCount: number;
  newMembers: number;
  activeMembers: number;
  deposits: number;
  withdrawals: number;
  bets: number;
  validBet: number;
  profitLoss: number;
}
export const getTeamOverview = (f: RangeFilter) => apiGet<TeamOverview>('wps/agent/team/overview', rangeQuery(f));
