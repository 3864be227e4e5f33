// spec §2 Header balance refresh: loads the balance (major units, or null = hidden) into state.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTenant } from '../../../lib/use-tenant';
import { balanceAtom } from '../../../state/session';
import { getBalance } from '../api/balance';

export function useBalanceRefresh() {
  const setBalance = useSetAtom(balanceAtom);
  const { currency } = useTenant();
  return useCallback(async () => setBalance(await getBalance(currency.minorDigits)), [setBalance, currency.minorDigits]);
}
