// Issue 23 item 8 (and the free-play header of item 9): what a player notices of the layout on a 360 px phone
// and a 1366 px laptop: the game page opens at its top (full-screen on a phone, with a way back), the logged-in
// header is compact, the side tab covers nothing, the nav says when entries are out of sight, the records table
// scrolls in its own box. Geometry is asserted; screenshots are attached to the report (no pixel baselines).
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { brandUrl } from './support/brands';
import { text } from './support/accounts';
import { actAs, freePlayMember, fund, registerMember } from './support/members';

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1366, height: 768 };

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function box(l: Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** How far the page itself scrolls sideways (0 when nothing is wider than the screen). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Opens the house slot from far down the slots lobby, as a player scrolling the list would. */
async function openSlotFromLobby(page: Page) {
  await page.goto(brandUrl('mesra', '/rng?page=HOUSE'));
  const tile = page.locator('.game-tile[data-node-id="RNG.HOUSE.SLOT"] .game-tile__play');
  await expect(tile).toBeVisible({ timeout: 20_000 }); // the lobby's list loads after the page; slow on shared cores
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await tile.click();
  await expect(page).toHaveURL(/\/game\?/);
  await expect(page.frameLocator('iframe.game-frame__iframe').locator('#go')).toBeEnabled();
}

test('a member plays on a phone and a laptop: the game opens at its top (full-screen on the phone, with a way back), the records stay in their box', async ({ page, request }, testInfo) => {
  const member = await registerMember(request);
  await fund(request, member, 123_456); // RM1,234.56: a balance as wide as real ones
  await actAs(page, member);

  // Phone: the game fills the screen; its bar leads back to the lobby.
  await page.setViewportSize(PHONE);
  await openSlotFromLobby(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const game = await box(page.getByTestId('game-frame'));
  expect(game).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
  const iframe = await box(page.locator('iframe.game-frame__iframe'));
  const back = page.getByTestId('game-back');
  await expect(back).toBeInViewport();
  expect(iframe.y).toBeGreaterThanOrEqual((await box(back)).y + (await box(back)).height - 1);
  expect(iframe.y + iframe.height).toBeGreaterThanOrEqual(PHONE.height - 1);
  expect(iframe.height).toBeGreaterThan(PHONE.height * 0.85);
  const frame = page.frameLocator('iframe.game-frame__iframe');
  await frame.locator('#go').click();
  await expect(frame.locator('#go')).toBeEnabled();
  await shot(page, testInfo, 'game-360');
  await back.click();
  await expect(page).toHaveURL(/\/rng\?page=HOUSE$/);

  // Phone: the records table scrolls inside its own box, never the page or the panel.
  await page.goto(brandUrl('mesra', '/personalHistoryCopy'));
  await expect(page.locator('.records__table tbody tr')).toHaveCount(1);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  const panel = page.locator('.mc-panel__content');
  expect(await panel.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const scroller = await box(page.locator('.records__scroll'));
  expect(scroller.x).toBeGreaterThanOrEqual(0);
  expect(scroller.x + scroller.width).toBeLessThanOrEqual(PHONE.width);
  await shot(page, testInfo, 'records-360');

  // Laptop: the game opens at its top, below the header, with the way back in sight.
  await page.setViewportSize(LAPTOP);
  await openSlotFromLobby(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const header = await box(page.locator('.shell-header'));
  const laptopFrame = await box(page.locator('iframe.game-frame__iframe'));
  expect(laptopFrame.y).toBeGreaterThanOrEqual(header.y + header.height);
  await expect(page.getByTestId('game-back')).toBeInViewport();
  await expect(page.getByTestId('balance-amount')).toContainText('1,2');
  await shot(page, testInfo, 'game-1366');
  await page.goto(brandUrl('mesra', '/personalHistoryCopy'));
  await expect(page.locator('.records__table tbody tr')).toHaveCount(1);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await shot(page, testInfo, 'records-1366');
});

test('the logged-in header is compact on a phone, the side tab covers no content, the nav shows what is out of sight', async ({ page, request }, testInfo) => {
  const member = await registerMember(request);
  await fund(request, member, 123_456);
  await actAs(page, member);
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await page.goto(brandUrl('mesra', '/rng'));
    await expect(page.getByTestId('balance-amount')).toContainText('1,234.56');
    await page.waitForLoadState('networkidle'); // the side menu hydrates with its own chunk
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // Header: on a phone one row for logo and account (was ~210 of 740 px); everything in it on screen.
    const header = await box(page.locator('.shell-header'));
    expect(header.height).toBeLessThanOrEqual(size === PHONE ? 130 : 150);
    for (const id of ['balance-amount', 'account-menu', 'avatar', 'language-switch']) {
      const b = await box(page.getByTestId(id));
      expect(b.x, id).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width, id).toBeLessThanOrEqual(size.width);
    }
    // Scrolled, a phone keeps only the logo row and the nav on screen.
    await page.evaluate(() => window.scrollTo(0, 600));
    const stuck = await box(page.locator('.shell-header'));
    if (size === PHONE) expect(stuck.y + stuck.height).toBeLessThanOrEqual(100);
    await page.evaluate(() => window.scrollTo(0, 0));

    // Side tab: never over the banner, the page's content or the footer.
    const side = await box(page.getByTestId('side-menu'));
    for (const area of ['.banner-strip', '.notice-bar', '.shell-main', '.shell-footer__inner']) {
      const a = page.locator(area).first();
      const inner = await a.evaluate((el) => {
        // The area's content box: its padding is empty space a tab may sit over.
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        const l = parseFloat(s.paddingLeft);
        const rr = parseFloat(s.paddingRight);
        return { x: r.x + scrollX + l, y: r.y + scrollY, width: r.width - l - rr, height: r.height };
      });
      const abs = { ...side, y: side.y + (await page.evaluate(() => window.scrollY)) };
      expect(overlaps(abs, inner), `side tab over ${area} at ${size.width}px`).toBe(false);
    }

    // Nav: entries beyond the edge are announced by a button that brings them into view.
    const list = page.locator('.shell-nav__list');
    const overflowing = await list.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    const download = page.locator('.shell-nav a[href="/down"]');
    if (overflowing) {
      await expect(page.getByTestId('nav-scroll-more')).toBeVisible();
      const navBox = await box(list);
      await shot(page, testInfo, `header-${size.width}`);
      for (let i = 0; i < 8 && (await list.evaluate((el) => el.scrollLeft < el.scrollWidth - el.clientWidth - 1)); i++) {
        await page.getByTestId('nav-scroll-more').click();
        await page.waitForTimeout(400);
      }
      const d = await box(download);
      expect(d.x + d.width).toBeLessThanOrEqual(navBox.x + navBox.width + 1);
      await expect(page.getByTestId('nav-scroll-more')).toHaveCount(0);
      await expect(page.getByTestId('nav-scroll-back')).toBeVisible();
    } else {
      await expect(download).toBeInViewport({ ratio: 1 });
      await shot(page, testInfo, `header-${size.width}`);
    }
  }
});

test('issue 23 item 9: in free play the header shows the play money the game uses, and the wallet again after', async ({ page, request }, testInfo) => {
  const trial = await freePlayMember(request);
  await actAs(page, trial);
  await page.setViewportSize(LAPTOP);
  await page.goto(brandUrl('mesra', '/rng?page=HOUSE'));
  const header = page.getByTestId('balance-amount');
  await expect(header).toContainText('0.00');
  await page.locator('.game-tile[data-node-id="RNG.HOUSE.SLOT"] .game-tile__play').click();
  await expect(page).toHaveURL(/freePlay=1/);
  const frame = page.frameLocator('iframe.game-frame__iframe');
  await expect(frame.locator('#balance')).toContainText('2,000.00');
  await expect(header).toContainText('2,000.00');
  await expect(header).toHaveAttribute('data-free-play', '1');
  await expect(header).toHaveAttribute('title', text('ms', 'lobby.freePlayNote'));
  await frame.locator('#go').click();
  await expect(frame.locator('#go')).toBeEnabled();
  const inGame = (await frame.locator('#balance').innerText()).replace(/^[^\d]*/, '').trim();
  await expect(header).toContainText(inGame);
  await shot(page, testInfo, 'free-play-header-1366');
  await page.getByTestId('game-back').click();
  await expect(header).not.toHaveAttribute('data-free-play', '1');
  await expect(header).toContainText('0.00');
});
