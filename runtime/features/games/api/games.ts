// spec §7 Games calls, typed by schema/api/games.ts (the server's contract). GET with a data object.
import type { Game, GamePage, GameType, LaunchResult, ProfitValue, RankRow, RecordPage, VendorCategory } from '../../../../schema/api/games';
import { apiGet, apiPost } from '../../../lib/api';

export type { ProfitValue, RankRow, RecordPage };

export type ListType = 'all' | 'hot' | 'fav' | 'recent';

export interface GameListFilters {
  gameType: GameType;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: number;
  pageNo: number;
  listType: ListType;
  language: string;
}

const params = (o: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));

/** GCSGAME_gameList (spec §3 game list query; page size 15, spec §9). */
export const getGameList = (f: GameListFilters) =>
  apiGet<GamePage>(
    'wps/relay/GCSGAME_gameList',
    params({ gameType: f.gameType, vassalage: f.vassalage, gameClassify: f.gameClassify, gameName: f.gameName, minBet: f.minBet, pageNo: f.pageNo, pageSize: 15, listType: f.listType, language: f.language }),
  );

/** GCSGAME_newGameVendor: the vendor cards of a game type (spec §3 vendor category). */
export const getVendorCategories = (gameType: GameType) =>
  apiGet<VendorCategory[]>('wps/relay/GCSGAME_newGameVendor', { gameType, platform: 'html5-desktop' });

/** GCSGAME_hotGamesV2 (spec §7: isPlatform 2). */
export const getHotGames = (language: string, gameType?: GameType, count = 12) =>
  apiGet<{ gameType: GameType; list: Game[] }[]>('wps/relay/GCSGAME_hotGamesV2', params({ isPlatform: 2, language, gameType, count }));

export interface FavouriteInput {
  nodeId: string;
  vendor: string;
  gameType: GameType;
}
export const addFavourite = (g: FavouriteInput) => apiPost<unknown>('wps/relay/MCSFE_addFavoriteGame', g);
export const removeFavourite = (g: FavouriteInput) => apiPost<unknown>('wps/relay/MCSFE_removeFavoriteGame', g);

/** /wps/game/launchGame (login required; trial accounts free play only). */
export const launchGame = (g: { nodeId: string; vendor: string; gameCode: string; gameType: GameType; language: string; freePlay?: boolean }) =>
  apiPost<LaunchResult>('wps/game/launchGame', { ...g, freePlay: g.freePlay ? 1 : 0 });

/** GCS_gameLaunchFB: the FB sportsbook for /fbsports. */
export const launchFbSports = (language: string) => apiGet<LaunchResult>('wps/relay/GCS_gameLaunchFB', { language });

/** GCSGAME_getRankList: the winners board from real rounds. */
export const getRankList = (language: string, gameType?: GameType) => apiGet<RankRow[]>('wps/relay/GCSGAME_getRankList', params({ language, gameType, count: 10 }));

export interface RecordFilters {
  gameType?: GameType;
  startDate: string;
  endDate: string;
  pageNo: number;
  language: string;
}
/** personalHistoryCopy: betting record. */
export const getBettingRecord = (f: RecordFilters) =>
  apiGet<RecordPage>('wps/game/personalHistory', params({ gameType: f.gameType, startDate: f.startDate, endDate: f.endDate, pageNo: f.pageNo, pageSize: 15, language: f.language }));

/** personalProfit: profit and loss by day and game type. */
export const getPersonalProfit = (f: Omit<RecordFilters, 'pageNo' | 'language'>) =>
  apiGet<ProfitValue>('wps/game/personalProfit', params({ gameType: f.gameType, startDate: f.startDate, endDate: f.endDate }));
