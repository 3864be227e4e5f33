// <head> per brand: the compiled theme tokens inline, the favicon at /brand/, and the theme boot
// script that sets data-theme before first paint (no flash of the wrong theme), and the JSON the
// browser entry hydrates from (pages/app-context.ts). The generator
// adds the SEO and social meta to the prerendered HTML.
import { usePageContext } from 'vike-react/usePageContext';
import clientPreloads from 'virtual:client-preloads';
import localeUrls from 'virtual:locale-urls';
import { bundleLanguageFor } from '../i18n/bundled-languages';
import { noticesBootScript } from '../features/content/api/notices-boot';
import { themeBootScript } from '../features/preferences/theme';
import { brandAsset } from '../lib/brand-asset';
import { chunkReloadBootScript } from '../lib/chunk-reload';
import { APP_CONTEXT_ID, scriptJson, type AppContext } from './app-context';

const ICON_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon' };

export default function Head() {
  const { tenant, themeCss, locale } = usePageContext();
  const bundle = bundleLanguageFor(locale!.lng);
  const appContext: AppContext = { tenant, locale: { lng: locale!.lng, bundle, url: localeUrls[bundle] } };
  const ext = tenant.theme.favicon.split('.').pop()?.toLowerCase() ?? '';
  return (
    <>
      <link rel="icon" href={brandAsset(tenant.theme.favicon)} type={ICON_TYPES[ext]} />
      <style id="theme-tokens" dangerouslySetInnerHTML={{ __html: themeCss }} />
      <script dangerouslySetInnerHTML={{ __html: themeBootScript(tenant.theme.default) }} />
      <script dangerouslySetInnerHTML={{ __html: chunkReloadBootScript() }} />
      <script dangerouslySetInnerHTML={{ __html: noticesBootScript(tenant.languages.default, tenant.languages.supported) }} />
      {clientPreloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {/* Fetched by +client.tsx with fetch() (cors mode, same-origin credentials): crossOrigin makes the preload match. */}
      <link rel="preload" as="fetch" href={appContext.locale.url} crossOrigin="anonymous" />
      <script id={APP_CONTEXT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(appContext) }} />
    </>
  );
}
