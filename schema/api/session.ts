// Contract types for the session calls of spec §7 (shared by runtime and server).

/** POST /wps/session/login (enc). type 'username' (default) or 'sms' (verification-code login). */
export interface LoginPayload {
  type?: 'username' | 'sms';
  username?: string;
  password?: string;
  captcha?: string;
  captchaId?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  /** Username login: keep the username in an HttpOnly cookie for the next login (spec §9, 24 h). */
  rememberMe?: boolean;
}

/** GET /wps/session/remembered: the username the remember-me cookie holds, if any. */
export interface RememberedValue {
  username: string | null;
}

/** spec §3 login response value. */
export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** true when the password must be changed now (123456, expired with forced change on, or operator reset). */
  forcePasswordChange: boolean;
  isAgent: number;
  username: string;
}

/** GET /wps/captcha */
export interface CaptchaValue {
  captchaId: string;
  /** data:image/svg+xml;base64,... */
  image: string;
}

/** POST /wps/verification/sms/noLogin and /register */
export interface SmsCodeValue {
  expiredMinutes: number;
}

/** POST /wps/session/login/freeplay */
export interface FreePlayPayload {
  os?: string;
  platform?: string;
  /** spec §7 "encrypted random string": any opaque nonce from the site. */
  random?: string;
}

/** A failed login answers code 'captcha_required' once the server wants a captcha (spec §4). */
export const CAPTCHA_REQUIRED = 'captcha_required';
export const ENCRYPTION_REQUIRED = 'encryption_required';
