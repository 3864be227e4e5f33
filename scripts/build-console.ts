// Builds the operator console (console/, issue 19 item 2) into dist/console/ with Vite, and stamps the build with the
// hash of its inputs (console/, the error texts it shares with the site, package-lock.json). `npm start` and the e2e
// web server call ensureConsoleBuilt(): a build only when dist/console is missing or older than its inputs.
//   npm run build:console              always builds
//   tsx scripts/build-console.ts --if-stale
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const STAMP = '.build-stamp';

function hashTree(dir: string, hash: ReturnType<typeof createHash>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(path, hash);
    else if (!entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx')) hash.update(relative(root, path)).update(readFileSync(path));
  }
}

export function consoleInputHash(): string {
  const hash = createHash('sha256');
  hashTree(join(root, 'console'), hash);
  for (const lang of readdirSync(join(root, 'runtime/i18n/locales')).sort()) {
    const file = join(root, 'runtime/i18n/locales', lang, 'errors.json');
    if (existsSync(file)) hash.update(relative(root, file)).update(readFileSync(file));
  }
  hash.update(readFileSync(join(root, 'package-lock.json')));
  return hash.digest('hex');
}

/** dist/console of DIST_DIR (the server's distDir). */
export const consoleDist = (distDir = resolve(root, process.env.DIST_DIR ?? 'dist')) => join(distDir, 'console');

/** Builds the console; true when it succeeded. */
export function buildConsole(distDir?: string): boolean {
  const out = consoleDist(distDir);
  const started = Date.now();
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const res = spawnSync(process.execPath, [vite, 'build', '--config', 'console/vite.config.ts', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) return false;
  writeFileSync(join(out, STAMP), `${consoleInputHash()}\n`);
  console.log(`[console] built ${relative(root, out)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** Builds the console when dist/console is missing or was built from other inputs. */
export function ensureConsoleBuilt(distDir?: string): boolean {
  const out = consoleDist(distDir);
  const stamp = join(out, STAMP);
  if (existsSync(join(out, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === consoleInputHash()) return true;
  return buildConsole(distDir);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ok = process.argv.includes('--if-stale') ? ensureConsoleBuilt() : buildConsole();
  process.exit(ok ? 0 : 1);
}
