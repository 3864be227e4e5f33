// spec §7 POST /wps/session/login (enc): by username and password (captcha when the server asks),
// or type 'sms' with a verification code. Response value: token, firstTimeLogin, passwordExpired.
import type { LoginPayload, LoginValue } from '../../../../schema/api/session';
import { encCall } from '../../../lib/api';

export const login = (payload: LoginPayload) => encCall<LoginValue>('post', 'wps/session/login', payload);
