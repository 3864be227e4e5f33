// spec §4 Login gate for actions and spec §6/§8 trial gate: no token -> the login popup opens and
// the action is blocked; isAgent 4 (trial) -> blocked with the in_need_true_account warning and a
// confirm button labelled in_increase_submit.
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { SESSION_KEYS, sessionStore } from '../lib/storage';
import { isAgentAtom, modalAtom, tokenAtom, warningAtom } from '../state/session';

export const TRIAL_TYPE = 4;
/** spec §6, §9: isAgent values that enable the agent centre. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

export type GateResult = 'ok' | 'login' | 'trial';

/** The gate decision, pure (unit-tested). */
export function gate(token: string | null, isAgent: number | null): GateResult {
  if (!token) return 'login';
  if (isAgent === TRIAL_TYPE) return 'trial';
  return 'ok';
}

/** Wraps a member action: runs it only for a logged-in, real account. */
export function useMemberAction() {
  const store = useStore();
  return useCallback(
    (action: () => void, opts: { allowTrial?: boolean } = {}) => {
      const token = store.get(tokenAtom) ?? sessionStore.get(SESSION_KEYS.token);
      const stored = sessionStore.get(SESSION_KEYS.isAgent);
      const isAgent = store.get(isAgentAtom) ?? (stored === null ? null : Number(stored));
      const result = gate(token, isAgent);
      if (result === 'login') store.set(modalAtom, { name: 'login' });
      else if (result === 'trial' && !opts.allowTrial) store.set(warningAtom, { message: 'in_need_true_account', confirmKey: 'in_increase_submit' });
      else action();
    },
    [store],
  );
}
