// Tenant injection contract (issue 2 item 6): the generator passes { tenant, themeCss } in
// prerender({ pageContextInit }); without them (dev) the brand comes from $TENANT.
import type { PageContextServer } from 'vike/types';
import { initialResources } from '../i18n/resources';

export async function onCreatePageContext(pageContext: PageContextServer): Promise<void> {
  if (!pageContext.tenant || typeof pageContext.themeCss !== 'string') {
    const { loadTenantFromEnv } = await import('../lib/tenant-loader.server');
    const loaded = await loadTenantFromEnv();
    pageContext.tenant ??= loaded.tenant;
    if (typeof pageContext.themeCss !== 'string') pageContext.themeCss = loaded.themeCss;
  }
  // Prerendered HTML is in the brand's default language (spec §1), and once more in each other language it offers
  // (pageContextInit.lang, issue 23 item 5): the server sends the one the visitor's browser will hydrate in.
  const { languages } = pageContext.tenant;
  const lng = pageContext.lang && (languages.supported as string[]).includes(pageContext.lang) ? pageContext.lang : languages.default;
  pageContext.locale = { lng, resources: initialResources(lng) };
}
