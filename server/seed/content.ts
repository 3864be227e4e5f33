// Demo content per tenant (issue 3 item 8): banners for every group (generated SVG), notices, announcements
// of every type, help articles (incl. term and agent) and inbox messages, in each supported bundled language.
import { BANNER_GROUPS } from '../../schema/api/content';
import type { DbOrTx } from '../db/client';
import * as repo from '../modules/content/repo';
import { sanitizePlain, sanitizeRich } from '../modules/content/sanitize';
import type { Tenant } from '../modules/tenancy/registry';
import { bannerSvg } from './banner-svg';
import { announcementCopy, bannerCopy, helpCopy, inboxCopy, noticeCopy, type SeedLang } from './content-texts';

const SEED_LANGS: SeedLang[] = ['ms', 'en', 'zh'];

export function seedLanguages(tenant: Tenant): SeedLang[] {
  return SEED_LANGS.filter((l) => (tenant.manifest.languages.supported as string[]).includes(l));
}

/** Where a clickable banner leads (linkageType 1). */
const bannerLinks: Record<string, string> = { '/': '/promotions', '/promotions': '/promoDetail', '/register': '/register', '/rng': '/rng', '/pointMall': '/pointMall' };

export async function seedContent(tenant: Tenant, tx: DbOrTx): Promise<void> {
  const m = tenant.manifest;
  const brand = (s: string) => s.replaceAll('{brand}', m.brandName);
  const langs = seedLanguages(tenant);
  // Issue 23 item 9: a variant of every banner (image and alt text) per bundled language; without a
  // bundled language the English copy stands as the default-language one (language null).
  const bannerLangs: (SeedLang | null)[] = langs.length ? langs : [null];
  const colors = { from: m.theme.colors.brand, to: m.theme.colors.brandStrong ?? m.theme.colors.brand, accent: m.theme.colors.accent };

  const bannerRows: repo.NewBanner[] = [];
  for (const lang of bannerLangs) {
    for (const group of BANNER_GROUPS) {
      const count = group === '/' ? 3 : 2;
      for (let i = 0; i < count; i++) {
        const [title, subtitle] = bannerCopy[group][lang ?? 'en'];
        bannerRows.push({
          merchantId: tenant.merchantId,
          groupName: group,
          language: lang,
          title: brand(title),
          imageSvg: bannerSvg({ title: brand(title), subtitle: brand(subtitle), brandName: m.brandName, colors, variant: i }),
          linkageType: bannerLinks[group] && i === 0 ? 1 : 0,
          linkUrl: bannerLinks[group] && i === 0 ? bannerLinks[group] : null,
          sortOrder: i,
        });
      }
    }
  }
  await repo.insertBanners(bannerRows, tx);

  for (const lang of langs) {
    const n = noticeCopy[lang];
    await repo.insertNotices(
      (['player', 'popup', 'promotion'] as const).flatMap((kind) =>
        n[kind].map((item, i) => ({ merchantId: tenant.merchantId, kind, language: lang, title: sanitizePlain(brand(item.title)), content: sanitizeRich(brand(item.content)), sortOrder: i })),
      ),
      tx,
    );
    await repo.insertAnnouncements(
      Object.entries(announcementCopy[lang]).map(([type, item]) => ({
        merchantId: tenant.merchantId,
        type,
        platform: 'W',
        executionType: 'B',
        language: lang,
        title: sanitizePlain(brand(item.title)),
        content: sanitizeRich(brand(item.content)),
        startAt: new Date(Date.now() - 24 * 3600 * 1000),
      })),
      tx,
    );
    await repo.insertHelp(
      helpCopy[lang].map((h, i) => ({ merchantId: tenant.merchantId, language: lang, device: 'WEB', tag: h.tag, title: sanitizePlain(brand(h.title)), content: sanitizeRich(brand(h.content)), sortOrder: i })),
      tx,
    );
  }

}

/** Three inbox messages per demo account, in the brand's default language (or the first bundled one). */
export async function seedInbox(tenant: Tenant, memberIds: number[], tx: DbOrTx): Promise<void> {
  const m = tenant.manifest;
  const brand = (s: string) => s.replaceAll('{brand}', m.brandName);
  const langs = seedLanguages(tenant);
  const lang = (langs.includes(m.languages.default as SeedLang) ? m.languages.default : langs[0] ?? 'en') as SeedLang;
  await repo.insertInbox(
    memberIds.flatMap((memberId) =>
      inboxCopy[lang].map((item) => ({ merchantId: tenant.merchantId, memberId, title: sanitizePlain(brand(item.title)), content: sanitizeRich(brand(item.content)) })),
    ),
    tx,
  );
}
