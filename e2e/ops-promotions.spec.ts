// Issue 19 item 2 ("promotions' texts"; issue 18 item 8's screens), in Chromium at 1366 px: a marketing operator of
// orbit edits the English title and terms of a promotion in the console (the preview and the site drop unsafe markup)
// and orbit's /promotions and /promoDetail show them; a player applies for
// the application promotion (STORYBONUS, RM20) through the site's API with a comment and a screenshot, the operator
// sees both in the applications queue (the image as a data: URL, the console's CSP), approves it, and the player's
// withdraw page shows the bonus with its wagering; another player's application is rejected with a reason the
// rejected filter shows; the bonus cost report beside the promotions counts the paid bonus. A new free bonus made in
// the console shows on the site; a read-only operator sees the screens without their buttons.
// axe: nothing serious or critical on the promotions list, its edit dialog and the applications queue.
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { E2E_PORT, OPERATOR_KEY, brandUrl } from './support/brands';
import { actAs, registerMember, value } from './support/members';
import { seriousViolations, signInToConsole } from './support/ops';

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const orbit = { host: `orbit.localhost:${E2E_PORT}` };
const PASSWORD = 'Promo-pass-2026';
const suffix = Date.now().toString(36);
const MARKETING = `mona${suffix}`;

test.use({ viewport: { width: 1366, height: 800 }, locale: 'en-GB' });

/** A small one-colour PNG (the player's screenshot), made here so the test needs no image file. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(24, 0x40)]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(Array(8).fill(row)))), chunk('IEND', Buffer.alloc(0))]);
}

test('a marketing operator rewords a promotion the site then shows, and approves a player\'s application whose bonus the player sees', async ({ browser, request }) => {
  test.setTimeout(180_000);
  await value(
    await request.post(api('/api/operator/operators'), { headers: { ...orbit, authorization: `Bearer ${OPERATOR_KEY}` }, data: { name: MARKETING, password: PASSWORD, roles: ['marketing'], brands: ['orbit'] } }),
    'create marketing operator',
  );
  const promos = await value<{ list: { id: number; code: string }[] }>(await request.get(api('/wps/promotions?lang=en'), { headers: orbit }), 'promotions');
  const story = promos.list.find((p) => p.code === 'STORYBONUS')!;

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, MARKETING, PASSWORD, false, 'orbit');

  // The promotions: STORYBONUS running; its English title changed in the edit dialog.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Promotions', exact: true }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'STORYBONUS', exact: true }) });
  await expect(row.locator('[data-state]')).toHaveText('Running');
  await expect(page.getByTestId('promotion-cost').locator('[data-code="STORYBONUS"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit promotion STORYBONUS' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Share your win: RM20');
  expect(await seriousViolations(page)).toEqual([]);
  const title = `Raya story bonus ${suffix}`;
  await dialog.getByLabel('Title').fill(title);
  // The terms: unsafe markup is gone in the preview (the server's sanitising, as the site shows it) and on the site.
  await dialog.getByLabel('Terms (HTML)').fill('<ul><li onclick="steal()">Share a <b>screenshot</b> of your win</li></ul><script>window.hacked = 1</script>');
  await dialog.getByRole('button', { name: 'Preview the terms as the site shows them' }).click();
  const preview = dialog.getByTestId('promotion-preview');
  await expect(preview.locator('b')).toHaveText('screenshot');
  expect(await preview.innerHTML()).not.toMatch(/script|onclick/);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Promotion STORYBONUS saved')).toBeVisible();

  // A new free bonus (RM3), running from now with an English title.
  const code = `FREE${suffix}`.toUpperCase();
  await page.getByRole('button', { name: 'Add promotion' }).click();
  const create = page.getByRole('dialog', { name: 'New promotion' });
  await create.getByLabel('Code').fill(code);
  await create.getByLabel('Bonus amount').fill('3');
  await create.getByLabel('Title').fill(`Free RM3 ${suffix}`);
  expect(await seriousViolations(page)).toEqual([]);
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Promotion ${code} added`)).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) }).locator('[data-state]')).toHaveText('Running');

  const site = await context.newPage();
  await site.goto(brandUrl('orbit', '/promotions'));
  await expect(site.locator('[data-code="STORYBONUS"] h2')).toHaveText(title);
  await expect(site.locator(`[data-code="${code}"] h2`)).toHaveText(`Free RM3 ${suffix}`);
  await site.goto(brandUrl('orbit', `/promoDetail?id=${story.id}`));
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(site.locator('[data-promo-detail] .rich li')).toHaveText('Share a screenshot of your win');
  expect(await site.locator('[data-promo-detail] .rich').innerHTML()).not.toMatch(/script|onclick/);

  // A player applies (the site's call) with a comment and a screenshot.
  const apply = async (comment: string) => {
    const member = await registerMember(request, 'orbit');
    await value(
      await request.post(api(`/wps/promotions/${story.id}/apply`), { headers: { ...orbit, token: member.token }, data: { comment, images: [`data:image/png;base64,${tinyPng().toString('base64')}`] } }),
      'apply',
    );
    return member;
  };
  const comment = `Won big on the house slot ${suffix}`;
  const player = await apply(comment);
  const other = `Not my win ${suffix}`;
  await apply(other);

  // The queue (pending by default): the comment and the image; approved.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Promotion applications' }).click();
  const app = page.getByRole('row').filter({ hasText: comment });
  await expect(app.getByRole('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await app.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
  expect(await seriousViolations(page)).toEqual([]);
  await app.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/Application #\d+ approved: bonus paid/)).toBeVisible();
  await expect(app).toHaveCount(0);

  // The other one is rejected with a reason, which the rejected filter shows.
  await page.getByRole('row').filter({ hasText: other }).getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: /Reject application #\d+/ });
  await reject.getByLabel('Reason (the player sees it)').fill('Screenshot is from another site');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(/Application #\d+ rejected/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  const rejected = page.getByRole('row').filter({ hasText: other });
  await expect(rejected).toContainText('Screenshot is from another site');
  await expect(rejected.locator('[data-status]')).toHaveAttribute('data-status', 'rejected');

  // The player's withdraw page shows the bonus (RM20.00) with its wagering.
  const playerPage = await context.newPage();
  await actAs(playerPage, player);
  await playerPage.goto(brandUrl('orbit', '/withdraw'));
  const bonus = playerPage.getByTestId('bonus-wagering').locator('[data-status="active"]');
  await expect(bonus).toContainText('STORYBONUS');
  await expect(bonus).toContainText('RM20.00');

  // The cost report counts the paid bonus.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Promotions', exact: true }).click();
  const cost = page.getByTestId('promotion-cost').locator('[data-code="STORYBONUS"] [data-cost]');
  await expect.poll(async () => Number(await cost.getAttribute('data-cost'))).toBeGreaterThanOrEqual(2_000);
  await context.close();
});

test('a read-only operator sees the promotions, the cost report and the applications but no way to change them', async ({ browser, request }) => {
  const name = `rory${suffix}`;
  await value(
    await request.post(api('/api/operator/operators'), { headers: { ...orbit, authorization: `Bearer ${OPERATOR_KEY}` }, data: { name, password: PASSWORD, roles: ['readonly'], brands: ['orbit'] } }),
    'create read-only operator',
  );
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, name, PASSWORD, false, 'orbit');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Promotions', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'STORYBONUS', exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('promotion-cost').locator('[data-code="STORYBONUS"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add promotion' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Promotion applications' }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
