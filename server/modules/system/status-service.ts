// spec §3 permission response and §4 status rule: 1 maintenance, else 2 region-restricted, else 0.
import type { ResourceEntry, SystemStatusValue } from '../../../schema/api/system';
import { csLinksOf, customerServiceOf } from '../content';
import type { DbOrTx } from '../../db/client';
import { BadRequestError } from '../../lib/errors';
import type { Tenant, TenantRegistry } from '../tenancy';
import { accessFor, type Visitor } from './access-policy';
import { type MaintenanceSetting, readOverrides } from './overrides';
import { getWhitelabel } from './switches';


/** Picks the info text for the visitor's language, then the brand's default, then any. */
export function maintenanceInfo(m: MaintenanceSetting, lang: string | undefined, tenant: Tenant): string | null {
  const lower = (lang ?? '').toLowerCase();
  const key = lower === 'cn' || lower === 'zh-cn' ? 'zh' : lower; // the site sends MS, EN, CN (spec §3)
  return m.info[key] ?? m.info[tenant.manifest.languages.default] ?? Object.values(m.info)[0] ?? null;
}

/**
 * spec §8 domain check: the `url` the site reports must belong to this brand (its domains, <id>.localhost
 * or a local address). Anything else is 'Invalid URL, please contact customer service'.
 */
export function checkDomain(url: string | undefined, tenant: Tenant, registry: TenantRegistry): void {
  if (!url) return;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`).host;
  } catch {
    throw new BadRequestError('err_domain_check', undefined, 'domain_check_failed');
  }
  const owner = registry.resolveHost(host);
  if (owner?.manifest.id !== tenant.manifest.id) throw new BadRequestError('err_domain_check', undefined, 'domain_check_failed');
}

export function resourcesOf(tenant: Tenant): ResourceEntry[] {
  const { appDownload, licences } = tenant.manifest;
  const out: ResourceEntry[] = [];
  const qr = appDownload.qr ? { qrCodeUrl: appDownload.qr } : {};
  if (appDownload.ios) out.push({ resourceType: 'IOS', url: appDownload.ios, labelNameEn: 'iOS', ...qr });
  if (appDownload.android) out.push({ resourceType: 'ANDROID', url: appDownload.android, labelNameEn: 'Android', ...qr });
  for (const l of licences) out.push({ resourceType: `LICENCE_${l.kind}`, url: l.image ?? '', labelNameEn: `${l.name} ${l.number}` });
  return out;
}

/** The status answer for this visitor: the same rules the API enforces (access-policy.ts), bypass included. */
export async function getStatus(tenant: Tenant, visitor: Visitor & { lang?: string }, now: Date, db: DbOrTx): Promise<SystemStatusValue> {
  const o = await readOverrides(tenant, db);
  const whitelabel = await getWhitelabel(db, tenant);
  const { maintenance: inMaintenance, restricted } = accessFor(o, visitor, now);
  return {
    status: inMaintenance ? 1 : restricted ? 2 : 0,
    maintenance: {
      enabled: inMaintenance,
      endTime: inMaintenance ? (o.maintenance!.endTime ?? null) : null,
      info: inMaintenance ? maintenanceInfo(o.maintenance!, visitor.lang, tenant) : null,
    },
    regionRestriction: { restricted, country: restricted ? visitor.country : null },
    location: { ip: visitor.ip, country: visitor.country },
    customerService: customerServiceOf(await csLinksOf(tenant, db)),
    resources: resourcesOf(tenant),
    analytics: { gtagId: o.gtagId },
    domainRoute: tenant.manifest.domains,
    imageCDNs: o.imageCDNs,
    launchGameCDNs: o.launchGameCDNs,
    whitelabel: whitelabel.modules,
  };
}
