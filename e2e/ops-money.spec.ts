// Issue 19 item 2, the players' money and the deposits' proof, in Chromium at 1366 px: a finance operator of mesra
// opens a player's profile and sees the balances, the ledger (the opening credit, a slot bet and its win, each with
// its balance after) and the bet; adjusts the balance by RM12.34 with a reason (the ledger shows it at once); asks
// for RM1,500.00 (above the brand's RM1,000.00 threshold), which stays pending (the balance does not move, and the
// Adjustments screen says the requester cannot decide it) until a SECOND finance operator approves it; the player's
// balance then has it. The second operator sees the receipt image of a bank-transfer deposit in the deposits queue
// (thumbnail, then the full image). axe finds nothing serious or critical on the profile, Adjustments and Deposits.
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT, OPERATOR_KEY } from './support/brands';
import { fund, registerMember, value } from './support/members';
import { seriousViolations, signInToConsole } from './support/ops';

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const mesra = { host: `mesra.localhost:${E2E_PORT}` };
const owner = { ...mesra, authorization: `Bearer ${OPERATOR_KEY}` };
const PASSWORD = 'Finance-pass-2026';
const suffix = Date.now().toString(36);
const FIRST = `fay${suffix}`;
const SECOND = `finn${suffix}`;
// A 1×1 PNG (the receipt a player attached).
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const rm = (minor: number) => `RM${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.use({ viewport: { width: 1366, height: 800 }, locale: 'en-GB' });

async function openPlayer(page: Page, username: string) {
  await page.getByRole('menuitem', { name: 'Players' }).click();
  await page.getByPlaceholder('Id, username, mobile or e-mail').fill(username);
  // react-admin applies the search after a pause (it writes it to the address): a row clicked before that opens the
  // profile, and the late search then takes the page back to the list.
  await expect(page).toHaveURL(new RegExp(username));
  await page.getByRole('row').filter({ hasText: username }).click();
  await expect(page.getByRole('heading', { name: 'Balances' })).toBeVisible();
}

test('finance sees a player’s balances, ledger and bets; a small adjustment shows at once, a large one waits for a second operator; the deposit’s receipt shows', async ({ browser, request }) => {
  // Two operators' sign-ins (argon2) and four screens with axe: longer than the default on 2 shared cores.
  test.setTimeout(240_000);
  for (const name of [FIRST, SECOND]) {
    await value(await request.post(api('/api/operator/operators'), { headers: owner, data: { name, password: PASSWORD, roles: ['finance'], brands: ['mesra'] } }), `create ${name}`);
  }
  // A player with RM100.00 who played one spin of the house slot (RM2.00).
  const player = await registerMember(request, 'mesra');
  await fund(request, player, 10_000);
  const launch = await value<{ url: string }>(await request.post(api('/wps/game/launchGame'), { headers: { ...mesra, token: player.token }, data: { nodeId: 'RNG.HOUSE.SLOT', language: 'en' } }), 'launch');
  const gameToken = new URL(launch.url, 'http://x').searchParams.get('token')!;
  expect((await (await request.post(api('/lgw/house/slot/spin'), { headers: mesra, data: { token: gameToken, stake: 200 } })).json()).success).toBe(true);
  const balance = async () => (await value<{ mainBalance: number }>(await request.get(api(`/api/operator/wallet/members/${player.username}/balance`), { headers: owner }), 'balance')).mainBalance;
  const opening = await balance();
  // Another player's bank transfer with a receipt image, waiting in the deposits queue.
  const payer = await registerMember(request, 'mesra');
  const deposit = await value<{ deposit: { id: number } }>(
    await request.post(api('/wps/wallet/deposit'), { headers: { ...mesra, token: payer.token }, data: { requestId: `e2e-om-${suffix}`, channelCode: 'BANK', amount: 25_000, memberRef: `TRX-${suffix}` } }),
    'bank deposit',
  );
  await value(await request.put(api(`/wps/wallet/deposits/${deposit.deposit.id}/receipt`), { headers: { ...mesra, token: payer.token }, data: { image: PNG } }), 'receipt');

  const first = await (await browser.newContext()).newPage();
  await signInToConsole(first, FIRST, PASSWORD);
  await openPlayer(first, player.username);
  await expect(first.getByTestId('balance-main')).toHaveText(rm(opening));
  await expect(first.getByTestId('balance-pending-withdrawal')).toHaveText(rm(0));
  const ledger = first.getByRole('table', { name: 'Ledger' });
  // Newest first: the spin's win (when it won) and bet, then the opening credit with its reason and request id.
  // Each line's type in the operator's language, with the reason the operator gave.
  await expect(ledger.getByRole('row').filter({ hasText: '-RM2.00' }).first().getByRole('cell').nth(1)).toHaveText('Bet');
  await expect(ledger.getByRole('row').last()).toContainText('Adjustment: e2e opening balance');
  await expect(ledger.getByRole('row').last()).toContainText(rm(10_000));
  await expect(ledger.getByRole('row').last()).toContainText(`operator:e2e-fund-${player.username}`);
  const bets = first.getByRole('table', { name: 'Recent bets' });
  await expect(bets.getByRole('row').filter({ hasText: 'HOUSE' })).toHaveCount(1);
  await expect(bets.getByRole('row').filter({ hasText: 'HOUSE' })).toContainText('RM2.00');
  // The game by its name (the catalogue's, in the console's language), not its code.
  await expect(bets.getByRole('row').filter({ hasText: 'HOUSE' })).toContainText('Fortune Reels 5 (RNG)');
  expect(await seriousViolations(first)).toEqual([]);

  // A small adjustment: applied at once, first in the ledger.
  await first.getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = first.getByRole('dialog');
  await expect(dialog).toContainText(`Above ${rm(100_000)} a second finance operator must approve it.`);
  await dialog.getByLabel('Amount (e.g. 50.00 or -20.00)').fill('12.34');
  await dialog.getByLabel('Reason').fill('Goodwill for a late payout');
  expect(await seriousViolations(first)).toEqual([]);
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(first.getByText(`The balance of ${player.username} is adjusted`)).toBeVisible();
  await expect(first.getByTestId('balance-main')).toHaveText(rm(opening + 1_234));
  await expect(ledger.getByRole('row').nth(1)).toContainText('Adjustment: Goodwill for a late payout');
  await expect(ledger.getByRole('row').nth(1)).toContainText('+RM12.34');
  await expect(ledger.getByRole('row').nth(1)).toContainText(rm(opening + 1_234));

  // A large one: pending, nothing moves; the requester cannot decide it.
  await first.getByRole('button', { name: 'Adjust balance' }).click();
  await dialog.getByLabel('Amount (e.g. 50.00 or -20.00)').fill('1500');
  await dialog.getByLabel('Reason').fill('Jackpot paid by hand');
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(first.getByText(/The adjustment waits for a second operator’s approval \(request #\d+\)/)).toBeVisible();
  expect(await balance()).toBe(opening + 1_234);
  await first.getByRole('menuitem', { name: 'Adjustments' }).click();
  const mine = first.getByRole('row').filter({ hasText: player.username });
  await expect(mine).toContainText(rm(150_000));
  await expect(mine).toContainText('Yours: another operator decides');
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  expect(await seriousViolations(first)).toEqual([]);

  // The second finance operator approves it: the money moves.
  const second = await (await browser.newContext()).newPage();
  await signInToConsole(second, SECOND, PASSWORD);
  await second.getByRole('menuitem', { name: 'Adjustments' }).click();
  const row = second.getByRole('row').filter({ hasText: player.username });
  await expect(row).toContainText(`operator:${FIRST}`);
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(second.getByRole('dialog')).toContainText(`${rm(150_000)} for ${player.username}`);
  await second.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(second.getByText(/Adjustment #\d+ approved/)).toBeVisible();
  await expect.poll(balance).toBe(opening + 1_234 + 150_000);
  await openPlayer(second, player.username);
  await expect(second.getByTestId('balance-main')).toHaveText(rm(opening + 1_234 + 150_000));
  await expect(second.getByRole('table', { name: 'Ledger' }).getByRole('row').nth(1)).toContainText('Adjustment: Jackpot paid by hand');

  // The deposits queue: the bank transfer's receipt as a thumbnail that opens the full image.
  await second.getByRole('menuitem', { name: 'Deposits' }).click();
  const open = second.getByRole('button', { name: `Open the receipt of deposit #${deposit.deposit.id}` });
  await expect(open.getByRole('img')).toBeVisible();
  await expect.poll(() => open.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await seriousViolations(second)).toEqual([]);
  await open.click();
  const full = second.getByRole('dialog', { name: `Receipt of deposit #${deposit.deposit.id}` });
  await expect(full.getByRole('img', { name: `Receipt image of deposit #${deposit.deposit.id}` })).toBeVisible();
  await full.getByRole('button', { name: 'Close' }).click();

  // The audit log: requested by the first, approved by the second.
  const audit = await value<{ actor: string; action: string }[]>(await request.get(api('/api/operator/audit?limit=500'), { headers: owner }), 'audit');
  expect(audit.some((a) => a.action === 'wallet.adjustment.requested' && a.actor === `operator:${FIRST}`)).toBe(true);
  expect(audit.some((a) => a.action === 'wallet.adjustment.approve' && a.actor === `operator:${SECOND}`)).toBe(true);
});
