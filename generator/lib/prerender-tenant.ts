// Prerenders the built runtime for one tenant with vike's prerender() API. The HTML is captured
// via onPagePrerender (instead of vike writing into the shared dist/.runtime/client) and handed
// back with paths relative to the tenant's artifact root. prerender() resets vike's global context
// on each call, so tenants can be prerendered one after another in one process.
import { relative, sep } from 'node:path';
import { prerender } from 'vike/api';
import type { TenantManifest } from '../../schema/tenant';
import { compileThemeCss } from '../../themes/compile';
import { runtimeClientDir, runtimeConfigFile, useProductionMode } from './runtime-build';

export interface PrerenderedFile {
  /** Path inside dist/<id>/, posix separators (e.g. `promotions/index.html`). */
  path: string;
  url: string;
  kind: 'HTML' | 'JSON';
  content: string;
  is404: boolean;
}

/** Every page of the brand in `lang` (default: the brand's default language; issue 23 item 5 adds the others). */
export async function prerenderTenant(manifest: TenantManifest, lang?: string): Promise<PrerenderedFile[]> {
  const files: PrerenderedFile[] = [];
  useProductionMode();
  await prerender({
    viteConfig: { configFile: runtimeConfigFile, logLevel: 'warn' },
    pageContextInit: { tenant: manifest, themeCss: compileThemeCss(manifest), lang },
    onPagePrerender: async (pageContext: unknown) => {
      const pc = pageContext as {
        urlOriginal: string;
        is404?: boolean;
        _prerenderResult: { filePath: string; fileContent: string };
      };
      const path = relative(runtimeClientDir, pc._prerenderResult.filePath).split(sep).join('/');
      if (path.startsWith('..')) throw new Error(`vike wrote ${pc._prerenderResult.filePath}, outside ${runtimeClientDir}`);
      files.push({
        path,
        url: pc.urlOriginal,
        kind: path.endsWith('.html') ? 'HTML' : 'JSON',
        content: pc._prerenderResult.fileContent,
        is404: !!pc.is404,
      });
    },
  } as Parameters<typeof prerender>[0]);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
