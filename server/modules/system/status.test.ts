import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../test/harness';

const OP = { authorization: 'Bearer op-secret', 'x-operator-name': 'alice' };

describe.each(backends)('system status and operator overrides on %s', (backend) => {
  let t: TestApp;
  const clock = new TestClock('2026-01-01T00:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(backend, { clock, system: { operatorToken: 'op-secret' } });
  });
  afterAll(() => t.close());

  const status = (headers: Record<string, string> = {}, query = '') => t.app.inject({ url: `/wps/system/status${query}`, headers: { host: 'orbit.localhost:3000', ...headers } });

  it('status 0 for an allowed visitor, with the manifest resources, CDNs, analytics and customer service', async () => {
    const res = await status({}, '?url=orbit.localhost:3000');
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.status).toBe(0);
    expect(v.location.ip).toBe('127.0.0.1');
    expect(v.domainRoute.length).toBeGreaterThan(0);
    expect(v.imageCDNs.length).toBeGreaterThan(0);
    expect(v.whitelabel.find((m: { modId: string }) => m.modId === 'REGISTER')).toBeTruthy();
  });

  it('status 2 for a visitor from a blocked country (IP table or x-debug-country)', async () => {
    const byIp = await status({ 'x-forwarded-for': '192.0.2.10' });
    expect(byIp.json().value).toMatchObject({ status: 2, regionRestriction: { restricted: true, country: 'US' }, location: { ip: '192.0.2.10' } });
    const byHeader = await status({ 'x-debug-country': 'gb' });
    expect(byHeader.json().value.status).toBe(2);
    expect((await status({ 'x-debug-country': 'MY' })).json().value.status).toBe(0);
  });

  it('refuses a url that belongs to another brand (spec §8 domain check)', async () => {
    const res = await status({}, '?url=https://mesra88.example/');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('err_domain_check');
  });

  it('the operator API is refused without the right token, and refused entirely when OPERATOR_TOKEN is unset', async () => {
    const body = { enabled: true };
    expect((await t.app.inject({ method: 'PUT', url: '/api/operator/maintenance', headers: { host: 'orbit.localhost' }, payload: body })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/operator/maintenance', headers: { host: 'orbit.localhost', authorization: 'Bearer nope' }, payload: body })).statusCode).toBe(401);
    const off = await createTestApp(backend);
    try {
      const res = await off.app.inject({ method: 'PUT', url: '/api/operator/maintenance', headers: { authorization: 'Bearer anything' }, payload: body });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('err_operator_disabled');
    } finally {
      await off.close();
    }
  });

  it('maintenance wins over region restriction (status 1), shows info per language, ends at its end time, and is audited', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/maintenance',
      headers: { host: 'orbit.localhost', ...OP },
      payload: { enabled: true, endTime: '2026-01-01T02:00:00Z', info: { en: 'Upgrading servers', ms: 'Menaik taraf pelayan' } },
    });
    expect(put.statusCode).toBe(200);
    const v = (await status({ 'x-debug-country': 'US' }, '?lang=ms')).json().value;
    expect(v).toMatchObject({ status: 1, maintenance: { enabled: true, endTime: '2026-01-01T02:00:00Z', info: 'Menaik taraf pelayan' } });
    // Only orbit is in maintenance.
    expect((await t.app.inject({ url: '/wps/system/status' })).json().value.status).toBe(0);
    clock.set('2026-01-01T02:00:01Z');
    expect((await status()).json().value.status).toBe(0);
    const audit = (await t.app.inject({ url: '/api/operator/audit', headers: { host: 'orbit.localhost', ...OP } })).json().value;
    expect(audit[0]).toMatchObject({ actor: 'operator:alice', action: 'maintenance.set' });
  });

  it('blocked countries merge: block adds to the manifest list, allow removes from it', async () => {
    const put = await t.app.inject({ method: 'PUT', url: '/api/operator/blocked-countries', headers: { host: 'orbit.localhost', ...OP }, payload: { block: ['my'], allow: ['US'] } });
    expect(put.statusCode).toBe(200);
    expect((await status({ 'x-debug-country': 'MY' })).json().value.status).toBe(2);
    expect((await status({ 'x-debug-country': 'US' })).json().value.status).toBe(0);
    expect((await status({ 'x-debug-country': 'GB' })).json().value.status).toBe(2);
  });

  it('issue 20 region by licence: a country outside the manifest servedCountries is restricted (status 2) and its calls refused', async () => {
    // orbit serves MY, TH, ... (tenants/orbit/tenant.json); DE is neither served nor blocked.
    expect((await status({ 'x-debug-country': 'TH' })).json().value.status).toBe(0);
    const de = (await status({ 'x-debug-country': 'DE' })).json().value;
    expect(de).toMatchObject({ status: 2, regionRestriction: { restricted: true, country: 'DE' } });
    const call = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: { host: 'orbit.localhost', 'x-debug-country': 'DE' }, payload: {} });
    expect(call.json()).toMatchObject({ code: 'region_restricted', message: 'err_region_restricted' });
    // An unknown country (no geo answer) is not blocked by it.
    expect((await status()).json().value.status).toBe(0);
  });

  it('switches and CDNs are overridable; unknown switch names are a 400', async () => {
    const put = await t.app.inject({ method: 'PUT', url: '/api/operator/switches', headers: { host: 'orbit.localhost', ...OP }, payload: { switches: { DIRECTREG3: true, SALARY: false } } });
    expect(put.statusCode).toBe(200);
    const wl = (await t.app.inject({ url: '/wps/system/whitelabel', headers: { host: 'orbit.localhost' } })).json().value;
    expect(wl.switches.DIRECTREG3).toBe(true); // orbit manifest: false
    const bad = await t.app.inject({ method: 'PUT', url: '/api/operator/switches', headers: { host: 'orbit.localhost', ...OP }, payload: { switches: { NOPE: true } } });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({ method: 'PUT', url: '/api/operator/switches', headers: { host: 'orbit.localhost', ...OP }, payload: { switches: { DIRECTREG3: null } } });
    // null clears the override: back to the manifest default.
    expect((await t.app.inject({ url: '/wps/system/whitelabel', headers: { host: 'orbit.localhost' } })).json().value.switches.DIRECTREG3).toBe(false);
    await t.app.inject({ method: 'PUT', url: '/api/operator/cdn', headers: { host: 'orbit.localhost', ...OP }, payload: { imageCDNs: ['https://cdn.example'], gtagId: 'G-NEW' } });
    const v = (await status()).json().value;
    expect(v.imageCDNs).toEqual(['https://cdn.example']);
    expect(v.analytics.gtagId).toBe('G-NEW');
  });

  it('x-debug-country is ignored in production', async () => {
    const prod = await createTestApp(backend, { system: { production: true } });
    try {
      expect((await prod.app.inject({ url: '/wps/system/status', headers: { 'x-debug-country': 'US' } })).json().value.status).toBe(0);
    } finally {
      await prod.close();
    }
  });

  it('domainRoute and routers list the brand domains', async () => {
    for (const url of ['/wps/system/domainRoute', '/wps/system/routers']) {
      expect((await t.app.inject({ url, headers: { host: 'mesra.localhost' } })).json().value).toEqual(['mesra88.example', 'www.mesra88.example']);
    }
  });
});
