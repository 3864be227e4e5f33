// Money at the edge (spec §9: the brand's symbol, two decimals, thousands separators), dates in the UI language, and
// the unclaimed-rewards figure behind the member centre's badges (spec §2), set after every claim.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/use-tenant';
import { missionRewardsCountAtom } from '../../state/session';
import { formatMoney } from '../account';

export function useMoney(): (minor: number) => string {
  const { currency } = useTenant();
  const { i18n } = useTranslation();
  return useCallback(
    (minor: number) => `${minor < 0 ? '-' : ''}${currency.symbol}${formatMoney(Math.abs(minor) / 10 ** currency.minorDigits, i18n.language)}`,
    [currency.symbol, currency.minorDigits, i18n.language],
  );
}

export function useDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useCallback((iso: string) => new Date(iso).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : i18n.language === 'ms' ? 'ms-MY' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }), [i18n.language]);
}

/** (count) => void: the badge count of rewardCenter and missionLeaderboard. */
export const useSetUnclaimed = () => useSetAtom(missionRewardsCountAtom);

export const newRequestId = () => `reward-${crypto.randomUUID()}`;
