// Issue 15 items 2-6 (the member centre's money pages), as a player uses them, against the real server, at 360 px and
// 1366 px: deposit through the demo gateway's payment page and by manual bank transfer with a receipt; add a bank
// account, withdraw, the operator approves through the operator API, confirm receipt; move money to a vendor wallet
// and back on a multi-wallet brand; transfer to the upline; the account record and bonus details show the movements.
// In ms, en and zh; axe finds nothing serious or critical; no page scrolls sideways.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { encryptPayload } from '../schema/api/crypto';
import { E2E_PORT, OPERATOR_KEY, brandUrl } from './support/brands';
import { CAPTCHA, text, useLanguage } from './support/accounts';
import { actAs, value, type TestMember } from './support/members';

const SIZES = [
  { name: 'phone', width: 360, height: 740, lang: 'ms' },
  { name: 'desktop', width: 1366, height: 800, lang: 'zh' },
] as const;

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const hostOf = (brand: string) => ({ host: `${brand}.localhost:${E2E_PORT}` });
const asOperator = (brand: string) => ({ ...hostOf(brand), authorization: `Bearer ${OPERATOR_KEY}` });
const REAL_NAME = 'Nur Aisyah Binti Hassan';
/** A tiny real PNG (1x1): the server reads the type from its bytes. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A new member of `brand` registered with a real name (the registration's payee name; null: none) and extras. */
async function registerWithName(request: APIRequestContext, brand: string, extra: Record<string, string> = {}, realName: string | null = REAL_NAME): Promise<TestMember> {
  const headers = hostOf(brand);
  const { publicKey } = await value<{ publicKey: string }>(await request.get(api('/wps/system/publicKey'), { headers }), 'public key');
  const { captchaId } = await value<{ captchaId: string }>(await request.get(api('/wps/captcha'), { headers }), 'captcha');
  const username = `mm${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
  const password = 'E2e@12345';
  const body = await encryptPayload(publicKey, { username, password, confirmPassword: password, acceptTerms: true, captchaId, captcha: CAPTCHA, ...(realName ? { payeeName: realName } : {}), ...extra });
  const reg = await value<{ token: string }>(await request.put(api('/wps/member/register'), { data: body, headers }), 'register');
  return { username, password, token: reg.token, isAgent: 0 };
}

/** Opening balance through the operator API (an audited adjustment), in minor units. */
async function fund(request: APIRequestContext, brand: string, m: TestMember, amount: number, kind: 'adjustment' | 'bonus' = 'adjustment') {
  await value(
    await request.post(api('/api/operator/wallet/adjustments'), {
      headers: asOperator(brand),
      data: { requestId: `e2e-mm-${m.username}-${kind}-${Date.now()}`, username: m.username, amount, reason: kind === 'bonus' ? 'Welcome bonus' : 'e2e opening balance', kind },
    }),
    'fund',
  );
}

async function setPaymentPassword(request: APIRequestContext, brand: string, m: TestMember) {
  await value(await request.put(api('/wps/wallet/paymentPassword'), { headers: { ...hostOf(brand), token: m.token }, data: { paymentPassword: '135790' } }), 'payment password');
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('[data-panel="member-centre"]').analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Neither the page nor the panel's content area scrolls sideways (the content area clips what sticks out). */
async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const content = page.locator('.mc-panel__content');
  if (await content.count()) expect(await content.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
}

const panel = (page: Page) => page.locator('[data-panel="member-centre"]');
const openMenu = async (page: Page, id: string) => {
  // At 360 px the menu is a scrollable strip: the entry is scrolled into view by the click.
  await panel(page).locator(`[data-mc-menu="${id}"]`).click();
  await expect(panel(page)).toHaveAttribute('data-page', id);
};
/** RM1,234.56: the site's money format (spec §9), the brand's symbol first. */
const rm = (major: string) => `RM${major}`;

for (const size of SIZES) {
  const lang = size.lang;
  const t = (key: string) => text(lang, key);

  test.describe(`money pages at ${size.width} px in ${lang}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('deposit through the demo gateway and by bank transfer with a receipt; the balance rises', async ({ page, request }) => {
      const m = await registerWithName(request, 'mesra');
      await actAs(page, m);
      await useLanguage(page, lang);
      await page.goto(brandUrl('mesra', '/depositv2'));
      const form = page.getByTestId('deposit-form');
      await expect(form.locator('[data-channel="DEMOPAY"]')).toContainText(t('wallet.deposit.gateway.demo'));
      // Limits and presets come from the channel (DEMOPAY: 10.00 - 50,000.00).
      await expect(form.locator('[data-channel="DEMOPAY"]')).toContainText(rm('10.00'));
      await form.getByRole('button', { name: rm('100.00'), exact: true }).click();
      await expect(form.locator('[data-field="amount"] input')).toHaveValue('100');
      await form.locator('button[type="submit"]').click();

      // The gateway's payment page: amount and reference, Pay / Cancel; the URL names the payment.
      const gateway = page.getByTestId('demo-gateway');
      await expect(gateway).toBeVisible();
      await expect(page).toHaveURL(/\/depositv2\?pay=\d+$/);
      await expect(page.getByTestId('gateway-amount')).toHaveText(rm('100.00'));
      await expect(page.getByTestId('gateway-reference')).toHaveText(/^DEMO/);
      await noSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('gateway-pay').click();
      // The payment's notice (the deposit-bonus box has a status line of its own, empty until it says something).
      await expect(page.getByTestId('deposit-page').locator('[role="status"][data-status="ok"]')).toContainText(rm('100.00'));
      await expect(page.getByTestId('balance-amount')).toContainText('100.00');
      await expect(page.getByTestId('deposit-list').locator('li').first()).toHaveAttribute('data-status', 'paid');

      // A second payment cancelled at the gateway credits nothing.
      await form.locator('[data-field="amount"] input').fill('20');
      await form.locator('button[type="submit"]').click();
      await page.getByTestId('gateway-cancel').click();
      await expect(page.getByTestId('deposit-list').locator('li').first()).toHaveAttribute('data-status', 'cancelled');
      await expect(page.getByTestId('deposit-list').locator('li').first()).toContainText(t('wallet.status.deposit.cancelled'));

      // Manual bank transfer: the operator's account, the player's reference and a receipt image.
      await form.locator('[data-channel="BANK"] input').check();
      await expect(page.getByTestId('operator-bank')).toContainText('Demo Bank Berhad');
      await expect(page.getByTestId('operator-account-number')).toHaveText('5140 0000 1234');
      await form.locator('[data-field="amount"] input').fill('60');
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('[data-field="memberRef"] .form__error')).toHaveText(t('err_deposit_reference_required'));
      await form.locator('[data-field="memberRef"] input').fill('IBG-778812');
      await form.locator('[data-field="receipt"] input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_1X1 });
      await form.locator('button[type="submit"]').click();
      const pending = page.getByTestId('deposit-list').locator('li').first();
      await expect(pending).toHaveAttribute('data-status', 'pending');
      await expect(pending).toContainText('IBG-778812');
      await expect(pending).toContainText(t('wallet.deposit.receiptAttached'));
      await noSidewaysScroll(page);

      // The operator sees the reference and the receipt, and approves; the page follows live.
      const deposits = await value<{ id: number; username: string; memberRef: string; receiptUrl: string | null }[]>(await request.get(api('/api/operator/wallet/deposits?status=pending'), { headers: asOperator('mesra') }), 'deposits');
      const mine = deposits.find((d) => d.username === m.username)!;
      expect(mine).toMatchObject({ memberRef: 'IBG-778812' });
      const receipt = await request.get(api(mine.receiptUrl!), { headers: asOperator('mesra') });
      expect(receipt.headers()['content-type']).toBe('image/png');
      await value(await request.post(api(`/api/operator/wallet/deposits/${mine.id}/paid`), { headers: asOperator('mesra') }), 'approve');
      await expect(pending).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
      await expect(page.getByTestId('balance-amount')).toContainText('160.00');
    });

    test('set the real name, add a bank account, withdraw to it, the operator approves, confirm receipt', async ({ page, request }) => {
      const m = await registerWithName(request, 'mesra', {}, null);
      await fund(request, 'mesra', m, 30_000);
      await setPaymentPassword(request, 'mesra', m);
      await actAs(page, m);
      await useLanguage(page, lang);

      // Without a saved account the withdrawal page sends the player to add one.
      await page.goto(brandUrl('mesra', '/withdraw'));
      await page.getByTestId('withdraw-no-account').getByRole('button').click();
      await expect(page).toHaveURL(/\/securityCenter\?tab=bankAccounts$/);
      // No real name yet: accounts must be in it, so the player sets it in the profile first.
      await expect(page.getByTestId('bank-real-name-unset')).toContainText(t('err_real_name_unset'));
      await page.getByTestId('bank-real-name-unset').getByRole('button').click();
      const profile = page.getByTestId('profile-form');
      await profile.locator('[data-field="realName"] input').fill(REAL_NAME);
      await profile.locator('button[type="submit"]').click();
      await expect(page.getByTestId('real-name-locked')).toContainText(REAL_NAME);
      await page.locator('[data-tab="bankAccounts"]').click();
      const accounts = page.getByTestId('bank-accounts');
      await expect(accounts.locator('[data-field="accountName"] input')).toHaveValue(REAL_NAME);
      await accounts.locator('[data-field="bankName"] input').fill('Maybank');
      await accounts.locator('[data-field="accountNumber"] input').fill('1122 3344 5566');
      await accounts.locator('button[type="submit"]').click();
      await expect(accounts.locator('li[data-account]')).toHaveCount(1);
      await expect(accounts.locator('li[data-account]')).toContainText('********5566');
      await expect(accounts).not.toContainText('112233445566');
      await noSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);

      await openMenu(page, 'withdraw');
      const form = page.getByTestId('withdraw-form');
      await expect(form.locator('[data-account] input')).toBeChecked();
      // The limits are shown before submitting (brand defaults: 50.00 - 50,000.00 a withdrawal).
      await expect(page.getByTestId('withdraw-limits')).toContainText(rm('50.00'));
      await expect(page.getByTestId('withdraw-limits')).toContainText(rm('300.00'));
      await form.locator('[data-field="amount"] input').fill('20');
      await form.locator('[data-field="paymentPassword"] input').fill('135790');
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('[data-field="amount"] .form__error')).toContainText(rm('50.00'));
      await form.locator('[data-field="amount"] input').fill('120');
      await form.locator('button[type="submit"]').click();
      const item = page.getByTestId('withdrawal-list').locator('li').first();
      await expect(item).toHaveAttribute('data-status', 'pending');
      await expect(item).toContainText('********5566');
      await expect(page.getByTestId('balance-amount')).toContainText('180.00');

      // The operator pays it out; the page shows it live with the receipt question and the time left.
      const id = Number(await item.getAttribute('data-withdrawal'));
      await value(await request.post(api(`/api/operator/wallet/withdrawals/${id}/approve`), { headers: asOperator('mesra') }), 'approve');
      await expect(item).toHaveAttribute('data-receipt', 'awaiting', { timeout: 15_000 });
      await expect(item.getByTestId('receipt-time-left')).toHaveText(/^(30:00|29:\d\d)$/);
      await noSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      await item.getByTestId('receipt-all').click();
      await expect(item).toHaveAttribute('data-receipt', 'all_received');
      await expect(item).toContainText(t('wallet.status.receipt.all_received'));
      await expect(item.getByTestId('receipt-form')).toHaveCount(0);
    });
  });
}

test.describe('a multi-wallet brand (orbit)', () => {
  // spec §3 isSingle: orbit's operator runs it with one wallet per game vendor (the wallet settings, operator API).
  test.beforeAll(async ({ request }) => {
    const res = await request.put(api('/api/operator/wallet/settings'), { headers: asOperator('orbit'), data: { isSingle: false } });
    expect(res.ok(), await res.text()).toBeTruthy();
  });

  for (const size of SIZES) {
    test(`at ${size.width} px in ${size.lang}: transfer to a vendor wallet and back; the account record shows the movements`, async ({ page, request }) => {
      const lang = size.lang;
      await page.setViewportSize({ width: size.width, height: size.height });
      const m = await registerWithName(request, 'orbit');
      await fund(request, 'orbit', m, 10_000);
      await actAs(page, m);
      await useLanguage(page, lang);
      await page.goto(brandUrl('orbit', '/transferFund'));
      const form = page.getByTestId('transfer-form');
      await expect(page.getByTestId('main-balance')).toHaveText(rm('100.00'));
      const vendors = page.getByTestId('vendor-wallets');
      const vendor = (await vendors.locator('li').first().getAttribute('data-vendor'))!;
      await form.locator('#wl-from').selectOption('MAIN');
      await form.locator('#wl-to').selectOption(vendor);
      await form.locator('[data-field="amount"] input').fill('25.50');
      await form.locator('button[type="submit"]').click();
      await expect(page.getByTestId('main-balance')).toHaveText(rm('74.50'));
      await expect(vendors.locator(`[data-vendor="${vendor}"]`)).toContainText(rm('25.50'));
      await expect(page.getByTestId('total-balance')).toHaveText(rm('100.00'));
      await noSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByTestId('all-to-main').click();
      await expect(page.getByTestId('main-balance')).toHaveText(rm('100.00'));
      await expect(vendors.locator(`[data-vendor="${vendor}"]`)).toContainText(rm('0.00'));

      // The account record: the opening adjustment and both transfers; by type; a past range is empty.
      await openMenu(page, 'transactionHistory');
      const list = page.getByTestId('history-list');
      await expect(list.locator('li')).toHaveCount(3);
      await expect(list.locator('li[data-type="transfer"]')).toHaveCount(2);
      await expect(list.locator('li[data-type="transfer"]').first()).toContainText(rm('25.50'));
      const filters = page.getByTestId('history-filters');
      await filters.locator('select').selectOption('transfer');
      await expect(list.locator('li')).toHaveCount(2);
      await filters.locator('[data-range="last7"]').click();
      await expect(filters.locator('[data-range="last7"]')).toHaveAttribute('aria-pressed', 'true');
      await expect(list.locator('li')).toHaveCount(2);
      await filters.locator('input[type="date"]').first().fill('2020-01-01');
      await filters.locator('input[type="date"]').last().fill('2020-01-31');
      await expect(page.getByText(text(lang, 'wallet.history.none'))).toBeVisible();
      await noSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test('transfer to the upline and bonus details (en, 360 px)', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const m = await registerWithName(request, 'mesra', { affiliateCode: 'DEMOAGENT' });
  await fund(request, 'mesra', m, 20_000);
  await fund(request, 'mesra', m, 1_500, 'bonus');
  await setPaymentPassword(request, 'mesra', m);
  await actAs(page, m);
  await useLanguage(page, 'en');
  await page.goto(brandUrl('mesra', '/transferUpline'));
  await expect(page.getByTestId('upline-name')).toHaveText('demo_agent');
  const form = page.getByTestId('upline-form');
  await form.locator('[data-field="amount"] input').fill('15');
  await form.locator('[data-field="paymentPassword"] input').fill('000000');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('alert')).toHaveText(text('en', 'err_payment_password_wrong'));
  await form.locator('[data-field="paymentPassword"] input').fill('135790');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('status')).toContainText('demo_agent');
  await expect(page.getByTestId('balance-amount')).toContainText('200.00');
  await noSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  await openMenu(page, 'bonusDetails');
  const bonus = page.getByTestId('bonus-details');
  await expect(bonus.locator('li[data-type="bonus"]')).toHaveCount(1);
  await expect(bonus.locator('li[data-type="bonus"]')).toContainText('+RM15.00');
  await expect(bonus.locator('li[data-type="bonus"]')).toContainText('Welcome bonus');
  await openMenu(page, 'transactionHistory');
  await expect(page.getByTestId('history-list').locator('li[data-type="transfer_upline"]')).toContainText('-RM15.00');
});

for (const lang of ['ms', 'en', 'zh'] as const) {
  test(`every money page in ${lang}: translated headings, axe finds nothing serious, no sideways scroll at 360 px`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 740 });
    const m = await registerWithName(request, 'mesra');
    await fund(request, 'mesra', m, 5_000);
    await actAs(page, m);
    await useLanguage(page, lang);
    await page.goto(brandUrl('mesra', '/transferFund'));
    for (const id of ['transferFund', 'depositv2', 'withdraw', 'transactionHistory', 'bonusDetails']) {
      if (id !== 'transferFund') await openMenu(page, id);
      await expect(panel(page).locator('.wl-page > h1, .wl-head h1')).toHaveText(text(lang, `mc.menu.${id}`));
      await expect(panel(page).locator('.route-loading')).toHaveCount(0);
      await noSidewaysScroll(page);
      expect(await seriousViolations(page), `${lang} ${id}`).toEqual([]);
    }
    await page.goto(brandUrl('mesra', '/securityCenter?tab=bankAccounts'));
    await expect(page.getByTestId('bank-accounts-count')).toHaveText(text(lang, 'wallet.bank.count').replace('{{n}}', '0').replace('{{max}}', '5'));
    await noSidewaysScroll(page);
    expect(await seriousViolations(page), `${lang} bank accounts`).toEqual([]);
  });
}
