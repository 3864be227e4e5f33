// spec §7 GET /wps/system/helpCenter (lang, device WEB): help items (spec §3 tag, title); the
// tags include 'term' (terms, /help#term) and 'agent' (affiliate, header link).
import { atom, useAtom } from 'jotai';
import { useEffect } from 'react';
import type { HelpItem } from '../../../../schema/api/content';
import { apiGet } from '../../../lib/api';

const requests = new Map<string, Promise<HelpItem[]>>();

export function getHelp(lang: string): Promise<HelpItem[]> {
  let p = requests.get(lang);
  if (!p) {
    p = apiGet<HelpItem[]>('wps/system/helpCenter', { lang, device: 'WEB' });
    p.catch(() => requests.delete(lang));
    requests.set(lang, p);
  }
  return p;
}

const helpAtom = atom<{ lang: string; items: HelpItem[] } | null>(null);

export function useHelp(lang: string): HelpItem[] | null {
  const [state, setState] = useAtom(helpAtom);
  useEffect(() => {
    let live = true;
    getHelp(lang).then(
      (items) => live && setState({ lang, items }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [lang, setState]);
  return state?.items ?? null;
}
