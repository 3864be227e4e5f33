// Issue 19 item 2 (the operator console at /ops), in Chromium at 1366 px: the first owner (made through the API with
// the bootstrap OPERATOR_TOKEN, as `npm run operator -- create-owner` does) signs in and enrols two-step verification
// from the QR code's key; the owner creates a finance operator; the finance operator signs in, sees only its screens,
// approves a withdrawal a player requested (the player's own withdraw page then shows it paid), and the audit log shows
// the approval under its name; it marks a deposit
// paid, makes an API key (shown once) and revokes it, switches to Chinese and Malay and signs out. axe finds nothing
// serious or critical on the sign-in, withdrawals and audit screens; the page's policy blocks nothing the console needs.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT, OPERATOR_KEY, OPERATOR_TOKEN, brandUrl } from './support/brands';
import { actAs, fund, registerMember, value, type TestMember } from './support/members';
import { seriousViolations, signInToConsole } from './support/ops';

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const mesra = { host: `mesra.localhost:${E2E_PORT}` };
const PASSWORD = 'Console-pass-2026';
const suffix = Date.now().toString(36);
const OWNER = `owner${suffix}`;
const FINANCE = `fiona${suffix}`;

test.use({ viewport: { width: 1366, height: 800 }, locale: 'en-GB' });
test.describe.configure({ mode: 'serial' });

/** The first owner: the bootstrap token while no account exists; on a retry (an account exists) the e2e owner key. */
async function createOwner(request: APIRequestContext) {
  const data = { name: OWNER, password: PASSWORD, roles: ['owner'], brands: '*' };
  const boot = await request.post(api('/api/operator/operators'), { headers: { ...mesra, authorization: `Bearer ${OPERATOR_TOKEN}`, 'x-operator-name': 'e2e-bootstrap' }, data });
  if (boot.ok()) return;
  expect((await boot.json()).message).toBe('err_operator_bootstrap_closed');
  await value(await request.post(api('/api/operator/operators'), { headers: { ...mesra, authorization: `Bearer ${OPERATOR_KEY}` }, data }), 'create owner');
}

/** A player of mesra with RM500.00 and a pending withdrawal of RM123.45 to a saved bank account; answers both. */
async function pendingWithdrawal(request: APIRequestContext): Promise<{ id: number; player: TestMember }> {
  const player = await registerMember(request, 'mesra', undefined, { payeeName: 'Siti Binti Ahmad' });
  await fund(request, player, 50_000);
  const auth = { ...mesra, token: player.token };
  await value(await request.put(api('/wps/wallet/paymentPassword'), { headers: auth, data: { paymentPassword: '135790' } }), 'payment password');
  const account = await value<{ id: number }>(
    await request.post(api('/wps/wallet/bankAccounts'), { headers: auth, data: { kind: 'bank', bankName: 'Maybank', accountName: 'Siti Binti Ahmad', accountNumber: '112233445566' } }),
    'bank account',
  );
  const w = await value<{ id: number }>(
    await request.post(api('/wps/wallet/withdraw'), { headers: auth, data: { requestId: `e2e-ops-${suffix}`, amount: 12_345, paymentPassword: '135790', bankAccountId: account.id } }),
    'withdraw',
  );
  return { id: w.id, player };
}

/** A player's deposit of RM50.00 through the demo gateway, not paid yet; answers its id. */
async function pendingDeposit(request: APIRequestContext): Promise<number> {
  const player = await registerMember(request, 'mesra');
  const d = await value<{ deposit: { id: number } }>(
    await request.post(api('/wps/wallet/deposit'), { headers: { ...mesra, token: player.token }, data: { requestId: `e2e-ops-dep-${suffix}`, channelCode: 'DEMOPAY', amount: 5_000 } }),
    'deposit',
  );
  return d.deposit.id;
}

/** Records what the page's Content-Security-Policy blocked (the console must need nothing it forbids). */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) seen.push(msg.text());
  });
  return seen;
}

const menu = (page: Page) => page.getByRole('menu');

test('owner enrols two-step sign-in, creates a finance operator; finance approves a withdrawal; the audit log names it', async ({ browser, request }) => {
  // Two operators sign in (argon2, TOTP enrolment) and the owner opens every screen: past 90 s on 2 shared cores.
  test.setTimeout(240_000);
  await createOwner(request);
  const { id: withdrawalId, player } = await pendingWithdrawal(request);
  const depositId = await pendingDeposit(request);

  // The owner: sign-in with enrolment, then every screen in the menu.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const ownerBlocked = cspViolations(owner);
  await signInToConsole(owner, OWNER, PASSWORD, true);
  for (const label of ['Withdrawals', 'Deposits', 'Audit log', 'Operators', 'My API keys']) await expect(menu(owner).getByRole('menuitem', { name: label })).toBeVisible();
  // The dashboard opens first; an owner of every brand sees them side by side, each in its own currency.
  await owner.getByRole('button', { name: 'All my brands' }).click();
  for (const brand of ['mesra', 'orbit', 'jade']) await expect(owner.locator(`tr[data-brand="${brand}"]`)).toBeVisible();
  await expect(owner.locator('tr[data-brand="mesra"]')).toContainText('RM');
  expect(await seriousViolations(owner)).toEqual([]);

  // The owner creates the finance operator (every brand).
  await menu(owner).getByRole('menuitem', { name: 'Operators' }).click();
  await owner.getByRole('link', { name: 'Create' }).click();
  await owner.getByRole('textbox', { name: 'Name', exact: true }).fill(FINANCE);
  await owner.getByRole('textbox', { name: 'First password' }).fill(PASSWORD);
  await owner.getByRole('checkbox', { name: 'Finance' }).check();
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText(`Operator ${FINANCE} created`)).toBeVisible();
  await expect(owner.getByRole('row').filter({ hasText: FINANCE })).toContainText('Finance');
  expect(ownerBlocked).toEqual([]);
  await ownerContext.close();

  // The finance operator: its own sign-in and enrolment; only the screens of its role.
  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  const financeBlocked = cspViolations(finance);
  await signInToConsole(finance, FINANCE, PASSWORD);
  await expect(menu(finance).getByRole('menuitem', { name: 'Withdrawals' })).toBeVisible();
  await expect(menu(finance).getByRole('menuitem', { name: 'Audit log' })).toBeVisible();
  await expect(menu(finance).getByRole('menuitem', { name: 'My API keys' })).toBeVisible();
  await expect(menu(finance).getByRole('menuitem', { name: 'Operators' })).toHaveCount(0);

  // The pending withdrawal in the queue (RM123.45), approved after the confirmation.
  await menu(finance).getByRole('menuitem', { name: 'Withdrawals' }).click();
  const row = finance.getByRole('row').filter({ has: finance.getByRole('cell', { name: String(withdrawalId), exact: true }) });
  await expect(row).toContainText('RM123.45');
  await expect(row).toContainText('Pending');
  expect(await seriousViolations(finance)).toEqual([]);
  // On a tablet (820 px, portrait) the menu folds into the app bar's drawer and the queue still fits the page.
  await finance.setViewportSize({ width: 820, height: 1180 });
  await expect(row.getByRole('button', { name: 'Approve' })).toBeVisible();
  expect(await finance.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await finance.screenshot({ path: test.info().outputPath('withdrawals-tablet.png') });
  await finance.setViewportSize({ width: 1366, height: 800 });
  await row.getByRole('button', { name: 'Approve' }).click();
  await finance.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(finance.getByText(`Withdrawal #${withdrawalId} approved`)).toBeVisible();
  // Gone from the pending queue; paid for the player.
  await expect(row).toHaveCount(0);
  // The player's own withdraw page on the brand's site shows it paid, asking whether the money arrived.
  const playerContext = await browser.newContext();
  const site = await playerContext.newPage();
  await actAs(site, player);
  await site.goto(brandUrl('mesra', '/withdraw'));
  const paid = site.getByTestId('withdrawal-list').locator(`li[data-withdrawal="${withdrawalId}"]`);
  await expect(paid).toHaveAttribute('data-status', 'paid');
  await expect(paid).toHaveAttribute('data-receipt', 'awaiting');
  await playerContext.close();

  // The audit log shows the approval under the finance operator's name.
  await menu(finance).getByRole('menuitem', { name: 'Audit log' }).click();
  await finance.getByLabel('Action contains').fill('withdrawal');
  const entry = finance.getByRole('row').filter({ hasText: 'wallet.withdrawal.approve' }).filter({ hasText: `operator:${FINANCE}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`"withdrawalId":${withdrawalId}`);
  expect(await seriousViolations(finance)).toEqual([]);

  // A pending deposit (the demo gateway, not paid yet) marked paid from the deposits queue.
  await menu(finance).getByRole('menuitem', { name: 'Deposits' }).click();
  const depositRow = finance.getByRole('row').filter({ has: finance.getByRole('cell', { name: String(depositId), exact: true }) });
  await expect(depositRow).toContainText('RM50.00');
  await depositRow.getByRole('button', { name: 'Mark paid' }).click();
  await finance.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(finance.getByText(`Deposit #${depositId} marked paid`)).toBeVisible();
  await expect(depositRow).toHaveCount(0);

  // An API key of the finance operator for mesra: shown once, works as a bearer, and stops when revoked.
  await menu(finance).getByRole('menuitem', { name: 'My API keys' }).click();
  await finance.getByRole('link', { name: 'Create' }).click();
  await finance.getByRole('textbox', { name: 'Name', exact: true }).fill('reconciliation');
  await finance.getByRole('checkbox', { name: 'Finance' }).check();
  await finance.getByRole('checkbox', { name: 'Mesra88' }).check();
  await finance.getByRole('button', { name: 'Save' }).click();
  const token = await finance.getByTestId('new-api-key').inputValue();
  expect(token).toMatch(/^opk_/);
  await finance.getByRole('button', { name: 'Done' }).click();
  const keyRow = finance.getByRole('row').filter({ hasText: 'reconciliation' });
  await expect(keyRow).toContainText('Finance');
  await expect(keyRow).not.toContainText(token);
  const withKey = () => request.get(api('/api/operator/wallet/withdrawals'), { headers: { ...mesra, authorization: `Bearer ${token}` } });
  expect((await withKey()).status()).toBe(200);
  await keyRow.getByRole('button', { name: 'Revoke' }).click();
  await expect(finance.getByText('Key reconciliation revoked')).toBeVisible();
  expect((await withKey()).status()).toBe(401);

  // The console in Chinese and in Malay: the app bar's language switch.
  await finance.getByRole('button', { name: 'English' }).click();
  await finance.getByRole('menuitem', { name: '中文' }).click();
  await expect(menu(finance).getByRole('menuitem', { name: '审计日志' })).toBeVisible();
  await expect(menu(finance).getByRole('menuitem', { name: '提款' })).toBeVisible();
  await finance.getByRole('button', { name: '中文' }).click();
  await finance.getByRole('menuitem', { name: 'Bahasa Melayu' }).click();
  await expect(menu(finance).getByRole('menuitem', { name: 'Log audit' })).toBeVisible();
  await expect(menu(finance).getByRole('menuitem', { name: 'Pengeluaran' })).toBeVisible();

  // Signing out ends the session: the console asks for the sign-in again.
  await finance.getByRole('button', { name: 'Profil' }).click();
  await finance.getByRole('menuitem', { name: 'Log keluar' }).click();
  await expect(finance.getByRole('heading', { name: 'Log masuk pengendali' })).toBeVisible();
  await finance.reload();
  await expect(finance.getByRole('heading', { name: 'Log masuk pengendali' })).toBeVisible();
  expect(financeBlocked).toEqual([]);
  await financeContext.close();
});

test('/ops is the console on every brand host, never inside a frame', async ({ request }) => {
  for (const brand of ['mesra', 'orbit']) {
    const res = await request.get(api('/ops/'), { headers: { host: `${brand}.localhost:${E2E_PORT}` } });
    expect(res.status()).toBe(200);
    expect(res.headers()['x-frame-options']).toBe('DENY');
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(await res.text()).toContain('<div id="root">');
  }
});
