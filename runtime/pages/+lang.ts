// <html lang> of the prerendered page: the language it is rendered in (the brand's default, spec §1, or the
// language variant the generator asked for).
import type { PageContext } from 'vike/types';

export default function lang(pageContext: PageContext): string {
  return pageContext.locale?.lng ?? pageContext.tenant.languages.default;
}
