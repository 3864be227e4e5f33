// Contract types for the member calls of spec §7 (shared by runtime and server). Payloads that a route's schema
// states are derived from it (member-schemas.ts); type-only imports, so nothing of them reaches the site bundle.
import type { Static } from 'typebox';
import type { ProfileField } from '../validation/profile';
import type { changePasswordBodySchema, contactChangeBodySchema, contactCodeBodySchema, profileUpdateBodySchema, resetByPhoneBodySchema } from './member-schemas';

/** GET /wps/member/info: spec §3 member info. */
export interface MemberInfoValue {
  id: number;
  /** Login name (spec: account and userName carry the same value). */
  account: string;
  userName: string;
  nickname: string | null;
  /** Agent flag: true when isAgent is one of the agent types 1, 2, 41, 42. */
  type: boolean;
  /** spec §6: 0 member, 1/2/41/42 agent, 4 trial. */
  isAgent: number;
  /** The upline's username, or null. */
  toUpline: string | null;
  clubLabel: { labelName: string; rankLevel: number };
  memberLabel: string | null;
  customerId: string;
  mobileNum: string | null;
  email: string | null;
  affiliateCode: string | null;
  firstTimeLogin: boolean;
}

/** GET /wps/member/info/icon and /wps/relay/MCSFE_getPlayerAvatar. */
export interface MemberIconValue {
  /** Avatar id (1..12 built-in set) or a data: URL the member uploaded. */
  avatar: string;
  url: string;
}

/**
 * spec §3 registration payload. Every field optional at the type level; the per-field settings
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
export interface AffiliateCheckValue {
  valid: boolean;
  upline: string | null;
}

/** GET /wps/member/profile: spec §3 profile fields of my account (issue 15 item 2). */
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
export interface LoginHistoryEntry {
  id: number;
  /** ISO date-time. */
  time: string;
  ip: string | null;
  /** "Chrome on Android", from the browser's User-Agent. */
  device: string;
  /** This login's session is the one asking. */
  current: boolean;
  /** Its session is still signed in. */
  active: boolean;
}

export interface LoginHistoryValue {
  list: LoginHistoryEntry[];
  totalPages: number;
  /** Live sessions other than the one asking (sign-out of other sessions ends them). */
  otherSessions: number;
}
