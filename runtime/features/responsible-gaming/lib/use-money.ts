// Money at the edge (spec §9): the brand's symbol, two decimals, thousands separators (account's formatMoney).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/use-tenant';
import { formatMoney } from '../../account';

export function useMoney() {
  const { currency } = useTenant();
  const { i18n } = useTranslation();
  const minorDigits = currency.minorDigits;
  const money = useCallback((minor: number) => `${minor < 0 ? '-' : ''}${currency.symbol}${formatMoney(Math.abs(minor) / 10 ** minorDigits, i18n.language)}`, [currency.symbol, minorDigits, i18n.language]);
  return { money, minorDigits };
}
