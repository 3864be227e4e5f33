// Session rules: opaque 32-byte tokens, stored as sha256, with expiry; revoked at logout.
import type { Db, DbOrTx } from '../../../db/client';
import { emit } from '../../../jobs/events';
import { newToken, sha256 } from '../../../lib/crypto-tokens';
import { revokeMemberResets } from '../member/reset-repo';
import { runAccessRevokers } from './access-revokers';
import type { Accounts } from './config';
import { insertLoginHistory } from './history-repo';
import { insertSession, revokeMemberSessions } from './repo';

async function newSession(member: { id: number; merchantId: number }, ip: string | null, cfg: Accounts, db: DbOrTx): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const expiresAt = new Date(cfg.clock.now().getTime() + cfg.sessionTtlHours * 3600_000);
  const sessionId = await insertSession({ tokenHash: sha256(token), memberId: member.id, merchantId: member.merchantId, ip, expiresAt }, db);
  return { token, sessionId };
}

/** A session without a login-history entry (tests, tools); a member's login goes through openSession. */
export async function issueSession(member: { id: number; merchantId: number }, ip: string | null, cfg: Accounts, db: DbOrTx): Promise<string> {
  return (await newSession(member, ip, cfg, db)).token;
}

/**
 * A login: the session and its login-history entry (time, IP, browser; issue 15 item 2), and the `member.logged_in`
 * event (missions count login days), in the caller's transaction.
 */
export async function openSession(
  member: { id: number; merchantId: number },
  from: { ip: string | null; userAgent?: string | null },
  cfg: Accounts,
  tx: DbOrTx,
): Promise<string> {
  const { token, sessionId } = await newSession(member, from.ip, cfg, tx);
  await insertLoginHistory(
    { merchantId: member.merchantId, memberId: member.id, sessionId, ip: from.ip, userAgent: from.userAgent ? from.userAgent.slice(0, 300) : null, createdAt: cfg.clock.now() },
    tx,
  );
  await emit(tx, 'member.logged_in', { merchantId: member.merchantId, memberId: member.id, sessionId, loggedInAt: cfg.clock.now().toISOString() }, sessionId);
  return token;
}

/**
 * Issue 24 item 5, the one place that ends a member's access: every session (but `keepToken`, the one a
 * password change was made from), every game launch token and every outstanding reset link. Logout,
 * password change and a completed reset call it.
 */
export async function revokeMemberAccess(
  member: { id: number; merchantId: number },
  cfg: Accounts,
  tx: DbOrTx,
  keepToken?: string,
): Promise<void> {
  const now = cfg.clock.now();
  await revokeMemberSessions(member.merchantId, member.id, now, tx, keepToken ? sha256(keepToken) : undefined);
  await runAccessRevokers(member, tx); // games: every launch token (registered by the games module)
  await revokeMemberResets(member.merchantId, member.id, now, tx);
}

/** Logout ends every session of the member, not only this one (issue 24 item 5), with its launch tokens and reset links. */
export async function logout(member: { id: number; merchantId: number }, cfg: Accounts, db: Db): Promise<void> {
  await db.transaction((tx) => revokeMemberAccess(member, cfg, tx));
}
