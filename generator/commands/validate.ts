// `brand validate <id | path | --all>`: every problem of every manifest, one line each
// (`tenants/acme/tenant.json: /theme/colors/brand must match pattern ...`), exit 1 if any.
import { ManifestError } from '../../schema/validate-tenant';
import { CliError } from '../lib/cli-error';
import { displayPath } from '../lib/paths';
import { listTenantIds, loadTenant, manifestFileFor } from '../lib/tenants';
import { join } from 'node:path';

export function validateCommand(target: string | undefined, opts: { all?: boolean }, tenantsDir: string): void {
  if (!target && !opts.all) throw new CliError('validate needs a tenant id, a path to a tenant.json, or --all', 2);
  const files = opts.all ? listTenantIds(tenantsDir).map((id) => join(tenantsDir, id, 'tenant.json')) : [manifestFileFor(target!, tenantsDir)];
  if (!files.length) throw new CliError(`no tenants found in ${displayPath(tenantsDir)}/`, 1);
  const failures: string[] = [];
  for (const file of files) {
    try {
      const { id } = loadTenant(file);
      console.log(`ok   ${id.padEnd(16)} ${displayPath(file)}`);
    } catch (err) {
      if (!(err instanceof ManifestError)) throw err;
      failures.push(err.message);
    }
  }
  if (failures.length) {
    throw new CliError(`${failures.join('\n')}\n${failures.length} of ${files.length} manifest(s) invalid`, 1);
  }
}
