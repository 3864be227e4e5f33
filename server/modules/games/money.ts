// Amounts are integers in minor units everywhere, in the database and in every answer (STYLE.md Money;
// the same unit as the wallet's sumBalance). The one input in major units is the spec §9 min-bet filter
// ("0.05"), converted here with the brand's minorDigits (tenant.json).
import type { Tenant } from '../tenancy';

export function minorDigits(tenant: Tenant): number {
  return tenant.manifest.currency.minorDigits;
}

/** Major units (as sent by the site, e.g. 0.05) to minor units; rounds to the nearest minor unit. */
export function toMinor(major: number, tenant: Tenant): number {
  return Math.round(major * 10 ** minorDigits(tenant));
}
