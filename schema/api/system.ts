// Contract types for the system calls of spec §7, shared by runtime (site) and server.
// A renamed field here breaks both sides at once.
import type { TenantManifest } from '../tenant';

export type FeatureKey = keyof TenantManifest['features'];

/** The envelope every /wps call answers with. */
export interface ApiEnvelope<T> {
  success: boolean;
  value: T | null;
  message: string | null;
  code?: string;
  details?: Record<string, unknown>;
}

/** spec §3 permission response: whitelabel module tree node. */
export interface ModuleNode {
  modId: string;
  enabled: boolean;
  childrenNodes: ModuleNode[];
}

/** GET /wps/system/whitelabel: manifest switches merged with operator overrides, plus the module tree. */
export interface WhitelabelValue {
  switches: Record<FeatureKey, boolean>;
  modules: ModuleNode[];
}

export interface CustomerServiceEntry {
  csType: number;
  csPosition: string;
  title: string;
  path: string;
}

export interface ResourceEntry {
  resourceType: string;
  url: string;
  qrCodeUrl?: string;
  labelNameEn?: string;
}

/** Status rule (spec §4): 1 maintenance, else 2 region-restricted, else 0. */
export type SystemStatusCode = 0 | 1 | 2;

/** GET /wps/system/status?url=<host>: spec §3 permission response. */
export interface SystemStatusValue {
  status: SystemStatusCode;
  maintenance: { enabled: boolean; endTime: string | null; info: string | null };
  regionRestriction: { restricted: boolean; country: string | null };
  location: { ip: string; country: string | null };
  customerService: CustomerServiceEntry[];
  resources: ResourceEntry[];
  analytics: { gtagId: string | null };
  domainRoute: string[];
  imageCDNs: string[];
  launchGameCDNs: string[];
  whitelabel: ModuleNode[];
}
