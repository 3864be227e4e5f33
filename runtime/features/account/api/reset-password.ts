// spec §7 forgot password: by e-mail (form-encoded POST /wps/member/password/email: username, email)
// and by phone (enc POST /wps/member/password/verification: newPassword, mobileNum, verificationCode).
import type { ResetPasswordByPhonePayload } from '../../../../schema/api/member';
import type { LoginValue } from '../../../../schema/api/session';
import { call, encCall } from '../../../lib/api';

export const resetByEmail = (username: string, email: string) =>
  call<null>('wps/member/password/email', { method: 'post', body: new URLSearchParams({ username, email }) });

export const resetByPhone = (payload: ResetPasswordByPhonePayload) => encCall<LoginValue>('post', 'wps/member/password/verification', payload);

/** Completes an e-mailed reset link (?resetToken=): sets the password and logs in. */
export const completeEmailReset = (token: string, newPassword: string) =>
  encCall<LoginValue>('post', 'wps/member/password/reset', { token, newPassword, confirmNewPassword: newPassword });
