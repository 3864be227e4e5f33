// Contract types for the session calls of spec §7 (shared by runtime and server). Payloads that a route's schema
// states are derived from it (session-schemas.ts); type-only imports, so nothing of them reaches the site bundle.
import type { Static } from 'typebox';
import type { freePlayBodySchema, loginBodySchema } from './session-schemas';

/** POST /wps/session/login (enc): the route's body schema (session-schemas.ts). */
export type LoginPayload = Static<typeof loginBodySchema>;

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

/** POST /wps/session/login/freeplay: the route's body schema (session-schemas.ts; an absent body is null). */
export type FreePlayPayload = Static<typeof freePlayBodySchema>;

/** A failed login answers code 'captcha_required' once the server wants a captcha (spec §4). */
export const CAPTCHA_REQUIRED = 'captcha_required';
export const ENCRYPTION_REQUIRED = 'encryption_required';
