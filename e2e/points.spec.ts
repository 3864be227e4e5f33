// Issue 18 item 4 in the browser, against the real server and the seeded points mall (1 point per RM1 of slot bets and
// per RM1 deposited; the RM1 cash reward for 100 points): a new member deposits RM100 (100 points) and plays three
// RM20 spins of the house slot (60 points), sees 160 points on /pointMall, redeems the RM1 cash reward with the payment
// password (paid once, into the main wallet), and sees the redeem history and the points details; a physical item
// they redeem waits "in process" until the operator approves it through the operator API. The page also fits 360 px.
import { expect, test } from '@playwright/test';
import { text } from './support/accounts';
import { E2E_PORT, OPERATOR_KEY, brandUrl } from './support/brands';
import { actAs, paidDeposit, registerMember, value } from './support/members';

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const headers = { host: `mesra.localhost:${E2E_PORT}` };
const op = { ...headers, authorization: `Bearer ${OPERATOR_KEY}` };
const t = (key: string, vars: Record<string, string> = {}) => Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text('ms', key));
const PW = '864213';

test('a member earns points on a deposit and the house slot, redeems cash with the payment password, sees history and details; an operator approves an item', async ({ page, request }) => {
  test.setTimeout(240_000);
  const m = await registerMember(request);
  const auth = { ...headers, token: m.token };
  await value(await request.put(api('/wps/rg/realityCheck'), { headers: auth, data: { minutes: 240 } }), 'reality check');
  await value(await request.put(api('/wps/wallet/paymentPassword'), { headers: auth, data: { paymentPassword: PW } }), 'payment password');
  const points = async () => (await value<{ points: number }>(await request.get(api('/wps/relay/MCS2_getPointBalance'), { headers: auth }), 'points')).points;
  const mainBalance = async () => (await value<{ mainBalance: number }>(await request.get(api('/wps/v2/wallets/balance'), { headers: auth }), 'balance')).mainBalance;
  await paidDeposit(request, m, 10_000);
  await expect.poll(points, { timeout: 20_000 }).toBe(100);
  await actAs(page, m);

  // Three RM20.00 spins of the house slot: 60 more points.
  await page.goto(brandUrl('mesra', '/rng?page=HOUSE'));
  await page.locator('.game-tile[data-node-id="RNG.HOUSE.SLOT"] .game-tile__play').click();
  const frame = page.frameLocator('iframe.game-frame__iframe');
  await expect(frame.locator('#go')).toBeEnabled();
  await frame.locator('#stake').selectOption('2000');
  for (let i = 0; i < 3; i++) {
    await expect(frame.locator('#go')).toBeEnabled();
    await frame.locator('#go').click();
  }
  await expect(frame.locator('#go')).toBeEnabled();
  await expect.poll(points, { timeout: 20_000 }).toBe(160);

  // The page from the header's menu entry: my points and the rewards.
  await page.goto(brandUrl('mesra', '/'));
  await page.locator('.shell-nav a[href="/pointMall"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('page.pointMall'));
  await expect(page.getByTestId('points-balance')).toHaveText('160');
  const cash = page.locator('li[data-reward="CASH1"]');
  await expect(cash).toContainText(t('points.cost', { points: '100' }));

  // Redeem RM1 cash: a wrong password is refused; the right one pays once.
  const before = await mainBalance();
  await cash.getByTestId('reward-redeem').click();
  const dialog = page.locator('[data-modal="points-redeem"]');
  await expect(dialog.getByTestId('redeem-total')).toHaveText(t('points.total', { points: '100' }));
  await dialog.locator('input[name="paymentPassword"]').fill('000000');
  await dialog.getByTestId('redeem-confirm').click();
  await expect(dialog.getByTestId('redeem-error')).toHaveText(text('ms', 'err_payment_password_wrong'));
  await dialog.locator('input[name="paymentPassword"]').fill(PW);
  await dialog.getByTestId('redeem-confirm').click();
  await expect(dialog.getByTestId('redeem-done')).toContainText(t('points.done', { name: 'Tunai RM1', amount: 'RM1.00' }));
  await dialog.getByRole('button', { name: text('ms', 'common.close') }).first().click();
  await expect(page.getByTestId('points-balance')).toHaveText('60');
  expect(await mainBalance()).toBe(before + 100);
  expect(await points()).toBe(60);

  // Redeem history: the cash reward, approved. Points details: every change with its type.
  await page.getByRole('tab', { name: t('points.tab.history') }).click();
  const record = page.getByTestId('points-history-list').locator('li').first();
  await expect(record).toHaveAttribute('data-status', 'approved');
  await expect(record.getByTestId('history-status')).toHaveText(t('points.status.approved'));
  await page.getByRole('tab', { name: t('points.tab.details') }).click();
  const rows = page.getByTestId('points-details-table').locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toHaveAttribute('data-type', 'redeem');
  await expect(rows.first().getByTestId('details-change')).toHaveText('-100');
  await expect(rows.last()).toHaveAttribute('data-type', 'deposit');
  await expect(page.getByTestId('points-details-table').locator('tbody tr[data-type="slots"]')).toHaveCount(3);
  await page.getByRole('tab', { name: t('points.tab.rules') }).click();
  await expect(page.getByTestId('points-rate-table').locator('tr[data-game-type="RNG"] td')).toHaveText('1');

  // A physical item (an operator-made one, 50 points): in process until the operator approves it.
  const code = `E2EITEM${Date.now().toString(36)}`.slice(0, 20);
  const item = await value<{ id: number }>(await request.post(api('/api/operator/points/rewards'), { headers: op, data: { code, kind: 'item', points: 50, perMemberLimit: 1, sortOrder: 0, texts: { ms: { name: 'Cawan e2e' }, en: { name: 'E2E cup' } } } }), 'reward');
  await page.getByRole('tab', { name: t('points.tab.rewards') }).click();
  await page.locator(`li[data-reward="${code}"]`).getByTestId('reward-redeem').click();
  await dialog.locator('input[name="paymentPassword"]').fill(PW);
  await dialog.getByTestId('redeem-confirm').click();
  await expect(dialog.getByTestId('redeem-done')).toContainText(t('points.doneItem', { name: 'Cawan e2e' }));
  await dialog.getByRole('button', { name: text('ms', 'common.close') }).first().click();
  await page.getByRole('tab', { name: t('points.tab.history') }).click();
  await expect(page.getByTestId('points-history-list').locator('li').first()).toHaveAttribute('data-status', 'applying');
  const applying = await value<{ list: { id: number; name: string }[] }>(await request.get(api('/api/operator/points/redemptions?status=applying'), { headers: op }), 'applying');
  const mine = applying.list.find((r) => r.name === 'Cawan e2e')!;
  await value(await request.post(api(`/api/operator/points/redemptions/${mine.id}/approve`), { headers: op, data: { remark: 'posted' } }), 'approve');
  await page.reload();
  await page.getByRole('tab', { name: t('points.tab.history') }).click();
  await expect(page.getByTestId('points-history-list').locator('li').first()).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId('points-balance')).toHaveText('10');
  await value(await request.put(api(`/api/operator/points/rewards/${item.id}`), { headers: op, data: { enabled: false } }), 'disable');

  // Phone first: the page fits 360 px without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('tab', { name: t('points.tab.rewards') }).click();
  await expect(page.locator('li[data-reward="CASH1"]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
