// Session rules: opaque 32-byte tokens, stored as sha256, with expiry; revoked at logout.
import type { DbOrTx } from '../../db/client';
import { newToken, sha256 } from '../../lib/crypto-tokens';
import type { AccountsConfig } from './config';
import { insertSession, revokeSession } from './repo';

export async function issueSession(
  member: { id: number; merchantId: number },
  ip: string | null,
  cfg: AccountsConfig,
  db: DbOrTx,
): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(cfg.now().getTime() + cfg.sessionTtlHours * 3600_000);
  await insertSession({ tokenHash: sha256(token), memberId: member.id, merchantId: member.merchantId, ip, expiresAt }, db);
  return token;
}

export async function endSession(token: string, merchantId: number, cfg: AccountsConfig, db: DbOrTx): Promise<void> {
  await revokeSession(sha256(token), merchantId, cfg.now(), db);
}
