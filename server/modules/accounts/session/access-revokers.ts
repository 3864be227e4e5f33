// What else ends when a member's access is revoked (logout, password change, reset; issue 24 item 5).
// Other modules add their part at registration (games: launch tokens) so accounts imports none of them
// (issue 14 item 1: no module import loops). A Set: registering the same function twice (one per app in
// tests) keeps one entry.
import type { DbOrTx } from '../../../db/client';

export type AccessRevoker = (member: { id: number; merchantId: number }, tx: DbOrTx) => Promise<void>;

const revokers = new Set<AccessRevoker>();

export function onMemberAccessRevoked(revoker: AccessRevoker): void {
  revokers.add(revoker);
}

export async function runAccessRevokers(member: { id: number; merchantId: number }, tx: DbOrTx): Promise<void> {
  for (const revoke of revokers) await revoke(member, tx);
}
