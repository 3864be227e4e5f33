// spec §2 static pages with content from the server or manifest: help (#term, #agent) (download: e2e/pwa.spec.ts),
// join, promotions list and detail, notice page.
import { expect, test } from '@playwright/test';
import { brandUrl } from './support/brands';
import { modal, text } from './support/accounts';

test('/help#term and /help#agent open those entries', async ({ page }) => {
  await page.goto(brandUrl('orbit', '/help#term'));
  await expect(page.locator('[data-help-section="term"]')).toHaveAttribute('data-current', 'true');
  await expect(page.locator('[data-help-section="term"]')).toBeInViewport();
  await page.goto(brandUrl('orbit', '/help#agent'));
  await expect(page.locator('[data-help-section="agent"]')).toHaveAttribute('data-current', 'true');
  await expect(page.locator('[data-help-section="agent"] .rich')).not.toBeEmpty();
});

test('/join shows the affiliate programme and opens sign-up', async ({ page }) => {
  await page.goto(brandUrl('mesra', '/join'));
  await expect(page.getByTestId('join-programme')).toBeVisible();
  await page.getByRole('button', { name: text('ms', 'header.signUp') }).last().click();
  await expect(modal(page, 'register')).toBeVisible();
});

test('/promotions lists promotions from the server; a promotion opens its detail page', async ({ page }) => {
  await page.goto(brandUrl('mesra', '/promotions'));
  const first = page.locator('[data-promo]').first();
  await expect(first).toBeVisible();
  const title = (await first.locator('h2').textContent())!;
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('/noticePage lists the notices; the first is open', async ({ page }) => {
  await page.goto(brandUrl('jade', '/noticePage'));
  await expect(page.locator('[data-notice]')).not.toHaveCount(0);
  await expect(page.locator('[data-notice="0"] .accordion__body')).toBeVisible();
});
