// spec §7 GET /wps/system/status?url=<host>: picks the whole-page screen (spec §2: 0 normal,
// 1 maintenance, 2 region restriction) and carries the visitor IP and customer-service entries.
import { useSetAtom } from 'jotai';
import { startTransition, useEffect } from 'react';
import type { SystemStatusValue } from '../../../../schema/api/system';
import { apiGet } from '../../../lib/api';
import { systemStatusAtom } from '../../../state/tenant';

export const getStatus = (host: string) => apiGet<SystemStatusValue>('wps/system/status', { url: host });

/** Fetches once after mount; unreachable API = status unknown = normal page. */
export function useStatusSync(): void {
  const setStatus = useSetAtom(systemStatusAtom);
  useEffect(() => {
    let live = true;
    getStatus(window.location.hostname).then(
      (value) => {
        if (live && value) startTransition(() => setStatus(value));
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [setStatus]);
}
