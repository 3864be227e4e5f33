// `brand validate <id | path | --all>`: every problem of every manifest, one line each
// (`tenants/acme/tenant.json: /theme/colors/brand must match pattern ...`), exit 1 if any.
import { duplicateBrandProblems, ManifestError } from '../../schema/validate-tenant';
import type { TenantManifest } from '../../schema/tenant';
import { CliError } from '../lib/cli-error';
import { displayPath } from '../lib/paths';
import { listTenantIds, loadTenant, manifestFileFor } from '../lib/tenants';
import { join } from 'node:path';

export function validateCommand(target: string | undefined, opts: { all?: boolean }, tenantsDir: string): void {
  if (!target && !opts.all) throw new CliError('validate needs a tenant id, a path to a tenant.json, or --all', 2);
  const files = opts.all ? listTenantIds(tenantsDir).map((id) => join(tenantsDir, id, 'tenant.json')) : [manifestFileFor(target!, tenantsDir)];
  if (!files.length) throw new CliError(`no tenants found in ${displayPath(tenantsDir)}/`, 1);
  const failures: string[] = [];
  const loaded: { file: string; manifest: TenantManifest }[] = [];
  for (const file of files) {
    try {
      const tenant = loadTenant(file);
      loaded.push({ file: displayPath(file), manifest: tenant.manifest });
      console.log(`ok   ${tenant.id.padEnd(16)} ${displayPath(file)}`);
    } catch (err) {
      if (!(err instanceof ManifestError)) throw err;
      failures.push(err.message);
    }
  }
  // issue 23 item 1: brands valid alone may still collide (the same merchant code or domain); both files named.
  const duplicates = opts.all ? duplicateBrandProblems(loaded) : [];
  failures.push(...duplicates);
  if (failures.length) {
    throw new CliError(`${failures.join('\n')}\n${failures.length - duplicates.length} of ${files.length} manifest(s) invalid${duplicates.length ? `, ${duplicates.length} collision(s) between brands` : ''}`, 1);
  }
}
