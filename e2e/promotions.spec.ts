// Issue 18 (items 1 and 2) in the browser, against the real server and the seeded promotions: a member joins the
// brand's deposit match (WELCOME100: 100 % up to RM50, wager 1× the bonus) on /promotions, deposits through the demo
// gateway and gets the bonus with the deposit; the withdraw page refuses a withdrawal while the wagering is unmet and
// shows its progress rising as the member plays the house slot; once it is met the withdrawal goes through.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { encryptPayload } from '../schema/api/crypto';
import { CAPTCHA, text } from './support/accounts';
import { E2E_PORT, brandUrl } from './support/brands';
import { actAs, value, type TestMember } from './support/members';

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const headers = { host: `mesra.localhost:${E2E_PORT}` };
const REAL_NAME = 'Siti Nurhaliza Binti Tarudin';
const t = (key: string, vars: Record<string, string> = {}) => Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text('ms', key));

/** A new mesra member with a real name, a payment password and a saved bank account (ready to withdraw). */
async function memberReadyToWithdraw(request: APIRequestContext): Promise<TestMember> {
  const { publicKey } = await value<{ publicKey: string }>(await request.get(api('/wps/system/publicKey'), { headers }), 'public key');
  const { captchaId } = await value<{ captchaId: string }>(await request.get(api('/wps/captcha'), { headers }), 'captcha');
  const username = `pr${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
  const password = 'E2e@12345';
  const body = await encryptPayload(publicKey, { username, password, confirmPassword: password, acceptTerms: true, captchaId, captcha: CAPTCHA, payeeName: REAL_NAME });
  const { token } = await value<{ token: string }>(await request.put(api('/wps/member/register'), { data: body, headers }), 'register');
  const auth = { ...headers, token };
  await value(await request.put(api('/wps/wallet/paymentPassword'), { headers: auth, data: { paymentPassword: '135790' } }), 'payment password');
  // The longest reality-check interval (a minute is a second in the browser tests' server): this flow plays a while.
  await value(await request.put(api('/wps/rg/realityCheck'), { headers: auth, data: { minutes: 240 } }), 'reality check');
  await value(await request.post(api('/wps/wallet/bankAccounts'), { headers: auth, data: { kind: 'bank', bankName: 'Maybank', accountName: REAL_NAME, accountNumber: '1122 3344 7788' } }), 'bank account');
  return { username, password, token, isAgent: 0 };
}

test('a member claims the deposit match on deposit, sees wagering rise on the house slot, and withdraws once it is met', async ({ page, request }) => {
  test.setTimeout(300_000);
  const m = await memberReadyToWithdraw(request);
  const mainBalance = async () => (await value<{ mainBalance: number }>(await request.get(api('/wps/v2/wallets/balance'), { headers: { ...headers, token: m.token } }), 'balance')).mainBalance;
  await actAs(page, m);

  // /promotions: the seeded promotions with their state for this member; the detail page shows the terms.
  await page.goto(brandUrl('mesra', '/promotions'));
  const card = page.locator('[data-code="WELCOME100"]');
  await expect(card.locator('[data-state]')).toHaveAttribute('data-state', 'join');
  await expect(card.locator('[data-state]')).toHaveText(t('promo.state.join'));
  await expect(page.locator('[data-code="SIGNUP8"] [data-state]')).toHaveAttribute('data-state', 'coming');
  await card.getByRole('link', { name: t('promo.details') }).click();
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonus deposit 100% sehingga RM50');
  await expect(page.locator('[data-promo-detail] .rich li').first()).toHaveText('Sertai, kemudian buat deposit sekurang-kurangnya RM10.');

  // The deposit page offers the match: claimed with this deposit, the demo gateway pays RM100.00 and the bonus
  // (RM50.00, the cap) comes with it.
  await page.goto(brandUrl('mesra', '/depositv2'));
  const offer = page.getByTestId('deposit-bonus').locator('[data-code="WELCOME100"]');
  await expect(offer).toHaveAttribute('data-state', 'join');
  await offer.getByRole('button', { name: t('promo.action.join') }).click();
  await expect(offer).toHaveAttribute('data-state', 'signed');
  await expect(offer).toContainText(t('promo.done.joined'));
  const form = page.getByTestId('deposit-form');
  await form.locator('[data-field="amount"] input').fill('100');
  await form.locator('button[type="submit"]').click();
  await page.getByTestId('gateway-pay').click();
  await expect.poll(mainBalance, { timeout: 20_000 }).toBe(15_000);

  // The withdraw page: the bonus and its wagering (RM0.00 of RM50.00); a withdrawal is refused until it is met.
  await page.goto(brandUrl('mesra', '/withdraw'));
  const bonus = page.getByTestId('bonus-wagering');
  await expect(bonus.locator('[data-status="active"]')).toBeVisible();
  await expect(bonus.getByTestId('wager-progress')).toHaveText('RM0.00 / RM50.00');
  const withdraw = page.getByTestId('withdraw-form');
  await withdraw.locator('[data-field="amount"] input').fill('50');
  await withdraw.locator('[data-field="paymentPassword"] input').fill('135790');
  await withdraw.locator('button[type="submit"]').click();
  await expect(withdraw.getByText(t('err_bonus_wagering_unmet'))).toBeVisible();
  await expect(page.getByTestId('withdrawal-list').locator('li')).toHaveCount(0);

  // The house slot at RM20.00 a spin: each settled spin counts toward the wagering (slots 100 %).
  const spin = async (times: number) => {
    await page.goto(brandUrl('mesra', '/rng?page=HOUSE'));
    await page.locator('.game-tile[data-node-id="RNG.HOUSE.SLOT"] .game-tile__play').click();
    const frame = page.frameLocator('iframe.game-frame__iframe');
    await expect(frame.locator('#go')).toBeEnabled();
    await frame.locator('#stake').selectOption('2000');
    for (let i = 0; i < times; i++) {
      await expect(frame.locator('#go')).toBeEnabled();
      await frame.locator('#go').click();
    }
    await expect(frame.locator('#go')).toBeEnabled();
  };
  await spin(1);
  await page.goto(brandUrl('mesra', '/withdraw'));
  await expect(bonus.getByTestId('wager-progress')).toHaveText('RM20.00 / RM50.00', { timeout: 20_000 });
  await expect(bonus.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

  await spin(2);
  await page.goto(brandUrl('mesra', '/withdraw'));
  await expect(bonus.locator('[data-status="completed"]')).toBeVisible({ timeout: 20_000 });
  await expect(bonus.getByTestId('wager-progress')).toHaveText('RM50.00 / RM50.00');
  await expect(bonus.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  // Met: the withdrawal goes through.
  const before = await mainBalance();
  expect(before).toBeGreaterThanOrEqual(5_000);
  await withdraw.locator('[data-field="amount"] input').fill('50');
  await withdraw.locator('[data-field="paymentPassword"] input').fill('135790');
  await withdraw.locator('button[type="submit"]').click();
  await expect(page.getByTestId('withdrawal-list').locator('li').first()).toHaveAttribute('data-status', 'pending');
  expect(await mainBalance()).toBe(before - 5_000);

  // The promotion now reads "claimed" for this member.
  await page.goto(brandUrl('mesra', '/promotions'));
  await expect(card.locator('[data-state]')).toHaveAttribute('data-state', 'claimed');
});
