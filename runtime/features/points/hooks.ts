// Money and points at the edge (spec §9: the brand's symbol, two decimals, thousands separators).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/use-tenant';
import { apiErrorText, formatMoney } from '../account';
import { ApiError } from '../../lib/api';
import type { TFunction } from 'i18next';

export function useMoney(): (minor: number) => string {
  const { currency } = useTenant();
  const { i18n } = useTranslation();
  return useCallback(
    (minor: number) => `${minor < 0 ? '-' : ''}${currency.symbol}${formatMoney(Math.abs(minor) / 10 ** currency.minorDigits, i18n.language)}`,
    [currency.symbol, currency.minorDigits, i18n.language],
  );
}

/** Whole points with thousands separators. */
export function usePoints(): (n: number) => string {
  const { i18n } = useTranslation();
  return useCallback((n: number) => new Intl.NumberFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language === 'ms' ? 'ms-MY' : 'en-GB').format(n), [i18n.language]);
}

/** A server refusal in words, with its details (e.g. the conversion step) filled in. */
export function errorMessage(t: TFunction, err: unknown): string {
  if (err instanceof ApiError && err.details && typeof err.details.step === 'number') return t(err.message, { step: err.details.step, defaultValue: t('err_system') });
  return apiErrorText(t, err);
}

export const localDate = (iso: string, lang: string) => new Date(iso).toLocaleString(lang === 'zh' ? 'zh-CN' : lang === 'ms' ? 'ms-MY' : 'en-GB');
