// Issue 15 item 2, my account: the member's login history (time, IP, device; written at each login by openSession) and
// sign-out of every other session.
import type { LoginHistoryValue } from '../../../../schema/api/member';
import type { Db } from '../../../db/client';
import { sha256 } from '../../../lib/crypto-tokens';
import type { Accounts } from './config';
import { deviceLabel } from './device-label';
import { countOtherLiveSessions, listLoginHistory, liveSessionIds, sessionIdOf } from './history-repo';
import { revokeMemberAccess } from './service';

export async function loginHistoryPage(
  member: { id: number; merchantId: number },
  token: string,
  page: { pageNo: number; pageSize: number },
  cfg: Accounts,
  db: Db,
): Promise<LoginHistoryValue> {
  const now = cfg.clock.now();
  const tokenHash = sha256(token);
  const { rows, total } = await listLoginHistory(member.merchantId, member.id, page.pageSize, (page.pageNo - 1) * page.pageSize, db);
  const ids = rows.map((r) => r.sessionId).filter((id): id is number => id !== null);
  const [live, current, otherSessions] = await Promise.all([
    liveSessionIds(member.merchantId, member.id, ids, now, db),
    sessionIdOf(member.merchantId, tokenHash, db),
    countOtherLiveSessions(member.merchantId, member.id, tokenHash, now, db),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      time: r.createdAt.toISOString(),
      ip: r.ip,
      device: deviceLabel(r.userAgent),
      current: r.sessionId !== null && r.sessionId === current,
      active: r.sessionId !== null && live.has(r.sessionId),
    })),
    totalPages: Math.max(1, Math.ceil(total / page.pageSize)),
    otherSessions,
  };
}

/**
 * Ends every session of the member but this one, through the one place that ends access (issue 24 item 5): their
 * game launch tokens and pending reset links end too, as after a password change. Returns how many sessions ended.
 */
export async function signOutOtherSessions(member: { id: number; merchantId: number }, token: string, cfg: Accounts, db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const others = await countOtherLiveSessions(member.merchantId, member.id, sha256(token), cfg.clock.now(), tx);
    await revokeMemberAccess(member, cfg, tx, token);
    return others;
  });
}
