// spec §2 system status screens from GET /wps/system/status: region restriction (status 2, the
// server's x-debug-country header simulates the visitor's country outside production).
import { expect, test } from '@playwright/test';
import { brandUrl, loadManifest } from './support/brands';
import { text } from './support/accounts';

for (const brand of ['mesra', 'jade', 'orbit']) {
  test(`${brand}: a visitor from a blocked country sees the region screen with their IP`, async ({ page }) => {
    const blocked = loadManifest(brand).blockedCountries[0];
    await page.setExtraHTTPHeaders({ 'x-debug-country': blocked });
    await page.goto(brandUrl(brand));
    const screen = page.getByTestId('region-blocked-screen');
    await expect(screen).toBeVisible();
    await expect(screen.locator('.status-screen__ip strong')).toHaveText(/127\.0\.0\.1|::1/);
    await expect(page.locator('header.shell-header')).toHaveCount(0);
    await expect(screen.getByRole('button')).toBeVisible();
  });
}

test('an allowed country sees the site', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-debug-country': 'MY' });
  await page.goto(brandUrl('mesra'));
  await expect(page.getByTestId('notice-bar')).toBeVisible();
  await expect(page.getByTestId('region-blocked-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(text('ms', 'home.welcomeTitle').split('{{')[0].trim());
});
