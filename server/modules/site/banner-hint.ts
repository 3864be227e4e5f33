// The home page's largest paint is its first banner (Lighthouse LCP, issue 6 benchmark). The prerendered
// HTML cannot know it (banners are the operator's, changed at run time), so when the server sends a page
// whose path has a banner group (spec §2 Banner strip) it adds what it knows: a high-priority preload of that
// group's first banner in <head>, and the same image on the reserved banner box
// (runtime/components/banner-skeleton.tsx), so it paints with the first frame instead of after two requests
// and the JavaScript. The banner strip replaces the box when it hydrates (same first banner).
import { bannerGroupFor, hasBannerGroup } from '../../../schema/api/content';

/** Only plain same-origin or http(s) URLs go into markup and CSS; anything else is left to the strip. */
const SAFE_URL = /^(https?:\/\/|\/(?!\/))[^\s"'<>()\\]+$/;

const BOX = '<div class="banner-skeleton__box">';

/** `html` with the first banner hinted; unchanged when there is no box, no banner or an unsafe URL. */
export function withBannerHint(html: string, bannerUrl: string | null): string {
  if (!bannerUrl || !SAFE_URL.test(bannerUrl)) return html;
  const box = html.indexOf(BOX);
  const head = html.indexOf('<head>');
  if (box < 0 || head < 0) return html;
  const href = bannerUrl.replace(/&/g, '&amp;');
  const preload = `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;
  const styled = `<div class="banner-skeleton__box" style="background-image:url(${href})">`;
  const at = head + '<head>'.length;
  return html.slice(0, at) + preload + html.slice(at, box) + styled + html.slice(box + BOX.length);
}

/** The banner group a page path shows, or null when it has none. */
export function bannerGroupOfPage(urlPath: string): string | null {
  const path = urlPath.split(/[?#]/)[0] || '/';
  return hasBannerGroup(path) ? bannerGroupFor(path) : null;
}
