// issue 2 item 8: each brand's home, served statically from its own artifact, shows its own
// name, logo, colours and default language; three brands, three different sites.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { brandUrl, loadManifest, uiStrings } from './support/brands';

const BRANDS = ['mesra', 'orbit', 'jade'] as const;
const BUNDLED = ['ms', 'en', 'zh'];

async function primaryColour(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase());
}

/**
 * A UI string of `lang` that is visible on the page and differs in every other bundled language,
 * so finding it proves the page is in `lang` (brand names and numbers would prove nothing).
 */
function visibleTranslatedString(bodyText: string, lang: string): string | undefined {
  const own = uiStrings(lang);
  const others = BUNDLED.filter((l) => l !== lang).map(uiStrings);
  return Object.entries(own)
    .filter(([key, text]) => text.length >= 3 && !text.includes('{{') && others.every((o) => o[key] !== undefined && o[key] !== text))
    .map(([, text]) => text)
    .sort((a, b) => b.length - a.length)
    .find((text) => bodyText.includes(text));
}

for (const id of BRANDS) {
  const manifest = loadManifest(id);

  test.describe(`${id} home`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(brandUrl(id));
    });

    test(`shows the brand name ${manifest.brandName}`, async ({ page }) => {
      await expect(page).toHaveTitle(manifest.seo[manifest.languages.default]!.title);
      const named = page.getByRole('img', { name: manifest.brandName }).or(page.getByText(manifest.brandName));
      await expect(named.first()).toBeVisible();
    });

    test('shows its own logo from /brand/', async ({ page }) => {
      const logo = page.locator(`img[src$="/brand/${manifest.theme.logo}"]`).first();
      await expect(logo).toBeVisible();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // Fetched from the page: Node cannot resolve *.localhost, Chromium can.
      const response = await page.evaluate(async (url) => {
        const r = await fetch(url);
        return { status: r.status, type: r.headers.get('content-type') ?? '', body: await r.text() };
      }, `/brand/${manifest.theme.logo}`);
      expect(response.status).toBe(200);
      expect(response.type).toContain('image/svg+xml');
      // The artifact must carry this brand's logo, not another's.
      expect(response.body).toContain(`aria-label="${manifest.brandName}"`);
    });

    test(`uses its brand colour ${manifest.theme.colors.brand} as --color-primary`, async ({ page }) => {
      expect(await primaryColour(page)).toBe(manifest.theme.colors.brand);
      await expect(page.locator('html')).toHaveAttribute('data-theme', manifest.theme.default);
    });

    test(`starts in its default language ${manifest.languages.default}`, async ({ page }) => {
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${manifest.languages.default}`));
      const body = await page.locator('body').innerText();
      const translated = visibleTranslatedString(body, manifest.languages.default);
      expect(translated, `no ${manifest.languages.default} UI string visible on the home page`).toBeTruthy();
      await expect(page.getByText(translated!, { exact: true }).first()).toBeVisible();
    });

    test('has no serious or critical accessibility violations', async ({ page }) => {
      // axe walks the whole home page: 15-35 s alone on two shared cores, past the 45 s default when other
      // tests run beside it (seen on CI), so this one gets the triple timeout.
      test.slow();
      // With the server's content in place (banner strip and notice bar).
      await expect(page.getByTestId('notice-bar')).toBeVisible();
      await expect(page.getByTestId('banner-strip')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const severe = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
      expect(severe).toEqual([]);
    });
  });
}

test('the three brands look different from one another', async ({ browser }) => {
  const colours = new Set<string>();
  const titles = new Set<string>();
  for (const id of BRANDS) {
    const page = await browser.newPage();
    await page.goto(brandUrl(id));
    colours.add(await primaryColour(page));
    titles.add(await page.title());
    await page.close();
  }
  expect(colours.size).toBe(BRANDS.length);
  expect(titles.size).toBe(BRANDS.length);
});
