// Shared by e2e specs: which brands exist, their manifests, and the URL each is served on.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TenantManifest } from '../../schema/tenant';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** `http://<id>.localhost:4173` (Chromium resolves *.localhost to loopback by itself). */
export function brandUrl(id: string, path = '/'): string {
  return `http://${id}.localhost:${E2E_PORT}${path}`;
}

export function brandIds(): string[] {
  const dir = join(repoRoot, 'tenants');
  return readdirSync(dir).filter((id) => existsSync(join(dir, id, 'tenant.json'))).sort();
}

export function loadManifest(id: string): TenantManifest {
  return JSON.parse(readFileSync(join(repoRoot, 'tenants', id, 'tenant.json'), 'utf8')) as TenantManifest;
}

/** Flattened i18n strings of one bundled language (`a.b.c` → text), or {} when absent. */
export function uiStrings(lang: string): Record<string, string> {
  const dir = join(repoRoot, 'runtime/i18n/locales', lang);
  if (!existsSync(dir)) return {};
  const out: Record<string, string> = {};
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') out[prefix] = node;
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(join(dir, file), 'utf8')), '');
  }
  return out;
}

/**
 * The e2e server's bootstrap OPERATOR_TOKEN: it works only while no operator account exists (e2e/ops-console.spec.ts
 * uses it once to create the first owner), so the other specs use OPERATOR_KEY.
 */
export const OPERATOR_TOKEN = process.env.E2E_OPERATOR_TOKEN ?? 'e2e-operator-token';

/**
 * Bearer token of the operator API (/api/operator/*) for the e2e specs: a configured owner key of every brand
 * (OPERATOR_KEYS), which keeps working after operator accounts exist (server/modules/system/operators.ts).
 */
export const OPERATOR_KEY = process.env.E2E_OPERATOR_KEY ?? 'e2e-operator-owner-key';

/** The e2e server's OPERATOR_KEYS: one owner of every brand, named e2e in the audit log. */
export const OPERATOR_KEYS = JSON.stringify([{ token: OPERATOR_KEY, name: 'e2e', roles: ['owner'], brands: '*' }]);

/** The e2e server's business-time offset file (playwright.config.ts TEST_CLOCK_FILE; server/lib/clock.ts). */
export const clockFile = () => `${process.env.E2E_DATA_DIR}-clock`;
