// Issue 15 items 1-2: the member-centre panel (spec §2 App shell, Personal-centre menu, Header logged-in block) and
// securityCenter (my account), against the real server, at 360 px and 1366 px, in ms, en and zh.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from './support/brands';
import { modal, text } from './support/accounts';
import { actAs, freePlayMember, registerMember } from './support/members';

const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1366, height: 800 },
] as const;

const panel = (page: Page) => page.locator('[data-panel="member-centre"]');
const menuItem = (page: Page, id: string) => panel(page).locator(`[data-mc-menu="${id}"]`);

async function seriousViolations(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include(include).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The site's stored language (spec §1: local storage `lang`), set before any page script runs. */
async function useLanguage(page: Page, lang: string) {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

for (const size of SIZES) {
  test.describe(`panel at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('opens from the avatar and the drop-down; reload keeps the page; back, close and Escape', async ({ page, request }) => {
      const member = await registerMember(request);
      await actAs(page, member);
      await page.goto(brandUrl('mesra', '/promotions'));
      await page.getByTestId('avatar').click();

      // The default page, highlighted in the menu, over the page it was opened from.
      await expect(page).toHaveURL(/\/securityCenter$/);
      await expect(panel(page)).toBeVisible();
      await expect(panel(page)).toHaveAttribute('aria-modal', 'true');
      await expect(menuItem(page, 'securityCenter')).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('security-center')).toBeVisible();
      await expect(page.locator('.promotions, [data-page="promotions"], main h1').first()).toBeAttached();
      // Not built yet: no entry (no placeholder pages).
      for (const id of ['rewardCenter', 'referral', 'missionLeaderboard', 'manualRebate']) await expect(menuItem(page, id)).toHaveCount(0);
      await noSidewaysScroll(page);

      // Another page from the menu; the records pages moved into the panel and keep their URLs.
      await menuItem(page, 'personalHistoryCopy').click();
      await expect(page).toHaveURL(/\/personalHistoryCopy$/);
      await expect(menuItem(page, 'personalHistoryCopy')).toHaveAttribute('aria-current', 'page');
      await expect(menuItem(page, 'securityCenter')).not.toHaveAttribute('aria-current', 'page');
      await expect(panel(page).locator('.records')).toBeVisible();
      await noSidewaysScroll(page);

      // Reload keeps the page open.
      await page.reload();
      await expect(panel(page)).toBeVisible();
      await expect(panel(page)).toHaveAttribute('data-page', 'personalHistoryCopy');

      // Back returns to the previous panel page.
      await page.goBack();
      await expect(page).toHaveURL(/\/securityCenter$/);
      await expect(panel(page)).toHaveAttribute('data-page', 'securityCenter');

      // Close returns where the player was; back reopens the panel; Escape closes it again.
      await page.getByTestId('mc-close').click();
      await expect(panel(page)).toHaveCount(0);
      await expect(page).toHaveURL(brandUrl('mesra', '/promotions'));
      await page.goBack();
      await expect(panel(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel(page)).toHaveCount(0);
      await expect(page).toHaveURL(brandUrl('mesra', '/promotions'));

      // The header drop-down opens the same panel on its page.
      await page.getByTestId('account-menu').click();
      await page.locator('[data-menu="personalProfit"]').click();
      await expect(panel(page)).toHaveAttribute('data-page', 'personalProfit');
      await expect(panel(page).locator('.records')).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByTestId('account-menu').click();
      await page.locator('[data-menu="memberCentre"]').click();
      await expect(panel(page)).toHaveAttribute('data-page', 'securityCenter');
      await noSidewaysScroll(page);
    });

    test('a shared link opens the panel over home; closing goes home', async ({ page, request }) => {
      const member = await registerMember(request);
      await actAs(page, member);
      await page.goto(brandUrl('mesra', '/personalProfit'));
      await expect(panel(page)).toHaveAttribute('data-page', 'personalProfit');
      await expect(page.locator('.home')).toBeAttached();
      await page.getByTestId('mc-close').click();
      await expect(page).toHaveURL(brandUrl('mesra', '/'));
    });
  });
}

test('a visitor opening a panel URL gets the login popup, and the panel after logging in', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto(brandUrl('mesra', '/securityCenter'));
  const login = modal(page, 'login');
  await expect(login).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  await login.locator('[data-field="username"] input').fill(member.username);
  await login.locator('[data-field="password"] input').fill(member.password);
  await login.locator('button[type="submit"]').click();
  await expect(login).toHaveCount(0);
  await expect(panel(page)).toHaveAttribute('data-page', 'securityCenter');

  // Closing the popup without logging in leaves the panel URL.
  const other = await page.context().newPage();
  await other.goto(brandUrl('mesra', '/personalHistoryCopy'));
  await expect(modal(other, 'login')).toBeVisible();
  await other.keyboard.press('Escape');
  await expect(modal(other, 'login')).toHaveCount(0);
  await expect(other).toHaveURL(brandUrl('mesra', '/'));
  await expect(panel(other)).toHaveCount(0);
});

test('a trial account gets the in_need_true_account warning, from a link and from the avatar', async ({ page, request }) => {
  const trial = await freePlayMember(request);
  await actAs(page, trial);
  await page.goto(brandUrl('mesra', '/securityCenter'));
  const warning = modal(page, 'warning');
  await expect(warning).toContainText(text('ms', 'in_need_true_account'));
  await expect(panel(page)).toHaveCount(0);
  await warning.getByRole('button', { name: text('ms', 'in_increase_submit') }).click();
  await expect(page).toHaveURL(brandUrl('mesra', '/'));
  await page.getByTestId('avatar').click();
  await expect(warning).toContainText(text('ms', 'in_need_true_account'));
  await expect(panel(page)).toHaveCount(0);
});

for (const lang of ['ms', 'en', 'zh'] as const) {
  test(`panel in ${lang}: menu labels translated, axe finds nothing serious`, async ({ page, request }) => {
    test.slow();
    const member = await registerMember(request);
    await actAs(page, member);
    await useLanguage(page, lang);
    await page.goto(brandUrl('mesra', '/securityCenter'));
    await expect(panel(page)).toBeVisible();
    await expect(menuItem(page, 'securityCenter')).toHaveText(text(lang, 'mc.menu.securityCenter'));
    await expect(panel(page).locator('h2')).toHaveText(text(lang, 'mc.title'));
    expect(await seriousViolations(page, '[data-panel="member-centre"]')).toEqual([]);
  });
}
