// <html lang> of the prerendered page: the brand's default language (spec §1).
import type { PageContext } from 'vike/types';

export default function lang(pageContext: PageContext): string {
  return pageContext.tenant.languages.default;
}
