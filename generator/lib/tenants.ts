// Reading tenant folders: discovery, loading with validation, and the checks that need the folder
// (asset files exist, id matches the folder name) which the schema alone cannot make.
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ManifestError, loadTenantFile, type ManifestProblem, type TenantManifest } from '../../schema/validate-tenant';
import { displayPath } from './paths';

export interface LoadedTenant {
  id: string;
  dir: string;
  file: string;
  manifest: TenantManifest;
}

/** Tenant ids in a tenants dir: the sub-folders that hold a tenant.json, sorted. */
export function listTenantIds(tenantsDir: string): string[] {
  if (!existsSync(tenantsDir)) return [];
  return readdirSync(tenantsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(tenantsDir, d.name, 'tenant.json')))
    .map((d) => d.name)
    .sort();
}

/** `id` or a path to a manifest file → the manifest file path. */
export function manifestFileFor(target: string, tenantsDir: string): string {
  const looksLikePath = target.endsWith('.json') || target.includes('/') || target.includes('\\');
  return looksLikePath ? resolve(target) : join(tenantsDir, target, 'tenant.json');
}

/** Local asset paths a manifest names, with their JSON pointers (https URLs are not ours to check). */
export function assetReferences(m: TenantManifest): { pointer: string; path: string }[] {
  const refs: { pointer: string; path: string }[] = [
    { pointer: '/theme/logo', path: m.theme.logo },
    { pointer: '/theme/favicon', path: m.theme.favicon },
  ];
  if (m.appDownload.qr) refs.push({ pointer: '/appDownload/qr', path: m.appDownload.qr });
  m.licences.forEach((l, i) => l.image && refs.push({ pointer: `/licences/${i}/image`, path: l.image }));
  m.responsibleGaming.links.forEach((l, i) => l.image && refs.push({ pointer: `/responsibleGaming/links/${i}/image`, path: l.image }));
  return refs.filter((r) => !r.path.startsWith('https://'));
}

/** Validates and loads one manifest; throws ManifestError (file + pointer + expectation). */
export function loadTenant(file: string): LoadedTenant {
  const shown = displayPath(file);
  if (!existsSync(file)) throw new ManifestError(shown, [{ pointer: '', message: 'must exist (no such file)' }]);
  let manifest: TenantManifest;
  try {
    manifest = loadTenantFile(file);
  } catch (err) {
    // Re-label with the short path so messages read `tenants/acme/tenant.json: /x ...`.
    if (err instanceof ManifestError) throw new ManifestError(shown, err.problems);
    throw err;
  }
  const dir = dirname(file);
  const problems: ManifestProblem[] = [];
  const folder = basename(dir);
  if (basename(file) === 'tenant.json' && folder !== manifest.id) {
    problems.push({ pointer: '/id', message: `must equal the folder name "${folder}"` });
  }
  for (const ref of assetReferences(manifest)) {
    if (!existsSync(join(dir, ref.path))) {
      problems.push({ pointer: ref.pointer, message: `must name a file in ${displayPath(dir)}/ (${ref.path} not found)` });
    }
  }
  if (problems.length) throw new ManifestError(shown, problems);
  return { id: manifest.id, dir, file, manifest };
}
