// Issue 17 proof 3: a player bets on the fast lottery, the draw happens (the e2e server draws it every 30 s and
// locks it 8 s before: LOTTERY_FAST_* in playwright.config.ts), the result and the win appear and the balance rises;
// a bet after the lock is refused with a clear message; the verify page confirms the draw in the browser.
import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './support/accounts';
import { actAs, fund, registerMember } from './support/members';

/** Seconds left on the slip's countdown ("Bets close in 00:17"), or 0 when closed. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.locator('.lottery-slip__lock').textContent()) ?? '';
  const m = /(\d+):(\d+)$/.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
}

test('bet on the fast lottery, see the draw, the win and the balance; a late bet is refused; the draw verifies', async ({ page, request }) => {
  test.setTimeout(300_000);
  const member = await registerMember(request);
  await fund(request, member, 10_000);
  await actAs(page, member);
  await page.goto('/lottery?lang=en&gameCode=HP3');
  await expect(page.getByRole('heading', { name: 'Lottery', level: 1 })).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toContainText('100.00');
  const slip = page.getByTestId('bet-slip');
  await expect(slip).toBeVisible();

  // Start on a draw with time to fill the slip.
  await expect.poll(() => secondsLeft(page), { timeout: 40_000, intervals: [500] }).toBeGreaterThanOrEqual(12);
  const title = (await slip.getByRole('heading').textContent())!;
  const numero = /(\d{8}-\d{4})/.exec(title)![1];
  await slip.getByTestId('play-type').selectOption('BIG');
  await slip.getByTestId('bet-stake').fill('1');
  await slip.getByTestId('add-line').click();
  await slip.getByTestId('play-type').selectOption('SMALL');
  await slip.getByTestId('add-line').click();
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('slip-message')).toHaveText(`Bet placed on draw ${numero}. Good luck!`);
  await expect(page.getByTestId('balance-amount')).toContainText('98.00');

  // A second slip on the same draw, sent after its lock time: refused, nothing debited.
  await slip.getByTestId('play-type').selectOption('ODD');
  await slip.getByTestId('add-line').click();
  await expect(slip.locator('.lottery-slip__lock')).toHaveText('Bets closed: waiting for the draw', { timeout: 30_000 });
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByRole('alert')).toHaveText('Bets on this draw are closed. Please bet on the next draw.');

  // The draw: Big or Small wins (1.96 × 1.00), and the balance rises to 99.96.
  await expect(page.getByTestId('balance-amount')).toContainText('99.96', { timeout: 60_000 });
  await page.getByRole('tab', { name: 'My bets' }).click();
  const bets = page.getByTestId('my-bets');
  await expect(bets.locator('tr[data-status="won"]')).toHaveCount(1);
  await expect(bets.locator('tr[data-status="lost"]')).toHaveCount(1);
  await expect(bets.locator('tr[data-status="won"]')).toContainText('Won RM1.96');
  await expect(bets.locator('tr[data-status="won"] .lottery-ball')).toHaveCount(1);

  // Its result, then the verify page: this browser recomputes the numbers from the revealed seed.
  await page.getByRole('tab', { name: 'Results' }).click();
  const row = page.getByTestId('results').locator(`tr[data-numero="${numero}"]`);
  await expect(row.locator('.lottery-ball')).toHaveCount(1);
  await row.getByRole('link', { name: 'Verify' }).click();
  await expect(page.getByTestId('verify-verdict')).toHaveText('Verified: the seed matches the published hash and gives exactly these numbers.');
});

test('/elott lists the e-lottery games from the nav; a member opening one lands on its Vietnam lottery slip, and 4D opens on /lottery', async ({ page, request }) => {
  const member = await registerMember(request);
  await actAs(page, member);
  await useLanguage(page, 'en');
  await page.goto('/');
  // The header nav has the E-lottery entry (spec §2 /elott) beside the lottery.
  await page.locator('.shell-nav').getByRole('link', { name: 'E-lottery' }).click();
  await expect(page).toHaveURL(/\/elott(\?|$)/);
  const tiles = page.locator('.game-grid .game-tile:not(.game-tile--skeleton)');
  const north = tiles.filter({ hasText: 'Northern Vietnam Lottery' });
  await expect(north).toHaveCount(1);
  // Only the e-lottery games: the Vietnamese draws, not 4D.
  await expect(tiles.filter({ hasText: 'Tiger 4D' })).toHaveCount(0);
  await north.locator('.game-tile__play').click();
  await expect(page).toHaveURL(/\/vnlottery\?gameCode=HVNMB/);
  await expect(page.getByRole('heading', { name: 'Northern Vietnam Lottery', level: 2 })).toBeVisible();
  await expect(page.getByTestId('bet-slip')).toBeVisible();

  // The lottery's own tile (hot games, search) opens 4D on /lottery with its Big bet preselected.
  await page.goto('/hot');
  const four = page.locator('.game-tile', { hasText: 'Tiger 4D' }).first();
  await four.locator('.game-tile__play').click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=H4D/);
  await expect(page.getByTestId('bet-slip').getByTestId('play-type')).toHaveValue('BIG');
});
