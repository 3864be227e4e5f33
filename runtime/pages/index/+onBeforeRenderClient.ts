// Load the matched route's page chunk before hydration (see app/lazy-page.ts).
import type { PageContextClient } from 'vike/types';
import { preloadRoute } from '../../app/routes';

export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  await preloadRoute(window.location.pathname || pageContext.urlPathname);
}
