// Rich content from the server (notices, help) is sanitised again in the browser with DOMPurify
// before it is set as HTML: the server sanitises too, but the site does not rely on it.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
