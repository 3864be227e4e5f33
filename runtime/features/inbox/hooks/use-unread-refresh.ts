// The unread count of the header link and the member-centre menu badge (spec §2, §7 CSP_unreadCount) lives in
// unreadCountAtom (state/session.ts). Anything that changes it (reading or deleting a message here, a panel that
// wants a fresh figure) sets this write-only atom, or calls the hook, and both badges follow.
import { atom, useSetAtom } from 'jotai';
import { unreadCountAtom } from '../../../state/session';
import { getUnreadCount } from '../api/unread-count';

// Pure: importing the feature's index for the page loader alone must not pull this into the home page's JavaScript.
export const refreshUnreadCountAtom = /* @__PURE__ */ atom(null, async (_get, set) => {
  try {
    set(unreadCountAtom, await getUnreadCount());
  } catch {
    // A failed refresh keeps the last figure (a 401 already opened the login popup in lib/api.ts).
  }
});

/** () => Promise<void>: reloads the unread count into unreadCountAtom. */
export const useUnreadRefresh = () => useSetAtom(refreshUnreadCountAtom);
