// Loads tenants/*/tenant.json with the same validator as the CLI and resolves a request's tenant
// from its Host header (manifest domains, <id>.localhost in development) or its merchant code.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { duplicateBrandProblems, loadTenantFile, type TenantManifest } from '../../../schema/validate-tenant';

export interface Tenant {
  manifest: TenantManifest;
  /** merchants.id in the database; every row of this tenant carries it. */
  merchantId: number;
}

export function loadManifests(tenantsDir: string): TenantManifest[] {
  const entries = readdirSync(tenantsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(tenantsDir, d.name, 'tenant.json')))
    .map((d) => join(tenantsDir, d.name, 'tenant.json'))
    .map((file) => ({ file, manifest: loadTenantFile(file) }));
  // issue 23 item 1: two brands with one merchant code or one domain would collide; refuse to start, naming both.
  const duplicates = duplicateBrandProblems(entries.map((e) => ({ ...e, file: relative(process.cwd(), e.file) || e.file })));
  if (duplicates.length) throw new DuplicateBrandError(duplicates);
  return entries.map((e) => e.manifest).sort((a, b) => a.id.localeCompare(b.id));
}

/** Two manifests that would collide (same merchant code or domain): server/main.ts refuses to start with it. */
export class DuplicateBrandError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'DuplicateBrandError';
  }
}

export class TenantRegistry {
  private byHost = new Map<string, Tenant>();
  private byCode = new Map<string, Tenant>();
  private byId = new Map<string, Tenant>();

  constructor(
    tenants: Tenant[],
    private readonly defaultId: string,
  ) {
    for (const t of tenants) {
      this.byId.set(t.manifest.id, t);
      this.byCode.set(t.manifest.merchantCode.toLowerCase(), t);
      for (const d of t.manifest.domains) this.byHost.set(d.toLowerCase(), t);
      this.byHost.set(`${t.manifest.id}.localhost`, t);
    }
    if (!this.byId.has(defaultId)) throw new Error(`default tenant '${defaultId}' has no manifest`);
  }

  all(): Tenant[] {
    return [...this.byId.values()];
  }

  get(id: string): Tenant | undefined {
    return this.byId.get(id);
  }

  byMerchantCode(code: string): Tenant | undefined {
    return this.byCode.get(code.toLowerCase());
  }

  /**
   * Host header (port stripped) → tenant. Plain localhost / 127.0.0.1 get the default brand;
   * an unknown host returns undefined (the caller answers 404 rather than guessing a brand).
   */
  resolveHost(hostHeader: string | undefined): Tenant | undefined {
    const host = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
    const direct = this.byHost.get(host);
    if (direct) return direct;
    if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '') return this.byId.get(this.defaultId);
    return undefined;
  }
}
