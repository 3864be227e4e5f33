// Idempotency for money-moving requests (issue 4 item 2; STYLE.md money). The key row is inserted in the SAME
// transaction as the journal, after it: a replay (sequential) finds it and gets the first answer; a concurrent
// duplicate blocks on the unique key until the first commits, fails with unique_violation, and is retried once,
// which then finds the committed row. A reused id with a different request answers 409 request_id_reused.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { RequestIdReusedError } from './errors';
import { isUniqueViolation } from '../../db/client';
import { walletRequests } from './tables';

export interface RequestKey {
  merchantId: number;
  /** 'member:<id>', 'operator', 'seed'... */
  scope: string;
  requestId: string;
  operation: string;
  /** What the request asked for; a replay must ask the same. */
  params: Record<string, unknown>;
}

export function fingerprint(operation: string, params: Record<string, unknown>): string {
  const canon = JSON.stringify(Object.keys(params).sort().map((k) => [k, params[k]]));
  return createHash('sha256').update(`${operation}\n${canon}`).digest('hex');
}

export const requestKeyString = (k: RequestKey) => `${k.scope}:${k.requestId}`;

/**
 * Runs `fn` once per request id. `fn` returns the answer to store and the journal it wrote (or null).
 * A replay gets the stored answer, with no second movement.
 */
export async function once<T>(db: Db, key: RequestKey, fn: (tx: Tx, requestKey: string) => Promise<{ response: T; journalId: number | null }>, retry = true): Promise<T> {
  const fp = fingerprint(key.operation, key.params);
  try {
    return await db.transaction(async (tx) => {
      const [prior] = await tx
        .select()
        .from(walletRequests)
        .where(and(eq(walletRequests.merchantId, key.merchantId), eq(walletRequests.scope, key.scope), eq(walletRequests.requestId, key.requestId)));
      if (prior) {
        if (prior.fingerprint !== fp) throw new RequestIdReusedError();
        return prior.response as T;
      }
      const { response, journalId } = await fn(tx, requestKeyString(key));
      await tx.insert(walletRequests).values({
        merchantId: key.merchantId,
        scope: key.scope,
        requestId: key.requestId,
        operation: key.operation,
        fingerprint: fp,
        journalId,
        response: response as object,
      });
      return response;
    });
  } catch (e) {
    if (retry && isUniqueViolation(e)) return once(db, key, fn, false);
    throw e;
  }
}
