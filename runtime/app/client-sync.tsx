// Browser-only start-up work, after hydration so the prerendered HTML (brand defaults) and the
// first client render agree: stored language and theme, session storage merchant values
// (spec §3), the token, the run-time overrides from the platform API, the session's member data
// and the modals (each loaded after hydration, outside the home page's first JavaScript).
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentDocumentTheme } from '../features/preferences/theme';
import { chosenLanguage, readStoredLanguage, storeLanguage, writeLanguageCookie } from '../i18n/language';
import { whenHydrated } from './hydration';
import { loadLanguage } from '../i18n/load-language';
import { SESSION_KEYS, sessionStore } from '../lib/storage';
import { langAtom, themeAtom } from '../state/preferences';
import { isAgentAtom, tokenAtom } from '../state/session';
import { tenantAtom } from '../state/tenant';

/** How long start-up waits for the page's lazy parts to hydrate before applying the session anyway. */
const HYDRATION_WAIT_MS = 4000;

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
    let live = true;
    // issue 23 item 5: nothing the prerendered HTML was rendered without (token, stored language, theme) is set
    // before every part of the page has hydrated, or that part's first render would differ from its HTML (#418).
    // A part whose code never arrives must not keep the visitor logged out: after HYDRATION_WAIT_MS it goes ahead.
    void Promise.race([whenHydrated(), new Promise<void>((r) => setTimeout(r, HYDRATION_WAIT_MS))]).then(() => {
      if (!live) return;
      const token = sessionStore.get(SESSION_KEYS.token);
      const isAgent = sessionStore.get(SESSION_KEYS.isAgent);
      const { lang: next, explicit } = chosenLanguage(new URLSearchParams(window.location.search).get('lang'), tenant.languages);
      // ?lang= (the hreflang links) is a choice like the switch's; either way the server gets it as a cookie, so the
      // next page arrives prerendered in it.
      if (explicit) storeLanguage(next, readStoredLanguage(tenant.languages));
      writeLanguageCookie(next);
      // One transition: the components that read these re-render in slices between frames (Lighthouse TBT).
      startTransition(() => {
        setToken(token);
        setIsAgent(isAgent === null ? null : Number(isAgent));
        setTheme(currentDocumentTheme(tenant.theme.default));
        setLang(next);
        setMounted(true);
      });
    });
    return () => {
      live = false;
    };
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
