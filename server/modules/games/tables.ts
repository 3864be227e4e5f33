// Games (spec §3 Vendor, Vendor category, Game, game list query; §4 list types and favourites; issue 5).
// Every row is scoped by merchant_id. Money columns are integers in minor units (bigint, mode number:
// stakes of a game round stay far below 2^53).
import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GameType } from '../../../schema/api/games';
import { merchants } from '../tenancy/tables';

const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
// Every table here is keyed brand first (issue 21 item 5, migration 0050): the primary keys start with merchant_id
// ((merchant_id, id) for the serial ids), so do the unique indexes, and a favourite, recent or launch points at its
// game by (merchant_id, game_id), so a brand's rows sit together (Citus, a brand moved to its own database); every
// statement on them names the brand.
/**
 * Under maintenance (issue 19 item 2): still listed, but a launch (and a house round) answers 409
 * err_game_maintenance, which the site shows as its "Game maintenance" screen (spec §8), until maintenance_until
 * passes (null: until an operator ends it).
 */
const maintenanceColumns = () => ({
  maintenance: boolean('maintenance').notNull().default(false),
  maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
});

/**
 * spec §3 Vendor: displayName, vassalage, gameType, accountTypeId, isHot. One row per (vendor, game type):
 * a provider with slots and fish games has two rows with the same vassalage.
 */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    /** The vendor code (vassalage), e.g. HOUSE, FB, DS88, TCG_SEA. */
    vassalage: text('vassalage').notNull(),
    gameType: text('game_type').$type<GameType>().notNull(),
    displayName: text('display_name').notNull(),
    accountTypeId: integer('account_type_id').notNull(),
    isHot: integer('is_hot').notNull().default(0),
    /** Which adapter launches its games and answers its wallet callbacks (adapters/registry.ts). */
    adapter: text('adapter').notNull().$type<'house' | 'demo'>(),
    /**
     * HMAC key of the vendor's seamless-wallet callbacks, one per (brand, vendor): every row of a vendor code
     * carries the same (adapters/vendor-auth.ts; the vendor API).
     */
    callbackSecret: text('callback_secret').notNull(),
    /**
     * The largest win of a round of this vendor's games of this type, as whole multiples of the round's stake
     * (issue 24 item 7): the wallet refuses a credit above stake x this. A game may set its own (games).
     */
    maxMultiplier: integer('max_multiplier').notNull().default(1000),
    /** false: the vendor's games of this type are hidden from every list and refused at launch (operator API). */
    enabled: boolean('enabled').notNull().default(true),
    ...maintenanceColumns(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] }), uniqueIndex('game_vendors_merchant_vass_type_uq').on(t.merchantId, t.vassalage, t.gameType)],
);

/** spec §3 Game plus name per language, min bet, lines, classification and hot/new flags. */
export const games = pgTable(
  'games',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    /** Stable id the site sends back (favourites, launch); unique per merchant. */
    nodeId: text('node_id').notNull(),
    gameType: text('game_type').$type<GameType>().notNull(),
    vassalage: text('vassalage').notNull(),
    accountTypeName: text('account_type_name').notNull(),
    gameCode: text('game_code').notNull(),
    code: text('code').notNull(),
    defaultPlayType: text('default_play_type').notNull().default(''),
    /** 'GAME', or 'VASSALAGE' for a vendor lobby whose launch shows a sub-game list (spec §2 Game launch). */
    isGame: text('is_game').$type<'GAME' | 'VASSALAGE'>().notNull().default('GAME'),
    gameClassify: text('game_classify').notNull(),
    nameEn: text('name_en').notNull(),
    nameMs: text('name_ms').notNull(),
    nameZh: text('name_zh').notNull(),
    /** lower(en + ms + zh names): the name search of the game list query matches any language. */
    searchText: text('search_text').notNull(),
    minBet: bigint('min_bet', { mode: 'number' }).notNull(),
    lines: integer('lines').notNull().default(0),
    /** Return to player in basis points (9650 = 96.50 %), shown in the game info. */
    rtpBp: integer('rtp_bp').notNull().default(9600),
    /** This game's own maximum multiplier (issue 24 item 7); null: its vendor row's for its game type. */
    maxMultiplier: integer('max_multiplier'),
    isHot: boolean('is_hot').notNull().default(false),
    /**
     * Where a hot game stands in the hot lists (GCSGAME_hotGamesV2): lower first, then lobby order. 1000 until an
     * operator places it (0..9999), so a placed game comes before the seeded ones.
     */
    hotOrder: integer('hot_order').notNull().default(1000),
    isNew: boolean('is_new').notNull().default(false),
    freePlay: boolean('free_play').notNull().default(true),
    /** false: hidden from every list and refused at launch (operator API). */
    enabled: boolean('enabled').notNull().default(true),
    ...maintenanceColumns(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('games_merchant_node_uq').on(t.merchantId, t.nodeId),
    // A brand's games in lobby order (game type, sort order): the list snapshot's load
    // (catalogue-snapshot.ts), which answers the filters and counts of the list query.
    index('games_list_idx')
      .on(t.merchantId, t.gameType, t.sortOrder, t.id)
      .where(sql`${t.enabled}`),
    index('games_hot_idx')
      .on(t.merchantId, t.gameType, t.sortOrder)
      .where(sql`${t.enabled} and ${t.isHot}`),
    index('games_vendor_code_idx').on(t.merchantId, t.vassalage, t.gameCode),
    // The operator's game list (every state, paged in lobby order, optionally one game type): operator-service.ts.
    index('games_ops_idx').on(t.merchantId, t.gameType, t.sortOrder, t.id),
  ],
);

/** spec §4 favourites (fav list type; login required). */
export const gameFavourites = pgTable(
  'game_favourites',
  {
    merchantId: merchantId(),
    memberId: integer('member_id').notNull(),
    gameId: integer('game_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId, t.gameId] }),
    // Named: drizzle's default name would pass PostgreSQL's 63-character limit (and be cut short there).
    foreignKey({ name: 'game_favourites_game_fk', columns: [t.merchantId, t.gameId], foreignColumns: [games.merchantId, games.id] }),
    index('game_favourites_game_idx').on(t.merchantId, t.gameId),
  ],
);

/** spec §4 recent list type: one row per (member, game), touched at every launch. */
export const gameRecents = pgTable(
  'game_recents',
  {
    merchantId: merchantId(),
    memberId: integer('member_id').notNull(),
    gameId: integer('game_id').notNull(),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId, t.gameId] }),
    foreignKey({ name: 'game_recents_game_fk', columns: [t.merchantId, t.gameId], foreignColumns: [games.merchantId, games.id] }),
    index('game_recents_member_idx').on(t.merchantId, t.memberId, t.launchedAt),
  ],
);

/**
 * Short-lived launch tokens: the game page URL carries one of these, never the session token.
 * Only sha256(token) is stored. Free play sessions keep their play-money balance here (no wallet).
 */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: serial('id').notNull(),
    tokenHash: text('token_hash').notNull(),
    merchantId: merchantId(),
    memberId: integer('member_id').notNull(),
    gameId: integer('game_id').notNull(),
    freePlay: boolean('free_play').notNull().default(false),
    /** Play money of a free-play session (minor units); null for real money. */
    freeBalance: bigint('free_balance', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    // A token is looked up with the brand of the request: a token of another brand is no token.
    uniqueIndex('game_launches_token_uq').on(t.merchantId, t.tokenHash),
    foreignKey({ name: 'game_launches_game_fk', columns: [t.merchantId, t.gameId], foreignColumns: [games.merchantId, games.id] }),
    index('game_launches_expires_idx').on(t.expiresAt),
  ],
);

/**
 * One row per brand, bumped by every change to its games or vendors (bumpCatalogueVersion). Each server
 * process checks it every few seconds and reloads its list snapshot only when it moved (catalogue-snapshot.ts).
 */
export const gameCatalogueVersions = pgTable('game_catalogue_versions', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Provably fair house rounds (issue 17 item 4, house/fair.ts): each member's seed pairs for the house slot and
 * dice. One active pair per member (revealed_at null): its server seed is secret and only its hash is shown; every
 * round takes the pair's next nonce (an atomic increment, so concurrent rounds never share one). Rotating reveals
 * the server seed (revealed_at set) and starts a new pair at nonce 0, with the client seed the player chose.
 */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    memberId: integer('member_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The next round's nonce: rounds played with this pair are 0 .. nonce - 1. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('house_seeds_active_uq').on(t.merchantId, t.memberId).where(sql`${t.revealedAt} is null`),
    index('house_seeds_member_idx').on(t.merchantId, t.memberId, t.id),
  ],
);
