// Issue 21 item 5 (every table keyed by brand first; README "Data that grows, and a brand on its own database"):
// every table of the migrated schema carries merchant_id, so a brand's rows can be told apart (for Citus, or a brand
// moved to a database of its own). A new table without it fails here unless it is one of the shared tables below.
// The modules converted so far (KEYED) have merchant_id first in every primary key and unique index, and every
// reference into their tables is (merchant_id, x_id) -> (merchant_id, id), so a row cannot point at another brand's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestDatabase } from '../test/harness';
import type { Database } from './client';

/** Tables every brand shares (one copy, a reference table on Citus), each with why it has no brand. */
const SHARED: Record<string, string> = {
  merchants: 'the brands themselves',
  server_keys: 'the (enc) payload RSA key pair, one for every node and brand',
  job_runs: 'the job runner’s once-per-(job, subject, period) guard, server-level',
  outbox_events: 'server-level outbox; a brand’s events name it in their payload',
  outbox_applied: 'which subscriber applied which outbox event',
  operator_accounts: 'an operator may serve several brands',
  operator_sessions: 'an operator’s console sessions, across brands',
  operator_api_keys: 'an operator’s API keys, across brands',
};

type Reference = [name: string, columns: string[], target: string, targetColumns: string[]];
interface KeyedModules {
  modules: string;
  /** A table whose name matches is one of these modules' (a new one fails until it is listed in `keys`). */
  pattern?: string;
  /** Each table's primary key. */
  keys: Record<string, string[]>;
  /** Every foreign key into these tables, from any table. */
  references: Reference[];
}

const BY_GAME: Reference[] = ['game_favourites', 'game_launches', 'game_recents'].map((t) => [`${t}_game_fk`, ['merchant_id', 'game_id'], 'games', ['merchant_id', 'id']]);
// Every reference to a member, from any module (accounts, wallet, compliance), and a member's upline; in the order of
// the query (by constraint name, compared bytewise like PostgreSQL's name type).
const BY_MEMBER: Reference[] = [
  ...[
    'compliance_alerts',
    'deposits',
    'kyc_documents',
    'login_history',
    'member_bank_accounts',
    'member_notes',
    'member_upline_changes',
    'password_resets',
    'payment_password_attempts',
    'rg_exclusions',
    'rg_limits',
    'rg_preferences',
    'sessions',
    'wallet_accounts',
    'wallet_adjustment_requests',
    'wallet_bet_guards',
    'withdrawals',
  ].map((t): Reference => [`${t}_member_fk`, ['merchant_id', 'member_id'], 'members', ['merchant_id', 'id']]),
  ['members_upline_fk', ['merchant_id', 'upline_id'], 'members', ['merchant_id', 'id']] as Reference,
].sort(([a], [b]) => (a < b ? -1 : 1));

const KEYED: KeyedModules[] = [
  {
    modules: 'agents (migrations 0046, 0047)',
    pattern: '^agent_',
    keys: {
    agent_announcements: ['merchant_id', 'id'],
    agent_contracts: ['merchant_id', 'id'],
    agent_links: ['merchant_id', 'ancestor_id', 'member_id'],
    agent_member_days: ['merchant_id', 'member_id', 'day'],
    agent_nodes: ['merchant_id', 'member_id'],
    agent_settlement_holds: ['merchant_id', 'kind', 'period_key'],
    agent_settlements: ['merchant_id', 'id'],
    agent_team_days: ['merchant_id', 'agent_id', 'day'],
    agent_team_returns: ['merchant_id', 'agent_id', 'day', 'gap'],
    agent_team_slots: ['merchant_id', 'agent_id', 'slot'],
    agent_transactions: ['merchant_id', 'id'],
    },
    references: [],
  },
  {
    modules: 'content, compliance and lottery (migration 0048)',
    keys: {
    announcements: ['merchant_id', 'id'],
    banners: ['merchant_id', 'id'],
    compliance_alerts: ['merchant_id', 'id'],
    feedback: ['merchant_id', 'id'],
    feedback_images: ['merchant_id', 'id'],
    help_articles: ['merchant_id', 'id'],
    inbox_messages: ['merchant_id', 'id'],
    inbox_receipts: ['merchant_id', 'message_id', 'member_id'],
    kyc_documents: ['merchant_id', 'id'],
    lottery_bets: ['merchant_id', 'id'],
    lottery_draws: ['merchant_id', 'id'],
    notices: ['merchant_id', 'id'],
    rg_exclusions: ['merchant_id', 'id'],
    rg_limits: ['merchant_id', 'member_id', 'kind', 'period'],
    rg_preferences: ['merchant_id', 'member_id'],
    },
    references: [
      ['feedback_images_feedback_fk', ['merchant_id', 'feedback_id'], 'feedback', ['merchant_id', 'id']],
      ['inbox_receipts_message_fk', ['merchant_id', 'message_id'], 'inbox_messages', ['merchant_id', 'id']],
      ['lottery_bets_draw_fk', ['merchant_id', 'draw_id'], 'lottery_draws', ['merchant_id', 'id']],
    ],
  },
  {
    modules: 'loyalty, points, missions and promotions (migration 0049)',
    pattern: '^(vip_|loyalty_|rebate_|referral_|point_|mission|promotion)',
    keys: {
    loyalty_activity: ['merchant_id', 'member_id', 'day'],
    mission_progress: ['merchant_id', 'mission_id', 'member_id', 'period_key'],
    mission_rewards: ['merchant_id', 'id'],
    missions: ['merchant_id', 'id'],
    point_accounts: ['merchant_id', 'member_id'],
    point_journal: ['merchant_id', 'id'],
    point_redemptions: ['merchant_id', 'id'],
    point_rewards: ['merchant_id', 'id'],
    point_settings: ['merchant_id'],
    promotion_application_images: ['merchant_id', 'id'],
    promotion_claims: ['merchant_id', 'id'],
    promotions: ['merchant_id', 'id'],
    rebate_accruals: ['merchant_id', 'member_id', 'game_type'],
    rebate_claims: ['merchant_id', 'id'],
    referral_friends: ['merchant_id', 'friend_id'],
    referral_settings: ['merchant_id'],
    vip_birthday_bonuses: ['merchant_id', 'id'],
    vip_levels: ['merchant_id', 'id'],
    vip_programs: ['merchant_id'],
    vip_reviews: ['merchant_id', 'member_id', 'month'],
    vip_upgrades: ['merchant_id', 'id'],
    },
    references: [
      ['mission_progress_mission_fk', ['merchant_id', 'mission_id'], 'missions', ['merchant_id', 'id']],
      ['mission_rewards_mission_fk', ['merchant_id', 'mission_id'], 'missions', ['merchant_id', 'id']],
      ['point_redemptions_reward_fk', ['merchant_id', 'reward_id'], 'point_rewards', ['merchant_id', 'id']],
      ['promotion_application_images_claim_fk', ['merchant_id', 'claim_id'], 'promotion_claims', ['merchant_id', 'id']],
      ['promotion_claims_promotion_fk', ['merchant_id', 'promotion_id'], 'promotions', ['merchant_id', 'id']],
    ],
  },
  {
    modules: 'games (migration 0050)',
    pattern: '^(game_|games$|house_seeds$)',
    keys: {
    game_catalogue_versions: ['merchant_id'],
    game_favourites: ['merchant_id', 'member_id', 'game_id'],
    game_launches: ['merchant_id', 'id'],
    game_recents: ['merchant_id', 'member_id', 'game_id'],
    game_vendors: ['merchant_id', 'id'],
    games: ['merchant_id', 'id'],
    house_seeds: ['merchant_id', 'id'],
    },
    references: BY_GAME,
  },
  {
    modules: 'accounts (migration 0051)',
    pattern: '^(member|login_|sessions$|password_resets$|verification_codes$|captchas$|sms_outbox$|email_outbox$|audit_log$)',
    keys: {
    audit_log: ['merchant_id', 'id'],
    captchas: ['merchant_id', 'id'],
    email_outbox: ['merchant_id', 'id'],
    login_failures: ['merchant_id', 'username'],
    login_history: ['merchant_id', 'id'],
    member_bank_accounts: ['merchant_id', 'id'],
    member_notes: ['merchant_id', 'id'],
    member_upline_changes: ['merchant_id', 'id'],
    members: ['merchant_id', 'id'],
    password_resets: ['merchant_id', 'id'],
    sessions: ['merchant_id', 'id'],
    sms_outbox: ['merchant_id', 'id'],
    verification_codes: ['merchant_id', 'id'],
    },
    // Nothing points into the other accounts tables (login_history.session_id is no foreign key: sessions are purged).
    references: BY_MEMBER,
  },
  {
    // member_bank_accounts is the accounts module's (its own change).
    modules: 'wallet (migrations 0044 and 0052)',
    pattern: '^(wallet_|seamless_|deposit|withdrawal|payment_)',
    keys: {
    deposit_receipts: ['merchant_id', 'deposit_id'],
    deposits: ['merchant_id', 'id'],
    payment_channels: ['merchant_id', 'id'],
    payment_password_attempts: ['merchant_id', 'member_id'],
    seamless_rounds: ['merchant_id', 'vendor_code', 'member_id', 'round_id', 'month'],
    seamless_txs: ['merchant_id', 'vendor_code', 'key_space', 'tx_id', 'month'],
    wallet_accounts: ['merchant_id', 'id'],
    wallet_adjustment_requests: ['merchant_id', 'id'],
    wallet_bet_guards: ['merchant_id', 'member_id'],
    wallet_journals: ['merchant_id', 'id', 'created_at'],
    wallet_postings: ['merchant_id', 'id', 'created_at'],
    wallet_requests: ['merchant_id', 'scope', 'request_id'],
    withdrawals: ['merchant_id', 'id'],
    },
    references: [
      ['deposit_receipts_deposit_fk', ['merchant_id', 'deposit_id'], 'deposits', ['merchant_id', 'id']],
      ['deposits_channel_fk', ['merchant_id', 'channel_id'], 'payment_channels', ['merchant_id', 'id']],
    ],
  },
];

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

// node-postgres answers a text[] as an array, PGlite as the array literal '{a,b}'.
const list = (v: string[] | string) => (Array.isArray(v) ? v : v.replace(/^\{|\}$/g, '').split(','));

/** `t.relname` is one of the group's tables: listed, or (with a pattern) named like them. */
function ofGroup(g: KeyedModules) {
  const listed = sql.raw(`(${Object.keys(g.keys).map((t) => `'${t}'`).join(', ')})`);
  return g.pattern ? sql`(t.relname in ${listed} or t.relname ~ ${g.pattern})` : sql`t.relname in ${listed}`;
}

describe.each(backends)('tables keyed by brand (%s)', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  }, 120_000);
  afterAll(() => database?.close());

  it('every table has merchant_id, except the shared ones', async () => {
    const tables = await rows<{ table_name: string; has_brand: boolean }>(database, sql`
      select t.table_name, exists (select 1 from information_schema.columns c
        where c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'merchant_id') as has_brand
      from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by t.table_name`);
    expect(tables.length).toBeGreaterThan(50);
    const without = tables.filter((t) => !t.has_brand).map((t) => t.table_name);
    expect(without).toEqual(Object.keys(SHARED).sort());
  });

  describe.each(KEYED)('$modules', (g) => {
    it('each table has merchant_id first in its primary key', async () => {
      const keys = await rows<{ table_name: string; columns: string[] | string }>(database, sql`
        select t.relname::text as table_name,
          array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, i)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.i) as columns
        from pg_class t join pg_namespace n on n.oid = t.relnamespace
        left join pg_constraint c on c.conrelid = t.oid and c.contype = 'p'
        where n.nspname = 'public' and t.relkind in ('r', 'p') and not t.relispartition and ${ofGroup(g)}
        order by t.relname`);
      // A new table of these modules (or one without a primary key) fails here until it is keyed brand first and listed.
      expect(Object.fromEntries(keys.map((k) => [k.table_name, list(k.columns)]))).toEqual(g.keys);
    });

    it('each unique index starts with merchant_id', async () => {
      // indkey[0] is the index's first column (0 for an expression, which then has no attribute and fails too).
      const indexes = await rows<{ index_name: string; first: string | null }>(database, sql`
        select i.relname::text as index_name, a.attname::text as first
        from pg_index x join pg_class t on t.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
        join pg_namespace n on n.oid = t.relnamespace
        left join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[0]
        where n.nspname = 'public' and ${ofGroup(g)} and (x.indisunique or x.indisprimary)
        order by 1`);
      expect(indexes.length).toBeGreaterThanOrEqual(Object.keys(g.keys).length);
      expect(indexes.filter((r) => r.first !== 'merchant_id')).toEqual([]);
    });

    it('every reference into its tables names the brand', async () => {
      // A reference to members(id) or merchants(id) is one column; one into these tables is (merchant_id, x_id).
      const fks = await rows<{ name: string; columns: string[] | string; target: string; target_columns: string[] | string }>(database, sql`
        select c.conname::text as name, t.relname::text as target,
          array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, i)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.i) as columns,
          array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, i)
            join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.i) as target_columns
        from pg_constraint c join pg_class t on t.oid = c.confrelid
        where c.contype = 'f' and ${ofGroup(g)}
        order by 1`);
      expect(fks.map((f) => [f.name, list(f.columns), f.target, list(f.target_columns)])).toEqual(g.references);
    });
  });

  it("the agents' closure is joined by (brand, member)", async () => {
    // Not unique, so not covered above: addBets joins through it by (brand, member).
    const [idx] = await rows<{ def: string }>(database, sql`select indexdef as def from pg_indexes where indexname = 'agent_links_member_idx'`);
    expect(idx.def).toMatch(/\(merchant_id, member_id\)$/);
  });
});
