// Brand state: the manifest from build time, overridden at run time by the platform
// (GET /wps/system/whitelabel switches, GET /wps/system/status screen). spec §2, §3.
import { atom } from 'jotai';
import type { FeatureKey, SystemStatusValue } from '../../schema/api/system';
import type { TenantManifest } from '../../schema/tenant';

/** Set once per render from pageContext.tenant (useHydrateAtoms); never null after that. */
export const tenantAtom = atom<TenantManifest>(null as unknown as TenantManifest);

/** Operator overrides from /wps/system/whitelabel; empty while the API is unreachable. */
export const switchOverridesAtom = atom<Partial<Record<FeatureKey, boolean>>>({});

/**
 * spec §3 permission response: the white-label module tree of /wps/system/whitelabel, flattened to
 * modId -> enabled (MC, MESSAGE, FEEDBACK, REWARDCENTER...). Empty while unknown: a module absent here counts as on.
 */
export const modulesAtom = atom<Record<string, boolean>>({});

/** Effective feature switches: server values win over the manifest defaults. */
export const switchesAtom = atom((get) => ({ ...get(tenantAtom).features, ...get(switchOverridesAtom) }));

/** /wps/system/status; null = unknown (treated as status 0, normal). */
export const systemStatusAtom = atom<SystemStatusValue | null>(null);

/** spec §3 public state availablePromo (REFERRAL.enabled): invite friends is on unless the brand's REFERRAL module is off. */
export const referralEnabledAtom = atom((get) => get(modulesAtom).REFERRAL !== false);
