// `npm run bench:web` (issue 6 benchmark): Lighthouse (mobile preset, Debian's Chromium, never a
// downloaded browser) on every brand's home and one game-list page (/rng), served by the platform
// server on a fresh PGlite database. Prints performance, accessibility, best-practices and SEO
// scores, LCP, TBT, CLS and the home page's first JavaScript (gzipped); the last line is
// `min_performance <lowest> min_accessibility <lowest>` (targets ≥ 0.95, JS ≤ 120 KB).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageWeight } from '../generator/lib/page-weight';
import { formatTable } from '../generator/lib/table';
import { listTenantIds } from '../generator/lib/tenants';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4180' }, 'skip-build': { type: 'boolean', default: false }, pages: { type: 'string', default: '/,/rng' } } });
const port = Number(values.port);
const root = join(import.meta.dirname, '..');
const ids = listTenantIds(join(root, 'tenants'));
const pages = values.pages!.split(',');

if (!values['skip-build'] || !ids.every((id) => existsSync(join(root, 'dist', id, 'index.html')))) {
  console.error('bench:web: building every brand');
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'generator/cli.ts', 'build', '--all'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('brand build failed');
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: 'dist', SEED_DEMO: '1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/wps/system/publicKey`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('platform server did not start');
}

const rows: (string | number)[][] = [];
let minPerf = 1;
let minA11y = 1;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  for (const id of ids) {
    const homeJsKb = Math.round((pageWeight(join(root, 'dist', id)).jsGzBytes / 1024) * 10) / 10;
    for (const path of pages) {
      const url = `http://${id}.localhost:${port}${path}`;
      console.error(`bench:web: ${url}`);
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      const lhr = result!.lhr;
      const score = (k: string) => lhr.categories[k]?.score ?? 0;
      const num = (k: string) => lhr.audits[k]?.numericValue ?? NaN;
      minPerf = Math.min(minPerf, score('performance'));
      minA11y = Math.min(minA11y, score('accessibility'));
      rows.push([id, path, score('performance'), score('accessibility'), score('best-practices'), score('seo'), Math.round(num('largest-contentful-paint')), Math.round(num('total-blocking-time')), Math.round(num('cumulative-layout-shift') * 1000) / 1000, path === '/' ? homeJsKb : '']);
    }
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(formatTable(['tenant', 'page', 'perf', 'a11y', 'best-pr', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'home JS gz KB'], rows));
console.log('');
console.log(`min_performance ${minPerf} min_accessibility ${minA11y}`);
