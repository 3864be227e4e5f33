// Issue 15 items 1-2: the member-centre panel (spec §2 App shell, Personal-centre menu, Header logged-in block) and
// securityCenter (my account), against the real server, at 360 px and 1366 px, in ms, en and zh.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from './support/brands';
import { closePostLoginNotices, modal, outbox, sendCode, submitLogin, text, useLanguage } from './support/accounts';
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
      // Issue 18 item 3: the reward centre and missions have their entries.
      for (const id of ['rewardCenter', 'missionLeaderboard']) await expect(menuItem(page, id)).toHaveCount(1);
      await expect(menuItem(page, 'manualRebate')).toHaveCount(1);
      await noSidewaysScroll(page);

      // Another page from the menu; the records pages moved into the panel and keep their URLs.
      await menuItem(page, 'personalHistoryCopy').click();
      await expect(page).toHaveURL(/\/personalHistoryCopy$/);
      await expect(menuItem(page, 'personalHistoryCopy')).toHaveAttribute('aria-current', 'page');
      await expect(menuItem(page, 'securityCenter')).not.toHaveAttribute('aria-current', 'page');
      await expect(panel(page).locator('.records')).toBeVisible();
      await noSidewaysScroll(page);
      expect(await seriousViolations(page, '[data-panel="member-centre"]')).toEqual([]);

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
    await expect(panel(page).locator('.mc-panel__title')).toHaveText(text(lang, 'mc.title'));
    expect(await seriousViolations(page, '[data-panel="member-centre"]')).toEqual([]);
  });
}

/** The latest code e-mailed to `to` by the dev provider (GET /api/dev/outbox). */
async function emailCode(request: Parameters<typeof outbox>[0], to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mail = (await outbox(request, 'mesra')).email.filter((m) => m.to === to).sort((a, b) => b.id - a.id)[0];
      code = /code is (\d+)/.exec(mail?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

const tab = (page: Page, id: string) => panel(page).locator(`[role="tab"][data-tab="${id}"]`);
const form = (page: Page, testId: string) => panel(page).getByTestId(testId);
const input = (page: Page, name: string) => panel(page).locator(`[data-field="${name}"] input`);

for (const [size, lang] of [
  [SIZES[0], 'ms'],
  [SIZES[1], 'en'],
  [SIZES[0], 'zh'],
] as const) {
  test.describe(`my account at ${size.width} px in ${lang}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('profile, e-mail with a code, avatar, payment password, login history, sign-out of another session, password', async ({ page, request, browser }) => {
      test.slow();
      const member = await registerMember(request);
      await actAs(page, member);
      await useLanguage(page, lang);
      await page.goto(brandUrl('mesra', '/securityCenter'));
      await expect(tab(page, 'profile')).toHaveAttribute('aria-selected', 'true');
      await expect(tab(page, 'profile')).toHaveText(text(lang, 'mc.security.tab.profile'));

      // Profile: the brand's fields (mesra enables all twelve), saved and still there after a reload.
      const profile = form(page, 'profile-form');
      await expect(profile.locator('[data-field="zalo"]')).toBeVisible();
      await input(page, 'nickname').fill('Sang Kancil');
      await input(page, 'realName').fill('Kancil bin Pelanduk');
      await input(page, 'birthday').fill('1991-08-31');
      await input(page, 'telegram').fill('@kancil');
      await input(page, 'occupation').fill('Teacher');
      await profile.locator('button[type="submit"]').click();
      await expect(profile.locator('[data-status="ok"]')).toHaveText(text(lang, 'mc.profile.saved'));
      await expect(page.getByTestId('account-name')).toHaveText('Sang Kancil');
      await noSidewaysScroll(page);
      await page.reload();
      await expect(input(page, 'nickname')).toHaveValue('Sang Kancil');
      await expect(input(page, 'occupation')).toHaveValue('Teacher');
      // The real name is locked once set.
      await expect(panel(page).getByTestId('real-name-locked')).toContainText('Kancil bin Pelanduk');
      await expect(input(page, 'realName')).toHaveCount(0);
      // A bad value is refused under its field, nothing saved.
      await input(page, 'telegram').fill('has space');
      await profile.locator('button[type="submit"]').click();
      await expect(profile.locator('[data-error-for="telegram"]')).toBeVisible();

      // E-mail: changed only with the code sent to the new address; then verified.
      const email = panel(page).locator('[data-contact="email"]');
      await expect(email.locator('[data-verified="false"]')).toBeVisible();
      await email.getByTestId('email-change').click();
      const newEmail = `${member.username}@mail.example`;
      await email.locator('[data-field="new-email"] input').fill(newEmail);
      await sendCode(page, email.getByTestId('sms-send'));
      await expect(email.locator('[data-status="ok"]')).toHaveText(text(lang, 'mc.profile.codeSentEmail'));
      await email.locator('[data-field="code-email"] input').fill('000000');
      await email.locator('button[type="submit"]').click();
      await expect(email.locator('[data-status="error"]')).toHaveText(text(lang, 'err_sms_code_invalid'));
      await email.locator('[data-field="code-email"] input').fill(await emailCode(request, newEmail));
      await email.locator('button[type="submit"]').click();
      await expect(email.getByTestId('email-value')).toHaveText(newEmail);
      await expect(email.locator('[data-verified="true"]')).toHaveText(text(lang, 'mc.profile.verified'));
      expect(await seriousViolations(page, '[data-panel="member-centre"]')).toEqual([]);

      // Avatar: one of the built-in set; the header follows.
      await tab(page, 'avatar').click();
      await expect(page).toHaveURL(/\/securityCenter\?tab=avatar$/);
      // A new member starts with avatar (id % 12) + 1, already chosen: pick another one (the save button stays disabled
      // for the current avatar).
      await expect(panel(page).locator('[data-avatar] input:checked')).toHaveCount(1);
      const currentAvatar = await panel(page).locator('[data-avatar]:has(input:checked)').getAttribute('data-avatar');
      const pick = currentAvatar === '5' ? '6' : '5';
      await expect(form(page, 'avatar-form').locator('button[type="submit"]')).toBeDisabled();
      await panel(page).locator(`[data-avatar="${pick}"]`).click();
      await form(page, 'avatar-form').locator('button[type="submit"]').click();
      await expect(form(page, 'avatar-form').locator('[data-status="ok"]')).toBeVisible();
      await expect(page.getByTestId('avatar').locator('img')).toHaveAttribute('src', new RegExp(`/assets/avatars/${pick}\\.svg$`));
      await noSidewaysScroll(page);

      // Payment password: set, then the form asks for the current one to change it.
      await tab(page, 'paymentPassword').click();
      const pay = form(page, 'payment-password-form');
      await expect(pay).toHaveAttribute('data-is-set', 'false');
      await input(page, 'paymentPassword').fill('12345');
      await pay.locator('button[type="submit"]').click();
      await expect(pay.locator('[data-error-for="paymentPassword"]')).toHaveText(text(lang, 'mc.security.paymentPasswordRule'));
      await input(page, 'paymentPassword').fill('135790');
      await input(page, 'confirmPaymentPassword').fill('135790');
      await pay.locator('button[type="submit"]').click();
      await expect(pay.locator('[data-status="ok"]')).toHaveText(text(lang, 'mc.security.paymentPasswordSet'));
      await expect(pay).toHaveAttribute('data-is-set', 'true');
      await expect(input(page, 'oldPaymentPassword')).toBeVisible();

      // Another browser signs in; login history shows both; signing out the other sessions ends the second browser's.
      const other = await browser.newContext({
        viewport: { width: 412, height: 900 },
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
      });
      const second = await other.newPage();
      await second.goto(brandUrl('mesra', '/login'));
      await submitLogin(second, member.username, member.password);
      await expect(second.getByTestId('account-block')).toBeVisible();
      await closePostLoginNotices(second);

      await tab(page, 'loginHistory').click();
      const history = form(page, 'login-history');
      await expect(history.locator('tbody tr')).toHaveCount(2);
      await expect(history.locator('tbody tr[data-current="true"]')).toHaveCount(1);
      await expect(history.locator('tbody tr[data-current="false"][data-active="true"] td').nth(2)).toHaveText('Chrome on Android');
      await expect(history.getByTestId('other-sessions')).toHaveAttribute('data-count', '1');
      await noSidewaysScroll(page);
      expect(await seriousViolations(page, '[data-panel="member-centre"]')).toEqual([]);
      await history.getByTestId('sign-out-others').click();
      await modal(page, 'confirm').locator('.btn--primary').click();
      await expect(history.locator('[data-status="ok"]')).toHaveText(text(lang, 'mc.history.signedOut').replace('{{count}}', '1'));
      await expect(history.getByTestId('other-sessions')).toHaveAttribute('data-count', '0');
      await expect(history.locator('tbody tr[data-current="false"]')).toHaveAttribute('data-active', 'false');
      // The second browser is signed out: its next call is refused and the login popup opens.
      await second.reload();
      await expect(modal(second, 'login')).toBeVisible();
      await expect(second.getByTestId('account-block')).toHaveCount(0);
      await other.close();
      // This one is still signed in.
      await expect(page.getByTestId('account-block')).toBeVisible();

      // Login password.
      await tab(page, 'password').click();
      const pwd = form(page, 'password-form');
      await input(page, 'oldPassword').fill('Wrong@12345');
      await input(page, 'newPassword').fill('Kancil@2468');
      await input(page, 'confirmNewPassword').fill('Kancil@2468');
      await pwd.locator('button[type="submit"]').click();
      await expect(pwd.locator('[data-status="error"]')).toBeVisible();
      await input(page, 'oldPassword').fill(member.password);
      await input(page, 'newPassword').fill('Kancil@2468');
      await input(page, 'confirmNewPassword').fill('Kancil@2468');
      await pwd.locator('button[type="submit"]').click();
      await expect(pwd.locator('[data-status="ok"]')).toHaveText(text(lang, 'mc.security.passwordChanged'));
      await expect(page.getByTestId('account-block')).toBeVisible();
      await noSidewaysScroll(page);
    });
  });
}
