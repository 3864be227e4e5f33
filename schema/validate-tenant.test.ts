import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ManifestError, loadTenantFile, validateTenant } from './validate-tenant';

const tenantsDir = new URL('../tenants/', import.meta.url);
const tenantIds = readdirSync(tenantsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const good = (id = 'mesra') => JSON.parse(readFileSync(new URL(`${id}/tenant.json`, tenantsDir), 'utf8'));

/** Applies `edit` to a fresh copy of a good manifest and returns the pointers of its problems. */
function problemsAfter(edit: (m: any) => void): { pointer: string; message: string }[] {
  const manifest = good();
  edit(manifest);
  return validateTenant(manifest);
}

describe('tenant manifests in tenants/', () => {
  it('has the three example brands', () => {
    expect(tenantIds).toEqual(expect.arrayContaining(['mesra', 'orbit', 'jade']));
  });

  it.each(tenantIds)('%s/tenant.json is valid and its id matches its folder', (id) => {
    const manifest = loadTenantFile(join(tenantsDir.pathname, id, 'tenant.json'));
    expect(manifest.id).toBe(id);
  });
});

describe('validateTenant rejects broken manifests, naming the field', () => {
  const cases: [string, (m: any) => void, string, RegExp][] = [
    ['a missing required field', (m) => delete m.merchantCode, '/merchantCode', /required/],
    ['a missing nested field', (m) => delete m.theme.colors.brand, '/theme/colors/brand', /required/],
    ['a wrong type', (m) => (m.features.DIRECTREG3 = 'yes'), '/features/DIRECTREG3', /boolean/],
    ['a bad colour', (m) => (m.theme.colors.brand = 'green'), '/theme/colors/brand', /pattern/],
    ['an upper-case colour', (m) => (m.theme.colors.accent = '#ABCDEF'), '/theme/colors/accent', /pattern/],
    ['an unknown field', (m) => (m.colour = '#000000'), '/colour', /not a known field/],
    ['an unknown nested field', (m) => (m.features.BONUS = true), '/features/BONUS', /not a known field/],
    ['a bad enum', (m) => (m.theme.default = 'sepia'), '/theme/default', /"light", "dark"/],
    ['a bad age gate', (m) => (m.responsibleGaming.ageGate = 16), '/responsibleGaming/ageGate', /18, 21/],
    ['an unknown language', (m) => m.languages.supported.push('xx'), '/languages/supported/3', /must be one of/],
    ['a default language that is not supported', (m) => (m.languages.default = 'en', m.languages.supported = ['ms']), '/languages/default', /supported/],
    ['a supported language without seo', (m) => delete m.seo.zh, '/seo/zh', /required/],
    ['no registration type', (m) => (m.features.USERNAMEREG3 = false, m.features.MOBILENUMREG3 = false), '/features', /USERNAMEREG3 or MOBILENUMREG3/],
    ['a bad domain', (m) => (m.domains = ['not a host']), '/domains/0', /hostname/],
    ['an empty brand name', (m) => (m.brandName = ''), '/brandName', /fewer than 1/],
  ];

  it.each(cases)('%s', (_name, edit, pointer, message) => {
    const problems = problemsAfter(edit);
    const hit = problems.find((p) => p.pointer === pointer);
    expect(hit, `expected a problem at ${pointer}, got ${JSON.stringify(problems)}`).toBeDefined();
    expect(hit!.message).toMatch(message);
  });

  it('reports every problem at once, not only the first', () => {
    const problems = problemsAfter((m) => {
      delete m.currency;
      m.theme.colors.brand = 'red';
    });
    expect(problems.map((p) => p.pointer)).toEqual(expect.arrayContaining(['/currency', '/theme/colors/brand']));
  });
});

describe('loadTenantFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tenant-'));

  it('throws a ManifestError whose lines name the file, the pointer and the expectation', () => {
    const file = join(dir, 'tenant.json');
    writeFileSync(file, JSON.stringify({ ...good(), theme: { ...good().theme, colors: { brand: 'teal', accent: '#000000' } } }));
    expect(() => loadTenantFile(file)).toThrow(ManifestError);
    expect(() => loadTenantFile(file)).toThrow(`${file}: /theme/colors/brand must match pattern "^#[0-9a-f]{6}$"`);
  });

  it('names the file when it is not JSON', () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{ "id": ');
    expect(() => loadTenantFile(file)).toThrow(new RegExp(`${file}: / must be readable JSON`));
  });
});
