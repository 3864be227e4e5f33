import pg from 'pg';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { insertMember } from '../server/modules/member/repo';
import { merchants } from '../server/modules/tenancy/tables';
import { adjustBalance } from '../server/modules/wallet/adjustments';
import { ensureSystemAccounts, houseSlot } from '../server/modules/wallet/ledger';

const ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `pgtime_${Date.now().toString(36)}`;
const a = new pg.Client({ connectionString: ADMIN }); await a.connect(); await a.query(`create database ${name}`);
const url = `postgres://postgres@127.0.0.1:5432/${name}`;
try {
  const d = await openDatabase({ databaseUrl: url });
  await d.db.insert(merchants).values({ tenantId: 'mesra', merchantCode: 'MESRA' });
  const [{ id: mid }] = await d.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.tenantId, 'mesra'));
  await ensureSystemAccounts(mid, d.db);
  const ids: number[] = [];
  for (let i = 0; i < 16; i++) {
    const m = await insertMember({ merchantId: mid, username: `u${i}`, passwordHash: 'x', isAgent: 0, firstLogin: false }, d.db);
    await adjustBalance(d.db, mid, { actor: 'x', ip: null }, { requestId: `f${i}`, username: m.username, amount: 1e9, reason: 'x', kind: 'adjustment' });
    ids.push(m.id);
  }
  await d.close();
  const c = new pg.Client({ connectionString: url }); await c.connect();
  if (process.env.DROPFK) for (const [t, k] of [['wallet_journals','merchant_id_merchants'],['wallet_journals','member_id_members'],['wallet_postings','merchant_id_merchants'],['seamless_txs','merchant_id_merchants'],['seamless_txs','member_id_members'],['seamless_rounds','merchant_id_merchants'],['seamless_rounds','member_id_members']]) await c.query(`alter table ${t} drop constraint ${t}_${k}_id_fk`);
  if (process.env.DROPALL) for (const [t, k] of [['wallet_postings','journal_id_wallet_journals'],['wallet_postings','account_id_wallet_accounts']]) await c.query(`alter table ${t} drop constraint ${t}_${k}_id_fk`);
  const one = 'select * from seamless_call($1, $2::int, $3::int, $4, $5, $6, $7::bigint, $8::text, $9, $10, $11)';
  let n = 0;
  const N = Number(process.env.N ?? 2000);
  let t = performance.now();
  for (let i = 0; i < N; i++) { const m = ids[i % 16]; n++; await c.query({ name: 'one', text: one, values: ['debit', mid, m, 'B', `s${i}`, `r${i}`, 1, null, true, true, houseSlot(m)] }); }
  console.log('single autocommit ms/call', ((performance.now() - t) / N).toFixed(3));
  const B = Number(process.env.B ?? 8);
  const batch = 'select * from seamless_batch($1::text[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::text[], $9::boolean[], $10, $11::text[])';
  t = performance.now();
  for (let k = 0; k < N / B; k++) {
    const calls = Array.from({ length: B }, (_, j) => { const i = k * B + j; const m = ids[i % 16]; return ['debit', mid, m, 'B', `b${i}`, `r${i}`, 1, null, true, houseSlot(m)] as const; });
    const col = (x: number) => calls.map((v) => v[x]);
    await c.query({ name: 'batch', text: batch, values: [col(0), col(1), col(2), col(3), col(4), col(5), col(6), col(7), col(8), true, col(9)] });
  }
  console.log(`batch of ${B} ms/call`, ((performance.now() - t) / N).toFixed(3));
  await c.query('set synchronous_commit = off');
  if (process.env.AUTOEXPLAIN) { await c.query("load 'auto_explain'"); await c.query('set auto_explain.log_min_duration = 0'); await c.query('set auto_explain.log_nested_statements = on'); await c.query('set auto_explain.log_format = json'); }
  t = performance.now();
  for (let k = 0; k < N / B; k++) {
    const calls = Array.from({ length: B }, (_, j) => { const i = k * B + j; const m = ids[i % 16]; return ['debit', mid, m, 'B', `n${i}`, `r${i}`, 1, null, true, houseSlot(m)] as const; });
    const col = (x: number) => calls.map((v) => v[x]);
    await c.query({ name: 'batch', text: batch, values: [col(0), col(1), col(2), col(3), col(4), col(5), col(6), col(7), col(8), true, col(9)] });
  }
  console.log(`batch of ${B} (no fsync wait) ms/call`, ((performance.now() - t) / N).toFixed(3));
  await c.end();
} finally {
  await a.query(`drop database ${name} with (force)`); await a.end();
}
