// Contract types for the member calls of spec §7 (shared by runtime and server), derived from the routes' body and
// answer schemas (member-schemas.ts) except the two built from field lists at run time; type-only imports, so nothing of them reaches the site bundle.
import type { Static } from 'typebox';
import type { loginHistoryValueSchema } from './session-schemas';
import type { ProfileField } from '../validation/profile';
import type {
  affiliateCheckValueSchema,
  changePasswordBodySchema,
  contactChangeBodySchema,
  contactCodeBodySchema,
  memberIconSchema,
  memberInfoSchema,
  profileUpdateBodySchema,
  resetByPhoneBodySchema,
} from './member-schemas';

/** GET /wps/member/info: spec §3 member info. */
export type MemberInfoValue = Static<typeof memberInfoSchema>;

/** GET /wps/member/info/icon and /wps/relay/MCSFE_getPlayerAvatar. */
export type MemberIconValue = Static<typeof memberIconSchema>;

/**
 * spec §3 registration payload, written out: its schema (accounts/member/schemas.ts) is built from the field list
 * REGISTER_FIELDS at run time, which has no static type. Every field optional at the type level; the per-field settings
 * (GET /wps/system/setting/register) and schema/validation decide what is required.
 */
export interface RegisterPayload {
  username?: string;
  password: string;
  confirmPassword: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  recommenderId?: string;
  captcha?: string;
  captchaId?: string;
  verificationCode?: string;
  affiliateCode?: string;
  referralCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  domain?: string;
  registerUrl?: string;
  registerMethod?: string;
  /** Terms and age agreement (spec §4 submit: terms not accepted -> stop). */
  acceptTerms?: boolean;
  birthday?: string;
  login?: boolean;
}

/** POST /wps/member/password (enc): the route's body schema (member-schemas.ts). */
export type ChangePasswordPayload = Static<typeof changePasswordBodySchema>;

/** POST /wps/member/password/verification (enc): the route's body schema (member-schemas.ts). */
export type ResetPasswordByPhonePayload = Static<typeof resetByPhoneBodySchema>;

/** GET /wps/agent/affiliate?code=&domain= */
export type AffiliateCheckValue = Static<typeof affiliateCheckValueSchema>;

/**
 * GET /wps/member/profile: spec §3 profile fields of my account (issue 15 item 2). Written out: its schema
 * (accounts/member/info.ts) lists `values` from PROFILE_FIELDS at run time, which has no static type.
 */
export interface ProfileValue {
  /** The fields the brand enables, in the spec's order (manifest profileFields). */
  fields: ProfileField[];
  /** Every field's value (null = not set), enabled or not. */
  values: Record<ProfileField, string | null>;
  /** The mobile number's country dialing code (digits), when a number is set. */
  countryDialingCode: string | null;
  /** Once set, the real name cannot be changed by the member (a bank account holder name must equal it). */
  realNameLocked: boolean;
  /** Proved with a code; changing either needs a code sent to the new value. */
  verified: { mobile: boolean; email: boolean };
  /** Birthday rule: at least this old. */
  minimumAge: number;
}

/** PUT /wps/member/profile (token). */
export type ProfileUpdatePayload = Static<typeof profileUpdateBodySchema>;
/** POST /wps/member/profile/code (token): answers { expiredMinutes }. */
export type ContactCodePayload = Static<typeof contactCodeBodySchema>;
/** PUT /wps/member/profile/contact (token). */
export type ContactChangePayload = Static<typeof contactChangeBodySchema>;

/** GET /wps/member/loginHistory: one login of the member (issue 15 item 2). */
/** GET /wps/member/loginHistory: the route's answer schema (session-schemas.ts). */
export type LoginHistoryValue = Static<typeof loginHistoryValueSchema>;
export type LoginHistoryEntry = LoginHistoryValue['list'][number];
