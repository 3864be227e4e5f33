// The unread count of the header link and the member-centre menu badge (spec §2, §7 CSP_unreadCount) lives in
// unreadCountAtom (state/session.ts). Anything that changes it (reading or deleting a message here, a panel that
// wants a fresh figure) sets this write-only atom, or calls the hook, and both badges follow.
import { atom, useSetAtom } from 'jotai';
import { unreadCountAtom } from '../../../state/session';
import { getUnreadCount } from '../api/unread-count';

export const refreshUnreadCountAtom = atom(null, async (_get, set) => {
  try {
    set(unreadCountAtom, await getUnreadCount());
  } catch {
    // A failed refresh keeps the last figure (a 401 already opened the login popup in lib/api.ts).
  }
});

/** () => Promise<void>: reloads the unread count into unreadCountAtom. */
export const useUnreadRefresh = () => useSetAtom(refreshUnreadCountAtom);
