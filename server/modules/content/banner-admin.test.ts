// Issue 19 item 2 (spec §2 Banner strip): operators manage each brand's banners. Marketing (and owner) adds,
// replaces, reorders and removes; every role reads; another brand's operator is refused; bad input writes nothing;
// each change has its audit row with before and after; the site's banner call and the home page's banner hint show
// the change at once.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { auditLog } from '../tenancy/tables';
import { banners } from './tables';

const OWNER = 'banner-owner-token';
const KEYS = [
  { token: 'banner-marketing-mesra', name: 'maya', roles: ['marketing' as const], brands: ['mesra'] },
  { token: 'banner-readonly-mesra', name: 'rita', roles: ['readonly' as const], brands: ['mesra'] },
  { token: 'banner-support-mesra', name: 'sue', roles: ['support' as const], brands: ['mesra'] },
  { token: 'banner-marketing-jade', name: 'jay', roles: ['marketing' as const], brands: ['jade'] },
];
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
const dataUrl = (mime: string, b: Buffer) => `data:${mime};base64,${b.toString('base64')}`;
const BOX = '<div class="banner-skeleton" aria-hidden="true"><div class="banner-skeleton__box">';

describe.each(backends)('operator banners on %s', (backend) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'banner-dist-'));
    mkdirSync(join(dist, 'mesra'), { recursive: true });
    writeFileSync(join(dist, 'mesra', 'index.html'), `<!doctype html><html><head><title>mesra home</title></head><body>${BOX}</div></div></body></html>`);
    t = await createTestApp(backend, { system: { operatorToken: OWNER, operatorKeys: KEYS }, distDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const op = (token: string, host = 'mesra.localhost') => ({ host, authorization: `Bearer ${token}` });
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token = 'banner-marketing-mesra', payload?: unknown, host?: string) =>
    t.app.inject({ method, url, headers: op(token, host), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const siteBanners = async (host = 'mesra.localhost') => (await t.app.inject({ url: '/wps/content/banners?groupName=/', headers: { host } })).json().value as { bannerId: number; url: string; title: string; linkUrl: string | null }[];
  const counts = async () => ({
    banners: Number((await t.database.db.select({ n: count() }).from(banners))[0].n),
    audit: Number((await t.database.db.select({ n: count() }).from(auditLog))[0].n),
  });
  const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  it('marketing adds a home banner from an upload; the site lists it and serves the image; the home page hints it; the audit has it', async () => {
    const res = await call('POST', '/api/operator/content/banners', undefined, { groupName: '/', title: 'Raya bonus', image: dataUrl('image/png', PNG), linkUrl: '/promotions' });
    expect(res.statusCode, res.body).toBe(200);
    const banner = res.json().value;
    expect(banner).toMatchObject({ groupName: '/', language: null, title: 'Raya bonus', uploaded: true, linkUrl: '/promotions', sortOrder: 0 });
    expect(banner.url).toMatch(new RegExp(`^/wps/content/banner-image/${banner.id}\\?v=\\w+$`));

    const site = await siteBanners();
    expect(site.map((b) => b.bannerId)).toEqual([banner.id]);
    expect(site[0]).toMatchObject({ url: banner.url, title: 'Raya bonus', linkUrl: '/promotions', linkageType: 1 });
    const img = await t.app.inject({ url: banner.url, headers: { host: 'mesra.localhost' } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(img.rawPayload, PNG)).toBe(0);
    // Not another brand's: the image is found by the brand of the host.
    expect((await t.app.inject({ url: banner.url, headers: { host: 'jade.localhost' } })).statusCode).toBe(404);

    const page = await t.app.inject({ url: '/', headers: { host: 'mesra.localhost' } });
    expect(page.body).toContain(`<link rel="preload" as="image" href="${banner.url}"`);

    const audit = await lastAudit();
    expect(audit).toMatchObject({ actor: 'operator:maya', action: 'content.banner.create' });
    expect(audit.detail).toMatchObject({ bannerId: banner.id, before: null, after: { title: 'Raya bonus', uploaded: true, imageBytes: PNG.length } });
  });

  it('marketing replaces the image (a new URL) and the home page shows the new one at once; reorders; deletes', async () => {
    const [first] = await siteBanners();
    await t.app.inject({ url: '/', headers: { host: 'mesra.localhost' } }); // the hint is cached now
    const second = (await call('POST', '/api/operator/content/banners', undefined, { groupName: '/', title: 'Second', imageUrl: 'https://cdn.example.com/b2.jpg' })).json().value;
    expect(second).toMatchObject({ sortOrder: 1, uploaded: false, url: 'https://cdn.example.com/b2.jpg', linkUrl: null });

    const replaced = await call('PATCH', `/api/operator/content/banners/${first.bannerId}`, undefined, { image: dataUrl('image/jpeg', JPG), linkUrl: '' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const now = replaced.json().value;
    expect(now.url).not.toBe(first.url);
    expect(now.linkUrl).toBeNull();
    const img = await t.app.inject({ url: now.url, headers: { host: 'mesra.localhost' } });
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect((await siteBanners())[0]).toMatchObject({ bannerId: first.bannerId, url: now.url, linkageType: 0 });
    // The page's banner hint no longer names the old image (the change bus dropped the cached one).
    const page = (await t.app.inject({ url: '/', headers: { host: 'mesra.localhost' } })).body;
    expect(page).toContain(`href="${now.url}"`);
    expect(page).not.toContain(first.url);
    const audit = await lastAudit();
    expect(audit.action).toBe('content.banner.update');
    expect(audit.detail).toMatchObject({ before: { url: first.url, linkUrl: '/promotions' }, after: { url: now.url, linkUrl: null, imageBytes: JPG.length } });

    const order = await call('PUT', '/api/operator/content/banners/order', undefined, { groupName: '/', ids: [second.id, first.bannerId] });
    expect(order.statusCode, order.body).toBe(200);
    expect((await siteBanners()).map((b) => b.bannerId)).toEqual([second.id, first.bannerId]);
    expect((await lastAudit()).detail).toMatchObject({ groupName: '/', before: [first.bannerId, second.id], after: [second.id, first.bannerId] });

    const gone = await call('DELETE', `/api/operator/content/banners/${second.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await siteBanners()).map((b) => b.bannerId)).toEqual([first.bannerId]);
    expect(await lastAudit()).toMatchObject({ action: 'content.banner.delete', detail: { bannerId: second.id, after: null } });
  });

  it('a language variant: only a language the brand offers', async () => {
    const zh = await call('POST', '/api/operator/content/banners', undefined, { groupName: '/', title: '中文横幅', language: 'zh', imageUrl: '/assets/zh-banner.png' });
    expect(zh.statusCode, zh.body).toBe(200);
    const zhSite = (await t.app.inject({ url: '/wps/content/banners?groupName=/&lang=zh', headers: { host: 'mesra.localhost' } })).json().value;
    expect(zhSite.map((b: { title: string }) => b.title)).toEqual(['中文横幅']);
    const before = await counts();
    const bad = await call('POST', '/api/operator/content/banners', undefined, { groupName: '/', title: 'x', language: 'fr', imageUrl: '/a.png' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('err_banner_language');
    expect(await counts()).toEqual(before);
  });

  it('every role reads; only marketing and owner change; another brand is refused; another brand never sees the banner', async () => {
    const list = await call('GET', '/api/operator/content/banners?groupName=/', 'banner-readonly-mesra');
    expect(list.statusCode).toBe(200);
    expect(list.json().value.length).toBeGreaterThan(0);
    const id = list.json().value[0].id;

    const before = await counts();
    const support = await call('PATCH', `/api/operator/content/banners/${id}`, 'banner-support-mesra', { title: 'nope' });
    expect(support.statusCode).toBe(403);
    expect(support.json().code).toBe('operator_role');
    const readonly = await call('DELETE', `/api/operator/content/banners/${id}`, 'banner-readonly-mesra');
    expect(readonly.statusCode).toBe(403);
    const otherBrand = await call('PATCH', `/api/operator/content/banners/${id}`, 'banner-marketing-jade', { title: 'nope' });
    expect(otherBrand.statusCode).toBe(403);
    expect(otherBrand.json().code).toBe('operator_brand');
    // jade's marketing on its own brand: mesra's banner is not there.
    const notFound = await call('PATCH', `/api/operator/content/banners/${id}`, 'banner-marketing-jade', { title: 'nope' }, 'jade.localhost');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().message).toBe('err_banner_not_found');
    expect((await call('GET', '/api/operator/content/banners', 'banner-marketing-jade', undefined, 'jade.localhost')).json().value).toEqual([]);
    expect(await siteBanners('jade.localhost')).toEqual([]);
    expect(await counts()).toEqual(before);

    const owner = await t.app.inject({ method: 'PATCH', url: `/api/operator/content/banners/${id}`, headers: { ...op(OWNER), 'x-operator-name': 'olive' }, payload: { title: 'By the owner' } });
    expect(owner.statusCode, owner.body).toBe(200);
    expect((await lastAudit()).actor).toBe('operator:olive');
  });

  it('bad input is a 4xx with a message key and writes nothing', async () => {
    const [b] = (await call('GET', '/api/operator/content/banners?groupName=/', 'banner-readonly-mesra')).json().value;
    const before = await counts();
    const [row] = await t.database.db.select().from(banners).where(and(eq(banners.merchantId, t.app.tenants.get('mesra')!.merchantId), eq(banners.id, b.id)));
    const cases: [string, 'POST' | 'PATCH' | 'PUT' | 'DELETE', unknown, string][] = [
      ['a GIF', 'POST', { groupName: '/', title: 'x', image: dataUrl('image/png', GIF) }, 'err_banner_image'],
      ['not a data URL', 'POST', { groupName: '/', title: 'x', image: 'hello' }, 'err_banner_image'],
      ['too big', 'POST', { groupName: '/', title: 'x', image: dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])) }, 'err_banner_image'],
      ['no image', 'POST', { groupName: '/', title: 'x' }, 'err_banner_image_one'],
      ['both images', 'POST', { groupName: '/', title: 'x', image: dataUrl('image/png', PNG), imageUrl: '/a.png' }, 'err_banner_image_one'],
      ['an http image URL', 'POST', { groupName: '/', title: 'x', imageUrl: 'http://example.com/a.png' }, ''],
      ['a javascript link', 'POST', { groupName: '/', title: 'x', imageUrl: '/a.png', linkUrl: 'javascript:alert(1)' }, ''],
      ['a protocol-relative image', 'POST', { groupName: '/', title: 'x', imageUrl: '//evil.example/a.png' }, ''],
      ['an unknown group', 'POST', { groupName: '/nowhere', title: 'x', imageUrl: '/a.png' }, ''],
      ['an empty title', 'POST', { groupName: '/', title: '', imageUrl: '/a.png' }, ''],
      ['a GIF replacement', 'PATCH', { image: dataUrl('image/jpeg', GIF) }, 'err_banner_image'],
      ['an empty change', 'PATCH', {}, ''],
      ['an unknown field', 'PATCH', { colour: 'red' }, ''],
      ['an order with another group', 'PUT', { groupName: '/live', ids: [b.id] }, 'err_banner_order'],
      ['an order naming one twice', 'PUT', { groupName: '/', ids: [b.id, b.id] }, 'err_banner_order'],
    ];
    for (const [what, method, body, key] of cases) {
      const url = method === 'PATCH' ? `/api/operator/content/banners/${b.id}` : method === 'PUT' ? '/api/operator/content/banners/order' : '/api/operator/content/banners';
      const res = await call(method, url, undefined, body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      const message = res.json().message as string;
      expect(message, what).toMatch(/^err_/);
      if (key) expect(message, what).toBe(key);
    }
    expect((await call('DELETE', '/api/operator/content/banners/999999')).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
    const [after] = await t.database.db.select().from(banners).where(and(eq(banners.merchantId, t.app.tenants.get('mesra')!.merchantId), eq(banners.id, b.id)));
    expect(after).toEqual(row);
  });
});
