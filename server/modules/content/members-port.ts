// The content module's view of members: the accounts module's read API, handed in when the module is registered
// (server/modules/index.ts). Content cannot import accounts itself: accounts imports system, which imports
// content (help and customer-service entries), and no two modules may import each other, directly or not.
import type { DbOrTx } from '../../db/client';

export interface MemberDirectory {
  /** The member's VIP rank level (0 without VIP); undefined when no such member of the brand. */
  vipLevelOf(merchantId: number, memberId: number, db: DbOrTx): Promise<number | undefined>;
  getMemberByUsername(merchantId: number, username: string, db: DbOrTx): Promise<{ id: number; username: string } | undefined>;
  /** Usernames of the brand's members by id (ids not of the brand are left out). */
  usernamesByIds(merchantId: number, ids: number[], db: DbOrTx): Promise<Map<number, string>>;
  /**
   * Issue 20: the member's time-outs and self-exclusions (of the same person on any brand), past and running, as
   * [from, to) with to null for a permanent one: a broadcast sent inside one never reaches them (compliance module).
   */
  exclusionWindows(merchantId: number, memberId: number, db: DbOrTx): Promise<{ from: Date; to: Date | null }[]>;
}
