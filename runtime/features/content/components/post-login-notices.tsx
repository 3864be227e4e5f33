// spec §4 Login: "login info loaded and post-login modal shows": after a login the popup notices
// of the notice response open in the notice modal, once per session (session storage
// index_notice, spec §3; cleared on sign-out).
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSION_KEYS, sessionStore } from '../../../lib/storage';
import { modalAtom, postLoginAtom } from '../../../state/session';
import { getNotices } from '../api/get-notices';

export default function PostLoginNotices() {
  const logins = useAtomValue(postLoginAtom);
  const setModal = useSetAtom(modalAtom);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (logins === 0 || sessionStore.get(SESSION_KEYS.indexNotice)) return;
    let live = true;
    getNotices(i18n.language).then(
      (n) => {
        if (!live || n.popup.length === 0) return;
        sessionStore.set(SESSION_KEYS.indexNotice, '1');
        // Never over a modal the login itself opened (forced password change).
        setModal((current) => current ?? { name: 'notice', kind: 'popup', index: 0 });
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [logins, i18n.language, setModal]);
  return null;
}
