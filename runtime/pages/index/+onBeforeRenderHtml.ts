// Load the matched route's page chunk before renderToString (see app/lazy-page.ts).
import type { PageContextServer } from 'vike/types';
import { loadAllDeferred } from '../../app/deferred';
import { preloadRoute } from '../../app/routes';

export async function onBeforeRenderHtml(pageContext: PageContextServer): Promise<void> {
  await Promise.all([preloadRoute(pageContext.urlPathname), loadAllDeferred()]);
}
