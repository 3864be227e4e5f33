// Issue 19 item 2 (issue 18 item 8's loyalty screens), in Chromium at 1366 px on orbit: a marketing operator adds a
// physical points reward in the console; a player who earned points on a deposit redeems it twice through the site's
// API; the operator approves one in the redemptions queue (with a tracking remark) and rejects the other with a reason,
// and the player's redeem record shows both decisions (the rejected points given back). Another marketing operator
// raises the top VIP level's threshold and the brand's /vip shows it, adds a daily mission, and sets the referral rule. A read-only operator
// sees the loyalty screens without their buttons. axe: nothing serious or critical on the screens and dialogs.
import { expect, test } from '@playwright/test';
import { E2E_PORT, OPERATOR_KEY, brandUrl } from './support/brands';
import { paidDeposit, registerMember, value, type TestMember } from './support/members';
import { seriousViolations, signInToConsole } from './support/ops';

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const orbit = { host: `orbit.localhost:${E2E_PORT}` };
const owner = { ...orbit, authorization: `Bearer ${OPERATOR_KEY}` };
const PASSWORD = 'Loyalty-pass-2026';
const PAY = '864213';
const suffix = Date.now().toString(36);

test.use({ viewport: { width: 1366, height: 800 }, locale: 'en-GB' });

async function createOperator(request: import('@playwright/test').APIRequestContext, name: string, role: string) {
  await value(await request.post(api('/api/operator/operators'), { headers: owner, data: { name, password: PASSWORD, roles: [role], brands: ['orbit'] } }), `create ${role} operator`);
}

/** A new orbit player with RM100 deposited (100 points at the demo rate) and a payment password. */
async function playerWithPoints(request: import('@playwright/test').APIRequestContext): Promise<TestMember> {
  const m = await registerMember(request, 'orbit');
  await value(await request.put(api('/wps/wallet/paymentPassword'), { headers: { ...orbit, token: m.token }, data: { paymentPassword: PAY } }), 'payment password');
  await paidDeposit(request, m, 10_000, 'orbit');
  return m;
}

test('a marketing operator adds a physical reward, approves one redemption of it and rejects another; the player sees both', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const name = `mila${suffix}`;
  await createOperator(request, name, 'marketing');
  const player = playerWithPoints(request);

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, name, PASSWORD, false, 'orbit');

  // The mall: the seeded rewards and the points rules; a new physical item (40 points) added.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Points mall' }).click();
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'MUG', exact: true }) }).locator('[data-kind]')).toHaveText('Physical item');
  await expect(page.getByTestId('points-settings')).toContainText('100 points = RM1.00');
  expect(await seriousViolations(page)).toEqual([]);
  const code = `CUP${suffix}`.toUpperCase();
  const item = `E2E cup ${suffix}`;
  await page.getByRole('button', { name: 'Add reward' }).click();
  const create = page.getByRole('dialog', { name: 'New reward' });
  await create.getByLabel('Code').fill(code);
  await create.getByLabel('Points').fill('40');
  await create.getByLabel('Name (English)').fill(item);
  await create.getByLabel('Name (Malay)').fill(`Cawan e2e ${suffix}`);
  expect(await seriousViolations(page)).toEqual([]);
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Reward ${code} added`)).toBeVisible();
  // The points rules' dialog: the rates by game type as the brand has them.
  await page.getByRole('button', { name: 'Edit the points rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Points rules' });
  await expect(rules.getByTestId('bet-rates').getByLabel('Points per 1 RNG')).toHaveValue('1');
  expect(await seriousViolations(page)).toEqual([]);
  await rules.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) })).toContainText(item);

  // The player redeems it twice (the site's call, with the payment password).
  const rewards = await value<{ rewards: { id: number; code: string }[] }>(await request.get(api('/api/operator/points'), { headers: owner }), 'rewards');
  const rewardId = rewards.rewards.find((r) => r.code === code)!.id;
  const m = await player;
  const auth = { ...orbit, token: m.token };
  const points = async () => (await value<{ points: number }>(await request.get(api('/wps/relay/MCS2_getPointBalance'), { headers: auth }), 'points')).points;
  await expect.poll(points, { timeout: 30_000 }).toBe(100);
  for (const n of [1, 2]) {
    await value(await request.post(api('/wps/relay/passwordCheck/MCS2_redeemPointReward'), { headers: auth, data: { rewardId, paymentPassword: PAY, requestId: `e2e-cup-${suffix}-${n}` } }), 'redeem');
  }
  expect(await points()).toBe(20);

  // The queue (in process by default): both; one approved with a remark, the other rejected with a reason.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Points redemptions' }).click();
  const mine = page.getByRole('row').filter({ hasText: item });
  await expect(mine).toHaveCount(2);
  await expect(mine.first().locator('[data-status]')).toHaveText('In process');
  // Each names the member it is for.
  await expect(mine.first()).toContainText(m.username);
  expect(await seriousViolations(page)).toEqual([]);
  await mine.first().getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: /^Approve PR\d+: / });
  await approve.getByLabel('Remark (optional, e.g. the tracking number)').fill(`Posted TRACK${suffix}`);
  expect(await seriousViolations(page)).toEqual([]);
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/Redemption PR\d+ approved/)).toBeVisible();
  await expect(mine).toHaveCount(1);
  await mine.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: /^Reject PR\d+: / });
  await expect(reject.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await reject.getByLabel('Reason (the player sees it)').fill('Out of stock this month');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(/Redemption PR\d+ rejected: points given back/)).toBeVisible();
  await expect(mine).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(`Posted TRACK${suffix}`);
  await expect(mine.locator('[data-status]')).toHaveAttribute('data-status', 'approved');

  // The player's redeem record: one approved (the remark), one rejected (the reason); the 40 points given back.
  const record = await value<{ list: { name: string; status: string; remark: string | null }[] }>(await request.get(api('/wps/relay/MCS2_getRedeemPointList'), { headers: auth }), 'redeem record');
  const cups = record.list.filter((r) => r.name === item || r.name.startsWith('Cawan e2e'));
  expect(cups.map((r) => r.status).sort()).toEqual(['approved', 'rejected']);
  expect(cups.find((r) => r.status === 'rejected')!.remark).toBe('Out of stock this month');
  expect(await points()).toBe(60);
  await context.close();
});

test("a marketing operator raises the top VIP level's threshold, which the brand's /vip shows, adds a mission and sets the referral rule", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const name = `vera${suffix}`;
  await createOperator(request, name, 'marketing');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, name, PASSWORD, false, 'orbit');

  await page.getByRole('menu').getByRole('menuitem', { name: 'VIP and rebate' }).click();
  const levels = page.getByTestId('vip-levels');
  await expect(levels.locator('tbody tr')).toHaveCount(7);
  await expect(page.getByTestId('rebate-totals')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await levels.locator('[data-level="6"]').getByRole('button', { name: 'Edit VIP level 6' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit VIP level 6' });
  await expect(dialog.getByLabel('Deposits to reach')).toHaveValue('200000');
  await dialog.getByLabel('Deposits to reach').fill('234567.89');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('VIP programme saved')).toBeVisible();
  await expect(levels.locator('[data-level="6"] [data-field="minDeposit"]')).toHaveText('RM234,567.89');
  // The other levels are sent back as they were.
  await expect(levels.locator('[data-level="1"] [data-field="minDeposit"]')).toHaveText('RM50.00');

  const vip = await value<{ levels: { level: number; minDeposit: number }[] }>(await request.get(api('/wps/vip/levels?lang=en'), { headers: orbit }), 'vip levels');
  expect(vip.levels.find((l) => l.level === 6)!.minDeposit).toBe(23_456_789);
  expect(vip.levels.find((l) => l.level === 1)!.minDeposit).toBe(5_000);
  const site = await context.newPage();
  await site.goto(brandUrl('orbit', '/vip'));
  await expect(site.getByTestId('vip-levels')).toContainText('234,567.89');

  // A daily mission (deposit RM50 for RM2 cash) added; the reward cost report lists it.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Missions' }).click();
  const mission = `DEP${suffix}`.toUpperCase();
  await page.getByRole('button', { name: 'Add mission' }).click();
  const add = page.getByRole('dialog', { name: 'New mission' });
  await add.getByLabel('Code').fill(mission);
  await add.getByRole('combobox', { name: 'Goal' }).click();
  await page.getByRole('option', { name: 'Deposits' }).click();
  await add.getByLabel('Target amount').fill('50');
  await add.getByLabel('Reward amount').fill('2');
  await add.getByLabel('Title (English)').fill(`Deposit RM50 today ${suffix}`);
  await add.getByLabel('Title (Malay)').fill(`Deposit RM50 hari ini ${suffix}`);
  expect(await seriousViolations(page)).toEqual([]);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Mission ${mission} added`)).toBeVisible();
  const row = page.locator('.RaDatagrid-row').filter({ has: page.getByRole('cell', { name: mission, exact: true }) });
  await expect(row).toContainText('Deposits RM50.00');
  await expect(row.locator('[data-state]')).toHaveText('Running');
  await expect(page.getByTestId('mission-cost').locator(`[data-code="${mission}"]`)).toBeVisible();
  const missions = await value<{ list: { code: string; goal: string; target: number; rewardAmount: number }[] }>(await request.get(api('/api/operator/missions'), { headers: owner }), 'missions');
  expect(missions.list.find((x) => x.code === mission)).toMatchObject({ goal: 'deposit', target: 5_000, rewardAmount: 200 });

  // The referral rule: the friend's minimum first deposit raised to RM150.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Referral' }).click();
  await page.getByLabel("Friend's minimum first deposit").fill('150');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save the rule' }).click();
  await expect(page.getByText('Referral rule saved')).toBeVisible();
  const referral = await value<{ rule: { minFirstDeposit: number } }>(await request.get(api('/api/operator/referral'), { headers: owner }), 'referral');
  expect(referral.rule.minFirstDeposit).toBe(15_000);
  await context.close();
});

test('a read-only operator sees the loyalty screens but no way to change them', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const name = `remy${suffix}`;
  await createOperator(request, name, 'readonly');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, name, PASSWORD, false, 'orbit');

  await page.getByRole('menu').getByRole('menuitem', { name: 'Points mall' }).click();
  await expect(page.getByRole('cell', { name: 'MUG', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add reward' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit the points rules' })).toHaveCount(0);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Points redemptions' }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Missions' }).click();
  await expect(page.getByTestId('mission-cost')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add mission' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('menu').getByRole('menuitem', { name: 'VIP and rebate' }).click();
  await expect(page.getByTestId('vip-levels').locator('tbody tr')).toHaveCount(7);
  await expect(page.getByTestId('vip-levels-read-only')).toBeVisible();
  await expect(page.getByRole('button', { name: /Edit VIP level/ })).toHaveCount(0);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Referral' }).click();
  await expect(page.getByTestId('referral-rule-read-only')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save the rule' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // On a tablet (820 px, portrait) the VIP levels and the missions scroll inside their cards, never the page.
  await page.getByRole('menu').getByRole('menuitem', { name: 'VIP and rebate' }).click();
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(page.getByTestId('vip-levels').locator('tbody tr')).toHaveCount(7);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('vip-tablet.png') });
  await page.getByRole('menu').getByRole('menuitem', { name: 'Missions' }).click();
  await expect(page.getByTestId('mission-cost')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('missions-tablet.png') });
  await context.close();
});
