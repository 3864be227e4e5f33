// Per-brand files rendered from generator/templates/brand/ with Handlebars: the <head> meta
// injected into every prerendered page, manifest.webmanifest, offline.html (issue 22), robots.txt, sitemap.xml
// and nginx.conf.example.
import { join } from 'node:path';
import type { TenantManifest } from '../../schema/tenant';
import { resolveTheme, tenantPrimitives } from '../../themes/compile';
import { manifestIcons, offlineStrings } from './pwa';
import { renderTemplate, templatesDir } from './templates';

const brandTemplates = join(templatesDir, 'brand');

/** og:locale wants language_TERRITORY; the territory is a best guess per language. */
const OG_LOCALE: Record<string, string> = { ms: 'ms_MY', en: 'en_US', zh: 'zh_CN', 'zh-TW': 'zh_TW', id: 'id_ID', th: 'th_TH', vi: 'vi_VN' };

function basename(path: string): string {
  return path.split('/').pop()!;
}

export function brandContext(m: TenantManifest, pagePath = '/', pageLang: string = m.languages.default) {
  const lang = (m.languages.supported as string[]).includes(pageLang) ? (pageLang as typeof m.languages.default) : m.languages.default;
  const origin = `https://${m.domains[0]}`;
  const defaultUrl = `${origin}${pagePath}`;
  const withLang = (l: string) => `${defaultUrl}${defaultUrl.includes('?') ? '&' : '?'}lang=${l}`;
  // A language variant (issue 23 item 5) is the page its hreflang alternate names.
  const canonicalUrl = lang === m.languages.default ? defaultUrl : withLang(lang);
  const palette = tenantPrimitives(m.theme.colors);
  const theme = resolveTheme(palette, m.theme.default);
  return {
    id: m.id,
    brandName: m.brandName,
    shortName: [...m.brandName].slice(0, 12).join(''),
    defaultLanguage: lang,
    seo: m.seo[lang] ?? m.seo[m.languages.default]!,
    origin,
    canonicalUrl,
    ogLocale: OG_LOCALE[lang] ?? lang.replace('-', '_'),
    // The site keeps the language in localStorage; ?lang= lets a crawler or a shared link pick one.
    // The server answers ?lang= with the page prerendered in that language.
    alternates: m.languages.supported.map((l) => ({ lang: l, href: withLang(l) })),
    defaultUrl,
    themeColor: theme['header-bg'],
    themeTextColor: theme['header-text'],
    backgroundColor: theme.surface,
    textColor: theme.text,
    logo: basename(m.theme.logo),
    favicon: basename(m.theme.favicon),
    domains: m.domains,
    upstreamName: `platform_${m.id.replace(/-/g, '_')}`,
    varId: m.id.replace(/-/g, '_'),
    /** Languages the build also prerendered under _lang/<lang>/ (issue 23 item 5). */
    languageVariants: m.languages.supported.filter((l) => l !== m.languages.default),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** Identity of a head tag: meta by name/property, link by rel (+hreflang); other tags have none. */
function headTagKey(tag: string): string | null {
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  if (/^<meta\b/i.test(tag)) return attr('name') ?? attr('property') ? `meta:${attr('name') ?? attr('property')}` : null;
  if (/^<link\b/i.test(tag)) return attr('rel') ? `link:${attr('rel')}:${attr('hreflang') ?? ''}` : null;
  if (/^<title\b/i.test(tag)) return 'title';
  return null;
}

/**
 * Adds the brand's head tags before </head>. Tags the runtime already rendered (its <title>,
 * og:title, icon...) win: ours are only added where the page has none, so nothing is doubled.
 */
export function injectHead(html: string, m: TenantManifest, pagePath: string, pageLang?: string): string {
  const ctx = brandContext(m, pagePath, pageLang);
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error(`prerendered page ${pagePath} has no </head>`);
  const existing = new Set([...html.slice(0, end).matchAll(/<(?:meta|link|title)\b[^>]*>/gi)].map(([t]) => headTagKey(t)).filter(Boolean));
  const ours = [`<title>${escapeHtml(ctx.seo.title)}</title>`, ...renderTemplate(join(brandTemplates, 'head.html.hbs'), ctx).split('\n')]
    .map((line) => line.trim())
    .filter((tag) => tag && !existing.has(headTagKey(tag)));
  return `${html.slice(0, end)}${ours.join('\n')}\n${html.slice(end)}`;
}

/** Static per-brand files at the artifact root, keyed by file name. */
export function renderBrandFiles(m: TenantManifest, pageUrls: string[], contentSecurityPolicy: string): Record<string, string> {
  const ctx = brandContext(m);
  return {
    'manifest.webmanifest': renderTemplate(join(brandTemplates, 'manifest.webmanifest.hbs'), { ...ctx, icons: manifestIcons() }),
    'robots.txt': renderTemplate(join(brandTemplates, 'robots.txt.hbs'), { ...ctx, disallow: ['/wps/', '/lgw/'] }),
    'sitemap.xml': renderTemplate(join(brandTemplates, 'sitemap.xml.hbs'), { urls: pageUrls.map((u) => `${ctx.origin}${u}`) }),
    'nginx.conf.example': renderTemplate(join(brandTemplates, 'nginx.conf.example.hbs'), { ...ctx, contentSecurityPolicy }),
  };
}

/**
 * issue 22: offline.html, the service worker's answer for a page it has no copy of while offline, in every language
 * the brand offers (its inline script picks the visitor's; the build hashes it into the policy like any page's).
 */
export function renderOfflinePage(m: TenantManifest): string {
  return renderTemplate(join(brandTemplates, 'offline.html.hbs'), {
    ...brandContext(m),
    strings: m.languages.supported.map((lang) => ({ lang, ...offlineStrings(lang) })),
  });
}
