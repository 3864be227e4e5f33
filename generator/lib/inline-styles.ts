// First paint without a round trip for CSS: the prerendered pages' stylesheets (the shell's and the
// statically imported page styles, ~18 KB raw, ~5 KB gzipped) are inlined into each HTML file as one
// <style>. On a phone's first visit each render-blocking stylesheet costs a request before anything
// paints (Lighthouse FCP and LCP, issue 6 benchmark). Each link stays as a `disabled` link, which the
// browser never fetches: Vite's preload helper, before adding a lazy chunk's CSS, looks for a stylesheet
// link with that href; without one it re-added every inlined file after hydration, and each arrival cost
// a style recalculation of the whole page (~40 ms at Lighthouse's 4x CPU slowdown).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Above this many bytes of CSS a page keeps its <link>s (inlining would slow every HTML response). */
export const INLINE_CSS_MAX_BYTES = 48 * 1024;

const STYLESHEET = /<link\b(?=[^>]*\brel=["']stylesheet["'])[^>]*\bhref=["'](\/assets\/[^"'?#]+\.css)["'][^>]*>\s*/gi;

/** `html` with its local stylesheets replaced by one <style> at the first one's place. */
export function inlineStyles(html: string, root: string): string {
  const links = [...html.matchAll(STYLESHEET)];
  if (!links.length) return html;
  const css: string[] = [];
  for (const [, href] of links) {
    const file = join(root, href);
    if (!existsSync(file)) return html;
    const text = readFileSync(file, 'utf8');
    // Relative url()s would resolve against the page instead of /assets/static/; </style would end the tag.
    if (/url\(\s*(?!['"]?(?:[a-z]+:|\/|#))/i.test(text) || /<\/style/i.test(text)) return html;
    css.push(text.trim());
  }
  const joined = css.join('\n');
  if (Buffer.byteLength(joined) > INLINE_CSS_MAX_BYTES) return html;
  let first = true;
  return html.replace(STYLESHEET, (_link, href: string) => {
    const marker = `<link rel="stylesheet" href="${href}" disabled>`;
    if (!first) return marker;
    first = false;
    return `<style data-inlined>${joined}</style>${marker}`;
  });
}
