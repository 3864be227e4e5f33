// spec §2 Modals: the one place that shows the open modal (login, register, forget, change
// password, notice, help, reset) and the warning dialog of spec §8. Each modal's code loads only
// when it first opens. A modal opened by its route (/login, /register, /forget) goes back home
// when it closes. Beside them the service worker's bars (issue 22: "new version available", offline), loaded here
// with the host, after hydration, so none of it is in the home page's first JavaScript.
import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { modalAtom, warningAtom } from '../state/session';
import { POPUP_PATHS } from './shell/route-popup';

const LoginModal = lazy(() => import('../features/account/components/login-modal'));
const RegisterModal = lazy(() => import('../features/account/components/register-modal'));
const ForgetModal = lazy(() => import('../features/account/components/forget-modal'));
const ChangePasswordModal = lazy(() => import('../features/account/components/change-password-modal'));
const ResetPasswordModal = lazy(() => import('../features/account/components/reset-password-modal'));
const NoticeModal = lazy(() => import('../features/content/components/notice-modal'));
const HelpModal = lazy(() => import('../features/content/components/help-modal'));
const PwaHost = lazy(() => import('../features/pwa/components/pwa-host'));
const WarningDialog = lazy(() => import('../components/modal').then((m) => ({ default: m.WarningDialog })));

export default function ModalHost() {
  const { t } = useTranslation();
  const [modal, setModal] = useAtom(modalAtom);
  const [warning, setWarning] = useAtom(warningAtom);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const close = () => {
    setModal(null);
    if (POPUP_PATHS.has(pathname.replace(/(.)\/+$/, '$1'))) navigate('/', { replace: true });
  };
  const resetToken = new URLSearchParams(search).get('token') ?? '';
  return (
    <Suspense fallback={null}>
      {modal?.name === 'login' && <LoginModal onClose={close} />}
      {modal?.name === 'register' && <RegisterModal onClose={close} referralCode={modal.referralCode} />}
      {modal?.name === 'forget' && <ForgetModal onClose={close} />}
      {modal?.name === 'changePassword' && <ChangePasswordModal onClose={close} forced={modal.forced} />}
      {modal?.name === 'resetPassword' && <ResetPasswordModal onClose={close} token={resetToken} />}
      {modal?.name === 'notice' && <NoticeModal onClose={close} index={modal.index} kind={modal.kind} />}
      {modal?.name === 'help' && <HelpModal onClose={close} tag={modal.tag} />}
      <Suspense fallback={null}>
        <PwaHost />
      </Suspense>
      {warning && <WarningDialog message={t(warning.message, { defaultValue: warning.message })} confirmLabel={t(warning.confirmKey ?? 'in_increase_submit')} onClose={() => setWarning(null)} />}
    </Suspense>
  );
}
