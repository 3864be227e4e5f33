// Issue 7 in the browser against the real server: game lists with filters and paging, favourites,
// the house slot played in the /game iframe (header balance, betting record, profit/loss), and the
// login and trial gates on launch.
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from './support/brands';
import { actAs, freePlayMember, fund, registerMember } from './support/members';

const url = (path: string) => brandUrl('mesra', path);
const tiles = (page: Page) => page.locator('.game-grid .game-tile:not(.game-tile--skeleton)');
const countText = (page: Page) => page.locator('.lobby__count');
const gamesFound = async (page: Page) => Number((await countText(page).innerText()).replace(/\D+/g, ''));

test.describe('slots lobby', () => {
  test('a member filters slots by vendor, name and min bet and pages through', async ({ page, request }) => {
    const member = await registerMember(request);
    await actAs(page, member);
    await page.goto(url('/rng'));
    // The grid below the first four tiles renders as it comes near the viewport: scroll down to it.
    await page.getByRole('navigation', { name: /halaman/i }).scrollIntoViewIfNeeded();
    await expect(tiles(page)).toHaveCount(15);
    const all = await gamesFound(page);
    expect(all).toBeGreaterThan(1000);

    // Pages: the next page shows other games; page 1 again on a filter change (spec §4).
    const firstOnPage1 = await tiles(page).first().getAttribute('data-node-id');
    await page.getByRole('navigation', { name: /halaman/i }).getByRole('button', { name: '2', exact: true }).click();
    await expect(tiles(page).first()).not.toHaveAttribute('data-node-id', firstOnPage1!);
    await expect(page.locator('.pager__btn--on')).toHaveText('2');

    // Vendor: every tile is from that vendor and the address carries ?page= (spec §2 hall).
    const vendorChip = page.locator('.vendor-chip[data-vendor]').nth(2);
    const vendor = (await vendorChip.getAttribute('data-vendor'))!;
    await vendorChip.click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${vendor}`));
    await expect(page.locator('.pager__btn--on')).toHaveText('1');
    await expect(tiles(page).first()).toHaveAttribute('data-vendor', vendor);
    const vendorTotal = await gamesFound(page);
    expect(vendorTotal).toBeLessThan(all);
    for (const v of await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-vendor')))) expect(v).toBe(vendor);

    // Min bet 0.01: fewer (or equal) games, each playable at 0.01.
    await page.getByLabel(/pertaruhan min/i).selectOption('0.01');
    await expect.poll(async () => {
      const metas = await page.locator('.game-tile__meta').allInnerTexts();
      return metas.length > 0 && metas.every((m) => m.includes('RM0.01'));
    }).toBe(true);
    expect(await gamesFound(page)).toBeLessThan(vendorTotal);

    // Name search: clear the filters, search a word from the first tile's name.
    await page.getByLabel(/pertaruhan min/i).selectOption('');
    const name = (await tiles(page).first().locator('.game-tile__name').innerText()).split(' ')[0];
    await page.getByRole('searchbox').fill(name);
    await expect.poll(async () => {
      const names = await page.locator('.game-tile__name').allInnerTexts();
      return names.length > 0 && names.every((n) => n.toLowerCase().includes(name.toLowerCase()));
    }).toBe(true);

    // The vendor choice survives in session storage: /rng without ?page= shows it again.
    await page.goto(url('/rng'));
    await expect(tiles(page).first()).toHaveAttribute('data-vendor', vendor);
  });

  test('adds and removes a favourite and sees it under fav', async ({ page, request }) => {
    const member = await registerMember(request);
    await actAs(page, member);
    await page.goto(url('/rng'));
    const tile = tiles(page).nth(3);
    const nodeId = (await tile.getAttribute('data-node-id'))!;
    await tile.locator('.game-tile__fav').click();
    await expect(tile.locator('.game-tile__fav')).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('tab', { name: /kegemaran/i }).click();
    await expect(tiles(page)).toHaveCount(1);
    await expect(tiles(page).first()).toHaveAttribute('data-node-id', nodeId);

    await tiles(page).first().locator('.game-tile__fav').click();
    await expect(tiles(page)).toHaveCount(0);
    await expect(page.locator('.lobby__empty')).toBeVisible();
  });

  test('home: the hot games load when scrolled to, four per game type, and a visitor clicking one gets the login popup', async ({ page }) => {
    await page.goto(url('/'));
    const hot = page.locator('section.hot-games');
    await expect(hot).toHaveCount(0); // below the fold on a first screen: not loaded yet
    await page.locator('.home__highlights').scrollIntoViewIfNeeded();
    await expect(hot).toBeVisible();
    const groups = hot.locator('.hot-games__group');
    await expect(groups.first()).toBeVisible();
    // Each row's tiles render as the row comes near the viewport (home lazyRows).
    await groups.last().scrollIntoViewIfNeeded();
    await expect(groups.last().locator('.game-tile').first()).toBeVisible();
    for (const group of await groups.all()) expect(await group.locator('.game-tile').count()).toBeLessThanOrEqual(4);
    await expect(hot.locator('.game-tile').first()).toBeVisible();
    await hot.locator('.game-tile__play').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  });

  test('issue 23 item 7: a member clicking a cockfight game on /cockfight gets the game, not the lobby again', async ({ page, request }) => {
    const member = await registerMember(request);
    await actAs(page, member);
    await page.goto(url('/cockfight'));
    const tile = tiles(page).first();
    const nodeId = await tile.getAttribute('data-node-id');
    await tile.locator('.game-tile__play').click();
    await expect(page).toHaveURL(/\/game\?/);
    expect(new URL(page.url()).searchParams.get('nodeId')).toBe(nodeId);
    expect(new URL(page.url()).searchParams.get('gameType')).toBe('COCKFIGHT');
    await expect(page.locator('iframe.game-frame__iframe')).toBeVisible();
  });

  test('a visitor clicking a game gets the login popup and stays on the lobby', async ({ page }) => {
    await page.goto(url('/rng'));
    await tiles(page).first().locator('.game-tile__play').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
    await expect(page).toHaveURL(/\/rng/);
  });
});

test.describe('house slot', () => {
  test('a member plays rounds; the header balance, betting record and profit/loss follow', async ({ page, request }) => {
    const member = await registerMember(request);
    await fund(request, member, 100_000); // RM1,000.00
    await actAs(page, member);
    await page.goto(url('/rng?page=HOUSE'));
    await page.locator('.game-tile[data-node-id="RNG.HOUSE.SLOT"] .game-tile__play').click();
    await expect(page).toHaveURL(/\/game\?/);

    const frame = page.frameLocator('iframe.game-frame__iframe');
    await expect(frame.locator('#balance')).toHaveText(/1,000\.00/);
    const headerBalance = page.getByTestId('balance-amount');
    await expect(headerBalance).toContainText('1,000.00');

    const rounds = 3;
    for (let i = 0; i < rounds; i++) {
      await expect(frame.locator('#go')).toBeEnabled();
      await frame.locator('#go').click();
    }
    await expect(frame.locator('#go')).toBeEnabled();
    const inGame = (await frame.locator('#balance').innerText()).trim();
    // The header follows the game's balance (postMessage → wallet re-read).
    await expect(headerBalance).toContainText(inGame.replace(/^[^\d]*/, ''));

    // Both record pages open in the member-centre panel (issue 15): the betting record from the header drop-down,
    // then profit/loss from the panel's menu.
    await page.getByTestId('account-menu').click();
    await page.locator('[data-menu="personalHistoryCopy"]').click();
    await expect(page).toHaveURL(/\/personalHistoryCopy$/);
    await expect(page.locator('.records__table tbody tr')).toHaveCount(rounds);
    await page.locator('[data-mc-menu="personalProfit"]').click();
    await expect(page).toHaveURL(/\/personalProfit$/);
    await expect(page.locator('[data-total-profit]')).toBeVisible();
    const total = await page.locator('[data-total-profit]').innerText();
    const balanceAfter = Number(inGame.replace(/[^\d.]/g, ''));
    const profit = Number(total.replace(/[^\d.-]/g, ''));
    expect(Math.round((1000 + profit) * 100)).toBe(Math.round(balanceAfter * 100));
  });

  test('provably fair (issue 17 item 4): the browser itself verifies a slot and a dice round from the revealed seed; a changed result fails', async ({ page, request }) => {
    const member = await registerMember(request);
    await fund(request, member, 100_000);
    await actAs(page, member);
    // The check runs in the page (WebCrypto), never through the server's verify endpoint.
    const serverVerifies: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/lgw/house/fair/verify')) serverVerifies.push(r.url());
    });
    for (const game of ['SLOT', 'DICE']) {
      await page.goto(url('/rng?page=HOUSE'));
      await page.locator(`.game-tile[data-node-id="RNG.HOUSE.${game}"] .game-tile__play`).click();
      await expect(page).toHaveURL(/\/game\?/);
      const frame = page.frameLocator('iframe.game-frame__iframe');
      await frame.locator('#fair summary').click();
      // The hash of the secret server seed is shown before the round; the player sets a client seed.
      await expect(frame.locator('#fh')).toHaveText(/^[0-9a-f]{64}$/);
      const hashBefore = await frame.locator('#fh').innerText();
      await frame.locator('#fc').fill(`e2e-${game.toLowerCase()}`);
      await frame.locator('#frot').click();
      await expect(frame.locator('#fh')).not.toHaveText(hashBefore);
      await expect(frame.locator('#go')).toBeEnabled();
      await frame.locator('#go').click();
      await expect(frame.locator('#flast')).toContainText(`e2e-${game.toLowerCase()}`);
      await expect(frame.locator('#fver')).toBeDisabled();
      // Changing seeds reveals the round's server seed; Verify recomputes the round in the browser.
      await frame.locator('#frot').click();
      await expect(frame.locator('#fver')).toBeEnabled();
      await frame.locator('#fver').click();
      await expect(frame.locator('#fres')).toHaveClass(/win/);
      // A result other than the one the seed gives is caught.
      await frame.locator('body').evaluate(() => {
        const w = window as unknown as { eval(code: string): void };
        w.eval("if (LAST.grid) LAST.grid[0][0] = LAST.grid[0][0] === 'WILD' ? 'SEVEN' : 'WILD'; else LAST.roll = LAST.roll + 0.01;");
      });
      await frame.locator('#fver').click();
      await expect(frame.locator('#fres')).toHaveClass(/err/);
    }
    expect(serverVerifies).toEqual([]);
  });

  test('a trial account is refused a real-money launch', async ({ page, request }) => {
    const trial = await freePlayMember(request);
    await actAs(page, trial);
    await page.goto(url('/live'));
    // A game without free play: the trial gate answers in_need_true_account (spec §4).
    await page.locator('.game-tile[data-free-play="false"] .game-tile__play').first().click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(/akaun sebenar|true account|真实/i);
    await expect(page).toHaveURL(/\/live$/);
  });
});
