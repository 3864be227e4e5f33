// spec §2 maintenance screen (status 1) when the operator turns maintenance on. Runs in its own
// Playwright project after every other test (playwright.config.ts): it changes a whole brand.
import { expect, test } from '@playwright/test';
import { brandUrl } from './support/brands';
import { operator, text } from './support/accounts';

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
