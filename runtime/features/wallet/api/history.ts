// spec §2 transactionHistory (account record) and bonusDetails: by type, spec §9 date shortcuts or a custom range,
// paged (spec §9 page size 15).
import type { HistoryPage, HISTORY_TYPES, RANGE_SHORTCUTS } from '../../../../schema/api/wallet';
import { apiGet } from '../../../lib/api';

export type HistoryType = (typeof HISTORY_TYPES)[number];
export type RangeShortcut = (typeof RANGE_SHORTCUTS)[number];

export interface HistoryFilter {
  type?: HistoryType;
  range?: RangeShortcut;
  startDate?: string;
  endDate?: string;
  pageNo: number;
}

function query(f: HistoryFilter): Record<string, string> {
  const q: Record<string, string> = { pageNo: String(f.pageNo), pageSize: '15' };
  if (f.type) q.type = f.type;
  if (f.range) q.range = f.range;
  else {
    if (f.startDate) q.startDate = f.startDate;
    if (f.endDate) q.endDate = f.endDate;
  }
  return q;
}

export const getTransactionHistory = (f: HistoryFilter) => apiGet<HistoryPage>('wps/relay/transactionHistory', query(f));
export const getBonusDetails = (f: Omit<HistoryFilter, 'type'>) => apiGet<HistoryPage>('wps/relay/bonusDetails', query(f));
