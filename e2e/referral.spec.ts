// Issue 18 item 6 in the browser, against the real server and the seeded referral rule (a friend's first deposit of
// RM50 and RM50 of valid bets pay the referrer RM10): a member opens the member-centre referral page (code, link, QR
// code), a friend registers with that code, deposits RM100 and plays three RM20 spins of the house slot; the
// referrer is credited RM10 once and sees the friend and the bonus on the page.
import { expect, test } from '@playwright/test';
import { text } from './support/accounts';
import { E2E_PORT, brandUrl } from './support/brands';
import { actAs, paidDeposit, registerMember, value } from './support/members';

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const headers = { host: `mesra.localhost:${E2E_PORT}` };
const t = (key: string, vars: Record<string, string> = {}) => Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text('ms', key));

test('a friend registers with the referral code, deposits and plays the house slot; the referrer sees the friend and the bonus', async ({ page, request }) => {
  test.setTimeout(240_000);
  const referrer = await registerMember(request);
  const refAuth = { ...headers, token: referrer.token };
  const balance = async () => (await value<{ mainBalance: number }>(await request.get(api('/wps/v2/wallets/balance'), { headers: refAuth }), 'balance')).mainBalance;

  await actAs(page, referrer);
  await page.goto(brandUrl('mesra', '/referral'));
  const view = page.getByTestId('referral');
  const code = (await view.getByTestId('referral-code').textContent())!.trim();
  await expect(view.getByTestId('referral-link')).toHaveAttribute('href', new RegExp(`/register\\?referralCode=${code}$`));
  await expect(view.getByRole('img', { name: t('referral.qr') })).toBeVisible();
  await expect(view.getByTestId('referral-empty')).toHaveText(t('referral.none'));

  const friend = await registerMember(request, 'mesra', code);
  const friendAuth = { ...headers, token: friend.token };
  await value(await request.put(api('/wps/rg/realityCheck'), { headers: friendAuth, data: { minutes: 240 } }), 'reality check');
  await paidDeposit(request, friend, 10_000);
  const before = await balance();

  const friendPage = await page.context().browser()!.newPage();
  await actAs(friendPage, friend);
  await friendPage.goto(brandUrl('mesra', '/rng?page=HOUSE'));
  await friendPage.locator('.game-tile[data-node-id="RNG.HOUSE.SLOT"] .game-tile__play').click();
  const frame = friendPage.frameLocator('iframe.game-frame__iframe');
  await expect(frame.locator('#go')).toBeEnabled();
  await frame.locator('#stake').selectOption('2000');
  for (let i = 0; i < 3; i++) {
    await expect(frame.locator('#go')).toBeEnabled();
    await frame.locator('#go').click();
  }
  await expect(frame.locator('#go')).toBeEnabled();

  await expect.poll(balance, { timeout: 20_000 }).toBe(before + 1_000);
  await page.reload();
  await expect(view.getByTestId('referral-friends').locator('tbody tr')).toHaveCount(1);
  await expect(view.getByTestId('referral-friend-bonus')).toHaveText('RM10.00');
  await expect(view.getByTestId('referral-summary')).toHaveText(t('referral.rewarded', { count: '1', amount: 'RM10.00' }));
  // More spins pay nothing more.
  await frame.locator('#go').click();
  await expect(frame.locator('#go')).toBeEnabled();
  await page.waitForTimeout(2_000);
  expect(await balance()).toBe(before + 1_000);
});
