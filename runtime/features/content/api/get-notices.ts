// GET /wps/content/notices?lang=: spec §3 notice response (player notices, banners, popup,
// promotion), one call for the notice bar and the banner strip. Cached per language for the page.
import { atom, useAtom } from 'jotai';
import { startTransition, useEffect } from 'react';
import { useMounted } from '../../../components/client-only';
import type { NoticeResponse } from '../../../../schema/api/content';
import type { ApiEnvelope } from '../../../../schema/api/system';
import { apiGet } from '../../../lib/api';
import { takeEarlyNotices } from './notices-boot';

const requests = new Map<string, Promise<NoticeResponse>>();

export function getNotices(lang: string): Promise<NoticeResponse> {
  let p = requests.get(lang);
  if (!p) {
    const early = takeEarlyNotices(lang);
    p = early
      ? early.then((body) => {
          const env = body as ApiEnvelope<NoticeResponse>;
          return env?.success && env.value ? env.value : apiGet<NoticeResponse>('wps/content/notices', { lang });
        }, () => apiGet<NoticeResponse>('wps/content/notices', { lang }))
      : apiGet<NoticeResponse>('wps/content/notices', { lang });
    p.catch(() => requests.delete(lang));
    requests.set(lang, p);
  }
  return p;
}

const noticesAtom = atom<{ lang: string; value: NoticeResponse } | null>(null);

/** The notice response for the current language (null while loading or when unavailable). */
export function useNotices(lang: string): NoticeResponse | null {
  const [state, setState] = useAtom(noticesAtom);
  // Null on the first render, like useHelp: pages prerendered without the data must hydrate as such.
  const mounted = useMounted();
  useEffect(() => {
    let live = true;
    getNotices(lang).then(
      (value) => live && startTransition(() => setState({ lang, value })),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [lang, setState]);
  if (!mounted) return null;
  return state?.lang === lang ? state.value : (state?.value ?? null);
}
