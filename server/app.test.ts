import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from './test/harness';

describe.each(backends)('app skeleton on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('serves the OpenAPI document at /docs', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('answers an unknown brand host with a 404 envelope, not a 500', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', headers: { host: 'nobody.example' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'err_unknown_brand' });
  });

  it('registers one merchant row per tenant manifest', () => {
    expect(t.app.tenants.all().map((x) => x.manifest.id)).toEqual(['jade', 'mesra', 'orbit']);
    expect(t.app.tenants.resolveHost('orbit.localhost:3000')?.manifest.brandName).toBe('Orbit Play');
  });
});
