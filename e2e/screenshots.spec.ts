// Screenshots of every brand's home at 390 px (phone) and 1440 px (desktop), saved as test
// artifacts; and what a phone user notices: nothing wider than the screen, header usable.
import { expect, test } from '@playwright/test';
import { brandIds, brandUrl } from './support/brands';
import { loginAs, modal, signOut } from './support/accounts';

/** Saves a screenshot in the test's output folder (test-results/) and attaches it to the report. */
async function shot(page: import('@playwright/test').Page, testInfo: import('@playwright/test').TestInfo, name: string, fullPage = false) {
  const path = testInfo.outputPath(name);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const brand of brandIds()) {
  for (const width of [390, 1440]) {
    test(`${brand} home at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto(brandUrl(brand));
      await expect(page.getByTestId('banner-strip')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, testInfo, `${brand}-home-${width}.png`, true);
    });
  }
}

test('phone (375 px): logged-in header and the register modal fit the screen', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await loginAs(page, 'mesra', 'demo_player');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByTestId('account-menu')).toBeInViewport();
  await shot(page, testInfo, 'mesra-logged-in-375.png');
  await signOut(page);
  await page.goto(brandUrl('mesra', '/register'));
  const m = modal(page, 'register');
  await expect(m.locator('form')).toBeVisible();
  const box = (await m.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await shot(page, testInfo, 'mesra-register-375.png');
});

test('360 px phones: no page of the shell is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [brand, path] of [
    ['jade', '/'],
    ['orbit', '/rng'],
    ['mesra', '/down'],
    ['mesra', '/help'],
    ['jade', '/forget'],
  ] as const) {
    await page.goto(brandUrl(brand, path));
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${brand} ${path}`).toBeLessThanOrEqual(0);
  }
});
