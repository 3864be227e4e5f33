// spec §7 GET /wps/system/whitelabel: the operator's switches override the manifest features.
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
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
        if (live && value?.switches) setOverrides(value.switches);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [setOverrides]);
}
