// The shared runtime (runtime/) is built once with vite for every brand; per-brand work is only
// prerendering. The build is skipped when a hash of its inputs matches the last build's.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { repoRoot } from './paths';

/** runtime/vite.config.ts; overridable so the generator can be exercised against a stand-in runtime. */
export const runtimeConfigFile = resolve(process.env.BRAND_RUNTIME_CONFIG ?? join(repoRoot, 'runtime/vite.config.ts'));
/** Where runtime/vite.config.ts writes (its build.outDir): client/ and server/ below it. */
export const runtimeOutDir = join(repoRoot, 'dist/.runtime');
export const runtimeClientDir = join(runtimeOutDir, 'client');
/** The service worker every brand's sw.js is made from (its precache list injected per brand, generator/lib/pwa.ts). */
export const serviceWorkerFile = join(runtimeOutDir, 'sw', 'service-worker.js');
const hashFile = join(runtimeOutDir, '.input-hash');

const SKIP_DIRS = new Set(['node_modules', 'dist', '.vite', '.cache']);

function walk(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    // Tests do not change the bundle; hashing them would rebuild on every test edit.
    else if (!/\.test\.[cm]?[jt]sx?$/.test(entry.name)) out.push(path);
  }
}

/** sha256 over the paths and contents of runtime/**, schema/**, themes/** and package-lock.json. */
export function runtimeInputHash(): string {
  const files: string[] = [];
  for (const dir of [dirname(runtimeConfigFile), join(repoRoot, 'schema'), join(repoRoot, 'themes')]) walk(dir, files);
  files.push(join(repoRoot, 'package-lock.json'));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    if (!existsSync(file)) continue;
    hash.update(relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function isRuntimeFresh(hash = runtimeInputHash()): boolean {
  return (
    existsSync(hashFile) &&
    readFileSync(hashFile, 'utf8').trim() === hash &&
    existsSync(join(runtimeOutDir, 'server')) &&
    existsSync(runtimeClientDir) &&
    (!existsSync(serviceWorkerEntry()) || existsSync(serviceWorkerFile))
  );
}

/**
 * Artifacts are always production builds. An inherited NODE_ENV (vitest sets `test`) would make
 * vite emit React's dev JSX runtime, which then fails to prerender in a production process.
 */
export function useProductionMode(): void {
  process.env.NODE_ENV = 'production';
}

/** Builds the runtime unless fresh; returns whether it built. */
export async function ensureRuntime(opts: { force?: boolean } = {}): Promise<boolean> {
  if (!existsSync(runtimeConfigFile)) throw new Error(`${relative(repoRoot, runtimeConfigFile)} not found: the runtime has no build config`);
  const hash = runtimeInputHash();
  if (!opts.force && isRuntimeFresh(hash)) return false;
  rmSync(runtimeOutDir, { recursive: true, force: true });
  useProductionMode();
  const { build } = await import('vike/api');
  // vike's API (not the vite CLI) so the config's own `root` is honoured from any working directory.
  await build({ viteConfig: { configFile: runtimeConfigFile, logLevel: 'warn' } });
  await buildServiceWorker();
  // Written last: an interrupted build leaves no hash, so the next run rebuilds.
  writeFileSync(hashFile, `${hash}\n`);
  return true;
}

const serviceWorkerEntry = () => join(dirname(runtimeConfigFile), 'service-worker', 'service-worker.ts');

/**
 * issue 22: runtime/service-worker/service-worker.ts (Workbox modules) bundled into one classic script. Its
 * `self.__WB_MANIFEST` is left for each brand's precache list. A stand-in runtime without one builds none.
 */
async function buildServiceWorker(): Promise<void> {
  const entry = serviceWorkerEntry();
  if (!existsSync(entry)) return;
  const { build } = await import('vite');
  await build({
    configFile: false,
    logLevel: 'warn',
    // Workbox reads process.env.NODE_ENV to drop its development logging.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: dirname(serviceWorkerFile),
      emptyOutDir: true,
      minify: true,
      copyPublicDir: false,
      lib: { entry, formats: ['iife'], name: 'serviceWorker', fileName: () => 'service-worker.js' },
    },
  });
}
