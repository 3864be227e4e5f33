// The tenant injection contract between the generator and the runtime (issue 2 item 6):
// prerender({ pageContextInit: { tenant, themeCss } }) per brand; in dev a server hook fills them.
import type { Resource } from 'i18next';
import type { TenantManifest } from '../schema/tenant';

declare global {
  namespace Vike {
    interface PageContext {
      /** The brand's manifest (validated). Serialised into <head> for the browser (pages/app-context.ts). */
      tenant: TenantManifest;
      /** compileThemeCss(tenant): light and dark custom-property blocks, inlined in <head>. Server only. */
      themeCss: string;
      /** The language to prerender in (generator, issue 23 item 5); absent or unsupported: the brand's default. */
      lang?: string;
      /** Set by the runtime itself (server): the i18next bundle of the page's language, serialised into <head> for the browser. */
      locale?: { lng: string; resources: Resource };
    }
  }
}

export {};
