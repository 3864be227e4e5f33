// Generates schema/tenant.ts from schema/tenant.schema.json (json-schema-to-typescript).
// `npm run gen:types` writes it; schema/tenant-types.test.ts fails when the checked-in file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';

export async function renderTenantTypes(): Promise<string> {
  return compile(JSON.parse(readFileSync(new URL('../schema/tenant.schema.json', import.meta.url), 'utf8')), 'TenantManifest', {
    bannerComment: '/* Generated from schema/tenant.schema.json by `npm run gen:types`. Do not edit. */',
    additionalProperties: false,
    style: { singleQuote: true },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('../schema/tenant.ts', import.meta.url), await renderTenantTypes());
  console.log('wrote schema/tenant.ts');
}
