// Demo seed: opening balances arrive through deposits (journals), once, and the demo channels exist per brand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { loginAs } from '../../test/login';
import { getMemberByUsername } from '../accounts';
import { checkInvariants, CLEAN } from './invariants';
import { DEMO_BALANCES } from './seed';

describe.each(backends)('wallet demo seed (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDemo(t.database.db, t.app.tenants);
    await seedDemo(t.database.db, t.app.tenants); // second start: nothing more
  });
  afterAll(() => t.close());

  it('demo accounts have their opening balances as deposits, in every brand', async () => {
    for (const tenant of ['mesra', 'jade', 'orbit']) {
      const merchantId = t.app.tenants.get(tenant)!.merchantId;
      for (const [username, amount] of Object.entries(DEMO_BALANCES)) {
        const m = (await getMemberByUsername(merchantId, username, t.database.db))!;
        const headers = { host: `${tenant}.localhost`, token: await loginAs(t.app, m) };
        expect((await t.app.inject({ url: '/wps/v2/wallets/balance', headers })).json().value.sumBalance, `${tenant} ${username}`).toBe(amount);
        const hist = (await t.app.inject({ url: '/wps/relay/transactionHistory', headers })).json().value;
        expect(hist.list.map((x: { type: string }) => x.type)).toEqual(['deposit']);
      }
      const channels = (await t.app.inject({ url: '/wps/wallet/deposit/channels', headers: { host: `${tenant}.localhost`, token: await loginAs(t.app, (await getMemberByUsername(merchantId, 'demo_player', t.database.db))!) } })).json().value;
      expect(channels.map((c: { gateway: string }) => c.gateway)).toEqual(['demo', 'bank']);
    }
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
  });
});
