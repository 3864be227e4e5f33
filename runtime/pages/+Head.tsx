// <head> per brand: the compiled theme tokens inline, the favicon at /brand/, and the theme boot
// script that sets data-theme before first paint (no flash of the wrong theme). The generator
// adds the SEO and social meta to the prerendered HTML.
import { usePageContext } from 'vike-react/usePageContext';
import { themeBootScript } from '../features/preferences/theme';
import { brandAsset } from '../lib/brand-asset';

const ICON_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon' };

export default function Head() {
  const { tenant, themeCss } = usePageContext();
  const ext = tenant.theme.favicon.split('.').pop()?.toLowerCase() ?? '';
  return (
    <>
      <link rel="icon" href={brandAsset(tenant.theme.favicon)} type={ICON_TYPES[ext]} />
      <style id="theme-tokens" dangerouslySetInnerHTML={{ __html: themeCss }} />
      <script dangerouslySetInnerHTML={{ __html: themeBootScript(tenant.theme.default) }} />
    </>
  );
}
