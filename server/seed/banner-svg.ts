// Generated banner artwork for the demo seed: a self-contained SVG (no external fonts or images),
// so it renders in any browser from /wps/content/banner-image/:id.
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

export interface BannerArt {
  title: string;
  subtitle: string;
  brandName: string;
  colors: { from: string; to: string; accent: string };
  /** Varies the decoration so banners of one group differ. */
  variant: number;
}

export function bannerSvg(a: BannerArt): string {
  const v = a.variant % 3;
  const circles = [
    `<circle cx="1020" cy="120" r="180" fill="${a.colors.accent}" opacity="0.35"/><circle cx="1120" cy="330" r="110" fill="#ffffff" opacity="0.12"/>`,
    `<circle cx="980" cy="300" r="220" fill="${a.colors.accent}" opacity="0.3"/><circle cx="860" cy="80" r="70" fill="#ffffff" opacity="0.15"/>`,
    `<rect x="820" y="-60" width="420" height="420" rx="60" transform="rotate(18 1030 150)" fill="${a.colors.accent}" opacity="0.3"/>`,
  ][v];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(a.title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a.colors.from}"/><stop offset="1" stop-color="${a.colors.to}"/></linearGradient></defs>`,
    `<rect width="1200" height="400" fill="url(#g)"/>`,
    circles,
    `<text x="72" y="120" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif" font-size="28" font-weight="600" fill="#ffffff" opacity="0.85">${escapeXml(a.brandName)}</text>`,
    `<text x="72" y="215" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif" font-size="64" font-weight="800" fill="#ffffff">${escapeXml(a.title)}</text>`,
    `<text x="72" y="280" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif" font-size="30" fill="#ffffff" opacity="0.92">${escapeXml(a.subtitle)}</text>`,
    `<rect x="72" y="310" width="180" height="6" rx="3" fill="${a.colors.accent}"/>`,
    `</svg>`,
  ].join('');
}
