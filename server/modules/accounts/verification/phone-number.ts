// Issue 24 item 1 (spec §3 Country, §4 login by code, reset by phone, registration): a mobile number is
// always the full international number, country dialing code + national number. SMS codes are stored and
// sent under it, and an account matches only when its own full number is the same, so a code sent to
// +99 123000001 never opens the account of +60 0123000001.
// Country codes: only those the brand's manifest lists (`countries`); a brand that lists none accepts its
// default only. A request without a code, and a member row stored without one (older rows), mean the
// brand's default country: its first listed country, else DEFAULT_DIALING_CODE (60).
import { ValidationError } from '../../../lib/errors';
import type { DbOrTx } from '../../../db/client';
import { findByNationalNumbers, type MemberRow } from '../member/repo';
import type { AccountsConfig } from '../session/config';
import type { Tenant } from '../../tenancy';

export interface PhoneNumber {
  /** Country dialing code, digits only ('60'). */
  cc: string;
  /** National number as typed, digits only ('0123000001'). */
  national: string;
  /** cc + national number without its trunk 0: what codes are bound to and SMS go to ('60123000001'). */
  key: string;
}

const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');
const withoutTrunk = (national: string) => national.replace(/^0/, '');

/** The brand's country dialing codes (digits), first = default. */
export function brandDialingCodes(tenant: Tenant, cfg: AccountsConfig): string[] {
  const listed = (tenant.manifest.countries ?? []).map((c) => digits(c.countryDialingCode)).filter(Boolean);
  return listed.length ? listed : [cfg.defaultDialingCode];
}

export function phoneKey(cc: string, national: string): string {
  return `${cc}${withoutTrunk(digits(national))}`;
}

/** Parses a caller's number; a country code the brand does not list is a 400 err_country_code. */
export function parsePhone(tenant: Tenant, cfg: AccountsConfig, mobileNum: string, countryDialingCode?: string | null): PhoneNumber {
  const allowed = brandDialingCodes(tenant, cfg);
  const given = digits(countryDialingCode);
  const cc = given || allowed[0];
  if (!allowed.includes(cc)) throw new ValidationError({ errors: [{ field: 'countryDialingCode', key: 'err_country_code' }] }, 'err_country_code');
  const national = digits(mobileNum);
  return { cc, national, key: phoneKey(cc, national) };
}

/** A member's own full number (a row without a country code is in the brand's default country). */
export function memberPhoneKey(tenant: Tenant, cfg: AccountsConfig, m: Pick<MemberRow, 'mobile' | 'countryDialingCode'>): string | null {
  if (!m.mobile) return null;
  return phoneKey(digits(m.countryDialingCode) || brandDialingCodes(tenant, cfg)[0], m.mobile);
}

/** The ways a national number may be stored: as typed, and with or without its trunk 0. */
export function nationalVariants(national: string): string[] {
  const bare = withoutTrunk(national);
  return [...new Set([national, bare, `0${bare}`])].filter(Boolean);
}

/** Members of this brand whose national number is this one, in any country (a number is one account). */
export function findByNational(tenant: Tenant, phone: PhoneNumber, db: DbOrTx): Promise<MemberRow[]> {
  return findByNationalNumbers(tenant.merchantId, nationalVariants(phone.national), db);
}

/** The member whose full international number is `phone`, if any. */
export async function findMemberByPhone(tenant: Tenant, cfg: AccountsConfig, phone: PhoneNumber, db: DbOrTx): Promise<MemberRow | undefined> {
  return (await findByNational(tenant, phone, db)).find((m) => memberPhoneKey(tenant, cfg, m) === phone.key);
}
