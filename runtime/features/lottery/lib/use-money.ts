// Minor units from the lottery calls, shown with the brand's currency (spec §9), converted only here.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/use-tenant';
import { formatMoney } from '../../account';

export function useMoney(): (minor: number) => string {
  const { currency } = useTenant();
  const { i18n } = useTranslation();
  return useCallback((minor: number) => `${currency.symbol}${formatMoney(minor / 10 ** currency.minorDigits, i18n.language)}`, [currency, i18n.language]);
}
