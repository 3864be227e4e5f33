-- Seamless-wallet calls (issue 4 item 6) in ONE round trip: server/modules/wallet/seamless.ts calls
-- seamless_call(...) and maps its answer. The rules are those written at the top of seamless.ts; the
-- writes are those of ledger.ts postJournal/reverseJournal (journal, balances, postings with running
-- balances; member accounts locked and updated before system accounts), plus the vendor tx row (its unique
-- key is the idempotency key) and the round counter. Answer: r_code null = ok, else the refusal code;
-- r_balance the balance after (or the real balance on refusal); r_duplicate for a replay.
-- Raises SQLSTATE 'WL001' when the brand's house slot account is missing (the caller creates it and retries);
-- a unique violation (two first calls with one txId for different members) is retried by the caller.
CREATE OR REPLACE FUNCTION seamless_call(
  p_op text, p_merchant integer, p_member integer, p_vendor text, p_tx text, p_round text, p_amount bigint,
  p_game text, p_valid boolean, p_default_single boolean, p_house_slot text
) RETURNS TABLE (r_code text, r_balance bigint, r_duplicate boolean)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_single boolean;
  v_kind text;
  v_vcode text;
  v_wallet integer;
  v_bal bigint;
  v_new bigint;
  v_tx seamless_txs%ROWTYPE;
  v_rb seamless_txs%ROWTYPE;
  v_round_id text;
  v_debits integer := 0;
  v_rolled integer := 0;
  v_credits integer := 0;
  v_journal bigint;
  v_house integer;
  v_house_bal bigint;
  v_field text;
  p record;
  v_after bigint;
BEGIN
  -- The wallet the vendor plays on: spec §3 isSingle (settings.ts), else the vendor sub-wallet.
  SELECT (value->>'isSingle')::boolean INTO v_single FROM merchant_settings WHERE merchant_id = p_merchant AND key = 'wallet';
  v_single := coalesce(v_single, p_default_single);
  v_kind := CASE WHEN v_single THEN 'main' ELSE 'vendor' END;
  v_vcode := CASE WHEN v_single THEN '' ELSE p_vendor END;

  -- Every call of a member is serialised on this lock; the look-ups below run after it (new snapshot).
  SELECT a.id, a.balance INTO v_wallet, v_bal FROM wallet_accounts a
    WHERE a.merchant_id = p_merchant AND a.member_id = p_member AND a.kind = v_kind AND a.vendor_code = v_vcode FOR UPDATE;
  IF NOT FOUND THEN
    PERFORM 1 FROM members m WHERE m.id = p_member AND m.merchant_id = p_merchant;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'member_not_found'::text, 0::bigint, false;
      RETURN;
    END IF;
    INSERT INTO wallet_accounts (merchant_id, member_id, kind, vendor_code) VALUES (p_merchant, p_member, v_kind, v_vcode) ON CONFLICT DO NOTHING;
    SELECT a.id, a.balance INTO v_wallet, v_bal FROM wallet_accounts a
      WHERE a.merchant_id = p_merchant AND a.member_id = p_member AND a.kind = v_kind AND a.vendor_code = v_vcode FOR UPDATE;
  END IF;
  IF NOT p_valid THEN
    RETURN QUERY SELECT 'tx_conflict'::text, v_bal, false;
    RETURN;
  END IF;

  SELECT * INTO v_tx FROM seamless_txs t WHERE t.merchant_id = p_merchant AND t.vendor_code = p_vendor AND t.key_space = 'tx' AND t.tx_id = p_tx;
  SELECT * INTO v_rb FROM seamless_txs t WHERE t.merchant_id = p_merchant AND t.vendor_code = p_vendor AND t.key_space = 'rollback' AND t.tx_id = p_tx;
  -- A rollback's round is the round of the debit it names.
  v_round_id := CASE WHEN v_tx.kind = 'debit' THEN v_tx.round_id ELSE p_round END;
  SELECT r.debits, r.rolled_back, r.credits INTO v_debits, v_rolled, v_credits FROM seamless_rounds r
    WHERE r.merchant_id = p_merchant AND r.vendor_code = p_vendor AND r.member_id = p_member AND r.round_id = v_round_id;
  IF NOT FOUND THEN
    v_debits := 0; v_rolled := 0; v_credits := 0;
  END IF;

  IF p_op = 'debit' OR p_op = 'credit' THEN
    IF v_tx.id IS NOT NULL THEN
      IF v_tx.kind <> p_op OR v_tx.member_id <> p_member OR v_tx.round_id <> p_round OR v_tx.amount <> p_amount THEN
        RETURN QUERY SELECT 'tx_conflict'::text, v_bal, false;
      ELSE
        RETURN QUERY SELECT NULL::text, v_tx.balance_after, true;
      END IF;
      RETURN;
    END IF;
    IF p_op = 'debit' THEN
      IF v_rb.id IS NOT NULL THEN RETURN QUERY SELECT 'round_rolled_back'::text, v_bal, false; RETURN; END IF;
      IF v_credits > 0 THEN RETURN QUERY SELECT 'round_closed'::text, v_bal, false; RETURN; END IF;
      IF p_amount > v_bal THEN RETURN QUERY SELECT 'insufficient_funds'::text, v_bal, false; RETURN; END IF;
      v_new := v_bal - p_amount;
      v_field := 'debits';
    ELSE
      IF v_debits = 0 THEN RETURN QUERY SELECT 'round_not_found'::text, v_bal, false; RETURN; END IF;
      IF v_rolled >= v_debits THEN RETURN QUERY SELECT 'round_rolled_back'::text, v_bal, false; RETURN; END IF;
      v_new := v_bal + p_amount;
      v_field := 'credits';
    END IF;
    IF p_amount > 0 THEN
      -- Bet: member wallet -> house slot; win: house slot -> member wallet. Member account first (lock order).
      INSERT INTO wallet_journals (merchant_id, kind, member_id, request_key, memo)
        VALUES (p_merchant, CASE WHEN p_op = 'debit' THEN 'bet' ELSE 'win' END, p_member, 'seamless:' || p_vendor || ':' || p_tx,
                jsonb_build_object('vendorCode', p_vendor, 'roundId', p_round, 'gameCode', p_game))
        RETURNING id INTO v_journal;
      UPDATE wallet_accounts SET balance = v_new WHERE id = v_wallet;
      UPDATE wallet_accounts a SET balance = a.balance + CASE WHEN p_op = 'debit' THEN p_amount ELSE -p_amount END
        WHERE a.merchant_id = p_merchant AND a.member_id IS NULL AND a.kind = 'house' AND a.vendor_code = p_house_slot
        RETURNING a.id, a.balance INTO v_house, v_house_bal;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'missing system account house/%', p_house_slot USING ERRCODE = 'WL001';
      END IF;
      IF p_op = 'debit' THEN
        INSERT INTO wallet_postings (journal_id, merchant_id, account_id, amount, balance_after)
          VALUES (v_journal, p_merchant, v_wallet, -p_amount, v_new), (v_journal, p_merchant, v_house, p_amount, v_house_bal);
      ELSE
        INSERT INTO wallet_postings (journal_id, merchant_id, account_id, amount, balance_after)
          VALUES (v_journal, p_merchant, v_house, -p_amount, v_house_bal), (v_journal, p_merchant, v_wallet, p_amount, v_new);
      END IF;
    END IF;
    INSERT INTO seamless_txs (merchant_id, vendor_code, key_space, tx_id, kind, member_id, round_id, amount, status, journal_id, balance_after, game_code)
      VALUES (p_merchant, p_vendor, 'tx', p_tx, p_op, p_member, p_round, p_amount, 'done', v_journal, v_new, p_game);
    IF v_field = 'debits' THEN
      INSERT INTO seamless_rounds AS r (merchant_id, vendor_code, member_id, round_id, debits) VALUES (p_merchant, p_vendor, p_member, p_round, 1)
        ON CONFLICT (merchant_id, vendor_code, member_id, round_id) DO UPDATE SET debits = r.debits + 1, updated_at = now();
    ELSE
      INSERT INTO seamless_rounds AS r (merchant_id, vendor_code, member_id, round_id, credits) VALUES (p_merchant, p_vendor, p_member, p_round, 1)
        ON CONFLICT (merchant_id, vendor_code, member_id, round_id) DO UPDATE SET credits = r.credits + 1, updated_at = now();
    END IF;
    RETURN QUERY SELECT NULL::text, v_new, false;
    RETURN;
  END IF;

  IF p_op <> 'rollback' THEN
    RAISE EXCEPTION 'unknown seamless operation %', p_op USING ERRCODE = '22023';
  END IF;
  -- Rollback: txId names the debit to cancel.
  IF v_rb.id IS NOT NULL THEN
    IF v_rb.member_id <> p_member THEN RETURN QUERY SELECT 'tx_conflict'::text, v_bal, false; RETURN; END IF;
    RETURN QUERY SELECT NULL::text, v_rb.balance_after, true;
    RETURN;
  END IF;
  IF v_tx.id IS NULL THEN
    -- Unknown debit (it may still be in flight): recorded, so that debit is refused when it arrives.
    INSERT INTO seamless_txs (merchant_id, vendor_code, key_space, tx_id, kind, member_id, round_id, amount, status, journal_id, balance_after, game_code)
      VALUES (p_merchant, p_vendor, 'rollback', p_tx, 'rollback', p_member, p_round, 0, 'orphan', NULL, v_bal, p_game);
    RETURN QUERY SELECT NULL::text, v_bal, false;
    RETURN;
  END IF;
  IF v_tx.kind <> 'debit' OR v_tx.member_id <> p_member OR (p_amount <> 0 AND p_amount <> v_tx.amount) THEN
    RETURN QUERY SELECT 'tx_conflict'::text, v_bal, false;
    RETURN;
  END IF;
  IF v_credits > 0 THEN RETURN QUERY SELECT 'round_closed'::text, v_bal, false; RETURN; END IF;
  v_new := v_bal;
  IF v_tx.journal_id IS NOT NULL THEN
    -- A reversal journal: every posting of the debit negated (the money goes back to the account it came
    -- from, even if isSingle changed since). Member accounts first, by id, then system accounts.
    INSERT INTO wallet_journals (merchant_id, kind, member_id, request_key, reverses_journal_id, memo)
      VALUES (p_merchant, 'rollback', p_member, 'seamless-rollback:' || p_vendor || ':' || p_tx, v_tx.journal_id,
              jsonb_build_object('vendorCode', p_vendor, 'roundId', v_tx.round_id))
      RETURNING id INTO v_journal;
    FOR p IN
      SELECT wp.account_id, -wp.amount AS amount FROM wallet_postings wp JOIN wallet_accounts a ON a.id = wp.account_id
        WHERE wp.journal_id = v_tx.journal_id AND wp.merchant_id = p_merchant
        ORDER BY a.member_id IS NULL, wp.account_id, wp.id
    LOOP
      UPDATE wallet_accounts a SET balance = a.balance + p.amount WHERE a.id = p.account_id RETURNING a.balance INTO v_after;
      INSERT INTO wallet_postings (journal_id, merchant_id, account_id, amount, balance_after) VALUES (v_journal, p_merchant, p.account_id, p.amount, v_after);
      IF p.account_id = v_wallet THEN v_new := v_after; END IF;
    END LOOP;
  END IF;
  INSERT INTO seamless_txs (merchant_id, vendor_code, key_space, tx_id, kind, member_id, round_id, amount, status, journal_id, balance_after, game_code)
    VALUES (p_merchant, p_vendor, 'rollback', p_tx, 'rollback', p_member, v_tx.round_id, v_tx.amount, 'done', v_journal, v_new, p_game);
  INSERT INTO seamless_rounds AS r (merchant_id, vendor_code, member_id, round_id, rolled_back) VALUES (p_merchant, p_vendor, p_member, v_tx.round_id, 1)
    ON CONFLICT (merchant_id, vendor_code, member_id, round_id) DO UPDATE SET rolled_back = r.rolled_back + 1, updated_at = now();
  RETURN QUERY SELECT NULL::text, v_new, false;
END
$fn$;
