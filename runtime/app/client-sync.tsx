// Browser-only start-up work, after hydration so the prerendered HTML (brand defaults) and the
// first client render agree: stored language and theme, session storage merchant values
// (spec §3), the token, the run-time overrides from the platform API, the session's member data
// and the modals (each loaded after hydration, outside the home page's first JavaScript).
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentDocumentTheme } from '../features/preferences/theme';
import { readStoredLanguage } from '../i18n/language';
import { loadLanguage } from '../i18n/load-language';
import { SESSION_KEYS, sessionStore } from '../lib/storage';
import { langAtom, themeAtom } from '../state/preferences';
import { isAgentAtom, tokenAtom } from '../state/session';
import { tenantAtom } from '../state/tenant';

const SystemSync = lazy(() => import('../features/system/components/system-sync'));
const AccountSync = lazy(() => import('../features/account/components/account-sync'));
const ModalHost = lazy(() => import('./modal-host'));
const PanelHost = lazy(() => import('./panel-host'));
const PostLoginNotices = lazy(() => import('../features/content/components/post-login-notices'));

export function ClientSync() {
  const tenant = useAtomValue(tenantAtom);
  const [lang, setLang] = useAtom(langAtom);
  const setTheme = useSetAtom(themeAtom);
  const setToken = useSetAtom(tokenAtom);
  const setIsAgent = useSetAtom(isAgentAtom);
  const { i18n } = useTranslation();
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    sessionStore.set(SESSION_KEYS.merchant, tenant.id);
    sessionStore.set(SESSION_KEYS.merchantCode, tenant.merchantCode);
    const token = sessionStore.get(SESSION_KEYS.token);
    const isAgent = sessionStore.get(SESSION_KEYS.isAgent);
    // One transition: the components that read these re-render in slices between frames (Lighthouse TBT).
    startTransition(() => {
      setToken(token);
      setIsAgent(isAgent === null ? null : Number(isAgent));
      setTheme(currentDocumentTheme(tenant.theme.default));
      setLang(readStoredLanguage(tenant.languages));
      setMounted(true);
    });
  }, [tenant, setLang, setTheme, setToken, setIsAgent]);

  useEffect(() => {
    let live = true;
    loadLanguage(i18n, lang)
      .catch(() => {}) // a failed chunk leaves the fallback language showing
      .then(() => {
        if (!live) return;
        if (i18n.language !== lang) void i18n.changeLanguage(lang);
        document.documentElement.lang = lang;
        document.title = tenant.seo[lang]?.title ?? tenant.brandName;
      });
    return () => {
      live = false;
    };
  }, [lang, i18n, tenant]);

  return mounted ? (
    <Suspense fallback={null}>
      <SystemSync />
      <AccountSync />
      <PanelHost />
      <ModalHost />
      <PostLoginNotices />
    </Suspense>
  ) : null;
}
