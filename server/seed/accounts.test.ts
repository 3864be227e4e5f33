// Demo accounts: idempotent per tenant, and the listed logins work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ARGON2 } from '../lib/crypto-password';
import { backends, createTestApp, type TestApp } from '../test/harness';
import { injectEncrypted } from '../test/login';
import { DEMO_PASSWORD, seedAccounts } from './accounts';

describe.each(backends)('demo accounts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { accounts: { argon2: TEST_ARGON2 } });
  });
  afterAll(() => t.close());

  it('seeds a player, an agent with 3 downlines and a trial account, once', async () => {
    const mesra = t.app.tenants.get('mesra')!;
    const first = await seedAccounts(t.database.db, mesra);
    const again = await seedAccounts(t.database.db, mesra);
    expect(again).toEqual(first);
    expect(first.map((a) => [a.username, a.isAgent])).toEqual([
      ['demo_player', 0],
      ['demo_agent', 1],
      ['demo_down1', 0],
      ['demo_down2', 0],
      ['demo_down3', 0],
      ['demo_trial', 4],
      ['demo_new1', 0],
      ['demo_new2', 0],
    ]);
    const agent = await injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: 'mesra.localhost', body: { username: 'demo_agent', password: DEMO_PASSWORD } });
    expect(agent.statusCode, agent.body).toBe(200);
    const team = await t.app.inject({ url: '/wps/agent/downline', headers: { host: 'mesra.localhost', token: agent.json().value.token } });
    expect(team.json().value.list.map((m: { username: string }) => m.username)).toEqual(['demo_down1', 'demo_down2', 'demo_down3']);
    const player = await injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: 'mesra.localhost', body: { username: 'demo_player', password: DEMO_PASSWORD } });
    expect(player.json().value).toMatchObject({ isAgent: 0, forcePasswordChange: false });
    // opened with the default password: the first login forces a change (spec §4)
    const fresh = await injectEncrypted(t.app, { method: 'POST', url: '/wps/session/login', host: 'mesra.localhost', body: { username: 'demo_new1', password: '123456' } });
    expect(fresh.json().value).toMatchObject({ isAgent: 0, forcePasswordChange: true });
  });
});
