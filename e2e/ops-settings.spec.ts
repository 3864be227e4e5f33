// Issue 19 item 2 (brand settings and switches; messages to players; feedback tickets), in Chromium at 1366 px on
// mesra: an owner turns maintenance on with an end time in the console's Brand settings and the brand's site shows its
// maintenance screen with that time and text, then turns it off and the site is back; a support operator sends a
// message that the player finds in the member centre's inbox and answers the feedback ticket the player filed (the
// player sees the reply on the ticket); a read-only operator sees the settings but no way to change them. axe: nothing
// serious or critical on the brand settings, messages and feedback screens.
// It switches a whole brand to maintenance, so it runs in the maintenance project, after every other spec
// (playwright.config.ts): `E2E_PORT=… npx playwright test --project=maintenance --no-deps e2e/ops-settings.spec.ts`.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT, OPERATOR_KEY, brandUrl } from './support/brands';
import { operator } from './support/accounts';
import { actAs, registerMember, value, type TestMember } from './support/members';
import { seriousViolations, signInToConsole } from './support/ops';

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const mesra = { host: `mesra.localhost:${E2E_PORT}` };
const PASSWORD = 'Settings-pass-2026';
const suffix = Date.now().toString(36);
const OWNER = `olga${suffix}`;
const SUPPORT = `sam${suffix}`;
const READONLY = `rex${suffix}`;
const TICKET_TEXT = 'My deposit of fifty ringgit has not arrived yet';
// A real 1x1 PNG: the receipt the player attaches to the ticket.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test.use({ viewport: { width: 1366, height: 800 }, locale: 'en-GB', timezoneId: 'UTC' });
test.describe.configure({ mode: 'serial' });

let player: TestMember;
let ticketId: number;

async function createOperator(request: APIRequestContext, name: string, roles: string[]) {
  await value(
    await request.post(api('/api/operator/operators'), { headers: { ...mesra, authorization: `Bearer ${OPERATOR_KEY}` }, data: { name, password: PASSWORD, roles, brands: ['mesra'] } }),
    `create ${name}`,
  );
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.beforeAll(async ({ request }) => {
  await Promise.all([createOperator(request, OWNER, ['owner']), createOperator(request, SUPPORT, ['support']), createOperator(request, READONLY, ['readonly'])]);
  player = await registerMember(request, 'mesra');
  const ticket = await value<{ id: number }>(
    await request.put(api('/wps/feedback'), { headers: { ...mesra, token: player.token }, data: { questionType: 'deposit', content: TICKET_TEXT, remarks: 'ref 5521', images: [{ name: 'receipt.png', data: PNG }] } }),
    'feedback',
  );
  ticketId = ticket.id;
});

test.afterAll(async ({ request }) => {
  // Never leave the brand closed, whatever happened above.
  await operator(request, 'mesra', 'maintenance', { enabled: false });
});

test('an owner turns maintenance on with an end time and the brand site shows the maintenance screen; off again, the site is back', async ({ browser }) => {
  // A sign-in with enrolment, a site page and axe: room on 2 shared cores.
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, OWNER, PASSWORD);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Brand settings' }).click();
  const maintenance = section(page, 'Maintenance');
  await expect(maintenance.getByTestId('maintenance-state')).toHaveText('The site is open.');
  expect(await seriousViolations(page)).toEqual([]);

  // Two hours from now, to the minute, in the console's time zone (UTC here).
  const end = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 2 * 3600_000);
  await maintenance.getByLabel('Maintenance on').check();
  await maintenance.getByLabel('Ends at').fill(end.toISOString().slice(0, 16));
  await maintenance.getByLabel('Text for players (en)').fill('We are adding new games tonight.');
  await maintenance.getByRole('button', { name: 'Save maintenance' }).click();
  await expect(page.getByText('Saved. The site uses the new setting at once.')).toBeVisible();
  await expect(maintenance.getByTestId('maintenance-state')).toHaveText('The site is under maintenance now.');

  const site = await context.newPage();
  await site.goto(brandUrl('mesra', '/?lang=en'));
  const screen = site.getByTestId('maintenance-screen');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('We are adding new games tonight.');
  await expect(screen.locator('time')).toHaveAttribute('datetime', end.toISOString());

  await maintenance.getByLabel('Maintenance on').uncheck();
  await maintenance.getByRole('button', { name: 'Save maintenance' }).click();
  await expect(maintenance.getByTestId('maintenance-state')).toHaveText('The site is open.');
  await site.reload();
  await expect(site.locator('header.shell-header')).toBeVisible();
  await expect(site.getByTestId('maintenance-screen')).toHaveCount(0);

  // The audit log names the owner.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Audit log' }).click();
  await page.getByLabel('Action contains').fill('maintenance');
  await expect(page.getByRole('row').filter({ hasText: 'maintenance.set' }).filter({ hasText: `operator:${OWNER}` })).toHaveCount(2);
  await context.close();
});

test('a support operator sends a message the player reads in the inbox and answers the ticket the player filed', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, SUPPORT, PASSWORD);

  // A message to the player, by username.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Messages' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Message a player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message to one player' });
  const title = `Deposit checked ${suffix}`;
  await dialog.getByLabel('Username').fill(player.username);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Message (HTML)').fill('<p>We found your <b>deposit</b>; it is in your wallet.</p>');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Sent to ${player.username}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText(player.username);
  // Support does not broadcast (marketing does).
  await expect(page.getByRole('button', { name: 'Message everyone' })).toHaveCount(0);

  // The player's ticket: its text, then the reply.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Feedback' }).click();
  const row = page.getByRole('row').filter({ hasText: player.username });
  await expect(row).toContainText('Open');
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('cell', { name: String(ticketId), exact: true }).click();
  await expect(page.getByRole('heading', { name: `Ticket #${ticketId} from ${player.username}` })).toBeVisible();
  await expect(page.getByTestId('ticket-content')).toHaveText(TICKET_TEXT);
  const receipt = page.getByRole('img', { name: 'Image 1 the player attached' });
  await expect.poll(() => receipt.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
  const reply = 'Thank you, the deposit is now in your wallet.';
  await page.getByLabel('Reply to the player').fill(reply);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`Reply sent for ticket #${ticketId}`)).toBeVisible();
  await expect(page.getByTestId('ticket-reply')).toHaveText(reply);
  await context.close();

  // The player: the message in the inbox, the reply on the ticket.
  const playerContext = await browser.newContext();
  const site = await playerContext.newPage();
  await site.addInitScript(() => localStorage.setItem('lang', 'en'));
  await actAs(site, player);
  await site.goto(brandUrl('mesra', '/messageV2'));
  const panel = site.locator('[data-panel="member-centre"]');
  const item = panel.getByTestId('message-list').locator('[data-message]').filter({ hasText: title });
  await expect(item).toHaveAttribute('data-read', 'false');
  await item.getByRole('button').click();
  await expect(panel.getByTestId('message-view').locator('b')).toHaveText('deposit');
  await site.goto(brandUrl('mesra', '/messageV2?tab=feedback'));
  const ticket = panel.locator(`[data-ticket="${ticketId}"]`);
  await expect(ticket).toHaveAttribute('data-status', 'replied');
  await expect(ticket).toContainText(reply);
  await playerContext.close();
});

test('a read-only operator sees the brand settings but cannot change them', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, READONLY, PASSWORD);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Brand settings' }).click();
  const maintenance = section(page, 'Maintenance');
  await expect(maintenance.getByTestId('maintenance-read-only')).toHaveText('You can look but not change this.');
  await expect(maintenance.getByLabel('Maintenance on')).toBeDisabled();
  await expect(section(page, 'Switches and modules').getByLabel('Free play (trial account)')).toBeDisabled();
  await expect(section(page, 'Payment channels').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add channel' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // Nor messages or replies.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Messages' }).click();
  await expect(page.getByRole('button', { name: 'Message a player' })).toHaveCount(0);
  await context.close();
});
