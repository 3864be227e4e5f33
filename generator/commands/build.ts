// `brand build <id | --all>` (issue 2 item 5): runtime once (skipped when its inputs are
// unchanged), then per tenant: prerender → dist/<id>/ (+ client assets, brand assets, rendered
// brand files) → build-manifest.json → dist/<id>.tar.gz. Plain progress lines, one summary table.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { CliError } from '../lib/cli-error';
import { displayPath, type CliPaths } from '../lib/paths';
import { formatTable } from '../lib/table';
import { assetReferences, listTenantIds, loadTenant, manifestFileFor, type LoadedTenant } from '../lib/tenants';

export interface TenantBuildResult {
  id: string;
  seconds: number;
  pages: number;
  jsGzBytes: number;
  cssGzBytes: number;
  htmlGzBytes: number;
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** Where a build keeps its pages prerendered in the brand's other languages (server/modules/site, nginx example). */
export const LANGUAGE_DIR = '_lang';

async function buildTenant(tenant: LoadedTenant, outDir: string, runtimeHash: string): Promise<Omit<TenantBuildResult, 'seconds'>> {
  // Loaded lazily so `validate` and `list` do not pay for vite/vike start-up.
  const { prerenderTenant } = await import('../lib/prerender-tenant');
  const { runtimeClientDir, runtimeOutDir } = await import('../lib/runtime-build');
  const { precompress } = await import('../lib/precompress');
  const { brandContext, injectHead, renderBrandFiles, renderOfflinePage } = await import('../lib/brand-files');
  const { iconSource, writeIcons, writeServiceWorker } = await import('../lib/pwa');
  const { serviceWorkerFile } = await import('../lib/runtime-build');
  const { inlineStyles } = await import('../lib/inline-styles');
  const { gitCommit, writeBuildManifest, writeTarball } = await import('../lib/artifact');
  const { pageWeight } = await import('../lib/page-weight');
  const { manifest } = tenant;
  const root = join(outDir, tenant.id);
  rmSync(root, { recursive: true, force: true });
  rmSync(`${root}.tar.gz`, { force: true });
  mkdirSync(root, { recursive: true });

  // Client bundles are shared by every brand; vite's .vite/ manifest is build metadata, not site.
  cpSync(runtimeClientDir, root, { recursive: true, filter: (src) => basename(src) !== '.vite' });

  const pages = await prerenderTenant(manifest);
  if (!pages.some((p) => p.path === 'index.html')) throw new CliError(`${tenant.id}: the runtime prerendered no home page (index.html)`, 1);
  const { inlineScriptHashes, siteCsp } = await import('../../schema/csp');
  const scriptHashes = new Set<string>();
  for (const page of pages) {
    const file = join(root, page.path);
    mkdirSync(dirname(file), { recursive: true });
    const content = page.kind === 'HTML' ? inlineStyles(injectHead(page.content, manifest, page.is404 ? '/' : page.url), root) : page.content;
    if (page.kind === 'HTML') for (const h of inlineScriptHashes(content)) scriptHashes.add(h);
    writeFileSync(file, content);
  }
  // issue 23 item 5: the pages once more in each other language the brand offers, under _lang/<lang>/, so the
  // server can send a returning visitor the HTML the browser will hydrate in (its language cookie or ?lang=).
  for (const lang of manifest.languages.supported.filter((l) => l !== manifest.languages.default)) {
    for (const page of await prerenderTenant(manifest, lang)) {
      if (page.kind !== 'HTML') continue;
      const file = join(root, LANGUAGE_DIR, lang, page.path);
      mkdirSync(dirname(file), { recursive: true });
      const content = inlineStyles(injectHead(page.content, manifest, page.is404 ? '/' : page.url, lang), root);
      for (const h of inlineScriptHashes(content)) scriptHashes.add(h);
      writeFileSync(file, content);
    }
  }
  // issue 22: the service worker's offline screen (its inline script is hashed like the pages').
  const offlinePage = renderOfflinePage(manifest);
  for (const h of inlineScriptHashes(offlinePage)) scriptHashes.add(h);
  writeFileSync(join(root, 'offline.html'), offlinePage);
  // issue 23 item 10: the policy names exactly the inline scripts this build emitted (the server and nginx send it).
  const contentSecurityPolicy = siteCsp({ scriptHashes: [...scriptHashes], frameOrigins: manifest.cdn.launch });

  mkdirSync(join(root, 'brand'), { recursive: true });
  for (const ref of assetReferences(manifest)) cpSync(join(tenant.dir, ref.path), join(root, 'brand', basename(ref.path)));

  const pageUrls = pages.filter((p) => p.kind === 'HTML' && !p.is404).map((p) => p.url);
  for (const [name, content] of Object.entries(renderBrandFiles(manifest, pageUrls, contentSecurityPolicy))) writeFileSync(join(root, name), content);
  // issue 22: home-screen icons from the brand's logo, then the service worker precaching everything above.
  await writeIcons(await iconSource(manifest, tenant.dir), brandContext(manifest).themeColor, root);
  if (existsSync(serviceWorkerFile)) await writeServiceWorker(root, serviceWorkerFile, manifest.languages.default);

  // .br/.gz beside each text file; the shared runtime's are cached by content across brands.
  precompress(root, join(runtimeOutDir, 'compressed'));

  writeBuildManifest(root, {
    tenantId: tenant.id,
    brandName: manifest.brandName,
    gitCommit: gitCommit(),
    builtAt: new Date().toISOString(),
    runtimeInputHash: runtimeHash,
    contentSecurityPolicy,
  });
  await writeTarball(outDir, tenant.id);
  const weight = pageWeight(root);
  return { id: tenant.id, pages: pageUrls.length, jsGzBytes: weight.jsGzBytes, cssGzBytes: weight.cssGzBytes, htmlGzBytes: weight.htmlGzBytes };
}

export async function buildTenants(
  ids: string[],
  paths: CliPaths,
  opts: { forceRuntime?: boolean; log?: (line: string) => void } = {},
): Promise<{ runtimeSeconds: number; runtimeBuilt: boolean; results: TenantBuildResult[] }> {
  const log = opts.log ?? console.log;
  // Validate every tenant before the slow part, so a typo fails in a second, not after a build.
  const tenants = ids.map((id) => loadTenant(manifestFileFor(id, paths.tenantsDir)));

  const { ensureRuntime, runtimeInputHash } = await import('../lib/runtime-build');
  const started = performance.now();
  log('runtime: checking inputs ...');
  const runtimeBuilt = await ensureRuntime({ force: opts.forceRuntime });
  const runtimeSeconds = seconds(started);
  log(`runtime: ${runtimeBuilt ? 'built' : 'unchanged, reused dist/.runtime'} ${runtimeSeconds.toFixed(1)} s`);
  const hash = runtimeInputHash();

  const results: TenantBuildResult[] = [];
  for (const [i, tenant] of tenants.entries()) {
    const t0 = performance.now();
    const prefix = `[${i + 1}/${tenants.length}] building ${tenant.id} ...`;
    try {
      const result = await buildTenant(tenant, paths.outDir, hash);
      results.push({ ...result, seconds: seconds(t0) });
      log(`${prefix} done ${seconds(t0).toFixed(1)} s`);
    } catch (err) {
      log(`${prefix} FAILED`);
      throw err;
    }
  }
  return { runtimeSeconds, runtimeBuilt, results };
}

export function summaryTable(results: TenantBuildResult[]): string {
  const kb = (b: number) => Math.round((b / 1024) * 10) / 10;
  return formatTable(
    ['tenant', 'time s', 'pages', 'home JS gz KB', 'home CSS gz KB', 'home HTML gz KB'],
    results.map((r) => [r.id, r.seconds, r.pages, kb(r.jsGzBytes), kb(r.cssGzBytes), kb(r.htmlGzBytes)]),
  );
}

export async function buildCommand(id: string | undefined, opts: { all?: boolean; forceRuntime?: boolean }, paths: CliPaths): Promise<void> {
  if (!id && !opts.all) throw new CliError('build needs a tenant id or --all', 2);
  const ids = opts.all ? listTenantIds(paths.tenantsDir) : [id!];
  if (!ids.length) throw new CliError(`no tenants found in ${displayPath(paths.tenantsDir)}/`, 1);
  const started = performance.now();
  const { results } = await buildTenants(ids, paths, { forceRuntime: opts.forceRuntime });
  console.log('');
  console.log(summaryTable(results));
  console.log(`\nbuilt ${results.length} tenant(s) in ${seconds(started).toFixed(1)} s → ${displayPath(paths.outDir)}/`);
  if (!existsSync(join(paths.outDir, `${results[0].id}.tar.gz`))) throw new CliError('tarball missing', 1);
}
