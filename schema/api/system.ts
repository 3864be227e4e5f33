// Contract types for the system calls of spec §7, shared by runtime (site) and server; the answers' types derive
// from the route response schemas (system-schemas.ts).
// A renamed field here breaks both sides at once.
import type { Static } from 'typebox';
import type { TenantManifest } from '../tenant';
import type { customerServiceEntrySchema, resourceEntrySchema, systemStatusValueSchema } from './system-schemas';

export type FeatureKey = keyof TenantManifest['features'];

/** The envelope every /wps call answers with. */
export interface ApiEnvelope<T> {
  success: boolean;
  value: T | null;
  message: string | null;
  code?: string;
  details?: Record<string, unknown>;
}

/** spec §3 permission response: whitelabel module tree node. Written out: a recursive schema ($ref by id) has no
 * static type; moduleNodeSchema (system-schemas.ts) states the same fields, and system/whitelabel.test.ts checks answers. */
export interface ModuleNode {
  modId: string;
  enabled: boolean;
  childrenNodes: ModuleNode[];
}

/** GET /wps/system/whitelabel: manifest switches merged with operator overrides, plus the module tree. The switch
 * keys come from the manifest schema at run time (system/schemas.ts builds the answer schema from FEATURE_KEYS). */
export interface WhitelabelValue {
  switches: Record<FeatureKey, boolean>;
  modules: ModuleNode[];
}

export type CustomerServiceEntry = Static<typeof customerServiceEntrySchema>;
export type ResourceEntry = Static<typeof resourceEntrySchema>;

/** Status rule (spec §4): 1 maintenance, else 2 region-restricted, else 0. */
export type SystemStatusCode = SystemStatusValue['status'];

/** GET /wps/system/status?url=<host>: spec §3 permission response (systemStatusValueSchema). */
export type SystemStatusValue = Omit<Static<typeof systemStatusValueSchema>, 'whitelabel'> & { whitelabel: ModuleNode[] };
