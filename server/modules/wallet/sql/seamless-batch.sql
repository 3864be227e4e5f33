-- The seamless wallet's posting rules (issue 4 item 6, issue 24 item 7, issue 14 item 2): the ONE source of
-- seamless_batch, seamless_call and wallet_is_single. Not a migration: server/db/module-functions.ts applies
-- every server/modules/*/sql/*.sql file after the drizzle migrations, at every start, under an advisory lock,
-- and only when the file changed (its sha256 is kept as the functions' comment). Old migrations (0007, 0009,
-- 0011, 0012, 0015) keep the history of earlier versions; edit this file, not a migration. Statements are
-- separated by drizzle's statement-breakpoint marker lines, as in its migrations. Each must be safe to run again
-- (CREATE OR REPLACE, DROP ... IF EXISTS).
--
-- Rules (wallet README "Seamless"): idempotent on (merchant, vendor, txId); a credit needs its round's debit,
-- not all rolled back; a round is closed by its one settling credit; a credit is at most the round's stake x
-- its largest cap (p_caps); trial accounts (members.is_agent = 4) are refused; a rollback of an unknown debit
-- is recorded so the late debit is refused; insufficient funds answers the real balance. Lock order as in
-- ledger.ts: member accounts by id, then house slots by id.
-- One row per round (seamless_rounds, migration 0017): the rules' counters and, for calls whose caller names the
-- round's game type (p_game_types; the games module always does), the round's record (betting record, profit
-- and loss, winners board: game_type, stake, win, status, detail), written here and nowhere else, with the
-- caller's clock (p_nows) and, on a settling credit, the outcome (p_details). A debit inserts the row (or adds
-- to it), its credit updates it: one row written per bet, in the same statement as the money (the batch's flush of
-- its pending writes, below).

-- Bet checks (issue 21, wallet_bet_guards): a debit of a member marked there, sent unchecked (p_checked false or
-- NULL), is answered 'needs_check' and writes nothing; seamless.ts runs the member's checks (compliance limits and
-- exclusions) and sends it again checked. Everyone else's debit needs no read before the batch.

-- Plans (issue 21, server/modules/wallet/plans.test.ts): generic (planned once per session, not per call), and never
-- a sequential scan. A session's plan is kept until its tables' statistics change, and it may be made while a table
-- is small or has none yet (a new brand, the new month's partition of wallet_postings): a whole-table scan chosen then
-- would read the growing table on every call until autovacuum analyses it. Every statement here has an index on its
-- look-up; so do seamless_settle and seamless_refund (seamless-settle.sql), which carry the same two settings.

-- Earlier signatures (migrations 0012, 0015; before p_checked): dropped so callers cannot reach an old version.
DROP FUNCTION IF EXISTS seamless_call(text, integer, integer, text, text, text, bigint, text, boolean, boolean, text, integer);
--> statement-breakpoint
DROP FUNCTION IF EXISTS seamless_batch(text[], integer[], integer[], text[], text[], text[], bigint[], text[], boolean[], boolean, text[], integer[]);
--> statement-breakpoint
DROP FUNCTION IF EXISTS seamless_call(text, integer, integer, text, text, text, bigint, text, boolean, text, integer, integer, text, jsonb, timestamptz);
--> statement-breakpoint
DROP FUNCTION IF EXISTS seamless_batch(text[], integer[], integer[], text[], text[], text[], bigint[], text[], boolean[], text[], integer[], integer[], text[], jsonb[], timestamptz[]);
--> statement-breakpoint
-- spec §3 merchant wallet isSingle, resolved here only: the 'wallet' setting's isSingle, true when unset
-- (DEFAULT_WALLET_SETTINGS.isSingle in settings.ts must say the same; seamless-batch.property.test.ts checks it).
-- Single: the member's main wallet plays every vendor; else one sub-wallet per vendor.
-- plpgsql, not sql: PostgreSQL does not inline a SQL function whose body holds a sub-select, so as a SQL function it
-- was parsed and planned again in every transaction that called it (once per batch: 11 % of a one-call batch's
-- backend CPU under perf, 2026-11-29); plpgsql keeps its plan for the session.
CREATE OR REPLACE FUNCTION wallet_is_single(p_merchant integer) RETURNS boolean
LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN coalesce((SELECT (value->>'isSingle')::boolean FROM merchant_settings WHERE merchant_id = p_merchant AND key = 'wallet'), true);
END
$fn$;
--> statement-breakpoint
-- The months whose partitions of seamless_txs and seamless_rounds (migration 0055) a call looks a key up in first: this
-- market month, and during its first two market days the last one too (a vendor's retry, a round begun before the month
-- turned). A miss there sends a credit or a rollback to every month (seamless_batch); a debit is never looked further.
-- One expression, no FROM: inlined into its callers' plans (a SQL function that is not is planned at every call).
CREATE OR REPLACE FUNCTION seamless_months(p_at timestamptz) RETURNS date[]
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT CASE WHEN (p_at AT TIME ZONE 'UTC') + interval '8 hours' < date_trunc('month', (p_at AT TIME ZONE 'UTC') + interval '8 hours') + interval '2 days'
              THEN ARRAY[date_trunc('month', (p_at AT TIME ZONE 'UTC') + interval '8 hours')::date,
                         (date_trunc('month', (p_at AT TIME ZONE 'UTC') + interval '8 hours') - interval '1 month')::date]
              ELSE ARRAY[date_trunc('month', (p_at AT TIME ZONE 'UTC') + interval '8 hours')::date] END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seamless_batch(
  p_ops text[], p_merchants integer[], p_members integer[], p_vendors text[], p_txs text[], p_rounds text[],
  p_amounts bigint[], p_games text[], p_valids boolean[], p_slots text[], p_caps integer[],
  p_game_ids integer[], p_game_types text[], p_details jsonb[], p_nows timestamptz[], p_checked boolean[] DEFAULT NULL
) RETURNS TABLE (r_code text, r_balance bigint, r_duplicate boolean)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $fn$
DECLARE
  i integer;
  w integer;
  h integer;
  k integer;
  p_op text; p_merchant integer; p_member integer; p_vendor text; p_tx text; p_round text; p_amount bigint; p_game text;
  -- The batch's locked accounts: key ('merchant/member/kind/vendor' or 'merchant/house/slot'), id, balance now,
  -- balance as last written to the table.
  a_keys text[]; a_merchs integer[]; a_ids integer[]; a_bals bigint[]; a_saved bigint[];
  v_settings_merchant integer := NULL;
  v_single boolean;
  v_kind text;
  v_vcode text;
  v_key text;
  v_id integer;
  v_wallet integer;
  v_bal bigint;
  v_new bigint;
  v_house integer;
  v_house_bal bigint;
  v_tx_id bigint; v_tx_kind text; v_tx_member integer; v_tx_round text; v_tx_amount bigint; v_tx_bal bigint; v_tx_journal bigint;
  v_rb_id bigint; v_rb_member integer; v_rb_bal bigint;
  v_counts bigint[];
  v_debits bigint; v_rolled bigint; v_credits bigint; v_staked bigint; v_cap bigint;
  v_agent integer;
  v_journal bigint;
  p record;
  v_after bigint;
  v_now timestamptz;
  v_rec boolean;    -- the caller names the round's game type: the round's record is written
  -- Month partitions (migration 0055): the months keys are looked up in first (seamless_months), a new row's month
  -- (the column's default), the round's month.
  v_months date[] := seamless_months(now());
  v_month date := v_months[1];
  v_round_month date;
  n integer := coalesce(array_length(p_ops, 1), 0);
  -- Per locked account: its member has bet checks (wallet_bet_guards), read with the lock.
  a_guards boolean[];
  -- Pending writes (2026-11-29): an accepted bet's or win's journal, postings, vendor tx, round and bet.settled event
  -- are not written call by call but kept here and written for all such calls at once (one statement: the executor's
  -- set-up, the routing to month partitions and the statement's end paid once, not per call). They go to the tables
  -- before any call that could read them (its tx or round key among those the batch wrote, any rollback) and at the
  -- batch's end, so every look-up below sees what an earlier call of the batch wrote. Per pending call: its index in
  -- the batch (its parameters are read from p_* by it) and what the loop decided.
  q_n integer := 0;
  q_i integer[] := '{}'; q_news bigint[] := '{}'; q_wallets integer[] := '{}'; q_houses integer[] := '{}';
  q_house_bals bigint[] := '{}'; q_stakeds bigint[] := '{}'; q_round_months date[] := '{}'; q_nows timestamptz[] := '{}';
  -- Every call's look-up (below), made for the whole batch at its start in one statement: a call uses it unless an
  -- earlier call of the batch wrote its tx or its round (t_*keys) or a rollback ran (its writes are not tracked);
  -- such a call, every rollback and a batch of one call look up on their own. f_rmonths: the round's month (NULL: no
  -- round).
  f_tx_ids bigint[]; f_tx_kinds text[]; f_tx_members integer[]; f_tx_rounds text[]; f_tx_amounts bigint[]; f_tx_bals bigint[];
  f_tx_journals bigint[]; f_rb_ids bigint[]; f_rb_members integer[]; f_rb_bals bigint[];
  f_debits integer[]; f_rolled integer[]; f_credits integer[]; f_staked bigint[]; f_caps integer[]; f_rmonths date[];
  f_ok boolean := n > 1;
  -- The tx and round keys of the calls the batch wrote (pending or flushed), and the current call's.
  t_txkeys text[] := '{}'; t_roundkeys text[] := '{}';
  v_txkey text; v_roundkey text;
BEGIN
  -- Lock order (ledger.ts): every member account of the batch's members by id, then the batch's house slots by id.
  -- Trial accounts (members.is_agent = 4) are left out: their calls find no account here and are refused below.
  -- Each (brand, member) pair looked up by both (plans.test.ts: `= ANY` on both columns, planned without statistics,
  -- used the brand alone as the index condition).
  SELECT coalesce(array_agg(s.k ORDER BY s.id), '{}'), coalesce(array_agg(s.merchant_id ORDER BY s.id), '{}'),
         coalesce(array_agg(s.id ORDER BY s.id), '{}'), coalesce(array_agg(s.balance ORDER BY s.id), '{}'),
         coalesce(array_agg(s.g ORDER BY s.id), '{}')
    INTO a_keys, a_merchs, a_ids, a_bals, a_guards
    FROM (SELECT a.merchant_id, a.id, a.balance, a.merchant_id || '/' || a.member_id || '/' || a.kind || '/' || a.vendor_code AS k,
                 EXISTS (SELECT 1 FROM wallet_bet_guards g WHERE g.merchant_id = a.merchant_id AND g.member_id = a.member_id) AS g
          FROM (SELECT DISTINCT x.merchant_id, x.member_id FROM unnest(p_merchants, p_members) AS x(merchant_id, member_id)) x
          JOIN wallet_accounts a ON a.merchant_id = x.merchant_id AND a.member_id = x.member_id
          JOIN members m ON m.merchant_id = a.merchant_id AND m.id = a.member_id
          WHERE m.is_agent <> 4 ORDER BY a.id FOR UPDATE OF a) s;
  SELECT a_keys || coalesce(array_agg(s.k ORDER BY s.id), '{}'), a_merchs || coalesce(array_agg(s.merchant_id ORDER BY s.id), '{}'),
         a_ids || coalesce(array_agg(s.id ORDER BY s.id), '{}'), a_bals || coalesce(array_agg(s.balance ORDER BY s.id), '{}')
    INTO a_keys, a_merchs, a_ids, a_bals
    FROM (SELECT a.merchant_id, a.id, a.balance, a.merchant_id || '/house/' || a.vendor_code AS k FROM wallet_accounts a
          WHERE a.merchant_id = ANY (p_merchants) AND a.member_id IS NULL AND a.kind = 'house' AND a.vendor_code = ANY (p_slots)
          ORDER BY a.id FOR UPDATE) s;
  a_saved := a_bals;

  -- The batch's look-ups (the per-call statement below, for every call at once; rollbacks' too, unused). A batch of
  -- one call looks up on its own: the same one statement, lighter than this one (its 16 ordered aggregates).
  IF f_ok THEN
    SELECT array_agg(tx.id ORDER BY c.n), array_agg(tx.kind ORDER BY c.n), array_agg(tx.member_id ORDER BY c.n), array_agg(tx.round_id ORDER BY c.n),
           array_agg(tx.amount ORDER BY c.n), array_agg(tx.balance_after ORDER BY c.n), array_agg(tx.journal_id ORDER BY c.n),
           array_agg(rb.id ORDER BY c.n), array_agg(rb.member_id ORDER BY c.n), array_agg(rb.balance_after ORDER BY c.n),
           array_agg(r.debits ORDER BY c.n), array_agg(r.rolled_back ORDER BY c.n), array_agg(r.credits ORDER BY c.n),
           array_agg(r.staked ORDER BY c.n), array_agg(r.max_multiplier ORDER BY c.n), array_agg(r.month ORDER BY c.n)
      INTO f_tx_ids, f_tx_kinds, f_tx_members, f_tx_rounds, f_tx_amounts, f_tx_bals, f_tx_journals, f_rb_ids, f_rb_members, f_rb_bals,
           f_debits, f_rolled, f_credits, f_staked, f_caps, f_rmonths
      FROM unnest(p_merchants, p_vendors, p_members, p_txs, p_rounds) WITH ORDINALITY AS c(merchant_id, vendor, member_id, tx, round, n)
      LEFT JOIN LATERAL (SELECT t.id, t.kind, t.member_id, t.round_id, t.amount, t.balance_after, t.journal_id FROM seamless_txs t
                          WHERE t.merchant_id = c.merchant_id AND t.vendor_code = c.vendor AND t.key_space = 'tx' AND t.tx_id = c.tx
                            AND t.month = ANY (v_months) ORDER BY t.month DESC LIMIT 1) tx ON true
      LEFT JOIN LATERAL (SELECT t.id, t.member_id, t.balance_after FROM seamless_txs t
                          WHERE t.merchant_id = c.merchant_id AND t.vendor_code = c.vendor AND t.key_space = 'rollback' AND t.tx_id = c.tx
                            AND t.month = ANY (v_months) ORDER BY t.month DESC LIMIT 1) rb ON true
      LEFT JOIN LATERAL (SELECT x.debits, x.rolled_back, x.credits, x.staked, x.max_multiplier, x.month FROM seamless_rounds x
                          WHERE x.merchant_id = c.merchant_id AND x.vendor_code = c.vendor AND x.member_id = c.member_id
                            AND x.round_id = CASE WHEN tx.kind = 'debit' THEN tx.round_id ELSE c.round END AND x.month = ANY (v_months)
                          ORDER BY x.month DESC LIMIT 1) r ON true;
  END IF;

  i := 0;
  LOOP
    i := i + 1;
    IF i <= n THEN
      v_txkey := p_merchants[i] || '/' || p_vendors[i] || '/' || p_txs[i];
      v_roundkey := p_merchants[i] || '/' || p_vendors[i] || '/' || p_members[i] || '/' || p_rounds[i];
    END IF;
    -- The pending writes to the tables: at the end, before a rollback (it reads the debit's postings and writes the
    -- accounts itself), and before a call whose vendor tx or round the batch wrote (its look-up must see them). So
    -- the rows of one flush have distinct tx keys and distinct rounds, as the inserts below need.
    IF q_n > 0 AND (i > n OR p_ops[i] = 'rollback' OR v_txkey = ANY (t_txkeys) OR v_roundkey = ANY (t_roundkeys)) THEN
      WITH q AS MATERIALIZED (
        -- In the calls' order (the arrays'): journal ids, and every table's row order, as if written call by call.
        SELECT x.i, p_ops[x.i] AS op, p_merchants[x.i] AS merchant_id, p_members[x.i] AS member_id, p_vendors[x.i] AS vendor,
               p_txs[x.i] AS tx, p_rounds[x.i] AS round, p_amounts[x.i] AS amount, p_games[x.i] AS game,
               p_game_types[x.i] IS NOT NULL AND p_ops[x.i] = 'debit' AS open, p_game_types[x.i] IS NOT NULL AND p_ops[x.i] = 'credit' AS settle,
               x.new_bal, x.wallet, x.house, x.house_bal, x.staked, x.round_month, x.at,
               CASE WHEN p_amounts[x.i] > 0 THEN nextval('wallet_journals_id_seq') END AS jid
          FROM unnest(q_i, q_news, q_wallets, q_houses, q_house_bals, q_stakeds, q_round_months, q_nows)
            AS x(i, new_bal, wallet, house, house_bal, staked, round_month, at)),
      j AS (
        INSERT INTO wallet_journals (id, merchant_id, kind, member_id, request_key, memo)
          SELECT q.jid, q.merchant_id, CASE WHEN q.op = 'debit' THEN 'bet' ELSE 'win' END, q.member_id, 'seamless:' || q.vendor || ':' || q.tx,
                 jsonb_build_object('vendorCode', q.vendor, 'roundId', q.round, 'gameCode', q.game)
            FROM q WHERE q.jid IS NOT NULL ORDER BY q.i),
      ps AS (
        -- Bet: member wallet -> house slot; win: house slot -> member wallet.
        INSERT INTO wallet_postings (journal_id, merchant_id, account_id, amount, balance_after)
          SELECT q.jid, q.merchant_id, x.account_id, x.amount, x.balance_after FROM q,
            LATERAL (VALUES (1, CASE WHEN q.op = 'debit' THEN q.wallet ELSE q.house END, -q.amount, CASE WHEN q.op = 'debit' THEN q.new_bal ELSE q.house_bal END),
                            (2, CASE WHEN q.op = 'debit' THEN q.house ELSE q.wallet END, q.amount, CASE WHEN q.op = 'debit' THEN q.house_bal ELSE q.new_bal END))
              AS x(n, account_id, amount, balance_after)
            WHERE q.jid IS NOT NULL ORDER BY q.i, x.n),
      t AS (
        INSERT INTO seamless_txs (merchant_id, vendor_code, key_space, tx_id, kind, member_id, round_id, amount, status, journal_id, balance_after, game_code)
          SELECT q.merchant_id, q.vendor, 'tx', q.tx, q.op, q.member_id, q.round, q.amount, 'done', q.jid, q.new_bal, q.game FROM q ORDER BY q.i),
      o AS (
        -- bet.settled (server/jobs/README.md): a round's settling credit writes the outbox event in the same transaction,
        -- for house games and vendors alike; (event, key) is unique, so a replay writes nothing, and of one flush's
        -- credits with the same key (two members' rounds of one id) the first is kept, as call by call.
        INSERT INTO outbox_events (event, key, payload)
          SELECT DISTINCT ON (e.key) 'bet.settled', e.key, e.payload
            FROM (SELECT q.i, q.merchant_id || ':' || q.vendor || ':' || q.round AS key,
                         jsonb_build_object('merchantId', q.merchant_id, 'memberId', q.member_id, 'vendorCode', q.vendor, 'gameCode', coalesce(q.game, ''),
                                            'roundId', q.round, 'stake', q.staked, 'win', q.amount,
                                            'settledAt', to_char(q.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS payload
                    FROM q WHERE q.op = 'credit') e
            ORDER BY e.key, e.i
          ON CONFLICT (event, key) DO NOTHING)
      -- The round: a debit inserts it (or adds to it), its credit updates it (a credit always finds the row: it needs a
      -- debit). A settling credit brings its win, outcome and time in win, detail and settled_at (excluded.settled_at
      -- set: a settling credit).
      INSERT INTO seamless_rounds AS r (merchant_id, vendor_code, member_id, round_id, debits, credits, staked, max_multiplier,
                                        game_id, game_type, game_code, stake, status, created_at, month, win, detail, settled_at)
        SELECT q.merchant_id, q.vendor, q.member_id, q.round, CASE WHEN q.op = 'debit' THEN 1 ELSE 0 END, CASE WHEN q.op = 'debit' THEN 0 ELSE 1 END,
               CASE WHEN q.op = 'debit' THEN q.amount ELSE 0 END, CASE WHEN q.op = 'debit' THEN coalesce(p_caps[q.i], 0) ELSE 0 END,
               CASE WHEN q.open THEN p_game_ids[q.i] END, CASE WHEN q.open THEN p_game_types[q.i] END, CASE WHEN q.open THEN coalesce(q.game, '') END,
               CASE WHEN q.open THEN q.amount ELSE 0 END, CASE WHEN q.open THEN 'open' END, CASE WHEN q.open THEN q.at END, q.round_month,
               CASE WHEN q.settle THEN q.amount ELSE 0 END, CASE WHEN q.settle THEN p_details[q.i] END, CASE WHEN q.settle THEN q.at END
          FROM q ORDER BY q.i
        ON CONFLICT (merchant_id, vendor_code, member_id, round_id, month)
          DO UPDATE SET debits = r.debits + excluded.debits, credits = r.credits + excluded.credits, staked = r.staked + excluded.staked,
                        max_multiplier = greatest(r.max_multiplier, excluded.max_multiplier), updated_at = now(),
                        -- The record: opened by the round's first debit naming the game type, its stake every such
                        -- debit's; settled by a credit naming it.
                        game_id = CASE WHEN r.status IS NULL THEN excluded.game_id ELSE r.game_id END,
                        game_type = coalesce(r.game_type, excluded.game_type), game_code = coalesce(r.game_code, excluded.game_code),
                        created_at = coalesce(r.created_at, excluded.created_at), stake = r.stake + excluded.stake,
                        status = CASE WHEN excluded.settled_at IS NOT NULL AND r.status IS NOT NULL THEN 'settled' ELSE coalesce(r.status, excluded.status) END,
                        win = CASE WHEN excluded.settled_at IS NOT NULL AND r.status IS NOT NULL THEN r.win + excluded.win ELSE r.win END,
                        settled_at = CASE WHEN excluded.settled_at IS NOT NULL AND r.status IS NOT NULL THEN excluded.settled_at ELSE r.settled_at END,
                        detail = CASE WHEN excluded.settled_at IS NOT NULL AND r.status IS NOT NULL THEN coalesce(excluded.detail, r.detail) ELSE r.detail END;
      q_n := 0; q_i := '{}'; q_news := '{}'; q_wallets := '{}'; q_houses := '{}'; q_house_bals := '{}'; q_stakeds := '{}';
      q_round_months := '{}'; q_nows := '{}';
    END IF;
    EXIT WHEN i > n;
    p_op := p_ops[i]; p_merchant := p_merchants[i]; p_member := p_members[i]; p_vendor := p_vendors[i]; p_tx := p_txs[i];
    p_round := p_rounds[i]; p_amount := p_amounts[i]; p_game := p_games[i];
    v_now := coalesce(p_nows[i], now());
    v_rec := p_game_types[i] IS NOT NULL;
    r_duplicate := false;
    -- The wallet the vendor plays on: spec §3 isSingle (wallet_is_single), else the vendor sub-wallet.
    IF v_settings_merchant IS DISTINCT FROM p_merchant THEN
      v_single := wallet_is_single(p_merchant);
      v_settings_merchant := p_merchant;
    END IF;
    v_kind := CASE WHEN v_single THEN 'main' ELSE 'vendor' END;
    v_vcode := CASE WHEN v_single THEN '' ELSE p_vendor END;
    v_key := p_merchant || '/' || p_member || '/' || v_kind || '/' || v_vcode;
    w := array_position(a_keys, v_key);
    IF w IS NULL THEN
      SELECT m.is_agent INTO v_agent FROM members m WHERE m.id = p_member AND m.merchant_id = p_merchant;
      IF NOT FOUND THEN
        r_code := 'member_not_found'; r_balance := 0; RETURN NEXT; CONTINUE;
      END IF;
      IF v_agent = 4 THEN
        -- A trial account plays free play only (spec §6): no real-money bet, win or rollback, whatever it holds.
        SELECT a.balance INTO v_bal FROM wallet_accounts a
          WHERE a.merchant_id = p_merchant AND a.member_id = p_member AND a.kind = v_kind AND a.vendor_code = v_vcode;
        r_code := 'trial_account'; r_balance := coalesce(v_bal, 0); RETURN NEXT; CONTINUE;
      END IF;
      INSERT INTO wallet_accounts (merchant_id, member_id, kind, vendor_code) VALUES (p_merchant, p_member, v_kind, v_vcode) ON CONFLICT DO NOTHING;
      SELECT a.id, a.balance INTO v_id, v_bal FROM wallet_accounts a
        WHERE a.merchant_id = p_merchant AND a.member_id = p_member AND a.kind = v_kind AND a.vendor_code = v_vcode FOR UPDATE;
      a_keys := a_keys || v_key; a_merchs := a_merchs || p_merchant; a_ids := a_ids || v_id; a_bals := a_bals || v_bal; a_saved := a_saved || v_bal;
      w := array_length(a_keys, 1);
      a_guards[w] := EXISTS (SELECT 1 FROM wallet_bet_guards g WHERE g.merchant_id = p_merchant AND g.member_id = p_member);
    END IF;
    v_wallet := a_ids[w];
    v_bal := a_bals[w];
    IF NOT p_valids[i] THEN
      r_code := 'tx_conflict'; r_balance := v_bal; RETURN NEXT; CONTINUE;
    END IF;

    -- The vendor tx, a rollback keyed by it, and its round (a rollback's round is the round of the debit it names),
    -- each in the partitions of seamless_months first (migration 0055; every month below, on a miss only). Why a key
    -- stays unique though each month's primary key holds it once: every call of a member holds that member's wallet
    -- locks (above) until the batch commits, so a call of the same member sees what an earlier one wrote before it
    -- inserts; a vendor's retry comes within minutes (last month is looked in for two days after the turn); and a key
    -- written twice needs the same vendor txId sent for two members, at a month's turn, in flight together. A round
    -- is written in the month it was found in (its first call's), so a round that spans months stays one row.
    IF f_ok AND p_op <> 'rollback' AND NOT (v_txkey = ANY (t_txkeys)) AND NOT (v_roundkey = ANY (t_roundkeys)) THEN
      v_tx_id := f_tx_ids[i]; v_tx_kind := f_tx_kinds[i]; v_tx_member := f_tx_members[i]; v_tx_round := f_tx_rounds[i];
      v_tx_amount := f_tx_amounts[i]; v_tx_bal := f_tx_bals[i]; v_tx_journal := f_tx_journals[i];
      v_rb_id := f_rb_ids[i]; v_rb_member := f_rb_members[i]; v_rb_bal := f_rb_bals[i];
      v_counts := CASE WHEN f_rmonths[i] IS NOT NULL
                       THEN array[f_debits[i], f_rolled[i], f_credits[i], f_staked[i], f_caps[i], f_rmonths[i] - date '2000-01-01'] END;
    ELSE
      SELECT tx.id, tx.kind, tx.member_id, tx.round_id, tx.amount, tx.balance_after, tx.journal_id, rb.id, rb.member_id, rb.balance_after,
             (SELECT array[r.debits, r.rolled_back, r.credits, r.staked, r.max_multiplier, r.month - date '2000-01-01'] FROM seamless_rounds r
               WHERE r.merchant_id = p_merchant AND r.vendor_code = p_vendor AND r.member_id = p_member
                 AND r.round_id = CASE WHEN tx.kind = 'debit' THEN tx.round_id ELSE p_round END AND r.month = ANY (v_months)
               ORDER BY r.month DESC LIMIT 1)
        INTO v_tx_id, v_tx_kind, v_tx_member, v_tx_round, v_tx_amount, v_tx_bal, v_tx_journal, v_rb_id, v_rb_member, v_rb_bal, v_counts
        FROM (SELECT 1) one
        LEFT JOIN seamless_txs tx ON tx.merchant_id = p_merchant AND tx.vendor_code = p_vendor AND tx.key_space = 'tx' AND tx.tx_id = p_tx AND tx.month = ANY (v_months)
        LEFT JOIN seamless_txs rb ON rb.merchant_id = p_merchant AND rb.vendor_code = p_vendor AND rb.key_space = 'rollback' AND rb.tx_id = p_tx AND rb.month = ANY (v_months);
    END IF;
    -- Older months, on a miss only, in every month kept (one probe per month): what a call needs that may be older
    -- than the months above (a round begun last month, a sports bet settled or cancelled months after it was placed,
    -- a vendor re-sending its settlements): a rollback's debit (or its own replay); a credit's or a rollback's round;
    -- a credit's own earlier answer, when its round is closed or missing (a replay, not a second settlement). A debit
    -- is not looked up further: its new round is the usual miss, and a vendor retries a debit within minutes.
    IF p_op = 'rollback' AND v_tx_id IS NULL AND v_rb_id IS NULL THEN
      SELECT rb.id, rb.member_id, rb.balance_after INTO v_rb_id, v_rb_member, v_rb_bal FROM seamless_txs rb
        WHERE rb.merchant_id = p_merchant AND rb.vendor_code = p_vendor AND rb.key_space = 'rollback' AND rb.tx_id = p_tx
        ORDER BY rb.month DESC LIMIT 1;
    END IF;
    IF v_tx_id IS NULL AND ((p_op = 'rollback' AND v_rb_id IS NULL) OR (p_op = 'credit' AND (v_counts IS NULL OR v_counts[3] > 0))) THEN
      SELECT tx.id, tx.kind, tx.member_id, tx.round_id, tx.amount, tx.balance_after, tx.journal_id
        INTO v_tx_id, v_tx_kind, v_tx_member, v_tx_round, v_tx_amount, v_tx_bal, v_tx_journal FROM seamless_txs tx
        WHERE tx.merchant_id = p_merchant AND tx.vendor_code = p_vendor AND tx.key_space = 'tx' AND tx.tx_id = p_tx
        ORDER BY tx.month DESC LIMIT 1;
    END IF;
    IF v_counts IS NULL AND ((p_op = 'credit' AND v_tx_id IS NULL) OR (p_op = 'rollback' AND v_rb_id IS NULL AND v_tx_kind = 'debit')) THEN
      SELECT array[r.debits, r.rolled_back, r.credits, r.staked, r.max_multiplier, r.month - date '2000-01-01'] INTO v_counts FROM seamless_rounds r
        WHERE r.merchant_id = p_merchant AND r.vendor_code = p_vendor AND r.member_id = p_member
          AND r.round_id = CASE WHEN p_op = 'rollback' THEN v_tx_round ELSE p_round END
        ORDER BY r.month DESC LIMIT 1;
    END IF;
    v_debits := coalesce(v_counts[1], 0); v_rolled := coalesce(v_counts[2], 0); v_credits := coalesce(v_counts[3], 0);
    v_staked := coalesce(v_counts[4], 0); v_cap := coalesce(v_counts[5], 0);
    -- The round's month (the array holds it as days since 2000-01-01), or this month for a new round.
    v_round_month := coalesce(date '2000-01-01' + v_counts[6]::integer, v_month);

    IF p_op = 'debit' OR p_op = 'credit' THEN
      IF v_tx_id IS NOT NULL THEN
        IF v_tx_kind <> p_op OR v_tx_member <> p_member OR v_tx_round <> p_round OR v_tx_amount <> p_amount THEN
          r_code := 'tx_conflict'; r_balance := v_bal;
        ELSE
          r_code := NULL; r_balance := v_tx_bal; r_duplicate := true;
        END IF;
        RETURN NEXT; CONTINUE;
      END IF;
      IF p_op = 'debit' THEN
        -- A member with bet checks (wallet_bet_guards): not taken before the caller has run them.
        IF p_amount > 0 AND NOT coalesce(p_checked[i], false) AND coalesce(a_guards[w], false) THEN
          r_code := 'needs_check'; r_balance := v_bal; RETURN NEXT; CONTINUE;
        END IF;
        IF v_rb_id IS NOT NULL THEN r_code := 'round_rolled_back'; r_balance := v_bal; RETURN NEXT; CONTINUE; END IF;
        IF v_credits > 0 THEN r_code := 'round_closed'; r_balance := v_bal; RETURN NEXT; CONTINUE; END IF;
        IF p_amount > v_bal THEN r_code := 'insufficient_funds'; r_balance := v_bal; RETURN NEXT; CONTINUE; END IF;
        v_new := v_bal - p_amount;
      ELSE
        IF v_debits = 0 THEN r_code := 'round_not_found'; r_balance := v_bal; RETURN NEXT; CONTINUE; END IF;
        IF v_rolled >= v_debits THEN r_code := 'round_rolled_back'; r_balance := v_bal; RETURN NEXT; CONTINUE; END IF;
        -- Closed: settled by its credit (one per round; 0 closes a losing round).
        IF v_credits > 0 THEN r_code := 'round_closed'; r_balance := v_bal; RETURN NEXT; CONTINUE; END IF;
        -- The game's largest win for this stake (numeric: no overflow whatever the vendor sends).
        IF p_amount > v_staked::numeric * v_cap THEN r_code := 'win_exceeds_limit'; r_balance := v_bal; RETURN NEXT; CONTINUE; END IF;
        v_new := v_bal + p_amount;
      END IF;
      v_house := NULL; v_house_bal := NULL;
      IF p_amount > 0 THEN
        -- Bet: member wallet -> house slot; win: house slot -> member wallet (postings in that order, written at the flush).
        h := array_position(a_keys, p_merchant || '/house/' || p_slots[i]);
        IF h IS NULL THEN
          RAISE EXCEPTION 'missing system account house/%', p_slots[i] USING ERRCODE = 'WL001';
        END IF;
        a_bals[w] := v_new;
        a_bals[h] := a_bals[h] + (v_bal - v_new);
        v_house := a_ids[h];
        v_house_bal := a_bals[h];
      END IF;
      -- Amount 0 (a losing round closed, a free bet): no money moves, no journal; its tx and round are written all the same.
      q_n := q_n + 1;
      q_i[q_n] := i; q_news[q_n] := v_new; q_wallets[q_n] := v_wallet; q_houses[q_n] := v_house; q_house_bals[q_n] := v_house_bal;
      q_stakeds[q_n] := v_staked; q_round_months[q_n] := v_round_month; q_nows[q_n] := v_now;
      t_txkeys := t_txkeys || v_txkey; t_roundkeys := t_roundkeys || v_roundkey;
      r_code := NULL; r_balance := v_new; RETURN NEXT; CONTINUE;
    END IF;

    IF p_op <> 'rollback' THEN
      RAISE EXCEPTION 'unknown seamless operation %', p_op USING ERRCODE = '22023';
    END IF;
    -- A rollback writes tx and round rows of its own below: the calls after it look up on their own.
    f_ok := false;
    -- Rollback: txId names the debit to cancel.
    IF v_rb_id IS NOT NULL THEN
      IF v_rb_member <> p_member THEN r_code := 'tx_conflict'; r_balance := v_bal;
      ELSE r_code := NULL; r_balance := v_rb_bal; r_duplicate := true; END IF;
      RETURN NEXT; CONTINUE;
    END IF;
    IF v_tx_id IS NULL THEN
      -- Unknown debit (it may still be in flight): recorded, so that debit is refused when it arrives.
      INSERT INTO seamless_txs (merchant_id, vendor_code, key_space, tx_id, kind, member_id, round_id, amount, status, journal_id, balance_after, game_code)
        VALUES (p_merchant, p_vendor, 'rollback', p_tx, 'rollback', p_member, p_round, 0, 'orphan', NULL, v_bal, p_game);
      r_code := NULL; r_balance := v_bal; RETURN NEXT; CONTINUE;
    END IF;
    IF v_tx_kind <> 'debit' OR v_tx_member <> p_member OR (p_amount <> 0 AND p_amount <> v_tx_amount) THEN
      r_code := 'tx_conflict'; r_balance := v_bal; RETURN NEXT; CONTINUE;
    END IF;
    IF v_credits > 0 THEN r_code := 'round_closed'; r_balance := v_bal; RETURN NEXT; CONTINUE; END IF;
    v_new := v_bal;
    v_journal := NULL;
    IF v_tx_journal IS NOT NULL THEN
      -- Pending balances to the table first: the reversal reads and updates accounts directly.
      UPDATE wallet_accounts a SET balance = x.bal FROM unnest(a_merchs, a_ids, a_bals, a_saved) AS x(merchant_id, id, bal, saved)
        WHERE a.merchant_id = x.merchant_id AND a.id = x.id AND x.bal <> x.saved;
      a_saved := a_bals;
      -- A reversal journal: every posting of the debit negated (the money goes back to the account it came
      -- from, even if isSingle changed since). Member accounts first, by id, then system accounts.
      INSERT INTO wallet_journals (merchant_id, kind, member_id, request_key, reverses_journal_id, memo)
        VALUES (p_merchant, 'rollback', p_member, 'seamless-rollback:' || p_vendor || ':' || p_tx, v_tx_journal,
                jsonb_build_object('vendorCode', p_vendor, 'roundId', v_tx_round))
        RETURNING id INTO v_journal;
      FOR p IN
        SELECT wp.account_id, -wp.amount AS amount FROM wallet_postings wp
          WHERE wp.journal_id = v_tx_journal AND wp.merchant_id = p_merchant
          ORDER BY (SELECT a.member_id IS NULL FROM wallet_accounts a WHERE a.merchant_id = p_merchant AND a.id = wp.account_id), wp.account_id, wp.id
      LOOP
        UPDATE wallet_accounts a SET balance = a.balance + p.amount WHERE a.merchant_id = p_merchant AND a.id = p.account_id RETURNING a.balance INTO v_after;
        INSERT INTO wallet_postings (journal_id, merchant_id, account_id, amount, balance_after) VALUES (v_journal, p_merchant, p.account_id, p.amount, v_after);
        k := array_position(a_ids, p.account_id);
        IF k IS NOT NULL THEN a_bals[k] := v_after; a_saved[k] := v_after; END IF;
        IF p.account_id = v_wallet THEN v_new := v_after; END IF;
      END LOOP;
    END IF;
    INSERT INTO seamless_txs (merchant_id, vendor_code, key_space, tx_id, kind, member_id, round_id, amount, status, journal_id, balance_after, game_code)
      VALUES (p_merchant, p_vendor, 'rollback', p_tx, 'rollback', p_member, v_tx_round, v_tx_amount, 'done', v_journal, v_new, p_game);
    -- The cancelled debit's round; its record (if any) is marked rolled back when the caller names the game type
    -- (an unknown debit, recorded above, has no round to mark).
    INSERT INTO seamless_rounds AS r (merchant_id, vendor_code, member_id, round_id, rolled_back, month)
      VALUES (p_merchant, p_vendor, p_member, v_tx_round, 1, v_round_month)
      ON CONFLICT (merchant_id, vendor_code, member_id, round_id, month)
        DO UPDATE SET rolled_back = r.rolled_back + 1, staked = r.staked - v_tx_amount, updated_at = now(),
                      status = CASE WHEN v_rec AND r.status IS NOT NULL THEN 'rolled_back' ELSE r.status END,
                      settled_at = CASE WHEN v_rec AND r.status IS NOT NULL THEN v_now ELSE r.settled_at END;
    r_code := NULL; r_balance := v_new; RETURN NEXT;
  END LOOP;

  -- The batch's new balances, once per changed account (the CHECK keeps member balances >= 0 here too).
  -- By the primary key (merchant_id, id), account by account.
  UPDATE wallet_accounts a SET balance = x.bal FROM unnest(a_merchs, a_ids, a_bals, a_saved) AS x(merchant_id, id, bal, saved)
    WHERE a.merchant_id = x.merchant_id AND a.id = x.id AND x.bal <> x.saved;
END
$fn$;
--> statement-breakpoint
-- One call is a batch of one (a caller's own transaction: tests, scripts).
CREATE OR REPLACE FUNCTION seamless_call(
  p_op text, p_merchant integer, p_member integer, p_vendor text, p_tx text, p_round text, p_amount bigint,
  p_game text, p_valid boolean, p_house_slot text, p_cap integer, p_game_id integer, p_game_type text, p_detail jsonb, p_now timestamptz,
  p_checked boolean DEFAULT false
) RETURNS TABLE (r_code text, r_balance bigint, r_duplicate boolean)
LANGUAGE sql AS $fn$
  SELECT b.r_code, b.r_balance, b.r_duplicate FROM seamless_batch(ARRAY[p_op], ARRAY[p_merchant], ARRAY[p_member], ARRAY[p_vendor], ARRAY[p_tx],
    ARRAY[p_round], ARRAY[p_amount], ARRAY[p_game], ARRAY[p_valid], ARRAY[p_house_slot], ARRAY[p_cap], ARRAY[p_game_id], ARRAY[p_game_type],
    ARRAY[p_detail], ARRAY[p_now], ARRAY[p_checked]) b
$fn$;
