// spec §7 POST /wps/session/login/freeplay (os, platform W, a random string): a trial account (isAgent 4).
import type { FreePlayPayload, LoginValue } from '../../../../schema/api/session';
import { apiPost } from '../../../lib/api';

export function freePlay(): Promise<LoginValue> {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  const body: FreePlayPayload = { os: navigator.platform || 'web', platform: 'W', random };
  return apiPost<LoginValue>('wps/session/login/freeplay', body);
}
