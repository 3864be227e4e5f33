// spec §7 GET /wps/system/whitelabel: the operator's switches override the manifest features.
import { useSetAtom } from 'jotai';
import { startTransition, useEffect } from 'react';
import type { WhitelabelValue } from '../../../../schema/api/system';
import { apiGet } from '../../../lib/api';
import { switchOverridesAtom } from '../../../state/tenant';

export const getWhitelabel = () => apiGet<WhitelabelValue>('wps/system/whitelabel');

/** Fetches once after mount; when the API is unreachable the manifest defaults simply stay. */
export function useWhitelabelSync(): void {
  const setOverrides = useSetAtom(switchOverridesAtom);
  useEffect(() => {
    let live = true;
    getWhitelabel().then(
      (value) => {
        // A transition: every switch consumer re-renders, in slices rather than one long task.
        if (live && value?.switches) startTransition(() => setOverrides(value.switches));
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [setOverrides]);
}
