-- seamless_batch (0009) with one fix: its first statement, which locks every member account of the batch,
-- named the members only. No index starts with member_id (wallet_accounts_member_uq is merchant, member,
-- kind, vendor), so PostgreSQL read every wallet of every brand on each batch: 24 ms with 100,000 wallets;
-- bench:wallet, once its brand had 100,000 members, gave 362 pairs/s at 16 clients. With the merchant too,
-- the look-up is an index scan on both columns (0.16 ms) and the same run gives 1,469 pairs/s. Member ids are
-- unique across brands, so the same rows are locked.
CREATE OR REPLACE FUNCTION seamless_batch(
  p_ops text[], p_merchants integer[], p_members integer[], p_vendors text[], p_txs text[], p_rounds text[],
  p_amounts bigint[], p_games text[], p_valids boolean[], p_default_single boolean, p_slots text[]
) RETURNS TABLE (r_code text, r_balance bigint, r_duplicate boolean)
LANGUAGE plpgsql AS $fn$
DECLARE
  i integer;
  r record;
BEGIN
  PERFORM 1 FROM wallet_accounts a WHERE a.merchant_id = ANY (p_merchants) AND a.member_id = ANY (p_members) ORDER BY a.id FOR UPDATE;
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
