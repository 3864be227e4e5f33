// The operator console in Chromium (e2e/ops-*.spec.ts): signing in at /ops of a brand (the first time enrolling
// two-step verification from the key shown beside the QR code, the code computed with otplib) and axe's serious or
// critical findings on a screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { brandUrl } from './brands';

export async function seriousViolations(page: Page) {
  const check = async () => {
    // The screen as it settles: react-admin's loading spinners (briefly in the app bar after each call) are gone first.
    await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0, { timeout: 10_000 });
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  const first = await check();
  if (!first.length) return first;
  // A loading indicator that came up while axe ran (CI saw 'aria-progressbar-name: :root' once, gone on the retry):
  // what is still there a moment later is the screen's.
  await page.waitForTimeout(1_000);
  return check();
}

/**
 * Signs in at /ops of `brand` (first time: enrols from the key shown beside the QR code) and waits for the menu.
 * `checks`: axe on the sign-in and enrolment pages, and a wrong password first (refused with the server's message).
 */
export async function signInToConsole(page: Page, name: string, password: string, checks = false, brand = 'mesra') {
  await page.goto(brandUrl(brand, '/ops/'));
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  if (checks) expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Operator name').fill(name);
  if (checks) {
    await page.getByLabel('Password').fill('not-the-password-1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toContainText('Operator name, password or code is incorrect.');
  }
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  if (checks) expect(await seriousViolations(page)).toEqual([]);
  const secret = await page.getByTestId('totp-secret').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('6-digit code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

