import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderTenantTypes } from '../scripts/gen-types';

// A schema edit without `npm run gen:types` would leave the TypeScript side believing the old shape.
it('schema/tenant.ts matches what `npm run gen:types` generates from tenant.schema.json', async () => {
  const checkedIn = readFileSync(new URL('./tenant.ts', import.meta.url), 'utf8');
  expect(checkedIn, 'schema/tenant.ts is stale: run `npm run gen:types`').toBe(await renderTenantTypes());
});
