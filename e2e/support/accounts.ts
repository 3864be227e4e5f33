// Account helpers for the browser tests: the dev outbox (SMS codes, reset e-mails), the operator
// API, unique names, and the UI steps every account flow shares.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_PORT, OPERATOR_KEY, brandUrl, uiStrings } from './brands';

export const DEMO_PASSWORD = 'Demo@1234';
/** CAPTCHA_FIXED_TEXT of the e2e server (playwright.config.ts). */
export const CAPTCHA = '2468';

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const hostOf = (brand: string) => ({ host: `${brand}.localhost:${E2E_PORT}` });

/** Visible text of a UI key in a language. */
export const text = (lang: string, key: string) => {
  const s = uiStrings(lang)[key];
  if (!s) throw new Error(`no ${lang} string for ${key}`);
  return s;
};

let counter = 0;
/** A fresh username: a letter first, then letters and digits (pattern 1, 6-16). */
export function uniqueUsername(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${process.pid % 1000}${counter}`.slice(0, 16);
}

/** A fresh Malaysian-looking mobile number (10 digits, leading 01). */
export function uniqueMobile(): string {
  return `01${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

interface Outbox {
  sms: { id: number; mobile: string; body: string }[];
  email: { id: number; to: string; subject: string; body: string }[];
}

export async function outbox(request: APIRequestContext, brand: string): Promise<Outbox> {
  const res = await request.get(api('/api/dev/outbox?limit=200'), { headers: hostOf(brand) });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { value: Outbox }).value;
}

/** The latest SMS code sent to a national mobile number (waits for it to arrive). */
export async function smsCode(request: APIRequestContext, brand: string, mobile: string): Promise<string> {
  const national = mobile.replace(/^0/, '');
  let code = '';
  await expect
    .poll(async () => {
      const sms = (await outbox(request, brand)).sms.filter((s) => s.mobile.endsWith(national)).sort((a, b) => b.id - a.id)[0];
      code = /code is (\d+)/.exec(sms?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/**
 * Clicks a "send code" button (SMS or e-mail) as a player would. Codes are throttled to one per second per IP
 * (spec §9, server/modules/accounts/verification/service.ts) and every browser test comes from 127.0.0.1, so a test
 * running beside another can be told "wait a moment" (429 err_sms_too_frequent): then it waits a second and clicks
 * again, as the message asks. Any other answer is left to the test.
 */
export async function sendCode(page: Page, button: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && /\/wps\/(verification\/|member\/profile\/code)/.test(r.url()));
    await button.click();
    const res = await answer;
    if (res.status() !== 429 || attempt === 5) return;
    await page.waitForTimeout(1100);
  }
}

/** The visitor's stored language (local storage `lang`, spec §3), set before every page of the test loads. */
export async function useLanguage(page: Page, lang: string): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

/** The reset link e-mailed to an address (path and query, for the brand's origin). */
export async function resetLink(request: APIRequestContext, brand: string, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await outbox(request, brand)).email.filter((m) => m.to === email).sort((a, b) => b.id - a.id)[0];
      link = /(\/resetPassword\?token=[\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

export async function operator(request: APIRequestContext, brand: string, path: string, body: unknown): Promise<void> {
  const res = await request.put(api(`/api/operator/${path}`), { headers: { ...hostOf(brand), authorization: `Bearer ${OPERATOR_KEY}` }, data: body });
  expect(res.ok(), await res.text()).toBeTruthy();
}

export const modal = (page: Page, name: string) => page.locator(`[data-modal="${name}"]`);
export const field = (page: Page, modalName: string, name: string) => modal(page, modalName).locator(`[data-field="${name}"] input`);

/** Opens the brand's home and the login modal from the header. */
export async function openLogin(page: Page, brand: string): Promise<void> {
  await page.goto(brandUrl(brand));
  await page.getByTestId('login').click();
  await expect(modal(page, 'login')).toBeVisible();
}

export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await field(page, 'login', 'username').fill(username);
  await field(page, 'login', 'password').fill(password);
  await modal(page, 'login').locator('button[type="submit"]').click();
}

export async function loginAs(page: Page, brand: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  await openLogin(page, brand);
  await submitLogin(page, username, password);
  await expect(modal(page, 'login')).toHaveCount(0);
  await expect(page.getByTestId('account-block')).toBeVisible();
  await closePostLoginNotices(page);
}

/** spec §4: after a login the popup notices open once per session; closes them (Escape). */
export async function closePostLoginNotices(page: Page): Promise<void> {
  const notices = modal(page, 'notice');
  await expect(notices).toBeVisible();
  await expect(notices.locator('[data-notice-kind="popup"]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(notices).toHaveCount(0);
}

/** Header drop-down → sign out → confirm. */
export async function signOut(page: Page): Promise<void> {
  // A post-login notice may still be open (or about to open): close it first.
  await page.waitForTimeout(300);
  if (await modal(page, 'notice').count()) await page.keyboard.press('Escape');
  await expect(modal(page, 'notice')).toHaveCount(0);
  await page.getByTestId('account-menu').click();
  await page.locator('[data-menu="signOut"]').click();
  await modal(page, 'confirm').locator('.btn--primary').click();
  await expect(page.getByTestId('login')).toBeVisible();
}

/** Registers by username through the sign-up modal (brand must allow username registration). */
export async function registerByUsername(page: Page, brand: string, username: string, password: string, extra: { email?: string } = {}): Promise<void> {
  // By route: works for brands without the sign-up button too (DIRECTREG3 off).
  await page.goto(brandUrl(brand, '/register'));
  const m = modal(page, 'register');
  await expect(m.locator('form')).toBeVisible();
  const usernameTab = m.locator('[data-tab="username"]');
  if (await usernameTab.count()) await usernameTab.click();
  await field(page, 'register', 'username').fill(username);
  await field(page, 'register', 'password').fill(password);
  await field(page, 'register', 'confirmPassword').fill(password);
  if (extra.email) await field(page, 'register', 'email').fill(extra.email);
  await m.locator('input[name="acceptTerms"]').check();
  await m.locator('button[type="submit"]').click();
  await expect(m).toHaveCount(0);
  await expect(page.getByTestId('account-name')).toHaveText(username);
}
