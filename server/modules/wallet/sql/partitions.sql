-- Month partitions of the per-bet tables (issue 21 item 5; migration 0044 made wallet_journals and wallet_postings
-- PARTITION BY RANGE (created_at), migration 0055 seamless_txs and seamless_rounds PARTITION BY RANGE (month), each
-- with a DEFAULT partition). Applied at every open like every module SQL file (server/db/module-functions.ts); its
-- last statement creates this month's partitions and the months ahead then (3 for the ledger's tables, 1 for the
-- seamless ones), and the daily job wallet.partitions (wallet/plugin.ts) runs the same call.
--
-- A month is the market's month (UTC+8, REPORT_OFFSET_HOURS in schema/api/market-day.ts), as in migration 0044:
-- <table>_y2026m11 holds [2026-10-31 16:00 UTC, 2026-11-30 16:00 UTC), so a history query by market dates prunes
-- to whole partitions.
--
-- A month's partition is made without CREATE TABLE ... PARTITION OF (which takes an ACCESS EXCLUSIVE lock on the
-- parent, so every bet would wait for it): a plain table with the parent's columns and a CHECK of the month's
-- bounds, the month's rows moved into it from DEFAULT (an insert dated past the last partition lands there), then
-- ATTACH PARTITION (SHARE UPDATE EXCLUSIVE on the parent: inserts and reads go on; the CHECK spares the scan of
-- the new table; DEFAULT is scanned, and held EXCLUSIVE from the start so no row of the month arrives in it
-- meanwhile). Journals and postings are moved in the same transaction, so a journal and its postings stay together.
-- Two processes running it at once take turns on an advisory lock; the second finds the partitions made.

CREATE OR REPLACE FUNCTION wallet_month_partition(p_parent text, p_month date) RETURNS boolean
LANGUAGE plpgsql AS $fn$
DECLARE
  v_name text := p_parent || to_char(p_month, '"_y"YYYY"m"MM');
  v_month date := date_trunc('month', p_month)::date;
  v_lo text;
  v_hi text;
  v_cols text;
  v_col name;
BEGIN
  IF to_regclass(v_name) IS NOT NULL THEN RETURN false; END IF;
  -- The partition key: created_at (the ledger's tables: bounds are the market month's first instants) or month (the
  -- seamless tables, migration 0055: the month's first day, a date).
  SELECT a.attname INTO v_col FROM pg_partitioned_table pt JOIN pg_attribute a ON a.attrelid = pt.partrelid AND a.attnum = pt.partattrs[0]
    WHERE pt.partrelid = p_parent::regclass;
  IF v_col = 'month' THEN
    v_lo := quote_literal(v_month);
    v_hi := quote_literal((v_month + interval '1 month')::date);
  ELSE
    v_lo := quote_literal(to_char(v_month::timestamp - interval '8 hours', 'YYYY-MM-DD HH24:MI:SS') || '+00');
    v_hi := quote_literal(to_char((v_month + interval '1 month') - interval '8 hours', 'YYYY-MM-DD HH24:MI:SS') || '+00');
  END IF;
  EXECUTE format('LOCK TABLE %I IN EXCLUSIVE MODE', p_parent || '_default');
  EXECUTE format('CREATE TABLE %I (LIKE %I, CONSTRAINT %I CHECK (%I >= %s AND %I < %s))',
                 v_name, p_parent, v_name || '_bounds', v_col, v_lo, v_col, v_hi);
  SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) INTO v_cols
    FROM pg_attribute WHERE attrelid = p_parent::regclass AND attnum > 0 AND NOT attisdropped;
  EXECUTE format('WITH moved AS (DELETE FROM %I WHERE %I >= %s AND %I < %s RETURNING %s) INSERT INTO %I (%s) SELECT %s FROM moved',
                 p_parent || '_default', v_col, v_lo, v_col, v_hi, v_cols, v_name, v_cols, v_cols);
  EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%s) TO (%s)', p_parent, v_name, v_lo, v_hi);
  EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', v_name, v_name || '_bounds');
  RETURN true;
END
$fn$;
--> statement-breakpoint
-- This market month's and the next p_months_ahead months' partitions of the ledger's tables, and this month's and the
-- next one's of the seamless tables (p_at: now, or a test's date).
-- Returns how many partitions it created (0 when they all existed). Idempotent.
CREATE OR REPLACE FUNCTION wallet_ensure_partitions(p_months_ahead integer, p_at timestamptz DEFAULT now()) RETURNS integer
LANGUAGE plpgsql AS $fn$
DECLARE
  v_first date := date_trunc('month', (p_at AT TIME ZONE 'UTC') + interval '8 hours')::date;
  v_month date;
  v_timeout text;
  n integer := 0;
BEGIN
  -- "wlpt": one caller at a time (until its transaction ends).
  PERFORM pg_advisory_xact_lock(2003595380);
  -- Making a month waits for the DEFAULT partitions' locks, and every query reading all months queues behind that
  -- wait: give up after 2 s rather than stall bets (the months are made 3 ahead: the next run tries again).
  v_timeout := current_setting('lock_timeout');
  PERFORM set_config('lock_timeout', '2s', true);
  FOR i IN 0..greatest(p_months_ahead, 0) LOOP
    v_month := (v_first + make_interval(months => i))::date;
    IF wallet_month_partition('wallet_journals', v_month) THEN n := n + 1; END IF;
    IF wallet_month_partition('wallet_postings', v_month) THEN n := n + 1; END IF;
    -- The seamless tables one month ahead only (SEAMLESS_PARTITION_MONTHS_AHEAD in partitions.ts): their look-ups are
    -- generic plans, which on PostgreSQL 15 lock and set up every attached partition at each run before pruning
    -- (bench:wallet: ~7-10 % fewer pairs a second with 3 months ahead than with 1; wallet README, "Month partitions of
    -- the seamless tables"). The daily job makes next month long before it begins.
    IF i <= 1 AND wallet_month_partition('seamless_txs', v_month) THEN n := n + 1; END IF;
    IF i <= 1 AND wallet_month_partition('seamless_rounds', v_month) THEN n := n + 1; END IF;
  END LOOP;
  PERFORM set_config('lock_timeout', v_timeout, true);
  RETURN n;
END
$fn$;
--> statement-breakpoint
-- At every open (after the functions above): the months ahead exist before the first insert can need them.
-- WALLET_PARTITION_MONTHS_AHEAD (wallet/partitions.ts) says the same 3. A lock it could not get (a live database
-- busy reading every month) does not stop the server starting: the daily job makes the month later.
DO $do$
BEGIN
  PERFORM wallet_ensure_partitions(3);
EXCEPTION WHEN lock_not_available OR deadlock_detected THEN
  RAISE WARNING 'wallet_ensure_partitions: %; the job wallet.partitions will try again', SQLERRM;
END
$do$;
