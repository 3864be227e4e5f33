// Money at the edge (spec §9: the brand's symbol, two decimals, thousands separators) and rates as percentages.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/use-tenant';
import { formatMoney } from '../account';

export function useMoney(): (minor: number) => string {
  const { currency } = useTenant();
  const { i18n } = useTranslation();
  return useCallback(
    (minor: number) => `${minor < 0 ? '-' : ''}${currency.symbol}${formatMoney(Math.abs(minor) / 10 ** currency.minorDigits, i18n.language)}`,
    [currency.symbol, currency.minorDigits, i18n.language],
  );
}

/** Basis points as "0.5%". */
export const percent = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;
