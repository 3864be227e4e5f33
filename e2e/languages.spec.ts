// Issue 23 item 5: a returning visitor whose language is not the brand's default must get pages the browser can
// hydrate as they are: no React hydration error (#418, the server HTML thrown away), no flash of the default
// language. Every brand × language × a few pages, with the page-error listener on; also a visitor who stored a
// language before the cookie existed, and logged-in pages.
import { expect, test, type Page } from '@playwright/test';
import { brandIds, brandUrl, loadManifest } from './support/brands';
import { text } from './support/accounts';
import { actAs, freePlayMember, registerMember } from './support/members';

const PAGES = ['/', '/rng', '/join', '/no-such-page'];

/** Errors a page reports: uncaught errors and console errors (React reports recoverable hydration errors there). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
  });
  return errors;
}

/** A returning visitor: the language as the site stores it (local storage and the cookie the switch writes). */
async function returningVisitor(page: Page, brand: string, lang: string, cookie = true): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  if (cookie) await page.context().addCookies([{ name: 'lang', value: lang, domain: `${brand}.localhost`, path: '/' }]);
}

for (const brand of brandIds()) {
  const { languages } = loadManifest(brand);
  for (const lang of languages.supported) {
    test(`${brand} in ${lang}: pages arrive in the visitor's language and hydrate without an error`, async ({ page }) => {
      const errors = collectErrors(page);
      await returningVisitor(page, brand, lang);
      for (const path of PAGES) {
        const res = await page.goto(brandUrl(brand, path));
        expect(res?.status()).toBe(path === '/no-such-page' ? 404 : 200);
        // The HTML itself is in the visitor's language (not switched after it painted).
        expect(await res?.text()).toContain(`<html lang="${lang}"`);
        await expect(page.locator('header.shell-header')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      }
      expect(errors).toEqual([]);
    });
  }
}

test('a language stored before the cookie existed: no hydration error, the page switches, and the next one arrives in it', async ({ page }) => {
  const errors = collectErrors(page);
  await returningVisitor(page, 'orbit', 'zh', false);
  const first = await page.goto(brandUrl('orbit', '/rng'));
  expect(await first?.text()).toContain('<html lang="en"');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await page.waitForLoadState('networkidle');
  const second = await page.goto(brandUrl('orbit', '/join'));
  expect(await second?.text()).toContain('<html lang="zh"');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('?lang= (the hreflang alternates) serves that language and keeps it', async ({ page }) => {
  const errors = collectErrors(page);
  const res = await page.goto(brandUrl('mesra', '/promotions?lang=en'));
  expect(await res?.text()).toContain('<html lang="en"');
  await page.waitForLoadState('networkidle');
  const next = await page.goto(brandUrl('mesra', '/rng'));
  expect(await next?.text()).toContain('<html lang="en"');
  expect(errors).toEqual([]);
});

test('logged in, in a language other than the default: /join, /fbsports and home hydrate without an error', async ({ page, request }) => {
  const member = await registerMember(request, 'mesra');
  const errors = collectErrors(page);
  await actAs(page, member);
  await returningVisitor(page, 'mesra', 'zh');
  for (const path of ['/join', '/fbsports', '/']) {
    await page.goto(brandUrl('mesra', path));
    await expect(page.getByTestId('account-block')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

test("issue 23 item 9: a trial account's name in the header is the free-play label of the visitor's language", async ({ page, request }) => {
  const trial = await freePlayMember(request, 'mesra');
  await actAs(page, trial);
  for (const lang of ['zh', 'en'] as const) {
    await returningVisitor(page, 'mesra', lang);
    await page.goto(brandUrl('mesra', '/'));
    await expect(page.getByTestId('account-name')).toHaveText(text(lang, 'account.freePlay'));
  }
});
