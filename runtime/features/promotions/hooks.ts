// The promotions list for the current language and viewer (member when a token is held), reloaded after an action;
// and money at the edge (spec §9: the brand's symbol, two decimals, thousands separators).
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionView } from '../../../schema/api/promotions';
import { useMounted } from '../../components/client-only';
import { useTenant } from '../../lib/use-tenant';
import { tokenAtom } from '../../state/session';
import { formatMoney } from '../account';
import { getPromotions } from './api/promotions';

export function usePromotions(): { list: PromotionView[] | null; failed: boolean; reload: () => void } {
  const { i18n } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const mounted = useMounted();
  const [list, setList] = useState<PromotionView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [n, setN] = useState(0);
  useEffect(() => {
    if (!mounted) return;
    let live = true;
    getPromotions(i18n.language, !!token).then(
      (v) => {
        if (!live) return;
        setList(v.list);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [i18n.language, token, mounted, n]);
  const reload = useCallback(() => setN((x) => x + 1), []);
  return { list: mounted ? list : null, failed, reload };
}

export function usePromoMoney(): (minor: number) => string {
  const { currency } = useTenant();
  const { i18n } = useTranslation();
  return useCallback(
    (minor: number) => `${minor < 0 ? '-' : ''}${currency.symbol}${formatMoney(Math.abs(minor) / 10 ** currency.minorDigits, i18n.language)}`,
    [currency.symbol, currency.minorDigits, i18n.language],
  );
}
