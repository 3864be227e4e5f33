// Issue 15 items 7-8: the inbox (spec §2 messageV2, §7 CSP_unreadCount) and feedback and complaints (spec §5), in
// the member-centre panel, against the real server, at 360 px and 1366 px, in ms, en and zh. The operator's side
// goes through the operator API (OPERATOR_KEY), as the operator CLI does.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT, OPERATOR_KEY, brandUrl } from './support/brands';
import { text } from './support/accounts';
import { actAs, registerMember, type TestMember } from './support/members';

const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1366, height: 800 },
] as const;
const LANGS = ['ms', 'en', 'zh'] as const;

// A real 1x1 PNG, so the previews and the ticket's image render.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const FEEDBACK_TEXT: Record<(typeof LANGS)[number], string> = {
  ms: 'Deposit saya sebanyak lima puluh ringgit belum masuk lagi',
  en: 'My deposit of fifty ringgit has not arrived yet',
  zh: '我五十令吉的存款还没有到账',
};

const operator = (request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown, brand = 'mesra') =>
  request.fetch(`http://127.0.0.1:${E2E_PORT}${path}`, {
    method,
    headers: { host: `${brand}.localhost:${E2E_PORT}`, authorization: `Bearer ${OPERATOR_KEY}`, 'x-operator-name': 'e2e' },
    ...(data === undefined ? {} : { data }),
  });

async function operatorValue<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown, brand = 'mesra'): Promise<T> {
  const res = await operator(request, method, path, data, brand);
  const body = (await res.json()) as { success: boolean; value: T; message?: string };
  expect(body.success, `${method} ${path}: ${res.status()} ${body.message}`).toBe(true);
  return body.value;
}

const panel = (page: Page) => page.locator('[data-panel="member-centre"]');
const headerBadge = (page: Page) => page.getByTestId('unread-count');
const panelBadge = (page: Page) => panel(page).locator('[data-badge="messageV2"]');

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('[data-panel="member-centre"]').analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // Nor inside the panel's content.
  expect(await panel(page).locator('.mc-panel__content').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
}

async function openAs(page: Page, member: TestMember, lang: string) {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await actAs(page, member);
  // A script in a message must never run.
  page.on('dialog', (d) => {
    throw new Error(`a dialog opened: ${d.message()}`);
  });
}

for (const size of SIZES) {
  for (const lang of LANGS) {
    test.describe(`${lang} at ${size.width} px`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test('an operator message shows in the badge; reading it drops the badge; feedback with an image gets the operator reply', async ({ page, request }) => {
        // The whole round trip with four axe scans: longer than a page test on 2 shared cores.
        test.setTimeout(240_000);
        const member = await registerMember(request);
        const title = `Bonus ${lang} ${size.width}`;
        const sent = await operatorValue<{ id: number }>(request, 'POST', '/api/operator/content/messages', {
          username: member.username,
          title,
          content: '<p>Your <b>weekly bonus</b> is ready.<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
        });

        await openAs(page, member, lang);
        await page.goto(brandUrl('mesra', '/'));
        // The header shows one unread message; its link opens the inbox in the panel, with the same badge.
        await expect(headerBadge(page)).toHaveText('1');
        await page.getByTestId('messages-link').click();
        await expect(page).toHaveURL(/\/messageV2$/);
        await expect(panel(page)).toHaveAttribute('data-page', 'messageV2');
        await expect(panel(page).locator('[data-mc-menu="messageV2"]')).toHaveAttribute('aria-current', 'page');
        await expect(panelBadge(page)).toHaveText('1');
        const item = panel(page).locator(`[data-message="${sent.id}"]`);
        await expect(item).toHaveAttribute('data-read', 'false');
        await expect(item.getByTestId('unread-marker')).toBeAttached();
        await expect(item).toContainText(title);
        await expect(panel(page).getByTestId('inbox-unread')).toHaveText(text(lang, 'inbox.unreadSummary').replace('{{n}}', '1'));
        expect(await seriousViolations(page)).toEqual([]);
        await noSidewaysScroll(page);

        // Open it: the rich content, sanitised; it is read, and both badges drop.
        await item.getByRole('button').click();
        const view = panel(page).getByTestId('message-view');
        await expect(view.locator('b')).toHaveText('weekly bonus');
        await expect(view.locator('script, img[onerror]')).toHaveCount(0);
        await expect(headerBadge(page)).toHaveCount(0);
        await expect(panelBadge(page)).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
        await noSidewaysScroll(page);
        await view.getByTestId('message-back').click();
        await expect(item).toHaveAttribute('data-read', 'true');
        await expect(item.getByTestId('unread-marker')).toHaveCount(0);

        // Feedback and complaints, a tab of the inbox: the rules are checked before anything is sent.
        await panel(page).locator('[data-tab="feedback"]').click();
        await expect(page).toHaveURL(/\/messageV2\?tab=feedback$/);
        const form = panel(page).getByTestId('feedback-form');
        await form.locator('button[type="submit"]').click();
        await expect(form.locator('[data-error-for="questionType"]')).toHaveText(text(lang, 'err_feedback_question_type'));
        await expect(form.locator('[data-error-for="content"]')).toHaveText(text(lang, 'err_feedback_empty'));
        await form.locator('[data-field="content"] textarea').fill('too short');
        await expect(form.locator('[data-error-for="content"]')).toHaveText(text(lang, 'err_feedback_words').replace('(min)', '5').replace('(max)', '500'));
        await form.locator('[data-field="remarks"] input').fill('r'.repeat(141));
        await expect(form.locator('[data-error-for="remarks"]')).toHaveText(text(lang, 'err_feedback_remarks').replace('(max)', '140'));
        await expect(panel(page).getByTestId('ticket-list')).toContainText(text(lang, 'feedback.none'));
        // A file that is not PNG or JPG (whatever it is called) is not attached.
        const file = form.getByTestId('feedback-file');
        await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a not a png at all') });
        await expect(form.locator('[data-error-for="images"]')).toHaveText(text(lang, 'err_feedback_image_type'));
        await expect(form.locator('[data-preview]')).toHaveCount(0);
        await file.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
        await expect(form.locator('[data-preview]')).toHaveCount(1);
        await expect(form.locator('[data-error-for="images"]')).toHaveCount(0);

        await form.locator('[data-field="questionType"] select').selectOption('deposit');
        await form.locator('[data-field="content"] textarea').fill(FEEDBACK_TEXT[lang]);
        await form.locator('[data-field="remarks"] input').fill('ref 1234');
        await expect(form.locator('.form__error')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
        await noSidewaysScroll(page);
        await form.locator('button[type="submit"]').click();
        await expect(form.locator('[data-status="ok"]')).toBeVisible();
        const ticket = panel(page).locator('[data-ticket]').first();
        await expect(ticket).toHaveAttribute('data-status', 'open');
        await expect(ticket).toContainText(FEEDBACK_TEXT[lang]);
        await expect(ticket).toContainText(text(lang, 'feedback.status.open'));
        await expect(ticket.locator('img.ticket__image')).toHaveAttribute('src', /^blob:/);
        const ticketId = Number(await ticket.getAttribute('data-ticket'));

        // The operator finds it (open, with its image) and replies through the operator API.
        const open = await operatorValue<{ id: number; username: string; images: { url: string }[] }[]>(request, 'GET', '/api/operator/content/feedback?status=open');
        const mine = open.find((f) => f.id === ticketId)!;
        expect(mine.username).toBe(member.username);
        const image = await operator(request, 'GET', mine.images[0].url);
        expect(Buffer.compare(await image.body(), PNG)).toBe(0);
        const reply = `Credited, thank you (${lang})`;
        await operatorValue(request, 'POST', `/api/operator/content/feedback/${ticketId}/reply`, { reply });

        // The player sees the reply on the ticket, and as a new message (the badge is back at 1).
        await page.reload();
        await expect(panel(page)).toHaveAttribute('data-page', 'messageV2');
        await expect(ticket).toHaveAttribute('data-status', 'replied');
        await expect(ticket.getByTestId('ticket-reply')).toContainText(reply);
        await expect(ticket).toContainText(text(lang, 'feedback.status.replied'));
        await expect(headerBadge(page)).toHaveText('1');
        await expect(panelBadge(page)).toHaveText('1');
        expect(await seriousViolations(page)).toEqual([]);
        await noSidewaysScroll(page);

        await panel(page).locator('[data-tab="messages"]').click();
        const replyItem = panel(page).locator('[data-read="false"]');
        await expect(replyItem).toHaveCount(1);
        await expect(replyItem).toContainText(text(lang, 'inbox.feedbackReplyTitle').replace('{{id}}', String(ticketId)));
        await replyItem.getByRole('button').click();
        await expect(panel(page).getByTestId('message-view')).toContainText(reply);
        await expect(headerBadge(page)).toHaveCount(0);

        // Deleting a message removes it from the list.
        await panel(page).getByTestId('message-delete').click();
        await panel(page).getByTestId('message-delete-confirm').click();
        await expect(panel(page).getByTestId('message-list')).toBeVisible();
        await expect(panel(page).locator('[data-message]')).toHaveCount(1);
        await expect(panel(page).locator(`[data-message="${sent.id}"]`)).toBeVisible();
        await noSidewaysScroll(page);
      });
    });
  }
}

test('a broadcast reaches the player; deleting it there leaves it for other players; paging', async ({ page, request, browser }) => {
  // On orbit: a brand-wide broadcast reaches every member of the brand, and the mesra tests count their own unread.
  const brand = 'orbit';
  const [a, b] = [await registerMember(request, brand), await registerMember(request, brand)];
  // 16 personal messages (two pages of 15) and one broadcast, newest first.
  for (let i = 1; i <= 16; i++) await operatorValue(request, 'POST', '/api/operator/content/messages', { username: a.username, title: `Note ${i}`, content: `<p>${i}</p>` }, brand);
  const cast = await operatorValue<{ id: number }>(request, 'POST', '/api/operator/content/broadcasts', { title: `Everyone ${Date.now()}`, content: '<p>Hello all</p>' }, brand);

  await openAs(page, a, 'en');
  await page.goto(brandUrl(brand, '/messageV2'));
  await expect(panel(page).locator('[data-message]')).toHaveCount(15);
  await expect(panel(page).locator('[data-message]').first()).toHaveAttribute('data-message', String(cast.id));
  await expect(headerBadge(page)).toHaveText(String(await unreadOf(request, a, brand)));
  await panel(page).locator('.pager button[aria-current="page"]').waitFor();
  await panel(page).locator('.pager').getByRole('button', { name: '2', exact: true }).click();
  await expect(panel(page).locator('[data-message]')).toHaveCount(2);
  await expect(panel(page).locator('[data-message]').last()).toContainText('Note 1');
  await panel(page).locator('.pager').getByRole('button', { name: '1', exact: true }).click();

  await panel(page).locator(`[data-message="${cast.id}"] button`).click();
  await panel(page).getByTestId('message-delete').click();
  await panel(page).getByTestId('message-delete-confirm').click();
  await expect(panel(page).locator(`[data-message="${cast.id}"]`)).toHaveCount(0);
  await expect(panel(page).getByRole('status')).toHaveText('The message was deleted.');

  const other = await browser.newPage();
  await openAs(other, b, 'en');
  await other.goto(brandUrl(brand, '/messageV2'));
  await expect(panel(other).locator(`[data-message="${cast.id}"]`)).toHaveAttribute('data-read', 'false');
  await other.close();
});

async function unreadOf(request: APIRequestContext, m: TestMember, brand = 'mesra'): Promise<number> {
  const res = await request.get(`http://127.0.0.1:${E2E_PORT}/wps/relay/CSP_unreadCount`, { headers: { host: `${brand}.localhost:${E2E_PORT}`, token: m.token } });
  return ((await res.json()) as { value: number }).value;
}
