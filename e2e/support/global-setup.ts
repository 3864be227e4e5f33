// Builds every brand with the CLI before the browser tests, unless dist/ already holds a build of
// exactly the current runtime, tenants and generator (stamp in dist/.e2e-build-stamp).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runtimeInputHash } from '../../generator/lib/runtime-build';
import { brandIds, repoRoot } from './brands';

function hashTree(dir: string, hash: ReturnType<typeof createHash>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(path, hash);
    else if (!entry.name.endsWith('.test.ts')) hash.update(relative(repoRoot, path)).update(readFileSync(path));
  }
}

export function buildStamp(): string {
  const hash = createHash('sha256').update(runtimeInputHash());
  hashTree(join(repoRoot, 'tenants'), hash);
  hashTree(join(repoRoot, 'generator'), hash);
  return hash.digest('hex');
}

export default function globalSetup(): void {
  const dist = join(repoRoot, 'dist');
  const stampFile = join(dist, '.e2e-build-stamp');
  const stamp = buildStamp();
  const built = brandIds().every((id) => existsSync(join(dist, id, 'index.html')) && statSync(join(dist, id, 'index.html')).size > 0);
  if (built && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === stamp) {
    console.log('e2e: dist/ is fresh, skipping brand build');
    return;
  }
  console.log('e2e: building all brands (npm run brand -- build --all)');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'generator/cli.ts', 'build', '--all'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`brand build --all failed (exit ${result.status})`);
  writeFileSync(stampFile, `${buildStamp()}\n`);
}
