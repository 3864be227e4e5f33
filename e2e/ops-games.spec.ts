// Issue 19 item 2 (the console's Games screen), in Chromium at 1366 px: an owner (made through the API with the e2e
// OPERATOR_KEYS owner key) creates a support operator of mesra; the support operator signs in at /ops (enrolling
// two-step verification), finds a slot on the Games screen and puts it under maintenance; a player who opens that
// game on mesra's site then sees the game-maintenance screen, and the audit log names the operator. The support
// operator ends the maintenance and the game plays again. axe finds nothing serious or critical on the Games screen.
import { expect, test } from '@playwright/test';
import { E2E_PORT, OPERATOR_KEY, brandUrl, uiStrings } from './support/brands';
import { actAs, registerMember, value } from './support/members';
import { seriousViolations, signInToConsole } from './support/ops';

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const owner = { host: `mesra.localhost:${E2E_PORT}`, authorization: `Bearer ${OPERATOR_KEY}` };
const PASSWORD = 'Games-pass-2026';
const SUPPORT = `sam${Date.now().toString(36)}`;
const MARKETING = `mia${Date.now().toString(36)}`;
const ms = uiStrings('ms');

test.use({ viewport: { width: 1366, height: 800 }, locale: 'en-GB' });



interface OpsGame {
  id: number;
  nodeId: string;
  vassalage: string;
  name: { en: string; ms: string };
  state: string;
}

test('a support operator puts a game under maintenance and the player sees the game-maintenance screen', async ({ browser, request }) => {
  // Two contexts, a console walk and a game launch: past 90 s on a loaded 2-core CI machine.
  test.setTimeout(180_000);
  // A third-party slot deep in the catalogue that no other test plays.
  const { list } = await value<{ list: OpsGame[] }>(await request.get(api('/api/operator/games?gameType=RNG&vendor=SUNBEAR&pageNo=333&pageSize=1'), { headers: owner }), 'find a game');
  const game = list[0];
  expect(game.state).toBe('enabled');
  await value(await request.post(api('/api/operator/operators'), { headers: owner, data: { name: SUPPORT, password: PASSWORD, roles: ['support'], brands: ['mesra'] } }), 'create support operator');

  // The support operator signs in and enrols two-step verification.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await signInToConsole(ops, SUPPORT, PASSWORD, false, 'mesra');

  // Support sees the Games screens, not the money queues.
  const menu = ops.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Games' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Vendors' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Withdrawals' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Games' }).click();
  await expect(ops.getByRole('row')).not.toHaveCount(1);
  expect(await seriousViolations(ops)).toEqual([]);

  // Filter to the game (vendor and name), then put it under maintenance with no end time.
  await ops.getByRole('textbox', { name: 'Vendor code' }).fill(game.vassalage);
  await ops.getByRole('textbox', { name: 'Name contains' }).fill(game.name.en);
  const row = ops.getByRole('row').filter({ hasText: game.nodeId });
  await expect(row).toContainText('Enabled');
  await row.getByRole('combobox', { name: `Change the state of ${game.name.en}` }).click();
  await ops.getByRole('option', { name: 'Put under maintenance' }).click();
  const dialog = ops.getByRole('dialog', { name: `Maintenance: ${game.name.en}` });
  expect(await seriousViolations(ops)).toEqual([]);
  await dialog.getByRole('button', { name: 'Put under maintenance' }).click();
  await expect(ops.getByText(`${game.name.en} is under maintenance`)).toBeVisible();
  await expect(row).toContainText('Maintenance');

  // The player opens the game from the vendor's hall on mesra's site: the game-maintenance screen.
  const player = await registerMember(request, 'mesra');
  const siteContext = await browser.newContext();
  const site = await siteContext.newPage();
  await actAs(site, player);
  await site.goto(brandUrl('mesra', `/rng?page=${game.vassalage}`));
  // The grid renders as it comes near the viewport, once the page has hydrated: wait for the vendor's tiles first.
  const tiles = site.locator('.game-grid .game-tile:not(.game-tile--skeleton)');
  await site.getByRole('navigation', { name: /halaman/i }).scrollIntoViewIfNeeded();
  await expect(tiles.first()).toHaveAttribute('data-vendor', game.vassalage);
  await site.getByRole('searchbox').fill(game.name.en);
  const tile = site.locator(`.game-grid .game-tile[data-node-id="${game.nodeId}"]`);
  await tile.scrollIntoViewIfNeeded();
  await tile.locator('.game-tile__play').click();
  await expect(site).toHaveURL(/\/game\?/);
  await expect(site.getByRole('heading', { level: 1, name: ms['lobby.maintenanceTitle'] })).toBeVisible();
  await expect(site.getByText(ms['lobby.maintenanceText'])).toBeVisible();

  // The audit log names the operator and the change.
  await menu.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(ops.getByRole('row').filter({ hasText: 'games.game.availability' }).first()).toContainText(`operator:${SUPPORT}`);

  // Maintenance ends: the game opens again.
  await menu.getByRole('menuitem', { name: 'Games' }).click();
  await ops.getByRole('textbox', { name: 'Vendor code' }).fill(game.vassalage);
  await ops.getByRole('textbox', { name: 'Name contains' }).fill(game.name.en);
  await row.getByRole('combobox', { name: `Change the state of ${game.name.en}` }).click();
  await ops.getByRole('option', { name: 'Enable' }).click();
  await expect(row).toContainText('Enabled');
  await site.reload();
  await expect(site.locator('iframe')).toBeVisible();
  await expect(site.getByRole('heading', { level: 1, name: ms['lobby.maintenanceTitle'] })).toHaveCount(0);

  await opsContext.close();
  await siteContext.close();
});

test('a marketing operator makes a game hot and first in the hot list the site shows; it cannot change availability', async ({ browser, request }) => {
  const { list } = await value<{ list: OpsGame[] }>(await request.get(api('/api/operator/games?gameType=RNG&vendor=SUNBEAR&pageNo=334&pageSize=1'), { headers: owner }), 'find a game');
  const game = list[0];
  await value(await request.post(api('/api/operator/operators'), { headers: owner, data: { name: MARKETING, password: PASSWORD, roles: ['marketing'], brands: ['mesra'] } }), 'create marketing operator');
  const context = await browser.newContext();
  const ops = await context.newPage();
  await signInToConsole(ops, MARKETING, PASSWORD, false, 'mesra');
  await ops.getByRole('menu').getByRole('menuitem', { name: 'Games' }).click();
  await ops.getByRole('textbox', { name: 'Vendor code' }).fill(game.vassalage);
  await ops.getByRole('textbox', { name: 'Name contains' }).fill(game.name.en);
  const row = ops.getByRole('row').filter({ hasText: game.nodeId });
  await expect(row).toContainText('Enabled');
  // Marketing reads the state but has no control over it.
  await expect(row.getByRole('combobox')).toHaveCount(0);
  // The switch follows the server's answer (a controlled switch): click, then see it on.
  const hot = row.getByRole('switch', { name: `Hot: ${game.name.en}` });
  await hot.click();
  await expect(ops.getByText(`${game.name.en} is in the hot lists`)).toBeVisible();
  await expect(hot).toBeChecked();
  const order = row.getByRole('spinbutton', { name: `Hot order of ${game.name.en} (lower first)` });
  await order.fill('0');
  await order.press('Enter');
  await expect(order).toHaveValue('0');
  expect(await seriousViolations(ops)).toEqual([]);

  // The site's hot games call (the home page's hot slots) now starts with it.
  await expect
    .poll(async () => {
      const hot = await value<{ gameType: string; list: { nodeId: string }[] }[]>(await request.get(api('/wps/relay/GCSGAME_hotGamesV2?language=en'), { headers: { host: owner.host } }), 'hot games');
      return hot.find((h) => h.gameType === 'RNG')?.list[0]?.nodeId;
    })
    .toBe(game.nodeId);
  await hot.click();
  await expect(ops.getByText(`${game.name.en} left the hot lists`)).toBeVisible();
  await expect(hot).not.toBeChecked();
  await context.close();
});
