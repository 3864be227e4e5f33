// Issue 19 item 2 (content in the operator console), in Chromium at 1366 px: an owner (the e2e OPERATOR_KEYS owner
// key, through the API) makes a marketing operator of orbit; the marketing operator signs in at /ops (enrolling
// two-step verification), opens Banners, replaces the first home banner with a PNG file (the dialog previews it as the
// site shows it) and orbit's home page then shows the new image in its banner strip; the audit log names the operator.
// It adds a popup notice whose unsafe markup the preview and the site both drop. A read-only operator sees the
// banners but no way to change them. axe: nothing serious or critical on the banners and notices screens. Another
// marketing operator adds a help-centre article (a taken tag is refused), and orbit's /help#<tag> opens it.
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORT, OPERATOR_KEY, brandUrl } from './support/brands';
import { value } from './support/members';
import { seriousViolations, signInToConsole } from './support/ops';

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
const orbit = { host: `orbit.localhost:${E2E_PORT}` };
const PASSWORD = 'Content-pass-2026';
const suffix = Date.now().toString(36);
const MARKETING = `maya${suffix}`;
const READONLY = `rita${suffix}`;
const HELP_EDITOR = `hana${suffix}`;

test.use({ viewport: { width: 1366, height: 800 }, locale: 'en-GB' });
test.describe.configure({ mode: 'serial' });

/** A width × height PNG of one colour (RGB), made here so the test needs no image file. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3])]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

async function createOperator(request: APIRequestContext, name: string, roles: string[]) {
  await value(
    await request.post(api('/api/operator/operators'), { headers: { ...orbit, authorization: `Bearer ${OPERATOR_KEY}` }, data: { name, password: PASSWORD, roles, brands: ['orbit'] } }),
    `create ${name}`,
  );
}



/** The first banner orbit's home shows (the site's own call, in the brand's default language). */
async function firstHomeBanner(request: APIRequestContext) {
  const list = await value<{ bannerId: number; url: string }[]>(await request.get(api('/wps/content/banners?groupName=/'), { headers: orbit }), 'banners');
  return list[0];
}

test('a marketing operator replaces the home banner and the brand home shows it; the audit log names the operator', async ({ browser, request }) => {
  await createOperator(request, MARKETING, ['marketing']);
  const before = await firstHomeBanner(request);

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, MARKETING, PASSWORD, false, 'orbit');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Banners' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(before.bannerId), exact: true }) });
  await expect(row.getByRole('img')).toHaveAttribute('src', before.url);
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Replace' }).click();
  const dialog = page.getByRole('dialog', { name: `Replace banner #${before.bannerId}` });
  await dialog.getByLabel('Image file (PNG or JPG, at most 2 MB)').setInputFiles({ name: 'raya.png', mimeType: 'image/png', buffer: solidPng(600, 180, [0xd3, 0x2f, 0x2f]) });
  // The preview: the chosen image at the strip's 10:3.
  const preview = dialog.getByTestId('banner-preview');
  await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
  const box = (await preview.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(10 / 3, 1);
  await dialog.getByLabel('Image description (alt text)').fill('Raya red banner');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Banner #${before.bannerId} saved`)).toBeVisible();

  const after = await firstHomeBanner(request);
  expect(after.bannerId).toBe(before.bannerId);
  expect(after.url).toMatch(new RegExp(`^/wps/content/banner-image/${before.bannerId}\\?v=`));
  await expect(row.getByRole('img')).toHaveAttribute('src', after.url);

  // The brand's home shows the new image first in its banner strip, painted (a real PNG).
  const home = await context.newPage();
  await home.goto(brandUrl('orbit'));
  const first = home.getByTestId('banner-strip').locator(`[data-banner="${before.bannerId}"] img`).first();
  await expect(first).toHaveAttribute('src', after.url);
  await expect(first).toHaveAttribute('alt', 'Raya red banner');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);

  // A popup notice: unsafe markup is gone in the preview (the site's sanitising) and in what players get.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Notices and popups' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add notice' }).click();
  const noticeDialog = page.getByRole('dialog', { name: 'New notice' });
  await noticeDialog.getByLabel('Title').fill(`Raya week ${suffix}`);
  await noticeDialog.getByLabel('Content (HTML)').fill('<p onclick="steal()">Double <b>points</b> all week</p><script>window.hacked = 1</script>');
  await noticeDialog.getByRole('button', { name: 'Show preview' }).click();
  const noticePreview = noticeDialog.getByTestId('notice-preview');
  await expect(noticePreview.locator('b')).toHaveText('points');
  expect(await noticePreview.innerHTML()).not.toMatch(/script|onclick/);
  await noticeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Notice #\d+ added/)).toBeVisible();
  const notices = await value<{ popup: { title: string; content: string }[] }>(await request.get(api('/wps/content/notices?lang=en'), { headers: orbit }), 'notices');
  expect(notices.popup).toContainEqual(expect.objectContaining({ title: `Raya week ${suffix}`, content: '<p>Double <b>points</b> all week</p>' }));

  // The audit log: the changes under the operator's name.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Audit log' }).click();
  await page.getByLabel('Action contains').fill('banner');
  const entry = page.getByRole('row').filter({ hasText: 'content.banner.update' }).filter({ hasText: `operator:${MARKETING}` });
  await expect(entry).toHaveCount(1);
  await page.getByLabel('Action contains').fill('notice');
  await expect(page.getByRole('row').filter({ hasText: 'content.notice.create' }).filter({ hasText: `operator:${MARKETING}` })).toHaveCount(1);
  await context.close();
});

test('a read-only operator sees the banners but cannot change them', async ({ browser, request }) => {
  await createOperator(request, READONLY, ['readonly']);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, READONLY, PASSWORD, false, 'orbit');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Banners' }).click();
  await expect(page.getByRole('row').nth(1).getByRole('img')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add banner' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Replace' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test("a marketing operator adds a help-centre article; the site's /help opens it; a taken tag is refused", async ({ browser, request }) => {
  await createOperator(request, HELP_EDITOR, ['marketing']);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, HELP_EDITOR, PASSWORD, false, 'orbit');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Help centre' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'term' }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const add = async (tag: string) => {
    await page.getByRole('button', { name: 'Add article' }).click();
    const dialog = page.getByRole('dialog', { name: 'New help article' });
    await dialog.getByLabel('Tag').fill(tag);
    await dialog.getByLabel('Title').fill(`Withdrawal times ${suffix}`);
    await dialog.getByLabel('Content (HTML)').fill('<p onclick="steal()">Paid within <b>24 hours</b>.</p><script>window.hacked = 1</script>');
    await dialog.getByRole('button', { name: 'Show preview' }).click();
    await expect(dialog.getByTestId('notice-preview').locator('b')).toHaveText('24 hours');
    expect(await dialog.getByTestId('notice-preview').innerHTML()).not.toMatch(/script|onclick/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    return dialog;
  };
  // 'term' is taken in English (the footer's terms): refused with the server's message, the dialog stays open.
  const refused = await add('term');
  await expect(page.getByText('This language already has a help article with this tag.')).toBeVisible();
  await refused.getByRole('button', { name: 'Cancel' }).click();

  const tag = `times-${suffix}`;
  await add(tag);
  await expect(page.getByText(/Help article #\d+ added/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(1);

  const site = await context.newPage();
  await site.goto(brandUrl('orbit', `/help#${tag}`));
  const section = site.locator(`[data-help-section="${tag}"]`);
  await expect(section).toHaveAttribute('data-current', 'true');
  await expect(section).toContainText(`Withdrawal times ${suffix}`);
  await expect(section.locator('b')).toHaveText('24 hours');
  expect(await section.innerHTML()).not.toMatch(/script|onclick/);
  await context.close();
});
