// `npm run bench:build` (issue 2 item 9): a clean build of every tenant (shared runtime included),
// timed in total and per tenant, with the home page's first-load JS/CSS/HTML gzipped. Then
// `max_home_html_gz_kb <n>`: the largest home HTML (its inlined critical CSS included) over brands (issue 22 item 4,
// target ≤ 14: the first screen in one round trip); the last line, `max_home_js_gz_kb <n>`, is the largest home JS
// over brands (target ≤ 120).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildTenants } from '../generator/commands/build';
import { resolvePaths } from '../generator/lib/paths';
import { runtimeOutDir } from '../generator/lib/runtime-build';
import { formatTable } from '../generator/lib/table';
import { listTenantIds } from '../generator/lib/tenants';

const HOME_JS_TARGET_KB = 120;
const HOME_HTML_TARGET_KB = 14;

const { values } = parseArgs({ options: { 'out-dir': { type: 'string' }, 'tenants-dir': { type: 'string' } } });
const paths = resolvePaths({ outDir: values['out-dir'], tenantsDir: values['tenants-dir'] });
const ids = listTenantIds(paths.tenantsDir);

// Clean: no cached runtime, no previous artifacts, so the numbers are a cold build's.
rmSync(runtimeOutDir, { recursive: true, force: true });
for (const id of ids) {
  rmSync(join(paths.outDir, id), { recursive: true, force: true });
  rmSync(join(paths.outDir, `${id}.tar.gz`), { force: true });
}

const started = performance.now();
const { runtimeSeconds, results } = await buildTenants(ids, paths, { forceRuntime: true, log: (line) => console.error(line) });
const totalSeconds = Math.round((performance.now() - started) / 100) / 10;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
console.log(
  formatTable(
    ['tenant', 'build s', 'pages', 'home JS gz KB', 'home CSS gz KB', 'home HTML gz KB'],
    results.map((r) => [r.id, r.seconds, r.pages, kb(r.jsGzBytes), kb(r.cssGzBytes), kb(r.htmlGzBytes)]),
  ),
);
const maxJs = Math.max(...results.map((r) => kb(r.jsGzBytes)));
const maxHtml = Math.max(...results.map((r) => kb(r.htmlGzBytes)));
console.log('');
const label = (text: string) => text.padEnd(24);
console.log(`${label('shared runtime build')}${runtimeSeconds.toFixed(1)} s`);
console.log(`${label(`total (${results.length} tenants)`)}${totalSeconds.toFixed(1)} s`);
console.log(`${label('home HTML target')}≤ ${HOME_HTML_TARGET_KB} KB gz: ${maxHtml <= HOME_HTML_TARGET_KB ? 'met' : 'NOT met'}`);
console.log(`${label('home JS target')}≤ ${HOME_JS_TARGET_KB} KB gz: ${maxJs <= HOME_JS_TARGET_KB ? 'met' : 'NOT met'}`);
console.log(`max_home_html_gz_kb ${maxHtml}`);
console.log(`max_home_js_gz_kb ${maxJs}`);
