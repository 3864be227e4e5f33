// Visitor preferences kept in local storage (spec §3: lang, hisLang, theme).
import { atom } from 'jotai';
import type { LanguageCode } from '../../schema/tenant';

export type ThemeName = 'light' | 'dark';

/** Starts at the brand default so prerendered HTML and hydration agree; the stored value follows after mount. */
export const langAtom = atom<LanguageCode>('ms');
export const themeAtom = atom<ThemeName>('light');
