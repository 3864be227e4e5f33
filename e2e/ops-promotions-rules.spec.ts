// Issue 19 (promotions' rules in the console, over issue 18's operator API), in Chromium at 1366 px on orbit:
// 1. a marketing operator creates a deposit-match promotion with its whole rule in the console (50 % up to RM30 on
//    deposits of at least RM20, wagering 2× bonus and deposit, live games counting 10 %); saving it without its cap
//    first shows the server's refusal; a player joins, deposits RM100 through the demo gateway and gets RM30 (the cap),
//    with RM260.00 of wagering on the withdraw page;
// 2. on mesra, the applications queue pages past its first 15 rows (the server's pages): the oldest of 16 new applications is on
//    the second page, where the operator approves it with another amount (RM12.50) and the player is paid exactly that.
// axe: nothing serious or critical on the dialog with the deposit-match rule and on the amount dialog.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORT, OPERATOR_KEY, brandUrl } from './support/brands';
import { actAs, paidDeposit, registerMember, value, type TestMember } from './support/members';
import { seriousViolations, signInToConsole } from './support/ops';

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const orbit = { host: `orbit.localhost:${E2E_PORT}` };
// The queue's test runs on mesra: its 16 applications never push another test's orbit application off a first page.
const mesra = { host: `mesra.localhost:${E2E_PORT}` };
const auth = { authorization: `Bearer ${OPERATOR_KEY}` };
const PASSWORD = 'Promo-pass-2026';
const suffix = Date.now().toString(36);

test.use({ viewport: { width: 1366, height: 800 }, locale: 'en-GB' });

async function marketingOperator(request: APIRequestContext, name: string, brand = orbit) {
  const code = brand.host.split('.')[0];
  await value(await request.post(api('/api/operator/operators'), { headers: { ...brand, ...auth }, data: { name, password: PASSWORD, roles: ['marketing'], brands: [code] } }), 'create marketing operator');
}

interface MemberPromotion {
  id: number;
  code: string;
  claim?: { bonus: number; wagerRequired: number; status: string } | null;
}
const memberPromotions = async (request: APIRequestContext, m: TestMember, brand = orbit) =>
  (await value<{ list: MemberPromotion[] }>(await request.get(api('/wps/promotions/member?lang=en'), { headers: { ...brand, token: m.token } }), 'member promotions')).list;

test('a deposit match made in the console with its rule pays a depositing player what the rule says', async ({ browser, request }) => {
  const name = `mara${suffix}`;
  await marketingOperator(request, name);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, name, PASSWORD, false, 'orbit');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Promotions', exact: true }).click();

  const code = `DM${suffix}`.toUpperCase();
  await page.getByRole('button', { name: 'Add promotion' }).click();
  const create = page.getByRole('dialog', { name: 'New promotion' });
  await create.getByLabel('Code').fill(code);
  await create.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Deposit match' }).click();
  const rule = create.getByTestId('promotion-rule');
  await rule.getByLabel('Match (% of the deposit)').fill('50');
  await rule.getByLabel('Minimum deposit').fill('20');
  await rule.getByLabel('Wagering multiple').fill('2');
  await rule.getByRole('combobox', { name: 'Wagering on' }).click();
  await page.getByRole('option', { name: 'The bonus and the deposit' }).click();
  const contributions = rule.getByTestId('promotion-contributions');
  await contributions.getByRole('button', { name: 'Add a game type' }).click();
  await contributions.getByRole('combobox', { name: 'Game type' }).click();
  await page.getByRole('option', { name: 'LIVE', exact: true }).click();
  await contributions.getByLabel('% of the stake LIVE').fill('10');
  await create.getByLabel('Title').fill(`Half match ${suffix}`);
  expect(await seriousViolations(page)).toEqual([]);

  // Without its cap the server refuses (its message), and nothing is made.
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("The promotion's rule is missing a value its kind needs")).toBeVisible();
  await rule.getByLabel('Cap on the bonus').fill('30');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Promotion ${code} added`)).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
  await expect(row.locator('[data-state]')).toHaveText('Running');

  // The rule as the server keeps it (minor units, basis points).
  const promos = await value<{ list: { id: number; code: string; kind: string; rule: Record<string, unknown> }[] }>(await request.get(api('/api/operator/promotions'), { headers: { ...orbit, ...auth } }), 'promotions');
  const made = promos.list.find((p) => p.code === code)!;
  expect(made.kind).toBe('deposit_match');
  expect(made.rule).toMatchObject({ percentBp: 5_000, cap: 3_000, minDeposit: 2_000, wagerMultiple: 2, wagerBase: 'bonus_deposit', contributions: { LIVE: 10 } });

  // Reopened, the dialog shows the rule as typed.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit promotion ${code}` });
  await expect(edit.getByLabel('Match (% of the deposit)')).toHaveValue('50');
  await expect(edit.getByLabel('Cap on the bonus')).toHaveValue('30');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // A player joins, deposits RM100: 50 % is RM50, capped at RM30; wagering 2 × (RM30 + RM100).
  const player = await registerMember(request, 'orbit');
  await value(await request.post(api(`/wps/promotions/${made.id}/join`), { headers: { ...orbit, token: player.token }, data: {} }), 'join');
  await paidDeposit(request, player, 10_000, 'orbit');
  await expect.poll(async () => (await memberPromotions(request, player)).find((p) => p.code === code)?.claim?.bonus, { timeout: 20_000 }).toBe(3_000);
  const balance = await value<{ mainBalance: number }>(await request.get(api('/wps/v2/wallets/balance'), { headers: { ...orbit, token: player.token } }), 'balance');
  expect(balance.mainBalance).toBe(13_000);

  const site = await context.newPage();
  await actAs(site, player);
  await site.goto(brandUrl('orbit', '/withdraw'));
  const bonus = site.getByTestId('bonus-wagering').locator('[data-status="active"]');
  await expect(bonus).toContainText(code);
  await expect(bonus.getByTestId('wager-progress')).toHaveText('RM0.00 / RM260.00');
  await context.close();
});

test('the applications queue pages past 15 rows; an application approved with another amount pays that amount', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const name = `milo${suffix}`;
  await marketingOperator(request, name, mesra);
  const promos = await value<{ list: { id: number; code: string }[] }>(await request.get(api('/wps/promotions?lang=en'), { headers: mesra }), 'promotions');
  const story = promos.list.find((p) => p.code === 'STORYBONUS')!;
  const apply = async (comment: string) => {
    const m = await registerMember(request, 'mesra');
    await value(await request.post(api(`/wps/promotions/${story.id}/apply`), { headers: { ...mesra, token: m.token }, data: { comment } }), 'apply');
    return m;
  };
  // The oldest of 16: 15 newer ones push it to the second page.
  const first = `Paged win ${suffix}`;
  const player = await apply(first);
  for (let batch = 0; batch < 3; batch++) await Promise.all([1, 2, 3, 4, 5].map((n) => apply(`Newer win ${suffix} ${batch * 5 + n}`)));

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, name, PASSWORD, false, 'mesra');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Promotion applications' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Newer win ${suffix} 15` })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(15);
  await expect(page.getByRole('row').filter({ hasText: first })).toHaveCount(0);
  await page.getByRole('button', { name: /next page/i }).click();
  const app = page.getByRole('row').filter({ hasText: first });
  await expect(app).toBeVisible();

  await app.getByRole('button', { name: 'Another amount' }).click();
  const dialog = page.getByRole('dialog', { name: /Approve application #\d+ with another amount/ });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Bonus to pay').fill('12.50');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/Application #\d+ approved: RM12\.50 paid/)).toBeVisible();

  // The player got RM12.50, not the promotion's RM20.
  await expect.poll(async () => (await memberPromotions(request, player, mesra)).find((p) => p.code === 'STORYBONUS')?.claim?.bonus).toBe(1_250);
  const balance = await value<{ mainBalance: number }>(await request.get(api('/wps/v2/wallets/balance'), { headers: { ...mesra, token: player.token } }), 'balance');
  expect(balance.mainBalance).toBe(1_250);
  await context.close();
});
