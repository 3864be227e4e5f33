// Issue 18 item 3 in the browser, against the real server and the seeded demo missions (DAILY_SLOTS: RM50 of valid
// slot bets today, RM2 cash, 10 leaderboard points): a new member opens the missions page (no badge, progress 0),
// plays three RM20 spins of the house slot, sees the mission done with the count badge on the missions and reward
// centre entries and themselves on this week's leaderboard, claims the reward in the reward centre (the balance
// rises by RM2.00 once; the badge goes), on a 360 px phone and on a desktop. A bonus reward (DAILY_DEPOSIT: RM100
// deposited today, RM5 bonus, wager 3×) claimed there is a promotions bonus: the reward centre sends the member to the
// withdraw page, where its wagering shows in the bonus list.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { text } from './support/accounts';
import { E2E_PORT, brandUrl } from './support/brands';
import { actAs, fund, paidDeposit, registerMember, value } from './support/members';

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const headers = { host: `mesra.localhost:${E2E_PORT}` };
const t = (key: string, vars: Record<string, string> = {}) => Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text('ms', key));
const menuItem = (page: Page, id: string) => page.locator(`.mc-menu [data-mc-menu="${id}"]`);
const badge = (page: Page, id: string) => page.locator(`.mc-menu [data-badge="${id}"]`);

async function noSeriousAxe(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include(include).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1366, height: 800 },
]) {
  test(`${viewport.name}: a mission rises on the house slot, completes, shows its badge and leaderboard place, and its reward is claimed once`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const m = await registerMember(request);
    const auth = { ...headers, token: m.token };
    await value(await request.put(api('/wps/rg/realityCheck'), { headers: auth, data: { minutes: 240 } }), 'reality check');
    // An operator adjustment, not a deposit: the deposit mission stays open, so the badge counts the slot mission only.
    await fund(request, m, 10_000);
    const mainBalance = async () => (await value<{ mainBalance: number }>(await request.get(api('/wps/v2/wallets/balance'), { headers: auth }), 'balance')).mainBalance;
    await expect.poll(mainBalance, { timeout: 20_000 }).toBe(10_000);
    await actAs(page, m);

    // The missions page: the daily slot mission at 0, no badge yet.
    await page.goto(brandUrl('mesra', '/missionLeaderboard'));
    const missions = page.getByTestId('missions-page');
    await expect(missions.getByRole('heading', { level: 1 })).toHaveText(t('mc.menu.missionLeaderboard'));
    const slots = missions.locator('[data-mission="DAILY_SLOTS"]');
    await expect(slots).toHaveAttribute('data-state', 'process');
    await expect(slots.getByTestId('mission-progress')).toHaveText('RM0.00 / RM50.00');
    await expect(missions.locator('[data-mission="WEEKLY_BETS"]')).toBeVisible();
    await expect(badge(page, 'missionLeaderboard')).toHaveCount(0);
    await expect(badge(page, 'rewardCenter')).toHaveCount(0);
    await noSidewaysScroll(page);

    // Three RM20.00 spins of the house slot: RM60.00 of valid slot bets.
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

    // Done (the outbox delivers the settled bets): the state, the full bar, the badges, the leaderboard.
    type Summary = { list: { code: string; state: string; progress: number }[]; unclaimed: number };
    await expect
      .poll(async () => (await value<Summary>(await request.get(api('/wps/relay/MCSFE_getMissionSummaryDetails'), { headers: auth }), 'summary')).list.find((x) => x.code === 'DAILY_SLOTS')?.state, { timeout: 20_000 })
      .toBe('claim');
    await page.goto(brandUrl('mesra', '/missionLeaderboard'));
    await expect(slots).toHaveAttribute('data-state', 'claim');
    await expect(slots.getByTestId('mission-progress')).toHaveText('RM50.00 / RM50.00');
    await expect(badge(page, 'missionLeaderboard')).toHaveText('1');
    await expect(badge(page, 'rewardCenter')).toHaveText('1');
    // The page's place is the server's. The phone and desktop runs of this test complete the same mission in the same
    // brand and week at once, so the other run's member may enter the board between the page's read and the API's:
    // both are read again (page reloaded) until they agree.
    let tries = 0;
    await expect(async () => {
      if (tries++) await page.reload();
      const board = await value<{ me: { rank: number; score: number } | null }>(await request.get(api('/wps/relay/MCSFE_getMissionLeaderboard'), { headers: auth }), 'leaderboard');
      expect(board.me?.score).toBe(10);
      await expect(missions.getByTestId('leaderboard-me')).toHaveText(t('missions.myRank', { rank: String(board.me!.rank), score: '10' }), { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    const mine = missions.getByTestId('leaderboard').locator('tr[data-me="true"]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(m.username.slice(0, 2));
    await expect(mine).not.toContainText(m.username);
    await noSeriousAxe(page, '[data-testid="missions-page"]');
    await noSidewaysScroll(page);

    // The reward centre: the RM2.00 reward, claimed once; the balance rises, the badges go.
    await menuItem(page, 'rewardCenter').click();
    await expect(page).toHaveURL(/\/rewardCenter$/);
    const centre = page.getByTestId('reward-center');
    const reward = centre.locator('[data-code="DAILY_SLOTS"]');
    await expect(reward).toHaveAttribute('data-status', 'claim');
    await expect(reward.getByTestId('reward-amount')).toHaveText('RM2.00');
    await noSeriousAxe(page, '[data-testid="reward-center"]');
    await noSidewaysScroll(page);
    const before = await mainBalance();
    await reward.getByTestId('reward-claim').click();
    await expect(centre.getByTestId('rewards-message')).toHaveText(t('missions.claimed', { amount: 'RM2.00' }));
    await expect(reward).toHaveAttribute('data-status', 'issued');
    await expect(reward.getByTestId('reward-state')).toHaveText(t('rewards.status.issued'));
    await expect(badge(page, 'rewardCenter')).toHaveCount(0);
    await expect(badge(page, 'missionLeaderboard')).toHaveCount(0);
    expect(await mainBalance()).toBe(before + 200);
    // Another tab claiming it again is answered with the first claim: nothing more is paid.
    const rewardId = Number(await reward.getAttribute('data-reward'));
    const again = await value<{ duplicate: boolean }>(await request.post(api(`/wps/missions/rewards/${rewardId}/claim`), { headers: auth, data: {} }), 'claim again');
    expect(again.duplicate).toBe(true);
    expect(await mainBalance()).toBe(before + 200);
  });
}

test('a bonus reward is claimed once as a promotions bonus, and its wagering shows on the withdraw page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const m = await registerMember(request);
  const auth = { ...headers, token: m.token };
  await value(await request.put(api('/wps/rg/realityCheck'), { headers: auth, data: { minutes: 240 } }), 'reality check');
  await paidDeposit(request, m, 10_000);
  type Summary = { list: { code: string; state: string }[] };
  await expect
    .poll(async () => (await value<Summary>(await request.get(api('/wps/relay/MCSFE_getMissionSummaryDetails'), { headers: auth }), 'summary')).list.find((x) => x.code === 'DAILY_DEPOSIT')?.state, { timeout: 20_000 })
    .toBe('claim');
  const mainBalance = async () => (await value<{ mainBalance: number }>(await request.get(api('/wps/v2/wallets/balance'), { headers: auth }), 'balance')).mainBalance;
  await actAs(page, m);

  await page.goto(brandUrl('mesra', '/rewardCenter'));
  const centre = page.getByTestId('reward-center');
  const reward = centre.locator('[data-code="DAILY_DEPOSIT"]');
  await expect(reward).toHaveAttribute('data-status', 'claim');
  await expect(reward).toContainText(t('rewards.bonus', { amount: 'RM15.00' }));
  const before = await mainBalance();
  await reward.getByTestId('reward-claim').click();
  await expect(centre.getByTestId('rewards-message')).toHaveText(t('rewards.claimedBonus', { amount: 'RM5.00', wager: 'RM15.00' }));
  await expect(reward).toHaveAttribute('data-status', 'issued');
  await expect(reward).toContainText(t('rewards.bonusHint'));
  expect(await mainBalance()).toBe(before + 500);
  await noSeriousAxe(page, '[data-testid="reward-center"]');
  // Claimed again from another tab: nothing more is paid.
  const rewardId = Number(await reward.getAttribute('data-reward'));
  expect((await value<{ duplicate: boolean }>(await request.post(api(`/wps/missions/rewards/${rewardId}/claim`), { headers: auth, data: {} }), 'claim again')).duplicate).toBe(true);
  expect(await mainBalance()).toBe(before + 500);

  // "See wagering": the withdraw page's bonus list shows the mission bonus, RM0.00 of RM15.00 wagered.
  await reward.getByTestId('reward-wagering').click();
  await expect(page).toHaveURL(/\/withdraw$/);
  const bonus = page.getByTestId('bonus-wagering').locator('li', { hasText: t('promo.bonusOf', { amount: 'RM5.00', code: 'MISSIONS' }) });
  await expect(bonus).toHaveAttribute('data-status', 'active');
  await expect(bonus.getByTestId('wager-progress')).toHaveText('RM0.00 / RM15.00');
});
