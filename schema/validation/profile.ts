// spec §3 profile fields (nickname, real name, birthday, e-mail, mobile, Telegram, Zalo, address, nationality,
// occupation, source of income, place of birth): which the brand enables (manifest `profileFields`, every one
// when absent) and the rule each value meets. Shared by the site's securityCenter form and the server (the final say).
import { ageOn } from './register';
import { checkField, type FieldError, type FieldSetting } from './rules';

export const PROFILE_FIELDS = [
  'nickname',
  'realName',
  'birthday',
  'email',
  'mobile',
  'telegram',
  'zalo',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Changed only with a code sent to the new value (SMS or e-mail): PUT /wps/member/profile/contact. */
export const CONTACT_FIELDS = ['email', 'mobile'] as const satisfies readonly ProfileField[];
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Edited directly: PUT /wps/member/profile. */
export const PLAIN_PROFILE_FIELDS = PROFILE_FIELDS.filter((f): f is Exclude<ProfileField, ContactField> => !(CONTACT_FIELDS as readonly string[]).includes(f));
export type PlainProfileField = (typeof PLAIN_PROFILE_FIELDS)[number];

const f = (patternId: number, minLength: number, maxLength: number, type: FieldSetting['type'] = 'text'): FieldSetting => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId,
  minLength,
  maxLength,
  type,
});

/** The rule of each field (pattern kinds of spec §5, schema/validation/patterns.ts). */
export const PROFILE_RULES: Record<ProfileField, FieldSetting> = {
  nickname: f(0, 1, 20),
  // The name on the member's bank accounts (a holder name must equal it): letters of any script and spaces.
  realName: f(12, 2, 50),
  birthday: f(11, 10, 10, 'date'),
  email: f(3, 5, 64, 'email'),
  mobile: f(23, 7, 15, 'tel'),
  telegram: f(9, 2, 50),
  zalo: f(9, 2, 50),
  address: f(0, 2, 200),
  nationality: f(12, 2, 50),
  occupation: f(0, 2, 100),
  sourceOfIncome: f(0, 2, 100),
  placeOfBirth: f(0, 2, 100),
};

/** The brand's enabled fields in PROFILE_FIELDS order (the manifest's list, or every field). */
export function enabledProfileFields(listed: readonly string[] | undefined): ProfileField[] {
  return listed ? PROFILE_FIELDS.filter((x) => listed.includes(x)) : [...PROFILE_FIELDS];
}

/** Trims text and keeps only the plain fields (contact fields change through their own call). */
export function normaliseProfileInput(input: Record<string, unknown>): Partial<Record<PlainProfileField, string>> {
  const out: Partial<Record<PlainProfileField, string>> = {};
  for (const k of PLAIN_PROFILE_FIELDS) {
    const v = input[k];
    if (typeof v === 'string') out[k] = v.trim().replace(/\s+/g, ' ');
  }
  return out;
}

/**
 * Field errors of a profile update (empty = valid): every given field must be enabled for the brand and meet its
 * rule; an empty string clears a field (not the real name: once set it is locked). Birthday: at least minimumAge.
 */
export function validateProfileUpdate(
  input: Partial<Record<PlainProfileField, string>>,
  enabled: readonly ProfileField[],
  opts: { minimumAge: number; today: Date; realNameSet: boolean },
): FieldError[] {
  const errors: FieldError[] = [];
  for (const k of PLAIN_PROFILE_FIELDS) {
    const v = input[k];
    if (v === undefined) continue;
    if (!enabled.includes(k)) {
      errors.push({ field: k, key: 'err_profile_field_disabled' });
      continue;
    }
    if (k === 'realName' && opts.realNameSet) {
      errors.push({ field: k, key: 'err_real_name_locked' });
      continue;
    }
    const e = checkField(k, v, PROFILE_RULES[k]);
    if (e) errors.push(e);
    else if (k === 'birthday' && v) {
      const age = ageOn(v, opts.today);
      if (age === null || age < opts.minimumAge) errors.push({ field: k, key: 'err_age', min: opts.minimumAge });
    }
  }
  return errors;
}
