// spec §2 Modals: /login, /forget and /register show home with their popup open. The popups'
// forms arrive with the sign-in and registration issues; until then the popup names itself.
// Close button and Escape close it (back to home).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export type PopupName = 'login' | 'forget' | 'register';

const TITLE_KEYS: Record<PopupName, string> = {
  login: 'popup.login',
  forget: 'popup.forget',
  register: 'popup.register',
};

const FEATURE_KEYS: Record<PopupName, string> = {
  login: 'feature.signIn',
  forget: 'feature.signIn',
  register: 'feature.registration',
};

export function RoutePopup({ name }: { name: PopupName }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = () => navigate('/', { replace: true });

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') navigate('/', { replace: true });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);

  return (
    <div className="popup-backdrop" onClick={(e) => e.target === e.currentTarget && close()}>
      <div className="popup" role="dialog" aria-modal="true" aria-labelledby={`popup-${name}`} data-popup={name}>
        <button ref={closeRef} type="button" className="popup__close" aria-label={t('common.close')} onClick={close}>
          ×
        </button>
        <h2 id={`popup-${name}`}>{t(TITLE_KEYS[name])}</h2>
        <p>{t('placeholder.comingWith', { feature: t(FEATURE_KEYS[name]) })}</p>
      </div>
    </div>
  );
}
