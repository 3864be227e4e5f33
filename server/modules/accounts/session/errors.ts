// Login errors (spec §8). 400 rather than 401: a 401 makes the site open the login popup, which is
// already open. code 'captcha_required' tells the site to show the captcha (spec §4).
import { AppError } from '../../../lib/errors';

export class LoginFailedError extends AppError {
  constructor(captchaRequired: boolean, messageKey = 'err_login_failed') {
    super(400, captchaRequired ? 'captcha_required' : 'login_failed', messageKey, { captchaRequired });
  }
}

export class CaptchaError extends AppError {
  constructor(messageKey: 'err_captcha_required' | 'err_captcha_incorrect', code = 'captcha_required') {
    super(400, code, messageKey, { captchaRequired: true });
  }
}

/** spec §8 'non-member cannot log in', 'non-agent cannot log in', 'please contact your agent'. */
export class LoginRefusedError extends AppError {
  constructor(messageKey: 'err_non_member_login' | 'err_non_agent_login' | 'err_contact_agent' | 'err_feature_disabled') {
    super(403, messageKey.replace(/^err_/, ''), messageKey);
  }
}
