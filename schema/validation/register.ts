// spec §3 registration payload + §5 registration rules, shared by the site form and the server.
// The server builds RegisterSettings (GET /wps/system/setting/register); both sides run validateRegistration.
import { PASSWORD_MIN_LENGTH } from './passwords';
import { checkField, type FieldError, type FieldSetting } from './rules';

export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'email',
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'captcha',
  'birthday',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export type RegisterMode = 'username' | 'mobile';

/** GET /wps/system/setting/register value. */
export interface RegisterSettings {
  /** Registration types on for this brand (USERNAMEREG3, MOBILENUMREG3); the form defaults to mobile when on. */
  types: { username: boolean; mobile: boolean };
  /** MOBILENUMPASSREG3: mobile registration asks for a password. */
  mobilePassword: boolean;
  /** REGMOBVERF3: an SMS verification code is required. */
  smsVerification: boolean;
  /** Captcha field shown and required. */
  captcha: boolean;
  /** Age agreement shown beside the terms (spec §5: 18 or a configured number). */
  minimumAge: number;
  fields: Record<RegisterField, FieldSetting>;
}

const f = (patternId: number, minLength: number, maxLength: number, extra: Partial<FieldSetting> = {}): FieldSetting => ({
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId,
  minLength,
  maxLength,
  type: 'text',
  ...extra,
});

/** Defaults before switches and operator overrides are applied. */
export function defaultRegisterFields(): Record<RegisterField, FieldSetting> {
  return {
    username: f(1, 6, 16, { enabled: true, required: true }),
    password: f(17, PASSWORD_MIN_LENGTH, 20, { enabled: true, required: true, type: 'password' }),
    confirmPassword: f(17, PASSWORD_MIN_LENGTH, 20, { enabled: true, required: true, type: 'password' }),
    mobileNum: f(23, 7, 15, { enabled: true, type: 'tel' }),
    verificationCode: f(0, 0, 255),
    email: f(3, 5, 64, { enabled: true, type: 'email' }),
    payeeName: f(12, 2, 50),
    qqNum: f(6, 5, 12),
    line: f(9, 1, 50),
    whatsapp: f(9, 1, 50),
    facebook: f(9, 1, 50),
    wechat: f(9, 1, 50),
    idNumber: f(4, 6, 20),
    recommenderId: f(4, 1, 20),
    affiliateCode: f(4, 4, 20, { enabled: true }),
    paymentPassword: f(6, 6, 6, { type: 'password' }),
    captcha: f(4, 4, 6),
    birthday: f(11, 10, 10, { type: 'date' }),
  };
}

/**
 * Applies the spec §5 'always required' rules to the settings for one mode. The SMS code is required
 * when SMS verification is on and a mobile number is asked for (mobile mode, a required number, or one given).
 */
export function effectiveFields(settings: RegisterSettings, mode: RegisterMode, hasMobile = false): Record<RegisterField, FieldSetting> {
  const out = { ...settings.fields };
  const on = (k: RegisterField, required = true) => (out[k] = { ...out[k], enabled: true, required: required || out[k].required });
  if (mode === 'username') {
    on('username');
    on('password');
    on('confirmPassword');
  } else {
    out.username = { ...out.username, enabled: false };
    on('mobileNum');
    if (settings.mobilePassword) {
      on('password');
      on('confirmPassword');
    } else {
      out.password = { ...out.password, enabled: false };
      out.confirmPassword = { ...out.confirmPassword, enabled: false };
    }
  }
  if (settings.smsVerification && out.mobileNum.enabled && (mode === 'mobile' || out.mobileNum.required || hasMobile)) on('verificationCode');
  else out.verificationCode = { ...out.verificationCode, enabled: false };
  if (settings.captcha) on('captcha');
  else out.captcha = { ...out.captcha, enabled: false };
  if (out.paymentPassword.enabled) on('paymentPassword');
  return out;
}

export type RegisterInput = Partial<Record<RegisterField, string>> & { acceptTerms?: boolean };

const TRIMMED: ReadonlySet<RegisterField> = new Set(REGISTER_FIELDS.filter((k) => !['password', 'confirmPassword', 'paymentPassword'].includes(k)));

/** Trims text fields (spec §5 'values trimmed'); passwords are kept as typed. */
export function normaliseRegisterInput(input: Record<string, unknown>): RegisterInput {
  const out: RegisterInput = {};
  for (const k of REGISTER_FIELDS) {
    const v = input[k];
    if (typeof v === 'string') out[k] = TRIMMED.has(k) ? v.trim() : v;
  }
  if (typeof input.referralCode === 'string' && !out.affiliateCode) out.affiliateCode = input.referralCode.trim();
  out.acceptTerms = input.acceptTerms === true;
  return out;
}

/** Age in whole years on `today` for yyyy-MM-dd or MM-dd-yyyy. */
export function ageOn(birthday: string, today: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday) ?? null;
  const n = m ? null : /^(\d{2})-(\d{2})-(\d{4})$/.exec(birthday);
  const [y, mo, d] = m ? [+m[1], +m[2], +m[3]] : n ? [+n[3], +n[1], +n[2]] : [NaN, NaN, NaN];
  if (!Number.isFinite(y)) return null;
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d)) age--;
  return age;
}

/** Every field error for a registration (empty = valid). Order follows REGISTER_FIELDS. */
export function validateRegistration(input: RegisterInput, settings: RegisterSettings, mode: RegisterMode, today = new Date()): FieldError[] {
  const fields = effectiveFields(settings, mode, !!input.mobileNum);
  const errors: FieldError[] = [];
  for (const k of REGISTER_FIELDS) {
    const e = checkField(k, input[k], fields[k]);
    if (e) errors.push(e);
  }
  if (fields.confirmPassword.enabled && !errors.some((e) => e.field === 'confirmPassword') && input.password !== input.confirmPassword) {
    errors.push({ field: 'confirmPassword', key: 'err_confirm_password' });
  }
  if (fields.birthday.enabled && input.birthday && !errors.some((e) => e.field === 'birthday')) {
    const age = ageOn(input.birthday, today);
    if (age === null || age < settings.minimumAge) errors.push({ field: 'birthday', key: 'err_age', min: settings.minimumAge });
  }
  if (!input.acceptTerms) errors.push({ field: 'acceptTerms', key: 'err_terms_required', min: settings.minimumAge });
  return errors;
}
