-- Group commit for seamless-wallet calls (server/modules/wallet/seamless.ts, SeamlessBatcher): calls that
-- arrive while the previous batch is in the database go together in ONE transaction, one
-- round trip and one commit, each through seamless_call (0007) in arrival order, so the answers are exactly
-- those the calls would get one by one. The caller acknowledges nothing before this returns (after COMMIT).
-- Lock order is ledger.ts's: every member account of the batch first (by id), then the house slots of the
-- batch (by id), then the per-call work, which only re-locks rows already held, so a batch cannot deadlock
-- with another batch or with any transaction that follows the same order.
CREATE OR REPLACE FUNCTION seamless_batch(
  p_ops text[], p_merchants integer[], p_members integer[], p_vendors text[], p_txs text[], p_rounds text[],
  p_amounts bigint[], p_games text[], p_valids boolean[], p_default_single boolean, p_slots text[]
) RETURNS TABLE (r_code text, r_balance bigint, r_duplicate boolean)
LANGUAGE plpgsql AS $fn$
DECLARE
  i integer;
  r record;
BEGIN
  PERFORM 1 FROM wallet_accounts a WHERE a.member_id = ANY (p_members) ORDER BY a.id FOR UPDATE;
  PERFORM 1 FROM wallet_accounts a
    WHERE a.merchant_id = ANY (p_merchants) AND a.member_id IS NULL AND a.kind = 'house' AND a.vendor_code = ANY (p_slots)
    ORDER BY a.id FOR UPDATE;
  FOR i IN 1 .. coalesce(array_length(p_ops, 1), 0) LOOP
    SELECT c.r_code, c.r_balance, c.r_duplicate INTO r
      FROM seamless_call(p_ops[i], p_merchants[i], p_members[i], p_vendors[i], p_txs[i], p_rounds[i], p_amounts[i],
                         p_games[i], p_valids[i], p_default_single, p_slots[i]) c;
    r_code := r.r_code;
    r_balance := r.r_balance;
    r_duplicate := r.r_duplicate;
    RETURN NEXT;
  END LOOP;
END
$fn$;
