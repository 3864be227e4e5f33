// Issue 19 item 2 (console "Brand settings and switches", banners' dates): the operator routes the console's brand
// settings screen adds over the existing ones. The owner replaces the customer-service links (the permission response
// and the CS store then carry them; reset goes back to the manifest's), changes which optional registration fields the
// form shows and requires (GET /wps/system/setting/register then says so), and reads what is in force for the brand
// (switches with defaults, maintenance, region blocks, CDNs); a banner with dates is on the site only within them.
// Other roles read but are refused changes; bad input gets a 4xx with a message key and writes nothing; each change is
// in the audit log with before and after.
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { auditLog } from '../tenancy/tables';

const OWNER = 'settings-owner-token';
const KEYS = [
  { token: 'settings-readonly-mesra', name: 'rita', roles: ['readonly' as const], brands: ['mesra'] },
  { token: 'settings-support-mesra', name: 'sue', roles: ['support' as const], brands: ['mesra'] },
  { token: 'settings-marketing-mesra', name: 'maya', roles: ['marketing' as const], brands: ['mesra'] },
  { token: 'settings-owner-jade', name: 'jo', roles: ['owner' as const], brands: ['jade'] },
];
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const HOUR = 3_600_000;

describe.each(backends)('brand settings operator routes on %s', (backend) => {
  let t: TestApp;
  const clock = new TestClock('2026-06-01T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(backend, { system: { operatorToken: OWNER, operatorKeys: KEYS }, clock });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token = OWNER, payload?: unknown, host = 'mesra.localhost') =>
    t.app.inject({ method, url, headers: { host, authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const audits = async () => Number((await t.database.db.select({ n: count() }).from(auditLog))[0].n);
  const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  const status = async (host = 'mesra.localhost') => (await t.app.inject({ url: '/wps/system/status', headers: { host } })).json().value;

  it("reads what is in force: switches with the manifest's defaults, maintenance, region blocks and CDNs", async () => {
    expect((await call('PUT', '/api/operator/switches', OWNER, { switches: { freePlay: false, MISSION: false } })).statusCode).toBe(200);
    expect((await call('PUT', '/api/operator/blocked-countries', OWNER, { block: ['us'] })).statusCode).toBe(200);
    const end = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
    expect((await call('PUT', '/api/operator/maintenance', OWNER, { enabled: true, endTime: end, info: { en: 'Upgrading' } })).statusCode).toBe(200);

    const res = await call('GET', '/api/operator/brand-settings', 'settings-readonly-mesra');
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    const sw = (name: string) => v.switches.find((s: { name: string }) => s.name === name);
    expect(sw('freePlay')).toMatchObject({ value: false, overridden: true });
    expect(sw('MISSION')).toEqual({ name: 'MISSION', value: false, defaultValue: true, overridden: true });
    expect(sw('VIP')).toEqual({ name: 'VIP', value: true, defaultValue: true, overridden: false });
    expect(v.maintenance).toMatchObject({ enabled: true, endTime: end, info: { en: 'Upgrading' } });
    expect(v.blockedCountries.block).toEqual(['US']);
    expect(v.blockedCountries.effective).toContain('US');
    expect(v.cdn.imageCDNs).toEqual(v.cdn.manifestImageCDNs);
    expect(v.languages).toEqual(expect.arrayContaining(['ms', 'en']));
    // The site shows maintenance until the end time, then not.
    expect((await status()).maintenance).toMatchObject({ enabled: true, endTime: end, info: 'Upgrading' });
    clock.advance(3 * HOUR);
    expect((await status()).maintenance.enabled).toBe(false);
    expect((await call('PUT', '/api/operator/maintenance', OWNER, { enabled: false })).statusCode).toBe(200);
    // Another brand's operator reads nothing of mesra.
    expect((await call('GET', '/api/operator/brand-settings', 'settings-owner-jade')).statusCode).toBe(403);
  });

  it('the owner replaces the customer-service links: the permission response and the CS store carry them; reset goes back to the manifest', async () => {
    const before = await call('GET', '/api/operator/content/customer-service', 'settings-readonly-mesra');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().value).toMatchObject({ overridden: false });
    const manifest = before.json().value.manifest;
    expect(before.json().value.links).toEqual(manifest);

    const n = await audits();
    const links = { liveChat: 'https://chat.example.com/mesra', telegram: ['https://t.me/mesra_help'], whatsapp: 'https://wa.me/60123456789' };
    const res = await call('PUT', '/api/operator/content/customer-service', OWNER, { links });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ links, overridden: true });
    const entries = (await status()).customerService as { title: string; path: string }[];
    expect(entries).toEqual([
      { csType: 1, csPosition: 'header', title: 'liveChat', path: 'https://chat.example.com/mesra' },
      { csType: 2, csPosition: 'side', title: 'telegram1', path: 'https://t.me/mesra_help' },
      { csType: 2, csPosition: 'side', title: 'whatsapp', path: 'https://wa.me/60123456789' },
    ]);
    const store = (await t.app.inject({ url: '/wps/relay/CSP_getStore', headers: { host: 'mesra.localhost' } })).json().value as { title: string; path: string }[];
    expect(store.map((e) => e.title)).toEqual(['liveChat', 'telegram1', 'whatsapp', 'liveChat']);
    expect(await audits()).toBe(n + 1);
    expect(await lastAudit()).toMatchObject({ actor: expect.stringMatching(/^operator:/), action: 'customerService.set' });
    expect((await lastAudit()).detail).toMatchObject({ before: null, after: links });
    // jade is untouched.
    expect((await status('jade.localhost')).customerService).not.toContainEqual(expect.objectContaining({ path: 'https://chat.example.com/mesra' }));

    // Refused: other roles, another brand's owner, a link that is not http(s), an unknown field. Nothing written.
    const m = await audits();
    for (const token of ['settings-readonly-mesra', 'settings-support-mesra', 'settings-marketing-mesra', 'settings-owner-jade']) {
      expect((await call('PUT', '/api/operator/content/customer-service', token, { links })).statusCode, token).toBe(403);
    }
    for (const bad of [{ links: { liveChat: 'javascript:alert(1)' } }, { links: { skype: 'https://x.example' } }, { links: { telegram: ['https://a.example', 'https://b.example', 'https://c.example', 'https://d.example'] } }]) {
      const r = await call('PUT', '/api/operator/content/customer-service', OWNER, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json().message).toMatch(/^err_/);
    }
    expect(await audits()).toBe(m);
    expect((await call('GET', '/api/operator/content/customer-service', 'settings-readonly-mesra')).json().value.links).toEqual(links);

    const reset = await call('PUT', '/api/operator/content/customer-service', OWNER, { reset: true });
    expect(reset.json().value).toEqual({ links: manifest, manifest, overridden: false });
  });

  it("the owner shows and requires optional registration fields; the site's register settings follow; a hidden field cannot be required", async () => {
    const site = async () => (await t.app.inject({ url: '/wps/system/setting/register', headers: { host: 'mesra.localhost' } })).json().value;
    expect((await site()).fields.payeeName).toMatchObject({ enabled: false, required: false });
    const read = await call('GET', '/api/operator/register-settings', 'settings-readonly-mesra');
    expect(read.statusCode).toBe(200);
    expect(read.json().value).toEqual(await site());

    const n = await audits();
    const res = await call('PUT', '/api/operator/register-settings', OWNER, { fields: { payeeName: { enabled: true, required: true }, email: { enabled: false } }, captcha: true, minimumAge: 21 });
    expect(res.statusCode, res.body).toBe(200);
    const after = await site();
    expect(res.json().value).toEqual(after);
    expect(after.fields.payeeName).toMatchObject({ enabled: true, required: true });
    expect(after.fields.email).toMatchObject({ enabled: false, required: false });
    expect(after).toMatchObject({ captcha: true, minimumAge: 21 });
    expect(after.fields.captcha).toMatchObject({ enabled: true, required: true });
    expect(await audits()).toBe(n + 1);
    expect(await lastAudit()).toMatchObject({ action: 'register.settings' });
    expect((await lastAudit()).detail).toMatchObject({ before: { captcha: null, minimumAge: null }, after: { captcha: true, minimumAge: 21, fields: { payeeName: { enabled: true, required: true } } } });

    const m = await audits();
    const hidden = await call('PUT', '/api/operator/register-settings', OWNER, { fields: { payeeName: { enabled: false } } });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toMatchObject({ message: 'err_register_field_hidden_required', details: { field: 'payeeName' } });
    for (const bad of [{}, { fields: { username: { enabled: false } } }, { minimumAge: 12 }, { fields: { email: {} } }, { captcha: 'yes' }]) {
      const r = await call('PUT', '/api/operator/register-settings', OWNER, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json().message).toMatch(/^err_/);
    }
    for (const token of ['settings-readonly-mesra', 'settings-support-mesra', 'settings-owner-jade']) {
      expect((await call('PUT', '/api/operator/register-settings', token, { captcha: false })).statusCode, token).toBe(403);
    }
    expect(await audits()).toBe(m);
    expect((await site()).fields.payeeName).toMatchObject({ enabled: true, required: true });
  });

  it('a banner with dates is on the site only from its start until its end; the operator changes the dates; an end before the start is refused', async () => {
    const siteIds = async () => ((await t.app.inject({ url: '/wps/content/banners?groupName=/promotions', headers: { host: 'mesra.localhost' } })).json().value as { bannerId: number }[]).map((b) => b.bannerId);
    const now = clock.now().getTime();
    const from = new Date(now + HOUR).toISOString();
    const until = new Date(now + 3 * HOUR).toISOString();
    const res = await call('POST', '/api/operator/content/banners', 'settings-marketing-mesra', { groupName: '/promotions', title: 'Weekend', image: `data:image/png;base64,${PNG.toString('base64')}`, activeFrom: from, activeUntil: until });
    expect(res.statusCode, res.body).toBe(200);
    const banner = res.json().value;
    expect(banner).toMatchObject({ activeFrom: from, activeUntil: until });
    expect(await siteIds()).not.toContain(banner.id);
    clock.advance(2 * HOUR);
    expect(await siteIds()).toContain(banner.id);
    clock.advance(2 * HOUR);
    expect(await siteIds()).not.toContain(banner.id);

    // The operator lifts the end date: shown again.
    const open = await call('PATCH', `/api/operator/content/banners/${banner.id}`, 'settings-marketing-mesra', { activeUntil: null });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().value).toMatchObject({ activeFrom: from, activeUntil: null });
    expect(await siteIds()).toContain(banner.id);
    expect((await lastAudit()).detail).toMatchObject({ before: { activeUntil: until }, after: { activeUntil: null } });

    const n = await audits();
    const backwards = await call('PATCH', `/api/operator/content/banners/${banner.id}`, 'settings-marketing-mesra', { activeUntil: new Date(now).toISOString() });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('err_banner_dates');
    const notADate = await call('PATCH', `/api/operator/content/banners/${banner.id}`, 'settings-marketing-mesra', { activeFrom: 'tomorrow' });
    expect(notADate.statusCode).toBe(400);
    expect(await audits()).toBe(n);
    expect((await call('GET', '/api/operator/content/banners?groupName=/promotions', 'settings-readonly-mesra')).json().value.find((b: { id: number }) => b.id === banner.id)).toMatchObject({ activeUntil: null });
  });
});
