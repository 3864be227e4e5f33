// spec §7 POST /wps/member/password (token, enc).
import type { ChangePasswordPayload } from '../../../../schema/api/member';
import { encCall } from '../../../lib/api';

export const changePassword = (payload: ChangePasswordPayload) => encCall<null>('post', 'wps/member/password', payload);
