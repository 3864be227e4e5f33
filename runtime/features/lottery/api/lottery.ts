// spec §7 Lottery calls and the house lottery's bet, result and draw calls (server/modules/lottery/README.md).
// Money is in minor units here; shown through useMoney at the edge.
import { apiGet, apiPost } from '../../../lib/api';

export type Area = 'SEA' | 'VN';

export interface PlayTypeInfo {
  code: string;
  /** Digits of the number a bet names (0: none, e.g. Big/Small of the sum). */
  digits: number;
  minStake: number;
  maxStake: number;
  pays: Record<string, number>;
}
/** spec §3 Lottery item. */
export interface LotteryItem {
  gameId: string;
  remark: string;
  gameMenuTag: string;
  drawDayOfWeek: string;
  area: Area;
  prizeMode: string;
  numero: string | null;
  remainTime: number;
  lockTime: string | null;
  winningTime: string | null;
  seedHash: string | null;
  playTypes: PlayTypeInfo[];
  last: { numero: string; numbers: string[] } | null;
}
/** spec §3 Menu. */
export interface LotteryMenu {
  tag: string;
  gameMenus: LotteryItem[];
}
export interface DrawView {
  id: number;
  gameId: string;
  numero: string;
  status: 'open' | 'locked' | 'drawn' | 'settled' | 'voided';
  lockTime: string;
  winningTime: string;
  seedHash: string;
  seed: string | null;
  result: { prizes: { key: string; numbers: string[] }[] } | null;
  numbers: string[];
}
export interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}
export interface LotteryBet {
  id: number;
  gameId: string;
  numero: string;
  playType: string;
  number: string;
  stake: number;
  payout: number | null;
  status: 'placed' | 'won' | 'lost' | 'refunded';
  placedAt: string;
  drawStatus: string;
  winningTime: string;
  numbers: string[];
}
export interface DrawDetail {
  draw: DrawView;
  game: { gameId: string; remark: string; distinct: boolean; prizes: { key: string; count: number; digits: number }[] };
}

/** The lobby (lottoArea SEA for /lottery, VN for /vnlottery; launchMode LOTT). */
export const getLobby = (area: Area, language: string) =>
  apiGet<{ serverTime: string; menus: LotteryMenu[] }>('lotto/lgw/lobby', { lottoArea: area, launchMode: 'LOTT', language, device: 'WEB' });

export const getDraws = (gameCode: string, pageNo: number, language: string) => apiGet<Page<DrawView>>('lotto/lgw/draws', { gameCode, pageNo: String(pageNo), pageSize: '10', language });

export const getDraw = (gameCode: string, numero: string, language: string) => apiGet<DrawDetail>('lotto/lgw/draw', { gameCode, numero, language });

export const getMyBets = (pageNo: number, language: string) => apiGet<Page<LotteryBet>>('lotto/lgw/bets', { pageNo: String(pageNo), pageSize: '10', language });

export interface SlipLine {
  playType: string;
  number: string;
  stake: number;
}
export const placeSlip = (slip: { requestId: string; gameCode: string; numero: string; lines: SlipLine[] }) =>
  apiPost<{ duplicate: boolean; balance: number | null; bets: { id: number }[] }>('lotto/lgw/bets', slip);
