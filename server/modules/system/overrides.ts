// Operator overrides of the manifest (merchant_settings keys) and how each merges with its default.
import type { DbOrTx } from '../../db/client';
import type { Tenant } from '../tenancy';
import { readSettings } from '../tenancy';

export const MAINTENANCE_KEY = 'maintenance';
export const BLOCKED_KEY = 'blockedCountries';
export const CDN_KEY = 'cdn';
export const ANALYTICS_KEY = 'analytics';

export interface MaintenanceSetting {
  enabled: boolean;
  /** ISO time; the window ends by itself at that time. */
  endTime: string | null;
  /** Text per language code (ms, en, zh ...). */
  info: Record<string, string>;
  /** Addresses (IPs / CIDRs) that are not held by the maintenance: the operator's staff (issue 24 item 9). */
  bypassIps?: string[];
}

/** Added to and removed from the manifest's blockedCountries. */
export interface BlockedSetting {
  block: string[];
  allow: string[];
}

export interface CdnSetting {
  imageCDNs?: string[];
  launchGameCDNs?: string[];
}

export interface EffectiveOverrides {
  maintenance: MaintenanceSetting | null;
  blockedCountries: string[];
  /** Issue 20 region by licence (access-policy.ts servedCountriesOf). */
  servedCountries: string[] | null;
  imageCDNs: string[];
  launchGameCDNs: string[];
  gtagId: string | null;
}

/**
 * Issue 20: the countries the brand serves: its licensed ones (manifest servedCountries) and any the operator
 * allowed explicitly (PUT /api/operator/blocked-countries allow); null when the manifest names none.
 */
export function servedCountriesOf(tenant: Tenant, setting: BlockedSetting | undefined): string[] | null {
  const served = tenant.manifest.servedCountries;
  if (!served?.length) return null;
  return [...new Set([...served, ...(setting?.allow ?? []).map((c) => c.toUpperCase())])].sort();
}

export function mergeBlocked(manifestList: string[], setting: BlockedSetting | undefined): string[] {
  const set = new Set(manifestList.map((c) => c.toUpperCase()));
  for (const c of setting?.block ?? []) set.add(c.toUpperCase());
  for (const c of setting?.allow ?? []) set.delete(c.toUpperCase());
  return [...set].sort();
}

export async function readOverrides(tenant: Tenant, db: DbOrTx): Promise<EffectiveOverrides> {
  const s = await readSettings(tenant.merchantId, undefined, db);
  const cdn = s.get(CDN_KEY) as CdnSetting | undefined;
  const analytics = s.get(ANALYTICS_KEY) as { gtagId: string | null } | undefined;
  return {
    maintenance: (s.get(MAINTENANCE_KEY) as MaintenanceSetting | undefined) ?? null,
    blockedCountries: mergeBlocked(tenant.manifest.blockedCountries, s.get(BLOCKED_KEY) as BlockedSetting | undefined),
    servedCountries: servedCountriesOf(tenant, s.get(BLOCKED_KEY) as BlockedSetting | undefined),
    imageCDNs: cdn?.imageCDNs ?? tenant.manifest.cdn.images,
    launchGameCDNs: cdn?.launchGameCDNs ?? tenant.manifest.cdn.launch,
    gtagId: analytics ? analytics.gtagId : (tenant.manifest.analyticsId ?? null),
  };
}
