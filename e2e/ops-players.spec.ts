// Issue 19 item 2, dashboard, reports and Players, in Chromium at 1366 px: a support operator of mesra signs in at
// /ops, sees the brand's dashboard (today's registrations) and today's row of the report, finds a player by
// part of the username, opens the profile (the player's registration login is listed), adds an internal note, locks
// the player with a reason (the player's session ends at once), unlocks, resets the password (a temporary one shown
// once), and the audit log lists each change under the operator's name. axe finds nothing serious or critical on the
// list and the profile.
import { expect, test } from '@playwright/test';
import { E2E_PORT, OPERATOR_KEY } from './support/brands';
import { registerMember, value } from './support/members';
import { seriousViolations, signInToConsole } from './support/ops';

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const mesra = { host: `mesra.localhost:${E2E_PORT}` };
const PASSWORD = 'Support-pass-2026';
const SUPPORT = `sam${Date.now().toString(36)}`;

test.use({ viewport: { width: 1366, height: 800 }, locale: 'en-GB' });

test('support finds a player, notes, locks (the session ends) and unlocks, resets the password; the audit log names it', async ({ page, request }) => {
  await value(
    await request.post(api('/api/operator/operators'), { headers: { ...mesra, authorization: `Bearer ${OPERATOR_KEY}` }, data: { name: SUPPORT, password: PASSWORD, roles: ['support'], brands: ['mesra'] } }),
    'create support operator',
  );
  const player = await registerMember(request, 'mesra');
  const playerInfo = () => request.get(api('/wps/member/info'), { headers: { ...mesra, token: player.token } });
  expect((await playerInfo()).status()).toBe(200);

  await signInToConsole(page, SUPPORT, PASSWORD);
  // The dashboard first: today's registrations count the player just registered; axe finds nothing serious.
  await expect(page.getByRole('heading', { name: 'Dashboard: Mesra88' })).toBeVisible();
  expect(Number(await page.getByTestId('today-registrations').innerText())).toBeGreaterThanOrEqual(1);
  expect(await seriousViolations(page)).toEqual([]);
  // The report by day has today's row, and the same registrations.
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  const todayRow = page.getByRole('row').filter({ hasText: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10) });
  await expect(todayRow).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('menuitem', { name: 'Players' }).click();
  await page.getByPlaceholder('Id, username, mobile or e-mail').fill(player.username.slice(0, 10));
  // The search is applied after a pause (react-admin writes it to the address); a row clicked before could be undone.
  await expect(page).toHaveURL(new RegExp(player.username.slice(0, 10)));
  const row = page.getByRole('row').filter({ hasText: player.username });
  await expect(row).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await row.click();

  await expect(page.getByText(player.username).first()).toBeVisible();
  // The registration opened a session: it is in the last logins.
  await expect(page.getByRole('heading', { name: 'Last logins' })).toBeVisible();
  await expect(page.getByText('No logins yet.')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByRole('dialog').getByLabel('Note').fill('Called about a late withdrawal.');
  await page.getByRole('dialog').getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('cell', { name: 'Called about a late withdrawal.' })).toBeVisible();

  await page.getByRole('button', { name: 'Lock' }).click();
  await page.getByRole('dialog').getByLabel('Reason').fill('Suspected shared account');
  await page.getByRole('dialog').getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByText(`${player.username} is locked: signed out everywhere`)).toBeVisible();
  expect((await playerInfo()).status()).toBe(401);
  await expect(page.getByRole('button', { name: 'Unlock' })).toBeVisible();

  await page.getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('dialog').getByLabel('Reason').fill('Identity confirmed by phone');
  await page.getByRole('dialog').getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('button', { name: 'Lock' })).toBeVisible();

  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('dialog').getByLabel('Reason').fill('Player forgot the password');
  await page.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByTestId('temporary-password')).toHaveText(/^[A-Za-z0-9]{12}$/);
  await page.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  for (const action of ['members.password-reset', 'members.status', 'members.note']) {
    await expect(page.getByRole('row').filter({ hasText: action }).filter({ hasText: `operator:${SUPPORT}` }).first()).toBeVisible();
  }
});
