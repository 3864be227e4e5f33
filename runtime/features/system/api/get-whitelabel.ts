// spec §7 GET /wps/system/whitelabel: the operator's switches override the manifest features.
import { useSetAtom } from 'jotai';
import { startTransition, useEffect } from 'react';
import type { ModuleNode, WhitelabelValue } from '../../../../schema/api/system';
import { apiGet } from '../../../lib/api';
import { modulesAtom, switchOverridesAtom } from '../../../state/tenant';

/** The module tree as modId -> enabled; a child of a disabled module counts as disabled. */
export function flattenModules(nodes: ModuleNode[], parentOn = true, out: Record<string, boolean> = {}): Record<string, boolean> {
  for (const n of nodes) {
    const on = parentOn && n.enabled;
    out[n.modId] = on;
    flattenModules(n.childrenNodes ?? [], on, out);
  }
  return out;
}

export const getWhitelabel = () => apiGet<WhitelabelValue>('wps/system/whitelabel');

/** Fetches once after mount; when the API is unreachable the manifest defaults simply stay. */
export function useWhitelabelSync(): void {
  const setOverrides = useSetAtom(switchOverridesAtom);
  const setModules = useSetAtom(modulesAtom);
  useEffect(() => {
    let live = true;
    getWhitelabel().then(
      (value) => {
        // A transition: every switch consumer re-renders, in slices rather than one long task.
        if (live && value?.switches)
          startTransition(() => {
            setOverrides(value.switches);
            if (Array.isArray(value.modules)) setModules(flattenModules(value.modules));
          });
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [setOverrides, setModules]);
}
