// Contract types for the games calls (spec §3 Vendor, Vendor category, Game, game list query; §4 list
// types; §7 games calls; §9 page size and min-bet options). Shared by runtime (site) and server.
// Amounts in responses are numbers in major units (2 decimals); the server keeps minor units.

/** Every game type of the catalogue (spec §1 categories; §3 hot game types plus ESPORTS and COCKFIGHT). */
export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'COCKFIGHT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** spec §3 hot game gameType values. */
export const HOT_GAME_TYPES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const;

/** spec §9 page size. */
export const GAME_PAGE_SIZE = 15;
/** spec §9 min-bet options (besides "all"), in major units. */
export const MIN_BET_OPTIONS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;
/** spec §9 nav drop-down: up to 30 vendors. */
export const NAV_VENDOR_LIMIT = 30;
/** spec §2 Game launch: these vendors (and types LOTT, ELOTT) open the lottery route. */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;

export const GAME_CLASSIFY = {
  RNG: ['VIDEO_SLOT', 'CLASSIC_SLOT', 'MEGAWAYS', 'JACKPOT', 'TABLE', 'ARCADE'],
  LIVE: ['BACCARAT', 'ROULETTE', 'BLACKJACK', 'SICBO', 'DRAGON_TIGER', 'LOBBY'],
  FISH: ['FISH'],
  PVP: ['POKER', 'MAHJONG', 'CARD', 'DOMINO'],
  SPORTS: ['SPORTSBOOK'],
  ESPORTS: ['ESPORTSBOOK'],
  ELOTT: ['LOTTERY'],
  LOTT: ['LOTTERY'],
  COCKFIGHT: ['COCKFIGHT'],
} as const satisfies Record<GameType, readonly string[]>;

/** spec §3 Vendor. */
export interface Vendor {
  displayName: string;
  vassalage: string;
  gameType: GameType;
  accountTypeId: number;
  /** 1 shows the hot icon in the nav drop-down (spec §2 Header). */
  isHot: number;
}

/** GET /lgw/games/game_menus: one entry per game type with its vendors (at most NAV_VENDOR_LIMIT). */
export interface GameMenu {
  gameType: GameType;
  vendors: Vendor[];
}

/** spec §3 Vendor category (GCSGAME_newGameVendor). */
export interface VendorCategory {
  title: GameType;
  cards: { vassalage: string; displayName: string; isHot: number; gameCount: number }[];
  gameClassify: { gameClassify: string; vendors: string[] }[];
}

/** spec §3 Game, plus the fields a tile shows. */
export interface Game {
  gameType: GameType;
  vendor: string;
  accountTypeName: string;
  gameCode: string;
  code: string;
  defaultPlayType: string;
  /** 'GAME' or 'VASSALAGE' (a vendor lobby: launching it answers a sub-game list). */
  isGame: 'GAME' | 'VASSALAGE';
  vassalage: string;
  nodeId: string;
  /** Name in the requested language. */
  gameName: string;
  gameClassify: string;
  /** Same-origin SVG (/lgw/games/thumb/<id>.svg). */
  thumbnail: string;
  minBet: number;
  lines: number;
  rtp: number;
  isHot: boolean;
  isNew: boolean;
  freePlay: boolean;
  /** Only when the call carries a token. */
  isFavourite?: boolean;
}

/** spec §3 game list query (GCSGAME_gameList). Every filter is optional except gameType. */
export interface GameListQuery {
  gameType: GameType;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  /** Games whose minimum bet is at most this (major units; spec §9 options). */
  minBet?: number;
  /** Games with at least this many lines (spec §9 sample filter: 25 or more lines). */
  minLineNum?: number;
  pageNo?: number;
  pageSize?: number;
  language?: string;
  clientType?: string;
  platform?: string;
  channel?: string;
  merchant?: string;
}

/** spec §3 paged response. */
export interface GamePage {
  list: Game[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

/** POST /wps/game/launchGame answer. */
export interface LaunchResult {
  /** IFRAME: open url in the /game iframe; LOTTERY: go to route; VASSALAGE: show subGames. */
  mode: 'IFRAME' | 'LOTTERY' | 'VASSALAGE';
  url: string | null;
  route: string | null;
  subGames: Game[];
  freePlay: boolean;
  expiresAt: string | null;
}

/** One row of the betting record (personalHistoryCopy). */
export interface BetRecord {
  roundId: string;
  gameType: GameType;
  vendor: string;
  gameCode: string;
  gameName: string;
  stake: number;
  win: number;
  profit: number;
  status: 'open' | 'settled' | 'rolled_back';
  betTime: string;
}

/** One row of personal profit and loss (personalProfit): per day and game type. */
export interface ProfitRow {
  day: string;
  gameType: GameType;
  rounds: number;
  stake: number;
  win: number;
  profit: number;
}

/** postMessage from a game iframe to the site after every round, so the header balance refreshes. */
export interface GameBalanceMessage {
  type: 'balance';
  balance: number;
}
