// Prerendered <title> in the page's language (the brand's default or the variant's); app/client-sync.tsx follows
// language changes.
import type { PageContext } from 'vike/types';

export default function title(pageContext: PageContext): string {
  const { tenant } = pageContext;
  const lng = (pageContext.locale?.lng ?? tenant.languages.default) as typeof tenant.languages.default;
  return tenant.seo[lng]?.title ?? tenant.seo[tenant.languages.default]?.title ?? tenant.brandName;
}
