// spec §7 SMS codes: /wps/verification/sms/register (registration) and /noLogin (login by code,
// reset by phone). Response value.expiredMinutes drives the countdown (spec §4).
import type { SmsCodeValue } from '../../../../schema/api/session';
import { apiPost } from '../../../lib/api';

export type SmsPurpose = 'register' | 'noLogin';

export interface SmsCodeRequest {
  mobileNum: string;
  countryDialingCode?: string;
  captcha?: string;
  captchaId?: string;
}

export const sendSmsCode = (purpose: SmsPurpose, body: SmsCodeRequest) =>
  apiPost<SmsCodeValue>(`wps/verification/sms/${purpose}`, { ...body, mobileNo: body.mobileNum });
