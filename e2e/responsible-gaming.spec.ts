// Issue 20 in the browser, against the real server: a player sets a daily deposit limit in the member centre's
// Responsible gaming page and a deposit above it is refused with the message; the reality check shows over the
// game (a reality-check minute is a second in this server, playwright.config.ts) with time played and net result,
// "continue" brings it back an interval later and "stop playing" leaves the game; a player self-excludes, is
// signed out, and the login popup then refuses them with until when.
import { expect, test, type Page } from '@playwright/test';
import { brandUrl, E2E_PORT } from './support/brands';
import { field, modal, submitLogin, text } from './support/accounts';
import { actAs, fund, registerMember } from './support/members';

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const panel = (page: Page) => page.locator('[data-panel="member-centre"]');

// Account flows on 2 shared cores (argon2, the panel's chunks loaded on demand): more than the default 45 s.
test.describe.configure({ timeout: 90_000 });

test('a daily deposit limit set in the member centre refuses a larger deposit with the message (ms)', async ({ page, request }) => {
  const m = await registerMember(request);
  await actAs(page, m);
  await page.goto(brandUrl('mesra', '/responsibleGaming'));
  const rg = page.getByTestId('responsible-gaming');
  // The panel and the page are loaded on demand: allow a loaded machine time for the first paint.
  await expect(rg.getByRole('heading', { level: 1 })).toHaveText(text('ms', 'mc.menu.responsibleGaming'), { timeout: 30_000 });
  const form = page.getByTestId('rg-limit-form');
  await form.locator('select[name="kind"]').selectOption('deposit');
  await form.locator('select[name="period"]').selectOption('day');
  await form.locator('[data-field="limitAmount"] input').fill('50');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('rg-limit-notice')).toHaveAttribute('data-status', 'ok');
  await expect(page.locator('[data-limit="deposit-day"]')).toContainText('RM50.00');
  // A raise waits for the cooling-off and says when.
  await form.locator('[data-field="limitAmount"] input').fill('500');
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('[data-limit="deposit-day"]')).toContainText('RM50.00');
  await expect(page.locator('[data-limit="deposit-day"] .rg-pending')).toContainText('RM500.00');

  // The deposit page: RM100 is over the limit; the server refuses it and the page says why.
  await panel(page).locator('[data-mc-menu="depositv2"]').click();
  const deposit = page.getByTestId('deposit-form');
  await deposit.locator('[data-field="amount"] input').fill('100');
  await deposit.locator('button[type="submit"]').click();
  await expect(deposit.getByRole('alert')).toHaveText(text('ms', 'err_rg_deposit_limit'));
  await expect(page.getByTestId('demo-gateway')).toHaveCount(0);
});

test('before the first deposit the deposit page offers a deposit limit; once set, a larger deposit is refused (en)', async ({ page, request }) => {
  const m = await registerMember(request);
  await actAs(page, m);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto(brandUrl('mesra', '/depositv2'));
  const offer = page.getByTestId('rg-first-deposit-offer');
  await expect(offer.getByRole('heading')).toHaveText(text('en', 'rg.firstDeposit.title'), { timeout: 30_000 });
  await offer.locator('select[name="offerPeriod"]').selectOption('week');
  await offer.locator('[data-field="offerAmount"] input').fill('30');
  await offer.getByRole('button', { name: text('en', 'rg.firstDeposit.set') }).click();
  await expect(page.getByTestId('rg-first-deposit-saved')).toContainText('RM30.00');
  const deposit = page.getByTestId('deposit-form');
  await deposit.locator('[data-field="amount"] input').fill('40');
  await deposit.locator('button[type="submit"]').click();
  await expect(deposit.getByRole('alert')).toHaveText(text('en', 'err_rg_deposit_limit'));
  // The limit is the member's: the Responsible gaming page lists it, and the offer does not come back.
  await page.goto(brandUrl('mesra', '/responsibleGaming'));
  await expect(page.locator('[data-limit="deposit-week"]')).toContainText('RM30.00', { timeout: 30_000 });
  await page.goto(brandUrl('mesra', '/depositv2'));
  await expect(page.getByTestId('deposit-form')).toBeVisible({ timeout: 30_000 });
  await expect(offer).toHaveCount(0);
});

test('the reality check shows over the game on the server clock; continue, then stop playing leaves the game (en)', async ({ page, request }) => {
  const m = await registerMember(request);
  await fund(request, m, 50_000);
  const set = await request.put(api('/wps/rg/realityCheck'), { headers: { host: `mesra.localhost:${E2E_PORT}`, token: m.token }, data: { minutes: 5 } });
  expect(set.ok()).toBe(true);
  await actAs(page, m);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto(brandUrl('mesra', '/rng?page=HOUSE'));
  await page.locator('.game-tile[data-node-id="RNG.HOUSE.SLOT"] .game-tile__play').click();
  await expect(page).toHaveURL(/\/game\?/);
  const dialog = modal(page, 'reality-check');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('heading')).toHaveText(text('en', 'rg.realityDialogTitle'));
  await expect(page.getByTestId('rg-time-played')).toHaveText(/^0:0\d:\d\d$/);
  await expect(page.getByTestId('rg-net')).toHaveText('RM0.00');
  await page.getByTestId('rg-continue').click();
  await expect(dialog).toHaveCount(0);
  // A reload does not reset the session: the next check comes 5 "minutes" after continue, not after the reload.
  await page.reload();
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('rg-stop').click();
  await expect(page).toHaveURL(brandUrl('mesra', '/'));
  await expect(page.locator('iframe.game-frame__iframe')).toHaveCount(0);
});

test('a player self-excludes: signed out at once and the login is refused with until when (zh)', async ({ page, request }) => {
  const m = await registerMember(request);
  await actAs(page, m);
  await page.addInitScript(() => localStorage.setItem('lang', 'zh'));
  await page.goto(brandUrl('mesra', '/responsibleGaming'));
  const section = page.getByTestId('rg-exclude');
  await expect(section).toBeVisible({ timeout: 30_000 });
  await section.locator('select[name="duration"]').selectOption('6m');
  await section.locator('[data-field="excludePassword"] input').fill(m.password);
  await section.locator('button[type="submit"]').click();
  await expect(section.getByRole('alert')).toHaveText(text('zh', 'rg.excludeConfirmNeeded'));
  await section.locator('input[name="excludeConfirm"]').check();
  await section.locator('button[type="submit"]').click();
  // Home, signed out, with the confirmation naming the end (about six months from now).
  await expect(page).toHaveURL(brandUrl('mesra', '/'));
  const done = modal(page, 'warning');
  await expect(done).toContainText(text('zh', 'rg.excludedUntil').split('{{until}}')[0]);
  await expect(done).toContainText(String(new Date(Date.now() + 182 * 86_400_000).getFullYear()));
  await done.getByRole('button', { name: text('zh', 'common.close') }).first().click();
  await expect(page.getByTestId('login')).toBeVisible();
  // The old token is dead on the server too.
  const info = await request.get(api('/wps/member/info'), { headers: { host: `mesra.localhost:${E2E_PORT}`, token: m.token } });
  expect(info.status()).toBe(401);

  // /login opens the login popup over home (spec §2).
  await page.goto(brandUrl('mesra', '/login'));
  await expect(modal(page, 'login')).toBeVisible();
  await submitLogin(page, m.username, m.password);
  const alert = modal(page, 'login').getByRole('alert');
  const until = text('zh', 'err_rg_self_excluded').split('{{until}}')[0];
  await expect(alert).toContainText(until);
  await expect(alert).toContainText(String(new Date(Date.now() + 182 * 86_400_000).getFullYear()));
  await expect(field(page, 'login', 'username')).toBeVisible();
});
