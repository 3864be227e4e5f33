// Browser-only session work, loaded after hydration: with a token, member info, the unread count
// and the balance are loaded (spec §3 public state); a 401 anywhere ends the local session and
// opens the login popup (spec §8 'You are not logged in, please login').
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { onUnauthorized } from '../../../lib/api';
import { modalAtom, tokenAtom, unreadCountAtom } from '../../../state/session';
import { getUnreadCount } from '../api/unread-count';
import { useSession } from '../hooks/use-session';
import { useBalanceRefresh } from '../hooks/use-balance';

export default function AccountSync() {
  const token = useAtomValue(tokenAtom);
  const setModal = useSetAtom(modalAtom);
  const setUnread = useSetAtom(unreadCountAtom);
  const { loadMemberInfo, resetSession } = useSession();
  const refreshBalance = useBalanceRefresh();

  useEffect(
    () =>
      onUnauthorized(() => {
        resetSession();
        setModal({ name: 'login' });
      }),
    [resetSession, setModal],
  );

  useEffect(() => {
    if (!token) return;
    void loadMemberInfo().catch(() => {});
    void getUnreadCount().then(setUnread, () => {});
    void refreshBalance();
  }, [token, loadMemberInfo, setUnread, refreshBalance]);

  return null;
}
