// Issue 14 item 4: operators as keys (OPERATOR_TOKEN = bootstrap owner of every brand; OPERATOR_KEYS = named keys
// with roles and brands), the principal req.operator, its audit name, and the maintenance bypass per brand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';
import { parseOperatorKeys } from './operators';

const key = (o: Record<string, unknown>) => JSON.stringify([{ token: 'a-long-enough-token-1', name: 'alice', roles: ['finance'], brands: ['mesra'], ...o }]);

describe('OPERATOR_KEYS', () => {
  it('reads named keys with roles and brands; unset or blank is none', () => {
    expect(loadConfig({}).system.operatorKeys).toEqual([]);
    expect(parseOperatorKeys('  ')).toEqual([]);
    expect(parseOperatorKeys(key({ roles: ['finance', 'support', 'finance'] }))).toEqual([{ token: 'a-long-enough-token-1', name: 'alice', roles: ['finance', 'support'], brands: ['mesra'] }]);
    expect(loadConfig({ OPERATOR_KEYS: key({ brands: '*' }) }).system.operatorKeys[0].brands).toBe('*');
  });

  it('refuses what it cannot use, saying what is wrong', () => {
    expect(() => parseOperatorKeys('{not json')).toThrow(/OPERATOR_KEYS must be JSON/);
    expect(() => parseOperatorKeys('{}')).toThrow(/JSON array/);
    expect(() => parseOperatorKeys(key({ token: 'short' }))).toThrow(/OPERATOR_KEYS\[0\]\.token/);
    expect(() => parseOperatorKeys(key({ name: 'a b' }))).toThrow(/OPERATOR_KEYS\[0\]\.name/);
    expect(() => parseOperatorKeys(key({ roles: [] }))).toThrow(/OPERATOR_KEYS\[0\]\.roles/);
    expect(() => parseOperatorKeys(key({ roles: ['root'] }))).toThrow(/OPERATOR_KEYS\[0\]\.roles must list one or more of owner, finance/);
    expect(() => parseOperatorKeys(key({ brands: [] }))).toThrow(/OPERATOR_KEYS\[0\]\.brands/);
    expect(() => parseOperatorKeys(key({ brands: 'mesra' }))).toThrow(/OPERATOR_KEYS\[0\]\.brands/);
    const twice = JSON.stringify([JSON.parse(key({}))[0], { ...JSON.parse(key({}))[0], name: 'bob' }]);
    expect(() => parseOperatorKeys(twice)).toThrow(/OPERATOR_KEYS\[1\]\.token is used twice/);
    expect(() => loadConfig({ OPERATOR_TOKEN: 'a-long-enough-token-1', OPERATOR_KEYS: key({}) })).toThrow(/must not reuse OPERATOR_TOKEN/);
  });

  it('a key naming a brand that does not exist stops the start-up', async () => {
    await expect(createTestApp('pglite', { system: { operatorKeys: [{ token: 'a-long-enough-token-1', name: 'alice', roles: ['owner'], brands: ['nosuch'] }] } })).rejects.toThrow(
      /operator alice names brands that do not exist: nosuch/,
    );
  });
});

describe('operators on the operator API', () => {
  let t: TestApp;
  const FINANCE = 'finance-of-mesra-token';
  const OWNER_ORBIT = 'owner-of-orbit-token';
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      system: {
        operatorKeys: [
          { token: FINANCE, name: 'fiona', roles: ['finance'], brands: ['mesra'] },
          { token: OWNER_ORBIT, name: 'oscar', roles: ['owner'], brands: ['orbit'] },
        ],
      },
    });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, host: string, token?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { host, 'x-operator-name': 'someone-else', ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(payload ? { payload } : {}) });

  it('named keys alone open the operator API (no OPERATOR_TOKEN), each for its brands and roles', async () => {
    expect((await call('GET', '/api/operator/wallet/deposits', 'mesra.localhost', FINANCE)).statusCode).toBe(200);
    const brand = await call('GET', '/api/operator/wallet/deposits', 'orbit.localhost', FINANCE);
    expect([brand.statusCode, brand.json().code, brand.json().message]).toEqual([403, 'operator_brand', 'err_operator_brand']);
    const role = await call('PUT', '/api/operator/blocked-countries', 'mesra.localhost', FINANCE, { block: ['US'] });
    expect([role.statusCode, role.json().code, role.json().message]).toEqual([403, 'operator_role', 'err_operator_role']);
    const none = await call('GET', '/api/operator/settings', 'mesra.localhost');
    expect([none.statusCode, none.json().message]).toEqual([401, 'err_operator_token']);
  });

  it("the audit log names the key's operator (not the x-operator-name header)", async () => {
    expect((await call('PUT', '/api/operator/blocked-countries', 'orbit.localhost', OWNER_ORBIT, { block: ['US'] })).statusCode).toBe(200);
    const audit = (await call('GET', '/api/operator/audit', 'orbit.localhost', OWNER_ORBIT)).json().value;
    expect(audit[0]).toMatchObject({ actor: 'operator:oscar', action: 'blockedCountries.set' });
  });

  it("an operator key passes maintenance on its own brands only", async () => {
    expect((await call('PUT', '/api/operator/maintenance', 'orbit.localhost', OWNER_ORBIT, { enabled: true })).statusCode).toBe(200);
    const status = (token?: string) => call('GET', '/wps/system/status', 'orbit.localhost', token).then((r) => r.json().value.status);
    expect(await status()).toBe(1);
    expect(await status(OWNER_ORBIT)).toBe(0);
    expect(await status(FINANCE)).toBe(1);
  });
});
