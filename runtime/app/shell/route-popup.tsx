// spec §2 Modals by route: /login, /forget and /register (?referralCode=) show home with their
// popup open; /resetPassword?token= (the e-mailed reset link) opens the new-password popup.
// The route only opens the modal; modal-host.tsx shows it and goes home when it closes.
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SESSION_KEYS, sessionStore } from '../../lib/storage';
import { modalAtom, type ModalName } from '../../state/session';

export type PopupName = Extract<ModalName, 'login' | 'forget' | 'register' | 'resetPassword'>;

/** Paths whose only job is a popup: closing the popup leaves them for home. */
export const POPUP_PATHS = new Set(['/login', '/forget', '/register', '/register.html', '/resetPassword']);

export function RoutePopup({ name }: { name: PopupName }) {
  const setModal = useSetAtom(modalAtom);
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // A logged-in visitor has nothing to do on /login or /register.
    if ((name === 'login' || name === 'register') && sessionStore.get(SESSION_KEYS.token)) {
      navigate('/', { replace: true });
      return;
    }
    const referralCode = new URLSearchParams(search).get('referralCode') ?? undefined;
    setModal({ name, fromRoute: true, referralCode });
  }, [name, search, setModal, navigate]);
  return null;
}
