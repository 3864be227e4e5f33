// `brand list`: one row per tenant. Invalid manifests are listed too (marked), so the operator
// sees every folder, not only the healthy ones.
import { join } from 'node:path';
import { ManifestError } from '../../schema/validate-tenant';
import { formatTable } from '../lib/table';
import { listTenantIds, loadTenant } from '../lib/tenants';

export function listCommand(tenantsDir: string): void {
  const rows = listTenantIds(tenantsDir).map((id) => {
    try {
      const { manifest: m } = loadTenant(join(tenantsDir, id, 'tenant.json'));
      const langs = [m.languages.default, ...m.languages.supported.filter((l) => l !== m.languages.default)];
      return [id, m.brandName, m.merchantCode, langs.join(','), m.theme.default, m.domains.join(',')];
    } catch (err) {
      if (!(err instanceof ManifestError)) throw err;
      return [id, '(invalid: run validate)', '', '', '', ''];
    }
  });
  console.log(formatTable(['id', 'brand', 'merchant code', 'languages', 'theme', 'domains'], rows));
}
