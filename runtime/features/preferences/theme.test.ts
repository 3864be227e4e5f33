import { describe, expect, it } from 'vitest';
import { themeBootScript } from './theme';

// Runs the inline boot script against a fake document/localStorage, as the browser would before paint.
function boot(defaultTheme: 'light' | 'dark', stored: string | null) {
  const attrs: Record<string, string> = {};
  const document = { documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) } };
  const localStorage = { getItem: () => stored };
  new Function('document', 'localStorage', themeBootScript(defaultTheme))(document, localStorage);
  return attrs['data-theme'];
}

describe('theme boot script', () => {
  it('uses the stored theme when valid', () => {
    expect(boot('light', 'dark')).toBe('dark');
    expect(boot('dark', 'light')).toBe('light');
  });
  it('falls back to the brand default for missing or junk values', () => {
    expect(boot('dark', null)).toBe('dark');
    expect(boot('light', 'purple')).toBe('light');
  });
});
