// Fallback for when no pageContextInit carries the brand (`vike dev`, or a plain `vite build`
// prerendered without the generator): load tenants/$TENANT/tenant.json (default mesra) and
// compile its theme. Imported lazily so the production server bundle never evaluates it when
// the generator supplies { tenant, themeCss }.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TenantManifest } from '../../schema/tenant';

function tenantsDir(): string {
  if (process.env.TENANTS_DIR) return resolve(process.env.TENANTS_DIR);
  // cwd is the repository root (npm scripts) or runtime/ (`cd runtime && npx vike dev`).
  const candidates = [resolve(process.cwd(), 'tenants'), resolve(process.cwd(), '..', 'tenants')];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0];
}

export async function loadTenantFromEnv(): Promise<{ tenant: TenantManifest; themeCss: string }> {
  const id = process.env.TENANT ?? 'mesra';
  const [{ loadTenantFile }, { compileThemeCss }] = await Promise.all([
    import('../../schema/validate-tenant'),
    import('../../themes/compile'),
  ]);
  const tenant = loadTenantFile(resolve(tenantsDir(), id, 'tenant.json'));
  return { tenant, themeCss: compileThemeCss(tenant) };
}
