// Amounts are integers in minor units inside the server (STYLE.md Money); the games calls answer numbers in
// major units of the brand's currency (minorDigits from tenant.json), converted here and nowhere else.
import type { Tenant } from '../tenancy/registry';

export function minorDigits(tenant: Tenant): number {
  return tenant.manifest.currency.minorDigits;
}

export function toMajor(minor: number, tenant: Tenant): number {
  const d = minorDigits(tenant);
  return Number((minor / 10 ** d).toFixed(d));
}

/** Major units (as sent by the site, e.g. 0.05) to minor units; rounds to the nearest minor unit. */
export function toMinor(major: number, tenant: Tenant): number {
  return Math.round(major * 10 ** minorDigits(tenant));
}
