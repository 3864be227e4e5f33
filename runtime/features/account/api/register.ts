// spec §7 PUT /wps/member/register and /wps/member/register/mobile (enc); answers a login value.
import type { RegisterPayload } from '../../../../schema/api/member';
import type { LoginValue } from '../../../../schema/api/session';
import type { RegisterMode } from '../../../../schema/validation';
import { encCall } from '../../../lib/api';
import { deviceIdHeader } from '../lib/device-id';

/** Sends the browser's device id too: the server throttles registrations per device (issue 24 item 8). */
export const register = (mode: RegisterMode, payload: RegisterPayload) =>
  encCall<LoginValue>('put', mode === 'mobile' ? 'wps/member/register/mobile' : 'wps/member/register', payload, { headers: deviceIdHeader() });
