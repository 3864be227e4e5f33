// Contract types for the games calls (spec §3 Vendor, Vendor category, Game, game list query; §4 list
// types; §7 games calls; §9 page size and min-bet options). Shared by runtime (site) and server.
// Amounts are integers in minor units, like the wallet's sumBalance (format them at the edge with the
// brand's currency.minorDigits). The one exception is the min-bet filter, sent as the spec §9 option ("0.05").
// The answer types are derived from the route response schemas (games-schemas.ts): one source (issue 14 item 3).
import type { Static } from 'typebox';
import type {
  betRecordSchema,
  gameMenuSchema,
  gamePageSchema,
  gameSchema,
  launchResultSchema,
  profitRowSchema,
  profitValueSchema,
  rankRowSchema,
  recordPageSchema,
  vendorCategorySchema,
  vendorSchema,
} from './games-schemas';

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

/**
 * The lottery page a lottery game opens (spec §2 /lottery and /vnlottery): the ELOTT vendor's games are the house's
 * Vietnamese regional draws (issue 17, prize mode Elott), on /vnlottery; every other lottery on /lottery.
 */
export const lotteryPath = (vendor: string): '/lottery' | '/vnlottery' => (vendor === 'ELOTT' ? '/vnlottery' : '/lottery');

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
export type Vendor = Static<typeof vendorSchema>;
/** GET /lgw/games/game_menus: one entry per game type with its vendors (at most NAV_VENDOR_LIMIT). */
export type GameMenu = Static<typeof gameMenuSchema>;
/** spec §3 Vendor category (GCSGAME_newGameVendor). */
export type VendorCategory = Static<typeof vendorCategorySchema>;
/** spec §3 Game, plus the fields a tile shows. */
export type Game = Static<typeof gameSchema>;
/** spec §3 paged response. */
export type GamePage = Static<typeof gamePageSchema>;
/** POST /wps/game/launchGame answer. */
export type LaunchResult = Static<typeof launchResultSchema>;
/** A row of the winners board (GCSGAME_getRankList). Money in minor units. */
export type RankRow = Static<typeof rankRowSchema>;
/** One row of the betting record (personalHistoryCopy). Money in minor units. */
export type BetRecord = Static<typeof betRecordSchema>;
/** A page of the betting record with the filter's totals. */
export type RecordPage = Static<typeof recordPageSchema>;
/** One row of personal profit and loss (personalProfit): per day and game type. Money in minor units. */
export type ProfitRow = Static<typeof profitRowSchema>;
/** personalProfit: rows and their total. */
export type ProfitValue = Static<typeof profitValueSchema>;

/** postMessage from a game iframe to the site after every round, so the header balance refreshes. */
export interface GameBalanceMessage {
  type: 'balance';
  /** Minor units: the wallet the game plays on (the main wallet when the merchant wallet is single), or in free play the play money. */
  balance: number;
  /** True in free play: the balance is play money, which the header shows while the game is open (issue 23 item 9). */
  freePlay?: boolean;
}
