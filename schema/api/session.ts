// Contract types for the session calls of spec §7 (shared by runtime and server), derived from the routes' body and
// answer schemas (session-schemas.ts); type-only imports, so nothing of them reaches the site bundle.
import type { Static } from 'typebox';
import type { captchaValueSchema, freePlayBodySchema, loginBodySchema, loginValueSchema, rememberedValueSchema, smsCodeValueSchema } from './session-schemas';

/** POST /wps/session/login (enc): the route's body schema (session-schemas.ts). */
export type LoginPayload = Static<typeof loginBodySchema>;

/** GET /wps/session/remembered: the username the remember-me cookie holds, if any. */
export type RememberedValue = Static<typeof rememberedValueSchema>;

/** spec §3 login response value. */
export type LoginValue = Static<typeof loginValueSchema>;

/** GET /wps/captcha */
export type CaptchaValue = Static<typeof captchaValueSchema>;

/** POST /wps/verification/sms/noLogin and /register */
export type SmsCodeValue = Static<typeof smsCodeValueSchema>;

/** POST /wps/session/login/freeplay: the route's body schema (session-schemas.ts; an absent body is null). */
export type FreePlayPayload = Static<typeof freePlayBodySchema>;

/** A failed login answers code 'captcha_required' once the server wants a captcha (spec §4). */
export const CAPTCHA_REQUIRED = 'captcha_required';
export const ENCRYPTION_REQUIRED = 'encryption_required';
