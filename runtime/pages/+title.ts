// Prerendered <title> in the brand's default language; app/client-sync.tsx follows language changes.
import type { PageContext } from 'vike/types';

export default function title(pageContext: PageContext): string {
  const { tenant } = pageContext;
  return tenant.seo[tenant.languages.default]?.title ?? tenant.brandName;
}
