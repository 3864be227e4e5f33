import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { upsertSetting } from '../tenancy/settings-repo';
import { getSwitches } from './switches';

describe.each(backends)('GET /wps/system/whitelabel on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('returns the manifest switches and the module tree for the brand of the Host header', async () => {
    const res = await t.app.inject({ url: '/wps/system/whitelabel', headers: { host: 'jade.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    const { value } = res.json();
    expect(value.switches.USERNAMEREG3).toBe(false);
    expect(value.switches.MOBILENUMREG3).toBe(true);
    const register = value.modules.find((m: { modId: string }) => m.modId === 'REGISTER');
    expect(register.enabled).toBe(true);
    expect(register.childrenNodes.map((c: { modId: string }) => c.modId)).toContain('USERNAMEREG3');
  });

  it('an operator override beats the manifest default, for that brand only', async () => {
    const mesra = t.app.tenants.get('mesra')!;
    await upsertSetting(mesra.merchantId, 'switch:freePlay', false, t.database.db);
    await upsertSetting(mesra.merchantId, 'switch:DIVIDEND', false, t.database.db);
    expect((await getSwitches(t.database.db, mesra)).freePlay).toBe(false);
    expect((await getSwitches(t.database.db, t.app.tenants.get('jade')!)).freePlay).toBe(true);
    const res = await t.app.inject({ url: '/wps/system/whitelabel' });
    const ac = res.json().value.modules.find((m: { modId: string }) => m.modId === 'AC');
    expect(ac.childrenNodes.find((c: { modId: string }) => c.modId === 'DIVIDEND').enabled).toBe(false);
    expect(res.json().value.modules.find((m: { modId: string }) => m.modId === 'FREEPLAY').enabled).toBe(false);
  });
});
