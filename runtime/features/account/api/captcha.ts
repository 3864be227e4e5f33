// spec §7 GET /wps/captcha: an image and the id the answer is checked against.
import type { CaptchaValue } from '../../../../schema/api/session';
import { apiGet } from '../../../lib/api';

export const getCaptcha = () => apiGet<CaptchaValue>('wps/captcha');
