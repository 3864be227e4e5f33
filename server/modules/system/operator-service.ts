// Operator overrides of a brand's manifest (maintenance, switches, blocked countries, CDNs, analytics).
// Each change and its audit row are written in one transaction.
import type { Db } from '../../db/client';
import { BadRequestError } from '../../lib/errors';
import {
  ANALYTICS_KEY,
  BLOCKED_KEY,
  type BlockedSetting,
  CDN_KEY,
  type CdnSetting,
  MAINTENANCE_KEY,
  type MaintenanceSetting,
  readOverrides,
} from './overrides';
import { isAddressOrCidr } from './ip-list';
import { SWITCH_NAMES, SWITCH_PREFIX, switchStates } from './switches';
import type { Tenant } from '../tenancy';
import { deleteSetting, insertAudit, listAudit, readSetting, readSettings, upsertSetting } from '../tenancy';

export interface Actor {
  actor: string;
  ip: string | null;
}

async function change(db: Db, tenant: Tenant, who: Actor, action: string, key: string, value: unknown | null): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readSetting(tenant.merchantId, key, tx);
    if (value === null) await deleteSetting(tenant.merchantId, key, tx);
    else await upsertSetting(tenant.merchantId, key, value, tx);
    await insertAudit(tenant.merchantId, { actor: who.actor, action, ip: who.ip, detail: { key, before: before ?? null, after: value } }, tx);
  });
}

/** bypassIps omitted: the brand's list stays as it was (switching maintenance off and on keeps the staff's addresses). */
export async function setMaintenance(db: Db, tenant: Tenant, who: Actor, m: MaintenanceSetting): Promise<void> {
  if (m.endTime !== null && Number.isNaN(new Date(m.endTime).getTime())) throw new BadRequestError('err_validation', { field: 'endTime' }, 'validation_failed');
  const bad = (m.bypassIps ?? []).filter((entry) => !isAddressOrCidr(entry));
  if (bad.length) throw new BadRequestError('err_validation', { field: 'bypassIps', invalid: bad }, 'validation_failed');
  const bypassIps = m.bypassIps ?? (await readSetting<MaintenanceSetting>(tenant.merchantId, MAINTENANCE_KEY, db))?.bypassIps ?? [];
  await change(db, tenant, who, 'maintenance.set', MAINTENANCE_KEY, { ...m, bypassIps: [...new Set(bypassIps)] });
}

/** value null clears the override (back to the manifest default). */
export async function setSwitches(db: Db, tenant: Tenant, who: Actor, switches: Record<string, boolean | null>): Promise<void> {
  for (const name of Object.keys(switches)) {
    if (!SWITCH_NAMES.includes(name)) throw new BadRequestError('err_unknown_switch', { name }, 'unknown_switch');
  }
  for (const [name, value] of Object.entries(switches)) await change(db, tenant, who, 'switch.set', SWITCH_PREFIX + name, value);
}

export async function setBlockedCountries(db: Db, tenant: Tenant, who: Actor, s: BlockedSetting): Promise<void> {
  const norm = (l: string[]) => [...new Set(l.map((c) => c.toUpperCase()))].sort();
  await change(db, tenant, who, 'blockedCountries.set', BLOCKED_KEY, { block: norm(s.block), allow: norm(s.allow) });
}

export async function setCdn(db: Db, tenant: Tenant, who: Actor, s: CdnSetting & { gtagId?: string | null }): Promise<void> {
  const { gtagId, ...cdn } = s;
  if (cdn.imageCDNs || cdn.launchGameCDNs) await change(db, tenant, who, 'cdn.set', CDN_KEY, cdn);
  if (gtagId !== undefined) await change(db, tenant, who, 'analytics.set', ANALYTICS_KEY, { gtagId });
}

/** Issue 19 (console brand settings): what is in force for the brand, with the manifest's defaults beside it. */
export async function getBrandSettings(db: Db, tenant: Tenant) {
  const [o, switches, blocked, cdn] = await Promise.all([
    readOverrides(tenant, db),
    switchStates(db, tenant),
    readSetting<BlockedSetting>(tenant.merchantId, BLOCKED_KEY, db),
    readSetting<CdnSetting>(tenant.merchantId, CDN_KEY, db),
  ]);
  const m = tenant.manifest;
  return {
    switches,
    maintenance: o.maintenance ? { enabled: o.maintenance.enabled, endTime: o.maintenance.endTime, info: o.maintenance.info, bypassIps: o.maintenance.bypassIps ?? [] } : null,
    blockedCountries: { effective: o.blockedCountries, manifest: [...m.blockedCountries].sort(), block: blocked?.block ?? [], allow: blocked?.allow ?? [] },
    servedCountries: o.servedCountries,
    cdn: { imageCDNs: o.imageCDNs, launchGameCDNs: o.launchGameCDNs, overridden: cdn !== undefined, manifestImageCDNs: m.cdn.images, manifestLaunchGameCDNs: m.cdn.launch },
    gtagId: o.gtagId,
    languages: m.languages.supported,
  };
}

export async function getOverrides(db: Db, tenant: Tenant) {
  return Object.fromEntries(await readSettings(tenant.merchantId, undefined, db));
}

export async function getAudit(db: Db, tenant: Tenant, limit: number, filter: { action?: string; actor?: string } = {}) {
  const rows = await listAudit(tenant.merchantId, limit, db, filter);
  return rows.map((r) => ({ id: r.id, actor: r.actor, action: r.action, detail: r.detail as Record<string, unknown>, ip: r.ip, createdAt: r.createdAt.toISOString() }));
}
