// Where the CLI reads tenants and writes artifacts. Both are overridable (--tenants-dir, --out-dir)
// so tests can work in temp dirs without touching the repository's tenants/ or dist/.
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface CliPaths {
  tenantsDir: string;
  outDir: string;
}

export function resolvePaths(opts: { tenantsDir?: string; outDir?: string }): CliPaths {
  return {
    tenantsDir: resolve(opts.tenantsDir ?? resolve(repoRoot, 'tenants')),
    outDir: resolve(opts.outDir ?? resolve(repoRoot, 'dist')),
  };
}

/** A path as the operator would type it: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') ? rel : file;
}
