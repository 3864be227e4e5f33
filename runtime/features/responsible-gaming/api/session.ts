// Issue 20 reality check: GET /wps/rg/session (time played and net result on the server's clock, when the next
// check is due), POST /wps/rg/session/continue (the player read it and plays on).
import type { RgSession } from '../../../../schema/api/compliance';
import { apiGet, apiPost } from '../../../lib/api';

export const getRgSession = () => apiGet<RgSession>('wps/rg/session');
export const continueRgSession = () => apiPost<RgSession>('wps/rg/session/continue');
