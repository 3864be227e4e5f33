-- Set-based settlement (issue 17): seamless_settle credits and seamless_refund rolls back a chunk of many rounds of
-- ONE merchant and ONE vendor (a lottery draw's bets) with a few multi-row statements per chunk instead of
-- seamless_batch's statements per call. Same rows as seamless_batch writes for each call (journal, its two postings
-- with running balances, the vendor tx row, the round's counters and record, the bet.settled outbox row), the same
-- lock order (member wallets by id, then house slots by id) and the same answers. Not a second implementation of
-- the rules: only the plain case is decided here (a first credit of an open round within its cap; a first rollback
-- of a debit whose journal is the usual two postings) and a replay of an accepted call (duplicate, its first
-- balance). Every other call (conflict, refusal, trial account, missing wallet or house slot, a txId or round
-- twice in the chunk) is answered 'fallback' and written nothing: the caller (seamless.ts seamlessSettleMany) sends
-- those through seamless_batch, which answers them as it always did. Applied after the migrations like
-- seamless-batch.sql (server/db/module-functions.ts); statements must be safe to run again.
--
-- Why: seamless_batch runs ~10 statements per call (~0.8 ms per credit on this machine); a 100,000-bet draw took
-- ~81 s (lottery README "Benchmark"). Here each statement handles the whole chunk.
CREATE OR REPLACE FUNCTION seamless_settle(
  p_merchant integer, p_vendor text, p_members integer[], p_txs text[], p_rounds text[], p_amounts bigint[],
  p_games text[], p_slots text[], p_game_types text[], p_details jsonb[], p_nows timestamptz[]
) RETURNS TABLE (r_code text, r_balance bigint, r_duplicate boolean)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $fn$
DECLARE
  v_single boolean := wallet_is_single(p_merchant);
  v_kind text;
  v_vcode text;
  v_n integer;
  v_paid integer;
  v_ids integer[];
  v_rows integer;
  v_jseq regclass := pg_get_serial_sequence('wallet_journals', 'id')::regclass;
  v_pseq regclass := pg_get_serial_sequence('wallet_postings', 'id')::regclass;
  a_members integer[]; a_ids integer[]; a_bals bigint[];   -- the locked member wallets
  h_slots text[]; h_ids integer[]; h_bals bigint[];        -- the locked house slots
  v_jids bigint[];
  v_pids bigint[];
  c_state text[]; c_account integer[]; c_house integer[]; c_after bigint[]; c_hafter bigint[]; c_k integer[]; c_bal bigint[]; c_staked bigint[];
  c_rmonth date[];
  -- Month partitions (migration 0055): keys are looked up in seamless_months' (seamless-batch.sql); a miss falls back.
  v_months date[] := seamless_months(now());
BEGIN
  IF coalesce(array_length(p_txs, 1), 0) = 0 THEN RETURN; END IF;
  v_kind := CASE WHEN v_single THEN 'main' ELSE 'vendor' END;
  v_vcode := CASE WHEN v_single THEN '' ELSE p_vendor END;
  -- Locks first (ledger.ts's order): the chunk's member wallets by id (trial accounts left out: they fall back and
  -- are refused there), then its house slots by id. The statements below take a new snapshot, so they see
  -- whatever a concurrent call of these members committed before we got the locks.
  -- (Each wallet found by its whole key: LATERAL ... OFFSET 0 keeps it an index look-up in the generic plan.)
  SELECT coalesce(array_agg(a.id), '{}') INTO v_ids
    FROM (SELECT DISTINCT x.member FROM unnest(p_members) AS x(member)) u
    CROSS JOIN LATERAL (SELECT a.id FROM wallet_accounts a
                          WHERE a.merchant_id = p_merchant AND a.member_id = u.member AND a.kind = v_kind AND a.vendor_code = v_vcode
                            AND (SELECT m.is_agent <> 4 FROM members m WHERE m.merchant_id = p_merchant AND m.id = u.member)
                          OFFSET 0) a;
  -- Locked and read in one statement: the balances as they are now that no one else can change them. One key at a
  -- time, in id order (LATERAL; by `id = ANY` a plan made without statistics read the brand's accounts: plans.test.ts).
  SELECT coalesce(array_agg(s.member_id ORDER BY s.id), '{}'), coalesce(array_agg(s.id ORDER BY s.id), '{}'), coalesce(array_agg(s.balance ORDER BY s.id), '{}')
    INTO a_members, a_ids, a_bals
    FROM (SELECT DISTINCT unnest(v_ids) AS id ORDER BY 1) x,
         LATERAL (SELECT a.id, a.member_id, a.balance FROM wallet_accounts a WHERE a.merchant_id = p_merchant AND a.id = x.id OFFSET 0 FOR UPDATE) s;
  SELECT coalesce(array_agg(s.vendor_code ORDER BY s.id), '{}'), coalesce(array_agg(s.id ORDER BY s.id), '{}'), coalesce(array_agg(s.balance ORDER BY s.id), '{}')
    INTO h_slots, h_ids, h_bals
    FROM (SELECT a.id, a.vendor_code, a.balance FROM wallet_accounts a
            WHERE a.merchant_id = p_merchant AND a.member_id IS NULL AND a.kind = 'house' AND a.vendor_code = ANY (p_slots)
            ORDER BY a.id FOR UPDATE) s;

  -- Each call decided at once: 'new' (pay), 'dup' (a replay: its first balance), 'fallback' (seamless_batch's);
  -- the new balances as running sums in the chunk's order (postings keep running balances per account).
  WITH c AS (
    SELECT i.ord, i.amount, a_ids[i.w] AS account, a_bals[i.w] AS bal, h_ids[i.h] AS house, h_bals[i.h] AS hbal,
           CASE
             WHEN i.w IS NULL OR i.h IS NULL OR i.amount IS NULL OR i.amount < 0
                  OR count(*) OVER (PARTITION BY i.tx) > 1 OR count(*) OVER (PARTITION BY i.member, i.round) > 1 THEN 'fallback'
             WHEN tx.id IS NOT NULL THEN
               CASE WHEN tx.kind = 'credit' AND tx.member_id = i.member AND tx.round_id = i.round AND tx.amount = i.amount THEN 'dup' ELSE 'fallback' END
             -- seamless_batch's credit rules: a live debit, not closed, within the cap; anything else is its to answer.
             WHEN coalesce(r.debits, 0) = 0 OR r.rolled_back >= r.debits OR r.credits > 0 OR i.amount > r.staked::numeric * r.max_multiplier THEN 'fallback'
             ELSE 'new'
           END AS state,
           tx.balance_after AS t_bal, r.staked, r.rmonth
      -- Every look-up by its whole key, per call (LATERAL ... OFFSET 0 keeps each an index look-up: joined freely,
      -- a generic plan once scanned every round of the vendor for each chunk).
      -- The wallet and house slot of each call: their places in the locked arrays (none: a trial account, no wallet).
      FROM (SELECT x.*, array_position(a_members, x.member) AS w, array_position(h_slots, x.slot) AS h
              FROM unnest(p_members, p_txs, p_rounds, p_amounts, p_slots) WITH ORDINALITY AS x(member, tx, round, amount, slot, ord)) i
      LEFT JOIN LATERAL (SELECT tx.id, tx.kind, tx.member_id, tx.round_id, tx.amount, tx.balance_after FROM seamless_txs tx
                           WHERE tx.merchant_id = p_merchant AND tx.vendor_code = p_vendor AND tx.key_space = 'tx' AND tx.tx_id = i.tx AND tx.month = ANY (v_months) OFFSET 0) tx ON true
      LEFT JOIN LATERAL (SELECT r.month AS rmonth, r.debits, r.rolled_back, r.credits, r.staked, r.max_multiplier FROM seamless_rounds r
                           WHERE r.merchant_id = p_merchant AND r.vendor_code = p_vendor AND r.member_id = i.member AND r.round_id = i.round
                             AND r.month = ANY (v_months) ORDER BY r.month DESC LIMIT 1) r ON true
  ), d AS (
    SELECT c.*,
           (c.bal + sum(CASE WHEN c.state = 'new' THEN c.amount ELSE 0 END) OVER (PARTITION BY c.account ORDER BY c.ord))::bigint AS after,
           (c.hbal - sum(CASE WHEN c.state = 'new' THEN c.amount ELSE 0 END) OVER (PARTITION BY c.house ORDER BY c.ord))::bigint AS hafter,
           (count(*) FILTER (WHERE c.state = 'new' AND c.amount > 0) OVER (ORDER BY c.ord))::integer AS k
      FROM c
  )
  SELECT array_agg(d.state ORDER BY d.ord), array_agg(d.account ORDER BY d.ord), array_agg(d.house ORDER BY d.ord),
         array_agg(d.after ORDER BY d.ord), array_agg(d.hafter ORDER BY d.ord), array_agg(d.k ORDER BY d.ord),
         array_agg(CASE d.state WHEN 'new' THEN d.after WHEN 'dup' THEN d.t_bal ELSE coalesce(d.bal, 0) END ORDER BY d.ord),
         array_agg(d.staked ORDER BY d.ord), array_agg(d.rmonth ORDER BY d.ord), count(*) FILTER (WHERE d.state = 'new' AND d.amount > 0)
    INTO c_state, c_account, c_house, c_after, c_hafter, c_k, c_bal, c_staked, c_rmonth, v_paid
    FROM d;

  IF 'new' = ANY (c_state) THEN
    -- Ids taken after the locks, ascending in the chunk's order: each account's postings stay in id order.
    IF v_paid > 0 THEN
      SELECT array_agg(x.id ORDER BY x.id) INTO v_jids FROM (SELECT nextval(v_jseq) AS id FROM generate_series(1, v_paid)) x;
      SELECT array_agg(x.id ORDER BY x.id) INTO v_pids FROM (SELECT nextval(v_pseq) AS id FROM generate_series(1, 2 * v_paid)) x;
      -- A win: house slot -> member wallet, as seamless_batch writes it (postings in that order).
      INSERT INTO wallet_journals (id, merchant_id, kind, member_id, request_key, memo)
        SELECT v_jids[w.k], p_merchant, 'win', w.member, 'seamless:' || p_vendor || ':' || w.tx,
               jsonb_build_object('vendorCode', p_vendor, 'roundId', w.round, 'gameCode', w.game)
          FROM unnest(p_members, p_txs, p_rounds, p_amounts, p_games, c_state, c_k) AS w(member, tx, round, amount, game, state, k)
          WHERE w.state = 'new' AND w.amount > 0;
      INSERT INTO wallet_postings (id, journal_id, merchant_id, account_id, amount, balance_after)
        SELECT v_pids[2 * w.k - 1 + x.n], v_jids[w.k], p_merchant, CASE x.n WHEN 0 THEN w.house ELSE w.account END,
               CASE x.n WHEN 0 THEN -w.amount ELSE w.amount END, CASE x.n WHEN 0 THEN w.hafter ELSE w.after END
          FROM unnest(p_amounts, c_state, c_k, c_account, c_house, c_after, c_hafter) AS w(amount, state, k, account, house, after, hafter),
               (VALUES (0), (1)) AS x(n)
          WHERE w.state = 'new' AND w.amount > 0;
    END IF;
    INSERT INTO seamless_txs (merchant_id, vendor_code, key_space, tx_id, kind, member_id, round_id, amount, status, journal_id, balance_after, game_code)
      SELECT p_merchant, p_vendor, 'tx', w.tx, 'credit', w.member, w.round, w.amount, 'done', CASE WHEN w.amount > 0 THEN v_jids[w.k] END, w.after, w.game
        FROM unnest(p_members, p_txs, p_rounds, p_amounts, p_games, c_state, c_k, c_after) AS w(member, tx, round, amount, game, state, k, after)
        WHERE w.state = 'new';
    -- The round closed by its credit; its record settled when the caller names the game type (seamless_batch's update).
    UPDATE seamless_rounds r
       SET credits = r.credits + 1, updated_at = now(),
           game_id = CASE WHEN r.status IS NULL THEN NULL ELSE r.game_id END,
           status = CASE WHEN w.game_type IS NOT NULL AND r.status IS NOT NULL THEN 'settled' ELSE r.status END,
           win = CASE WHEN w.game_type IS NOT NULL AND r.status IS NOT NULL THEN r.win + w.amount ELSE r.win END,
           settled_at = CASE WHEN w.game_type IS NOT NULL AND r.status IS NOT NULL THEN coalesce(w.at, now()) ELSE r.settled_at END,
           detail = CASE WHEN w.game_type IS NOT NULL AND r.status IS NOT NULL THEN coalesce(w.detail, r.detail) ELSE r.detail END
      FROM unnest(p_members, p_rounds, p_amounts, p_game_types, p_details, p_nows, c_state, c_rmonth) AS w(member, round, amount, game_type, detail, at, state, rmonth)
     -- The row found above, by its whole key and month (its members' locks keep every round of theirs as it was).
     WHERE w.state = 'new' AND r.merchant_id = p_merchant AND r.vendor_code = p_vendor AND r.member_id = w.member AND r.round_id = w.round AND r.month = w.rmonth;
    GET DIAGNOSTICS v_rows = ROW_COUNT;
    IF v_rows <> (SELECT count(*) FROM unnest(c_state) AS x(state) WHERE x.state = 'new') THEN
      RAISE EXCEPTION 'seamless_settle: % rounds updated, expected more', v_rows;
    END IF;
    -- bet.settled per round, as seamless_batch writes it ((event, key) unique: a replay writes nothing).
    INSERT INTO outbox_events (event, key, payload)
      SELECT 'bet.settled', p_merchant || ':' || p_vendor || ':' || w.round,
             jsonb_build_object('merchantId', p_merchant, 'memberId', w.member, 'vendorCode', p_vendor, 'gameCode', coalesce(w.game, ''),
                                'roundId', w.round, 'stake', w.staked, 'win', w.amount,
                                'settledAt', to_char(coalesce(w.at, now()) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        FROM unnest(p_members, p_rounds, p_amounts, p_games, p_nows, c_state, c_staked) WITH ORDINALITY AS w(member, round, amount, game, at, state, staked, ord)
        WHERE w.state = 'new'
        ORDER BY w.ord
      ON CONFLICT (event, key) DO NOTHING;
    -- The new balances, once per account (the last running balance of each).
    IF v_paid > 0 THEN
      UPDATE wallet_accounts a SET balance = x.bal
        FROM ((SELECT DISTINCT ON (w.account) w.account AS id, w.after AS bal
                FROM unnest(c_state, c_account, c_after, p_amounts) WITH ORDINALITY AS w(state, account, after, amount, ord)
                WHERE w.state = 'new' ORDER BY w.account, w.ord DESC)
              UNION ALL
              (SELECT DISTINCT ON (w.house) w.house, w.hafter
                FROM unnest(c_state, c_house, c_hafter, p_amounts) WITH ORDINALITY AS w(state, house, hafter, amount, ord)
                WHERE w.state = 'new' ORDER BY w.house, w.ord DESC)) x
       WHERE a.merchant_id = p_merchant AND a.id = x.id AND a.balance <> x.bal;
    END IF;
  END IF;

  RETURN QUERY SELECT CASE WHEN w.state = 'fallback' THEN 'fallback' END, w.bal, w.state = 'dup'
    FROM unnest(c_state, c_bal) WITH ORDINALITY AS w(state, bal, ord) ORDER BY w.ord;
END
$fn$;
--> statement-breakpoint
-- Rollbacks of a chunk's debits (a voided lottery draw's refunds): p_txs name the debits to cancel (seamless_batch's
-- rollback). Done here: the first rollback of a debit whose journal is the usual two postings (the member's current
-- wallet and the house slot), in a round not closed; a replay answers duplicate. Everything else: 'fallback'.
CREATE OR REPLACE FUNCTION seamless_refund(
  p_merchant integer, p_vendor text, p_members integer[], p_txs text[], p_amounts bigint[],
  p_games text[], p_slots text[], p_game_types text[], p_nows timestamptz[]
) RETURNS TABLE (r_code text, r_balance bigint, r_duplicate boolean)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $fn$
DECLARE
  v_single boolean := wallet_is_single(p_merchant);
  v_kind text;
  v_vcode text;
  v_n integer;
  v_ids integer[];
  v_rows integer;
  v_jseq regclass := pg_get_serial_sequence('wallet_journals', 'id')::regclass;
  v_pseq regclass := pg_get_serial_sequence('wallet_postings', 'id')::regclass;
  a_members integer[]; a_ids integer[]; a_bals bigint[];   -- the locked member wallets
  h_slots text[]; h_ids integer[]; h_bals bigint[];        -- the locked house slots
  v_jids bigint[];
  v_pids bigint[];
  c_state text[]; c_account integer[]; c_house integer[]; c_after bigint[]; c_hafter bigint[]; c_k integer[]; c_bal bigint[];
  c_tamount bigint[]; c_tjournal bigint[]; c_tround text[]; c_rmonth date[];
  v_months date[] := seamless_months(now());
BEGIN
  IF coalesce(array_length(p_txs, 1), 0) = 0 THEN RETURN; END IF;
  v_kind := CASE WHEN v_single THEN 'main' ELSE 'vendor' END;
  v_vcode := CASE WHEN v_single THEN '' ELSE p_vendor END;
  -- (Each wallet found by its whole key: LATERAL ... OFFSET 0 keeps it an index look-up in the generic plan.)
  SELECT coalesce(array_agg(a.id), '{}') INTO v_ids
    FROM (SELECT DISTINCT x.member FROM unnest(p_members) AS x(member)) u
    CROSS JOIN LATERAL (SELECT a.id FROM wallet_accounts a
                          WHERE a.merchant_id = p_merchant AND a.member_id = u.member AND a.kind = v_kind AND a.vendor_code = v_vcode
                            AND (SELECT m.is_agent <> 4 FROM members m WHERE m.merchant_id = p_merchant AND m.id = u.member)
                          OFFSET 0) a;
  -- Locked and read in one statement: the balances as they are now that no one else can change them. One key at a
  -- time, in id order (LATERAL; by `id = ANY` a plan made without statistics read the brand's accounts: plans.test.ts).
  SELECT coalesce(array_agg(s.member_id ORDER BY s.id), '{}'), coalesce(array_agg(s.id ORDER BY s.id), '{}'), coalesce(array_agg(s.balance ORDER BY s.id), '{}')
    INTO a_members, a_ids, a_bals
    FROM (SELECT DISTINCT unnest(v_ids) AS id ORDER BY 1) x,
         LATERAL (SELECT a.id, a.member_id, a.balance FROM wallet_accounts a WHERE a.merchant_id = p_merchant AND a.id = x.id OFFSET 0 FOR UPDATE) s;
  SELECT coalesce(array_agg(s.vendor_code ORDER BY s.id), '{}'), coalesce(array_agg(s.id ORDER BY s.id), '{}'), coalesce(array_agg(s.balance ORDER BY s.id), '{}')
    INTO h_slots, h_ids, h_bals
    FROM (SELECT a.id, a.vendor_code, a.balance FROM wallet_accounts a
            WHERE a.merchant_id = p_merchant AND a.member_id IS NULL AND a.kind = 'house' AND a.vendor_code = ANY (p_slots)
            ORDER BY a.id FOR UPDATE) s;

  WITH c AS (
    SELECT i.ord, a_ids[i.w] AS account, a_bals[i.w] AS bal, h_ids[i.h] AS house, h_bals[i.h] AS hbal,
           CASE
             WHEN i.w IS NULL OR i.h IS NULL OR i.amount IS NULL
                  OR count(*) OVER (PARTITION BY i.tx) > 1 THEN 'fallback'
             WHEN rb.id IS NOT NULL THEN CASE WHEN rb.member_id = i.member THEN 'dup' ELSE 'fallback' END
             WHEN tx.id IS NULL OR tx.kind <> 'debit' OR tx.member_id <> i.member OR (i.amount <> 0 AND i.amount <> tx.amount)
                  OR tx.journal_id IS NULL OR r.credits IS NULL OR r.credits > 0
                  OR count(*) OVER (PARTITION BY i.member, tx.round_id) > 1 THEN 'fallback'
             -- The debit's journal: the member's wallet -> the house slot, nothing else (else seamless_batch reverses it).
             WHEN (SELECT count(*) = 2 AND count(*) FILTER (WHERE p.account_id = a_ids[i.w] AND p.amount = -tx.amount) = 1
                          AND count(*) FILTER (WHERE p.account_id = h_ids[i.h] AND p.amount = tx.amount) = 1
                     FROM wallet_postings p WHERE p.journal_id = tx.journal_id AND p.merchant_id = p_merchant) IS NOT TRUE THEN 'fallback'
             ELSE 'new'
           END AS state,
           rb.balance_after AS rb_bal, tx.amount AS t_amount, tx.journal_id AS t_journal, tx.round_id AS t_round, r.rmonth
      FROM (SELECT x.*, array_position(a_members, x.member) AS w, array_position(h_slots, x.slot) AS h
              FROM unnest(p_members, p_txs, p_amounts, p_slots) WITH ORDINALITY AS x(member, tx, amount, slot, ord)) i
      LEFT JOIN LATERAL (SELECT tx.id, tx.kind, tx.member_id, tx.round_id, tx.amount, tx.journal_id FROM seamless_txs tx
                           WHERE tx.merchant_id = p_merchant AND tx.vendor_code = p_vendor AND tx.key_space = 'tx' AND tx.tx_id = i.tx AND tx.month = ANY (v_months) OFFSET 0) tx ON true
      LEFT JOIN LATERAL (SELECT rb.id, rb.member_id, rb.balance_after FROM seamless_txs rb
                           WHERE rb.merchant_id = p_merchant AND rb.vendor_code = p_vendor AND rb.key_space = 'rollback' AND rb.tx_id = i.tx AND rb.month = ANY (v_months) OFFSET 0) rb ON true
      LEFT JOIN LATERAL (SELECT r.month AS rmonth, r.credits FROM seamless_rounds r
                           WHERE r.merchant_id = p_merchant AND r.vendor_code = p_vendor AND r.member_id = i.member AND r.round_id = tx.round_id
                             AND r.month = ANY (v_months) ORDER BY r.month DESC LIMIT 1) r ON true
  ), d AS (
    SELECT c.*,
           (c.bal + sum(CASE WHEN c.state = 'new' THEN c.t_amount ELSE 0 END) OVER (PARTITION BY c.account ORDER BY c.ord))::bigint AS after,
           (c.hbal - sum(CASE WHEN c.state = 'new' THEN c.t_amount ELSE 0 END) OVER (PARTITION BY c.house ORDER BY c.ord))::bigint AS hafter,
           (count(*) FILTER (WHERE c.state = 'new') OVER (ORDER BY c.ord))::integer AS k
      FROM c
  )
  SELECT array_agg(d.state ORDER BY d.ord), array_agg(d.account ORDER BY d.ord), array_agg(d.house ORDER BY d.ord),
         array_agg(d.after ORDER BY d.ord), array_agg(d.hafter ORDER BY d.ord), array_agg(d.k ORDER BY d.ord),
         array_agg(CASE d.state WHEN 'new' THEN d.after WHEN 'dup' THEN d.rb_bal ELSE coalesce(d.bal, 0) END ORDER BY d.ord),
         array_agg(d.t_amount ORDER BY d.ord), array_agg(d.t_journal ORDER BY d.ord), array_agg(d.t_round ORDER BY d.ord),
         array_agg(d.rmonth ORDER BY d.ord), count(*) FILTER (WHERE d.state = 'new')
    INTO c_state, c_account, c_house, c_after, c_hafter, c_k, c_bal, c_tamount, c_tjournal, c_tround, c_rmonth, v_n
    FROM d;

  IF v_n > 0 THEN
    SELECT array_agg(x.id ORDER BY x.id) INTO v_jids FROM (SELECT nextval(v_jseq) AS id FROM generate_series(1, v_n)) x;
    SELECT array_agg(x.id ORDER BY x.id) INTO v_pids FROM (SELECT nextval(v_pseq) AS id FROM generate_series(1, 2 * v_n)) x;
    -- A reversal journal of the debit: member posting first, then the house slot (seamless_batch's order).
    INSERT INTO wallet_journals (id, merchant_id, kind, member_id, request_key, reverses_journal_id, memo)
      SELECT v_jids[w.k], p_merchant, 'rollback', w.member, 'seamless-rollback:' || p_vendor || ':' || w.tx, w.journal,
             jsonb_build_object('vendorCode', p_vendor, 'roundId', w.round)
        FROM unnest(p_members, p_txs, c_state, c_k, c_tjournal, c_tround) AS w(member, tx, state, k, journal, round)
        WHERE w.state = 'new';
    INSERT INTO wallet_postings (id, journal_id, merchant_id, account_id, amount, balance_after)
      SELECT v_pids[2 * w.k - 1 + x.n], v_jids[w.k], p_merchant, CASE x.n WHEN 0 THEN w.account ELSE w.house END,
             CASE x.n WHEN 0 THEN w.amount ELSE -w.amount END, CASE x.n WHEN 0 THEN w.after ELSE w.hafter END
        FROM unnest(c_tamount, c_state, c_k, c_account, c_house, c_after, c_hafter) AS w(amount, state, k, account, house, after, hafter),
             (VALUES (0), (1)) AS x(n)
        WHERE w.state = 'new';
    INSERT INTO seamless_txs (merchant_id, vendor_code, key_space, tx_id, kind, member_id, round_id, amount, status, journal_id, balance_after, game_code)
      SELECT p_merchant, p_vendor, 'rollback', w.tx, 'rollback', w.member, w.round, w.amount, 'done', v_jids[w.k], w.after, w.game
        FROM unnest(p_members, p_txs, p_games, c_state, c_k, c_tround, c_tamount, c_after) AS w(member, tx, game, state, k, round, amount, after)
        WHERE w.state = 'new';
    UPDATE seamless_rounds r
       SET rolled_back = r.rolled_back + 1, staked = r.staked - w.amount, updated_at = now(),
           status = CASE WHEN w.game_type IS NOT NULL AND r.status IS NOT NULL THEN 'rolled_back' ELSE r.status END,
           settled_at = CASE WHEN w.game_type IS NOT NULL AND r.status IS NOT NULL THEN coalesce(w.at, now()) ELSE r.settled_at END
      FROM unnest(p_members, c_tround, c_tamount, p_game_types, p_nows, c_state, c_rmonth) AS w(member, round, amount, game_type, at, state, rmonth)
     WHERE w.state = 'new' AND r.merchant_id = p_merchant AND r.vendor_code = p_vendor AND r.member_id = w.member AND r.round_id = w.round AND r.month = w.rmonth;
    GET DIAGNOSTICS v_rows = ROW_COUNT;
    IF v_rows <> v_n THEN
      RAISE EXCEPTION 'seamless_refund: % rounds updated, expected %', v_rows, v_n;
    END IF;
    UPDATE wallet_accounts a SET balance = x.bal
      FROM ((SELECT DISTINCT ON (w.account) w.account AS id, w.after AS bal
              FROM unnest(c_state, c_account, c_after) WITH ORDINALITY AS w(state, account, after, ord)
              WHERE w.state = 'new' ORDER BY w.account, w.ord DESC)
            UNION ALL
            (SELECT DISTINCT ON (w.house) w.house, w.hafter
              FROM unnest(c_state, c_house, c_hafter) WITH ORDINALITY AS w(state, house, hafter, ord)
              WHERE w.state = 'new' ORDER BY w.house, w.ord DESC)) x
     WHERE a.merchant_id = p_merchant AND a.id = x.id AND a.balance <> x.bal;
  END IF;

  RETURN QUERY SELECT CASE WHEN w.state = 'fallback' THEN 'fallback' END, w.bal, w.state = 'dup'
    FROM unnest(c_state, c_bal) WITH ORDINALITY AS w(state, bal, ord) ORDER BY w.ord;
END
$fn$;
