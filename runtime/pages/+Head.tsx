// <head> per brand: the compiled theme tokens inline, the favicon at /brand/, and the theme boot
// script that sets data-theme before first paint (no flash of the wrong theme), and the JSON the
// browser entry hydrates from (pages/app-context.ts). The generator
// adds the SEO and social meta to the prerendered HTML.
import { usePageContext } from 'vike-react/usePageContext';
import clientPreloads from 'virtual:client-preloads';
import { noticesBootScript } from '../features/content/api/notices-boot';
import { themeBootScript } from '../features/preferences/theme';
import { brandAsset } from '../lib/brand-asset';
import { APP_CONTEXT_ID, scriptJson, type AppContext } from './app-context';

const ICON_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon' };

export default function Head() {
  const { tenant, themeCss, locale } = usePageContext();
  const appContext: AppContext = { tenant, locale: locale! };
  const ext = tenant.theme.favicon.split('.').pop()?.toLowerCase() ?? '';
  return (
    <>
      <link rel="icon" href={brandAsset(tenant.theme.favicon)} type={ICON_TYPES[ext]} />
      <style id="theme-tokens" dangerouslySetInnerHTML={{ __html: themeCss }} />
      <script dangerouslySetInnerHTML={{ __html: themeBootScript(tenant.theme.default) }} />
      <script dangerouslySetInnerHTML={{ __html: noticesBootScript(tenant.languages.default, tenant.languages.supported) }} />
      {clientPreloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script id={APP_CONTEXT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(appContext) }} />
    </>
  );
}
