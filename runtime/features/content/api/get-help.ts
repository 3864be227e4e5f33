// spec §7 GET /wps/system/helpCenter (lang, device WEB): help items (spec §3 tag, title); the
// tags include 'term' (terms, /help#term) and 'agent' (affiliate, header link).
import { atom, useAtom } from 'jotai';
import { useEffect } from 'react';
import { useMounted } from '../../../components/client-only';
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

/**
 * The help items, or null while loading. Always null on the first render: a page can hydrate after
 * another part of the shell already loaded the items, and its HTML was prerendered without them.
 */
export function useHelp(lang: string): HelpItem[] | null {
  const [state, setState] = useAtom(helpAtom);
  const mounted = useMounted();
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
  return mounted ? (state?.items ?? null) : null;
}
