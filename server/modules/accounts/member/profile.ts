// Issue 15 item 2, my account: the spec §3 profile fields the brand enables (manifest profileFields), read and edited
// by the member. The real name is locked once set (a bank account's holder name must equal it). The mobile number and
// the e-mail address change only with a code sent to the new value (SMS or e-mail), which also marks them verified.
import { and, eq } from 'drizzle-orm';
import type { ContactChangePayload, ContactCodePayload, ProfileValue } from '../../../../schema/api/member';
import {
  checkField,
  enabledProfileFields,
  normaliseProfileInput,
  PROFILE_FIELDS,
  PROFILE_RULES,
  validateProfileUpdate,
  type FieldError,
  type ProfileField,
} from '../../../../schema/validation';
import { isUniqueViolation, type Db } from '../../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors';
import type { Tenant } from '../../tenancy';
import type { Accounts } from '../session/config';
import { findByNational, memberPhoneKey, parsePhone } from '../verification/phone-number';
import type { EmailProvider, SmsProvider } from '../verification/providers';
import { emailDestination, sendCode, sendEmailCode, verifyCode } from '../verification/service';
import { getRegisterSettings } from './register-settings';
import { findById, updateMember, type MemberRow } from './repo';
import { members } from './tables';

function fieldErrors(errors: FieldError[]): never {
  throw new ValidationError({ errors }, errors[0].key);
}

const enabledFor = (tenant: Tenant) => enabledProfileFields(tenant.manifest.profileFields);

function registrationExtras(m: MemberRow): Record<string, string> {
  try {
    return m.profile ? (JSON.parse(m.profile) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

async function memberOf(tenant: Tenant, memberId: number, db: Db): Promise<MemberRow> {
  const m = await findById(tenant.merchantId, memberId, db);
  if (!m) throw new NotFoundError();
  return m;
}

export function toProfile(m: MemberRow, tenant: Tenant, minimumAge: number): ProfileValue {
  const values: Record<ProfileField, string | null> = {
    nickname: m.nickname,
    realName: m.payeeName,
    // Registrations before the birthday column kept it among the extras.
    birthday: m.birthday ?? registrationExtras(m).birthday ?? null,
    email: m.email,
    mobile: m.mobile,
    telegram: m.telegram,
    zalo: m.zalo,
    address: m.address,
    nationality: m.nationality,
    occupation: m.occupation,
    sourceOfIncome: m.sourceOfIncome,
    placeOfBirth: m.placeOfBirth,
  };
  return {
    fields: enabledFor(tenant),
    values: Object.fromEntries(PROFILE_FIELDS.map((f) => [f, values[f] ?? null])) as Record<ProfileField, string | null>,
    countryDialingCode: m.mobile ? (m.countryDialingCode ?? null) : null,
    realNameLocked: !!m.payeeName,
    verified: { mobile: !!m.mobile && !!m.mobileVerifiedAt, email: !!m.email && !!m.emailVerifiedAt },
    minimumAge,
  };
}

export async function getProfile(tenant: Tenant, cfg: Accounts, memberId: number, db: Db): Promise<ProfileValue> {
  const settings = await getRegisterSettings(tenant, cfg, db);
  return toProfile(await memberOf(tenant, memberId, db), tenant, settings.minimumAge);
}

const COLUMN = {
  nickname: 'nickname',
  realName: 'payeeName',
  birthday: 'birthday',
  telegram: 'telegram',
  zalo: 'zalo',
  address: 'address',
  nationality: 'nationality',
  occupation: 'occupation',
  sourceOfIncome: 'sourceOfIncome',
  placeOfBirth: 'placeOfBirth',
} as const satisfies Record<string, keyof MemberRow>;

/** Writes the plain fields given; nothing is written when any of them is refused. */
export async function updateProfile(tenant: Tenant, cfg: Accounts, memberId: number, raw: Record<string, unknown>, db: Db): Promise<ProfileValue> {
  const settings = await getRegisterSettings(tenant, cfg, db);
  const input = normaliseProfileInput(raw);
  const enabled = enabledFor(tenant);
  // Checked before the transaction (bad input never reaches it), and again under the row lock for the real name.
  const before = await memberOf(tenant, memberId, db);
  const errors = validateProfileUpdate(input, enabled, { minimumAge: settings.minimumAge, today: cfg.clock.now(), realNameSet: !!before.payeeName });
  if (errors.length) fieldErrors(errors);

  const after = await db.transaction(async (tx) => {
    // The row lock makes "set the real name once" hold against two requests at the same time.
    const [m] = await tx
      .select()
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.merchantId, tenant.merchantId)))
      .for('update');
    if (input.realName !== undefined && m.payeeName) fieldErrors([{ field: 'realName', key: 'err_real_name_locked' }]);
    const values: Partial<MemberRow> = {};
    for (const [field, column] of Object.entries(COLUMN) as [keyof typeof COLUMN, (typeof COLUMN)[keyof typeof COLUMN]][]) {
      const v = input[field];
      if (v === undefined) continue;
      if (field === 'realName' && v === '') continue; // nothing to clear: a set one is locked above
      values[column] = v === '' ? null : v;
    }
    if (Object.keys(values).length) await updateMember(tenant.merchantId, memberId, values, tx);
    return (await findById(tenant.merchantId, memberId, tx))!;
  });
  return toProfile(after, tenant, settings.minimumAge);
}

type ContactInput = Pick<ContactCodePayload, 'channel' | 'mobileNum' | 'countryDialingCode' | 'email'>;

/** The new value, checked: the field enabled for the brand, the spec §5 rule, a country the brand lists. */
function newContact(tenant: Tenant, cfg: Accounts, input: ContactInput) {
  const field = input.channel;
  if (!enabledFor(tenant).includes(field)) fieldErrors([{ field, key: 'err_profile_field_disabled' }]);
  if (field === 'mobile') {
    const mobileNum = (input.mobileNum ?? '').trim();
    const err = checkField('mobile', mobileNum, { ...PROFILE_RULES.mobile, required: true });
    if (err) fieldErrors([{ ...err, key: err.key === 'err_required' ? 'err_required' : 'err_mobile_format' }]);
    const phone = parsePhone(tenant, cfg, mobileNum, input.countryDialingCode);
    return { field, phone, destination: phone.key } as const;
  }
  const email = (input.email ?? '').trim();
  const err = checkField('email', email, { ...PROFILE_RULES.email, required: true });
  if (err) fieldErrors([err]);
  return { field, email, destination: emailDestination(email) } as const;
}

function unchanged(tenant: Tenant, cfg: Accounts, m: MemberRow, c: ReturnType<typeof newContact>): boolean {
  if (c.field === 'mobile') return !!m.mobileVerifiedAt && memberPhoneKey(tenant, cfg, m) === c.phone.key;
  return !!m.emailVerifiedAt && (m.email ?? '').toLowerCase() === c.email.toLowerCase();
}

/** Sends a code to the new mobile number (SMS) or e-mail address; it works only for this member (purpose bind:<id>). */
export async function sendContactCode(
  tenant: Tenant,
  cfg: Accounts,
  memberId: number,
  input: ContactCodePayload,
  ctx: { ip: string | null; sms: SmsProvider; mail: EmailProvider },
  db: Db,
): Promise<{ expiredMinutes: number }> {
  const c = newContact(tenant, cfg, input);
  const m = await memberOf(tenant, memberId, db);
  if (unchanged(tenant, cfg, m, c)) fieldErrors([{ field: c.field, key: 'err_contact_unchanged' }]);
  const args = { merchantId: tenant.merchantId, purpose: `bind:${memberId}` as const, ip: ctx.ip, brandName: tenant.manifest.brandName };
  // Only the owner of the new value receives the code, so telling that a number is taken (at the change) reveals
  // nothing to anyone else.
  if (c.field === 'mobile') return sendCode({ ...args, mobile: c.phone.key, deliver: true }, cfg, ctx.sms, db);
  return sendEmailCode({ ...args, email: c.email }, cfg, ctx.mail, db);
}

/** Checks the code sent to the new value, then saves it as verified. */
export async function changeContact(tenant: Tenant, cfg: Accounts, memberId: number, input: ContactChangePayload, db: Db): Promise<ProfileValue> {
  const c = newContact(tenant, cfg, input);
  await verifyCode({ merchantId: tenant.merchantId, purpose: `bind:${memberId}`, mobile: c.destination, code: input.verificationCode }, cfg, db);
  const now = cfg.clock.now();
  if (c.field === 'mobile') {
    // issue 24 item 1: a national number is one account per brand, whatever the country.
    if ((await findByNational(tenant, c.phone, db)).some((x) => x.id !== memberId)) throw new ConflictError('err_mobile_taken', 'mobile_taken');
    try {
      await updateMember(tenant.merchantId, memberId, { mobile: c.phone.national, countryDialingCode: c.phone.cc, mobileVerifiedAt: now }, db);
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError('err_mobile_taken', 'mobile_taken');
      throw err;
    }
  } else {
    await updateMember(tenant.merchantId, memberId, { email: c.email, emailVerifiedAt: now }, db);
  }
  return getProfile(tenant, cfg, memberId, db);
}
