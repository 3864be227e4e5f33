// Vite config of the shared runtime (issue 2 item 6). Built ONCE for all brands; the generator
// (generator/) then prerenders dist/.runtime once per tenant with vike's prerender() API, passing
// the manifest and compiled theme CSS as pageContextInit (see pages/+onCreatePageContext.server.ts).
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin, type Rollup } from 'vite';
type OutputBundle = Rollup.OutputBundle;

const runtimeRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(runtimeRoot, '..');

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

/**
 * Dev only: the generator copies a brand's assets to /brand/ in each artifact; in `vike dev` we
 * serve tenants/$TENANT/ there instead so the same URLs work before any build.
 */
function devBrandAssets(): Plugin {
  return {
    name: 'runtime:dev-brand-assets',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/brand', (req, res, next) => {
        const tenantDir = resolve(repoRoot, 'tenants', process.env.TENANT ?? 'mesra');
        const name = basename(decodeURIComponent((req.url ?? '').split('?')[0]));
        const file = resolve(tenantDir, name);
        if (!name || !file.startsWith(tenantDir) || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader('Content-Type', MIME[extname(file).toLowerCase()] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
  };
}

/**
 * Browser build only: vike-react imports `vike/getPageContext`, whose browser entry drags in
 * Vike's whole client-routing runtime (~9 KB gzipped) although this site uses server routing
 * (react-router navigates). vike-react needs only providePageContext/getPageContext, which
 * live in the shared hook module the server-routing entry already contains.
 */
function serverRoutingGetPageContext(): Plugin {
  const execHook = resolve(repoRoot, 'node_modules/vike/dist/shared-server-client/hooks/execHook.js');
  const virtualId = '\0runtime:vike-get-page-context';
  return {
    name: 'runtime:server-routing-get-page-context',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    resolveId(id) {
      return id === 'vike/getPageContext' && existsSync(execHook) ? virtualId : undefined;
    },
    load(id) {
      if (id !== virtualId) return undefined;
      return [
        `import { getPageContext_sync, providePageContext } from ${JSON.stringify(execHook)};`,
        'export { providePageContext };',
        'export function getPageContext() { return getPageContext_sync(); }',
      ].join('\n');
    },
  };
}

/** The chunks the browser entry (pages/+client.tsx) imports statically, directly or not. */
function entryClosure(bundle: OutputBundle): Set<string> {
  const seen = new Set<string>();
  const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && /\+client\.tsx?$/.test(c.facadeModuleId ?? ''));
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (!chunk || chunk.type !== 'chunk') return;
    for (const dep of chunk.imports) {
      if (seen.has(dep) || bundle[dep]?.type !== 'chunk') continue;
      seen.add(dep);
      visit(dep);
    }
  };
  if (entry) visit(entry.fileName);
  return seen;
}

/** The entry's closure, recorded by recordEntryClosure for resolveDependencies and the preload list. */
let loadedAtBoot = new Set<string>();

/**
 * The browser entry (pages/+client.tsx) is Vike's `client` file of an HTML-only page, so Vike
 * does not list the chunks it imports. This plugin hands the entry's static import closure (recorded by
 * recordEntryClosure in the client build) to the server build as `virtual:client-preloads`, which +Head.tsx
 * turns into <link rel="modulepreload">: the browser fetches them in parallel with the entry
 * (no waterfall), and the page-weight report counts them as the home page's first JavaScript.
 */
function clientEntryPreloads(): Plugin {
  const virtualId = 'virtual:client-preloads';
  // The client and server builds may load this config separately: share the list process-wide.
  const shared = globalThis as { __runtimeClientPreloads?: string[] };
  return {
    name: 'runtime:client-entry-preloads',
    // 'post': after vite's CSS plugin has dropped the pure-CSS chunks from the bundle (only the
    // chunks still there are preloaded).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment?.name !== 'client') return;
        shared.__runtimeClientPreloads = [...loadedAtBoot].filter((f) => bundle[f]?.type === 'chunk').map((f) => `/${f}`);
      },
    },
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : undefined;
    },
    load(id) {
      return id === `\0${virtualId}` ? `export default ${JSON.stringify(shared.__runtimeClientPreloads ?? [])};` : undefined;
    },
  };
}

/**
 * Records the entry's closure before Vite writes each lazy chunk's preload list. Those chunks are
 * already loaded (modulepreloaded by +Head.tsx) when any lazy import runs, and every listed one cost
 * the preload helper a DOM query at start-up, when the deferred parts all load at once.
 */
function recordEntryClosure(): Plugin {
  return {
    name: 'runtime:record-entry-closure',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        if (this.environment?.name === 'client') loadedAtBoot = entryClosure(bundle);
      },
    },
  };
}

/**
 * One language's strings as i18n/resources.ts has them: its JSON files merged into one namespace. A key in two
 * files would make the result depend on the order, so it fails the build (i18n/resources.test.ts compares both).
 */
export function localeStrings(dir: string): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    for (const [key, value] of Object.entries(JSON.parse(readFileSync(resolve(dir, name), 'utf8')) as Record<string, unknown>)) {
      if (key in merged) throw new Error(`${dir}/${name}: key "${key}" is also in another file of that language`);
      merged[key] = value;
    }
  }
  return merged;
}

/**
 * issue 22 item 4: each bundled language's strings as one content-hashed JSON file (assets/locale-<lng>-<hash>.json)
 * instead of inline JSON in every page (~15 KB of the home page's ~28 KB gzipped HTML). +Head.tsx preloads the
 * page language's file (it downloads beside the entry's scripts, and the service worker precaches it);
 * +client.tsx fetches it before hydrating. `virtual:locale-urls` maps language → URL for both builds.
 */
function localeAssets(): Plugin {
  const virtualId = 'virtual:locale-urls';
  const localesDir = resolve(runtimeRoot, 'i18n/locales');
  const files = readdirSync(localesDir).map((lng) => {
    const source = JSON.stringify(localeStrings(resolve(localesDir, lng)));
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
    return { lng, source, fileName: `assets/locale-${lng}-${hash}.json` };
  });
  return {
    name: 'runtime:locale-assets',
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : undefined;
    },
    load(id) {
      if (id !== `\0${virtualId}`) return undefined;
      return `export default ${JSON.stringify(Object.fromEntries(files.map((f) => [f.lng, `/${f.fileName}`])))};`;
    },
    generateBundle() {
      if (this.environment?.name !== 'client') return;
      for (const f of files) this.emitFile({ type: 'asset', fileName: f.fileName, source: f.source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files.find((f) => req.url?.split('?')[0] === `/${f.fileName}`);
        if (!file) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(file.source);
      });
    },
  };
}

type AssetFileNames = ((info: { name?: string; names?: string[] }) => string) & { isTheOneSetByVike?: boolean };

/**
 * Shorter stylesheet names (issue 22: the home page's first JavaScript stays within its budget). Vike names each
 * `assets/static/<source path>-<path hash>.<content hash>.css`, and the route table's preload lists carry the name of
 * every lazy page's stylesheet in the home page's first JavaScript: ~0.6 KB gzipped of names. This keeps Vike's
 * naming function (Vike forbids replacing it) and its content hash, and drops the rest: `assets/static/s.<hash>.css`.
 */
function shortStylesheetNames(): Plugin {
  return {
    name: 'runtime:short-stylesheet-names',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      const builds = [config.build, ...Object.values(config.environments ?? {}).map((e) => e.build)];
      for (const build of builds) {
        const output = build?.rollupOptions?.output;
        for (const out of Array.isArray(output) ? output : output ? [output] : []) {
          const original = out.assetFileNames as AssetFileNames | undefined;
          if (typeof original !== 'function' || (original as { shortened?: boolean }).shortened) continue;
          const shortened: AssetFileNames = (info) => {
            const name = original(info);
            const source = info.names?.[0] ?? info.name ?? '';
            return source.endsWith('.css') ? name.replace(/\/static\/[^/]*\.\[hash\]/, '/static/s.[hash]') : name;
          };
          shortened.isTheOneSetByVike = original.isTheOneSetByVike;
          Object.assign(shortened, { shortened: true });
          out.assetFileNames = shortened as typeof out.assetFileNames;
        }
      }
    },
  };
}

export default defineConfig({
  root: runtimeRoot,
  plugins: [react(), vike(), shortStylesheetNames(), devBrandAssets(), localeAssets(), serverRoutingGetPageContext(), clientEntryPreloads(), recordEntryClosure()],
  build: {
    outDir: resolve(repoRoot, 'dist/.runtime'),
    emptyOutDir: true,
    // RUNTIME_SOURCEMAP=1 (with a clean dist/): source maps, to read a browser profile of the built site.
    sourcemap: process.env.RUNTIME_SOURCEMAP === '1',
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((d) => !loadedAtBoot.has(d)) },
  },
  server: {
    // The platform API (server/) in development; the site only ever calls it over HTTP.
    proxy: { '/wps': process.env.API_URL ?? 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/wps': process.env.API_URL ?? 'http://localhost:3000' },
  },
});
