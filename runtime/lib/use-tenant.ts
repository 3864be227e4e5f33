import { useAtomValue } from 'jotai';
import { switchesAtom, tenantAtom } from '../state/tenant';

export const useTenant = () => useAtomValue(tenantAtom);
/** Effective switches (manifest defaults overridden by GET /wps/system/whitelabel). */
export const useSwitches = () => useAtomValue(switchesAtom);
