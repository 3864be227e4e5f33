// Operator switches that change a whole brand: spec §2 maintenance screen (status 1), the route
// guard of spec §2 (logged-in-to-home), DIRECTREG3 at run time. Runs in its own Playwright project
// after every other test (playwright.config.ts), one test at a time.
import { expect, test } from '@playwright/test';
import { brandUrl } from './support/brands';
import { operator, text } from './support/accounts';

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  await operator(request, 'orbit', 'maintenance', { enabled: false });
});

test('orbit: maintenance on shows the maintenance screen with its end time and info; off brings the site back', async ({ page, request }) => {
  const endTime = new Date(Date.now() + 2 * 3600_000).toISOString();
  await operator(request, 'orbit', 'maintenance', { enabled: true, endTime, info: { en: 'We are upgrading our servers.' } });
  await page.goto(brandUrl('orbit'));
  const screen = page.getByTestId('maintenance-screen');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText(text('en', 'status.maintenanceTitle'));
  await expect(screen).toContainText('We are upgrading our servers.');
  await expect(screen.locator('time')).toHaveAttribute('datetime', endTime);
  await expect(screen.getByRole('button', { name: text('en', 'status.customerService') })).toBeVisible();

  await operator(request, 'orbit', 'maintenance', { enabled: false });
  await page.reload();
  await expect(page.getByTestId('maintenance-screen')).toHaveCount(0);
  await expect(page.locator('header.shell-header')).toBeVisible();
});

test('jade: with logged-in-to-home on, a visitor is sent to /login except on the open paths; logged in, pages open', async ({ page, request }) => {
  await operator(request, 'jade', 'switches', { switches: { loggedInToHome: true } });
  try {
    await page.goto(brandUrl('jade', '/promotions'));
    await expect(page).toHaveURL(brandUrl('jade', '/login'));
    await expect(page.locator('[data-modal="login"]')).toBeVisible();
    await page.goto(brandUrl('jade', '/helpmc'));
    await expect(page.locator('[data-help-section]').first()).toBeVisible();
    await expect(page).toHaveURL(brandUrl('jade', '/helpmc'));
    await page.goto(brandUrl('jade', '/login'));
    await page.locator('[data-modal="login"] [data-field="username"] input').fill('demo_player');
    await page.locator('[data-modal="login"] [data-field="password"] input').fill('Demo@1234');
    await page.locator('[data-modal="login"] button[type="submit"]').click();
    await expect(page.getByTestId('account-block')).toBeVisible();
    await page.goto(brandUrl('jade', '/promotions'));
    await expect(page).toHaveURL(brandUrl('jade', '/promotions'));
  } finally {
    await operator(request, 'jade', 'switches', { switches: { loggedInToHome: null } });
  }
});

test('orbit: an operator can turn the sign-up button on (DIRECTREG3) at run time', async ({ page, request }) => {
  await page.goto(brandUrl('orbit'));
  await expect(page.getByTestId('login')).toBeVisible();
  await expect(page.getByTestId('sign-up')).toHaveCount(0);
  await operator(request, 'orbit', 'switches', { switches: { DIRECTREG3: true } });
  try {
    await page.reload();
    await expect(page.getByTestId('sign-up')).toBeVisible();
  } finally {
    await operator(request, 'orbit', 'switches', { switches: { DIRECTREG3: null } });
  }
});
