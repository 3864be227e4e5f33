// spec §4 Login success / sign-out, spec §3 session storage keys. One place that starts and ends
// a session so every flow (login, SMS login, free play, register, reset by phone) behaves alike.
import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginValue } from '../../../../schema/api/session';
import { SESSION_KEYS, clearSessionKeepingMerchant, sessionStore } from '../../../lib/storage';
import { balanceAtom, isAgentAtom, memberInfoAtom, missionRewardsCountAtom, modalAtom, postLoginAtom, tokenAtom, unreadCountAtom } from '../../../state/session';
import { getMemberInfo } from '../api/member-info';
import { logout } from '../api/logout';

export function useSession() {
  const store = useStore();
  const navigate = useNavigate();
  const setModal = useSetAtom(modalAtom);

  /** Loads member info into state and the spec §3 session storage keys. */
  const loadMemberInfo = useCallback(async () => {
    const info = await getMemberInfo();
    sessionStore.set(SESSION_KEYS.account, info.account);
    sessionStore.set(SESSION_KEYS.username, info.userName);
    sessionStore.set(SESSION_KEYS.customerId, info.customerId);
    sessionStore.set(SESSION_KEYS.memberLabel, info.memberLabel);
    sessionStore.set(SESSION_KEYS.isAgent, String(info.isAgent));
    store.set(isAgentAtom, info.isAgent);
    store.set(memberInfoAtom, info);
    return info;
  }, [store]);

  /** Stores the token (logged in = a token in session storage, spec §4). */
  const startSession = useCallback(
    (value: LoginValue) => {
      sessionStore.set(SESSION_KEYS.token, value.token);
      sessionStore.set(SESSION_KEYS.isAgent, String(value.isAgent));
      sessionStore.set(SESSION_KEYS.username, value.username);
      store.set(isAgentAtom, value.isAgent);
      store.set(tokenAtom, value.token);
    },
    [store],
  );

  /** Forgets the session locally (no server call): state reset, storage cleared but merchant values. */
  const resetSession = useCallback(() => {
    clearSessionKeepingMerchant();
    store.set(tokenAtom, null);
    store.set(memberInfoAtom, null);
    store.set(isAgentAtom, null);
    store.set(balanceAtom, null);
    store.set(unreadCountAtom, 0);
    store.set(missionRewardsCountAtom, 0);
  }, [store]);

  /**
   * spec §4 Login: success stores the token; a forced change (123456, expired, first login) opens
   * the change-password modal; otherwise member info is loaded and the modal closes.
   */
  const afterLogin = useCallback(
    async (value: LoginValue, opts: { goHome?: boolean; postLogin?: boolean } = {}) => {
      startSession(value);
      if (value.forcePasswordChange) {
        setModal({ name: 'changePassword', forced: true });
        return;
      }
      setModal(null);
      await loadMemberInfo().catch(() => {});
      if (opts.goHome) navigate('/', { replace: true });
      // spec §4: after a login the post-login modal shows (the popup notices, once per session).
      if (opts.postLogin) store.set(postLoginAtom, (n) => n + 1);
    },
    [startSession, setModal, loadMemberInfo, navigate, store],
  );

  /** spec §2 sign out: logout call, session storage cleared except merchant values, home, state reset. */
  const signOut = useCallback(async () => {
    await logout().catch(() => {}); // an expired session is signed out all the same
    resetSession();
    setModal(null);
    navigate('/', { replace: true });
  }, [resetSession, setModal, navigate]);

  return { startSession, loadMemberInfo, afterLogin, signOut, resetSession };
}
