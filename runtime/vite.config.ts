// Vite config of the shared runtime (issue 2 item 6). Built ONCE for all brands; the generator
// (generator/) then prerenders dist/.runtime once per tenant with vike's prerender() API, passing
// the manifest and compiled theme CSS as pageContextInit (see pages/+onCreatePageContext.server.ts).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: runtimeRoot,
  plugins: [react(), vike(), devBrandAssets(), serverRoutingGetPageContext()],
  build: {
    outDir: resolve(repoRoot, 'dist/.runtime'),
    emptyOutDir: true,
  },
  server: {
    // The platform API (server/) in development; the site only ever calls it over HTTP.
    proxy: { '/wps': process.env.API_URL ?? 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/wps': process.env.API_URL ?? 'http://localhost:3000' },
  },
});
