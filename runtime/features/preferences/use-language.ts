import { useAtom } from 'jotai';
import type { LanguageCode } from '../../../schema/tenant';
import { storeLanguage } from '../../i18n/language';
import { langAtom } from '../../state/preferences';

/** The current UI language and the visitor's way to change it (persisted as lang / hisLang). */
export function useLanguage(): [LanguageCode, (next: LanguageCode) => void] {
  const [lang, setLang] = useAtom(langAtom);
  const change = (next: LanguageCode) => {
    storeLanguage(next, lang);
    setLang(next);
  };
  return [lang, change];
}
