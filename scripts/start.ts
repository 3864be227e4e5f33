// `npm start` (issue 3 item 9): build the default brand (or every brand with START_BUILD=all; none with
// START_BUILD=0) and the operator console when missing or outdated (issue 19, served at /ops), then start the
// platform server on embedded PGlite (DATA_DIR) with the demo seed, serving every built brand from the same origin.
// Prints the URL of each brand. This is the development start: the demo seed runs unless SEED_DEMO=0; with
// NODE_ENV=production the server never seeds (issue 24 item 4).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../server/config';
import { loadManifests } from '../server/modules/tenancy/registry';
import { ensureConsoleBuilt } from './build-console';

const root = resolve(import.meta.dirname, '..');
const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`[start] ${err.message}`);
    process.exit(1);
  }
})();
const cli = join(root, 'generator', 'cli.ts');
const mode = (process.env.START_BUILD ?? 'default').toLowerCase();

function build(args: string[]): void {
  const started = Date.now();
  console.log(`[start] building: npm run brand -- build ${args.join(' ')}`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', cli, 'build', ...args], { cwd: root, stdio: 'inherit', env: process.env });
  if (res.status === 0) console.log(`[start] build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  else console.warn(`[start] WARNING: the build failed (exit ${res.status}); the server still starts and answers 503 for unbuilt brands.`);
}

if (mode === '0' || mode === 'none' || mode === 'false') {
  console.log('[start] START_BUILD=0: using the existing dist/ builds');
} else if (!existsSync(cli)) {
  console.warn('[start] WARNING: generator/cli.ts not found; skipping the brand build (unbuilt brands answer 503).');
} else if (mode === 'all') {
  build(['--all']);
} else {
  build([config.defaultTenant]);
}

if (!(mode === '0' || mode === 'none' || mode === 'false') && !ensureConsoleBuilt(config.distDir)) {
  console.warn('[start] WARNING: the operator console build failed; /ops answers 503 until `npm run build:console` succeeds.');
}

// PGlite in DATA_DIR unless DATABASE_URL is set; demo data on first start unless SEED_DEMO=0 (never in production).
await import('../server/main');

const port = config.port;
const manifests = loadManifests(config.tenantsDir);
console.log('\n[start] brands on this origin:');
for (const m of manifests) {
  const built = existsSync(join(config.distDir, m.id, 'index.html'));
  const url = m.id === config.defaultTenant ? `http://localhost:${port}` : `http://${m.id}.localhost:${port}`;
  console.log(`  ${m.id.padEnd(10)} ${url.padEnd(32)} ${built ? 'built' : `not built (npm run brand -- build ${m.id})`}`);
}
console.log(`  also      http://${config.defaultTenant}.localhost:${port}  (default brand)`);
console.log(`  console   http://localhost:${port}/ops/  (operators; npm run operator -- create-owner makes the first)`);
console.log(`  API docs  http://localhost:${port}/docs\n`);
