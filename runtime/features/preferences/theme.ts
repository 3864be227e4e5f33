// Theme (issue 2 item 4, spec §9: light default, dark): stored in local storage `theme`; the
// attribute data-theme on <html> selects the compiled token block.
import { LOCAL_KEYS, localStore } from '../../lib/storage';
import type { ThemeName } from '../../state/preferences';

export const isThemeName = (v: unknown): v is ThemeName => v === 'light' || v === 'dark';

/**
 * Inline <head> script, run before first paint so a stored dark choice never flashes light.
 * Plain ES5 and self-contained: it runs before any bundle loads.
 */
export function themeBootScript(defaultTheme: ThemeName): string {
  return (
    `(function(){var t=${JSON.stringify(defaultTheme)};` +
    `try{var s=localStorage.getItem(${JSON.stringify(LOCAL_KEYS.theme)});if(s==='light'||s==='dark')t=s;}catch(e){}` +
    `document.documentElement.setAttribute('data-theme',t);})();`
  );
}

/** The theme the boot script chose (after mount), else the brand default. */
export function currentDocumentTheme(fallback: ThemeName): ThemeName {
  const value = typeof document !== 'undefined' ? document.documentElement.dataset.theme : undefined;
  return isThemeName(value) ? value : fallback;
}

export function applyTheme(theme: ThemeName, persist: boolean): void {
  document.documentElement.dataset.theme = theme;
  if (persist) localStore.set(LOCAL_KEYS.theme, theme);
}
