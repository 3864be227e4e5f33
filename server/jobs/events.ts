// The domain events the outbox carries (server/jobs/README.md lists them with their payloads). Amounts are
// integers in minor units; times are ISO strings (the payload is JSON).
import type { DbOrTx } from '../db/client';
import { outboxEvents } from './tables';

export interface DomainEvents {
  /** A real-money round closed by its settling credit (win 0 for a loss), house games and vendors alike: written by seamless_batch (wallet/sql/seamless-batch.sql). */
  'bet.settled': { merchantId: number; memberId: number; vendorCode: string; gameCode: string; roundId: string; stake: number; win: number; settledAt: string };
  /**
   * A deposit credited to the member's main wallet. `reference`: the deposit's order number as the member sees it
   * (the gateway's reference, deposit records and account record); absent on events written before it was added.
   */
  'deposit.paid': { merchantId: number; memberId: number; depositId: number; reference?: string; amount: number; channelId: number; journalId: number; paidAt: string };
  /** A withdrawal the operator approved (paid out). */
  'withdrawal.paid': { merchantId: number; memberId: number; withdrawalId: number; amount: number; journalId: number; paidAt: string };
  /**
   * An operator moved a member (and its whole downline) under another agent of the brand (accounts
   * member_upline_changes, whose id is the event's key): the agents module re-links the subtree and ends the
   * contracts the old upline gave it.
   */
  'member.upline_changed': { merchantId: number; memberId: number; fromUplineId: number | null; toUplineId: number; changedAt: string };
  /** A self-registered member (spec §4 registration). */
  'member.registered': { merchantId: number; memberId: number; username: string; uplineId: number | null; registeredAt: string };
  /** A member logged in (a session opened with its login-history entry): missions count login days (issue 18 item 3). */
  'member.logged_in': { merchantId: number; memberId: number; sessionId: number; loggedInAt: string };
  /** Issue 20: a member took a time-out or self-exclusion (marketing stops; until null = permanent). */
  'member.excluded': { merchantId: number; memberId: number; kind: 'timeout' | 'self_exclusion'; endsAt: string | null };
}
export type EventName = keyof DomainEvents;

/**
 * Writes an outbox row in the caller's transaction, so the event exists exactly when the change that caused it
 * commits. `key` is the cause's own id (deposit id, round id): emitting the same event and key again keeps one row.
 */
export async function emit<E extends EventName>(tx: DbOrTx, event: E, payload: DomainEvents[E], key: string | number): Promise<void> {
  await tx
    .insert(outboxEvents)
    .values({ event, key: String(key), payload })
    .onConflictDoNothing({ target: [outboxEvents.event, outboxEvents.key] });
}
