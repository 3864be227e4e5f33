// Test helpers for the signed vendor callbacks (issue 24 item 7): a game vendor row for a brand (its callback
// secret and maximum multiplier are what both callback APIs trust) and the signed headers a provider sends.
import type { GameType } from '../../schema/api/games';
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { signVendorRequest } from '../modules/games/adapters/vendor-auth';
import { gameVendors } from '../modules/games/tables';

export interface TestVendor {
  secret?: string;
  maxMultiplier?: number;
  adapter?: 'house' | 'demo';
  gameType?: GameType;
}

/** Inserts a vendor of `merchantId` (no games) and returns its callback secret. */
export async function addVendor(db: DbOrTx, merchantId: number, vendorCode: string, v: TestVendor = {}): Promise<string> {
  const secret = v.secret ?? randomBytes(24).toString('base64url');
  await db.insert(gameVendors).values({
    merchantId,
    vassalage: vendorCode,
    gameType: v.gameType ?? 'RNG',
    displayName: vendorCode,
    accountTypeId: 1,
    adapter: v.adapter ?? 'demo',
    callbackSecret: secret,
    maxMultiplier: v.maxMultiplier ?? 1_000,
  });
  return secret;
}

/** Headers of a signed POST to `path` with the raw `body` at `now` (the provider's clock). */
export function signedHeaders(secret: string, path: string, body: string, now: Date = new Date(), method = 'POST'): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signVendorRequest(secret, method, path, timestamp, body) };
}
