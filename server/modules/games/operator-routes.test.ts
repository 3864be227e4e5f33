// Issue 19 item 2: the operator API for games and vendors. Roles (support: availability; marketing: hot flag and
// order; readonly: reads), brand scoping, bad input writing nothing, audit rows with before and after, and what the
// site then answers: a game under maintenance is still listed but its launch is the game-maintenance refusal, a
// disabled one leaves the lists, a hot one joins the hot list in its hot order. PGlite, and PostgreSQL with
// TEST_DATABASE_URL.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createLoggedInMember } from '../../test/login';
import type { OperatorRole } from '../system';
import { auditLog } from '../tenancy/tables';
import { seedGames } from './seed';
import { gameCatalogueVersions } from './tables';

const key = (role: OperatorRole, brand = 'mesra') => `games-ops-${role}-${brand}-key`;
const ROLES: OperatorRole[] = ['support', 'marketing', 'readonly', 'finance'];
const operatorKeys = [...ROLES.map((role) => ({ token: key(role), name: `${role}-mesra`, roles: [role], brands: ['mesra'] })), { token: key('support', 'orbit'), name: 'support-orbit', roles: ['support' as const], brands: ['orbit'] }];

describe.each(backends)('games operator API (%s)', (backend) => {
  let t: TestApp;
  const clock = new TestClock('2026-11-27T08:00:00Z');
  const host = 'mesra.localhost';
  let merchantId: number;

  beforeAll(async () => {
    t = await createTestApp(backend, { system: { operatorToken: 'games-ops-bootstrap', operatorKeys }, clock });
    for (const id of ['mesra', 'orbit']) await t.database.db.transaction((tx) => seedGames(t.app.tenants.get(id)!.merchantId, tx));
    merchantId = t.app.tenants.get('mesra')!.merchantId;
  });
  afterAll(() => t.close());

  const as = (role: OperatorRole, brand = 'mesra', h = host) => ({ authorization: `Bearer ${key(role, brand)}`, host: h });
  const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const site = (url: string) => t.app.inject({ url, headers: { host } });
  const version = async () => (await t.database.db.select().from(gameCatalogueVersions).where(eq(gameCatalogueVersions.merchantId, merchantId)))[0].version;
  const audits = () => t.database.db.select().from(auditLog).where(eq(auditLog.merchantId, merchantId)).orderBy(desc(auditLog.id));
  async function findGame(query: string) {
    const r = await call('GET', `/api/operator/games?${query}`, as('readonly'));
    expect(r.statusCode).toBe(200);
    return r.json().value as { list: { id: number; nodeId: string; state: string; isHot: boolean; hotOrder: number; vassalage: string; gameType: string; maintenanceUntil: string | null }[]; total: number };
  }

  it('lists vendors with their state and searches the catalogue by type, vendor and name, paged', async () => {
    const vendors = (await call('GET', '/api/operator/games/vendors', as('readonly'))).json().value as { vassalage: string; gameType: string; state: string }[];
    expect(vendors.length).toBe(53);
    expect(vendors.every((v) => v.state === 'enabled')).toBe(true);
    const all = await findGame('pageSize=10');
    expect(all.total).toBe(10_200);
    expect(all.list).toHaveLength(10);
    const sunbear = await findGame('gameType=RNG&vendor=SUNBEAR&pageSize=100&pageNo=2');
    expect(sunbear.total).toBe(420);
    expect(sunbear.list.every((g) => g.vassalage === 'SUNBEAR' && g.gameType === 'RNG')).toBe(true);
    // Names match in any language, as the site's search does.
    const slot = await findGame('name=fortune%20reels');
    expect(slot.list.map((g) => g.nodeId)).toContain('RNG.HOUSE.SLOT');
  });

  it('support puts a game under maintenance: still listed, the launch is the game-maintenance refusal; audit has before/after', async () => {
    const member = await createLoggedInMember(t.app, 'mesra');
    const [game] = (await findGame('vendor=SUNBEAR&gameType=RNG&pageSize=1')).list;
    expect((await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: game.nodeId }, headers: member.headers })).statusCode).toBe(200);
    const before = await version();

    const r = await call('PUT', `/api/operator/games/${game.id}/availability`, as('support'), { state: 'maintenance' });
    expect(r.statusCode).toBe(200);
    expect(r.json().value).toMatchObject({ id: game.id, state: 'maintenance', maintenanceUntil: null });
    expect(await version()).toBe(before + 1);
    const launch = await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: game.nodeId }, headers: member.headers });
    expect(launch.statusCode).toBe(409);
    expect(launch.json().message).toBe('err_game_maintenance');
    expect((await site('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=SUNBEAR')).json().value.totalCount).toBe(420);

    const [entry] = await audits();
    expect(entry).toMatchObject({ actor: 'operator:support-mesra', action: 'games.game.availability' });
    expect(entry.detail).toMatchObject({ id: game.id, nodeId: game.nodeId, before: { state: 'enabled' }, after: { state: 'maintenance' } });

    // With an end time: refused until then, playable after, without anyone touching it.
    const until = new Date(clock.now().getTime() + 3_600_000).toISOString();
    expect((await call('PUT', `/api/operator/games/${game.id}/availability`, as('support'), { state: 'maintenance', maintenanceUntil: until })).json().value.maintenanceUntil).toBe(until);
    expect((await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: game.nodeId }, headers: member.headers })).statusCode).toBe(409);
    clock.advance(3_600_001);
    expect((await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: game.nodeId }, headers: member.headers })).statusCode).toBe(200);
    expect((await findGame(`vendor=SUNBEAR&gameType=RNG&pageSize=1`)).list[0].state).toBe('enabled');

    // Disabled: gone from the site's list, refused at launch; enabled again: back.
    expect((await call('PUT', `/api/operator/games/${game.id}/availability`, as('support'), { state: 'disabled' })).json().value.state).toBe('disabled');
    expect((await site('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=SUNBEAR')).json().value.totalCount).toBe(419);
    expect((await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: game.nodeId }, headers: member.headers })).json().message).toBe('err_game_maintenance');
    await call('PUT', `/api/operator/games/${game.id}/availability`, as('support'), { state: 'enabled' });
    expect((await site('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=SUNBEAR')).json().value.totalCount).toBe(420);
  });

  it('maintenance also stops the next round of a house game already open', async () => {
    const member = await createLoggedInMember(t.app, 'mesra');
    const [slot] = (await findGame('vendor=HOUSE&gameType=RNG&name=fortune%20reels')).list;
    const launch = await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: slot.nodeId, freePlay: true }, headers: member.headers });
    const token = new URL(launch.json().value.url, 'http://x').searchParams.get('token')!;
    const spin = () => t.app.inject({ method: 'POST', url: '/lgw/house/slot/spin', payload: { token, stake: 20 }, headers: { host } });
    expect((await spin()).statusCode).toBe(200);
    await call('PUT', `/api/operator/games/${slot.id}/availability`, as('support'), { state: 'maintenance' });
    const refused = await spin();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('err_game_maintenance');
    await call('PUT', `/api/operator/games/${slot.id}/availability`, as('support'), { state: 'enabled' });
    expect((await spin()).statusCode).toBe(200);
  });

  it('support puts a vendor under maintenance or disables it; the site follows', async () => {
    const member = await createLoggedInMember(t.app, 'mesra');
    const vendors = (await call('GET', '/api/operator/games/vendors', as('readonly'))).json().value as { id: number; vassalage: string; gameType: string }[];
    const merlion = vendors.find((v) => v.vassalage === 'MERLION' && v.gameType === 'RNG')!;
    const [game] = (await findGame('vendor=MERLION&gameType=RNG&pageSize=1')).list;
    expect((await call('PUT', `/api/operator/games/vendors/${merlion.id}`, as('support'), { state: 'maintenance' })).json().value.state).toBe('maintenance');
    expect((await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: game.nodeId }, headers: member.headers })).json().message).toBe('err_game_maintenance');
    expect((await site('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=MERLION')).json().value.totalCount).toBeGreaterThan(0);
    expect((await call('PUT', `/api/operator/games/vendors/${merlion.id}`, as('support'), { state: 'disabled' })).json().value.state).toBe('disabled');
    expect((await site('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=MERLION')).json().value.totalCount).toBe(0);
    const [entry] = await audits();
    expect(entry).toMatchObject({ action: 'games.vendor.availability', detail: { vassalage: 'MERLION', before: { state: 'maintenance' }, after: { state: 'disabled' } } });
    await call('PUT', `/api/operator/games/vendors/${merlion.id}`, as('support'), { state: 'enabled' });
    expect((await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: game.nodeId }, headers: member.headers })).statusCode).toBe(200);
  });

  it('marketing sets the hot flag and order; the hot list shows it in that order', async () => {
    const list = (await findGame('vendor=SUNBEAR&gameType=RNG&pageSize=2&pageNo=100')).list;
    const hotList = async () => ((await site('/wps/relay/GCSGAME_hotGamesV2?language=en')).json().value as { gameType: string; list: { nodeId: string }[] }[]).find((h) => h.gameType === 'RNG')!.list.map((g) => g.nodeId);
    expect(list.every((g) => !g.isHot && g.hotOrder === 1000)).toBe(true);
    expect(await hotList()).not.toContain(list[0].nodeId);
    const r = await call('PUT', `/api/operator/games/${list[0].id}/hot`, as('marketing'), { isHot: true, hotOrder: 2 });
    expect(r.statusCode).toBe(200);
    expect(r.json().value).toMatchObject({ isHot: true, hotOrder: 2 });
    await call('PUT', `/api/operator/games/${list[1].id}/hot`, as('marketing'), { isHot: true, hotOrder: 1 });
    // Placed games come before the seeded hot games (hot order 1000), lower order first.
    expect((await hotList()).slice(0, 2)).toEqual([list[1].nodeId, list[0].nodeId]);
    expect((await site('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=SUNBEAR&listType=hot&pageSize=100')).json().value.list.map((g: { nodeId: string }) => g.nodeId)).toContain(list[0].nodeId);
    await call('PUT', `/api/operator/games/${list[0].id}/hot`, as('marketing'), { isHot: true, hotOrder: 0 });
    expect((await hotList()).slice(0, 2)).toEqual([list[0].nodeId, list[1].nodeId]);
    const [entry] = await audits();
    expect(entry).toMatchObject({ actor: 'operator:marketing-mesra', action: 'games.game.hot', detail: { nodeId: list[0].nodeId, before: { isHot: true, hotOrder: 2 }, after: { isHot: true, hotOrder: 0 } } });
    for (const g of list) await call('PUT', `/api/operator/games/${g.id}/hot`, as('marketing'), { isHot: false });
    expect(await hotList()).not.toContain(list[0].nodeId);
    expect((await site('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=SUNBEAR&listType=hot&pageSize=100')).json().value.list.map((g: { nodeId: string }) => g.nodeId)).not.toContain(list[0].nodeId);
  });

  it.skipIf(backend !== 'postgres')('every node hears the change at commit (the catalogue announcement other nodes drop their snapshot on)', async () => {
    const heard: string[] = [];
    t.app.changes.on('catalogue', (k) => heard.push(k));
    const [game] = (await findGame('gameType=ESPORTS&pageSize=1')).list;
    expect((await call('PUT', `/api/operator/games/${game.id}/availability`, as('support'), { state: 'maintenance' })).statusCode).toBe(200);
    for (let i = 0; i < 50 && !heard.includes(String(merchantId)); i++) await new Promise((r) => setTimeout(r, 20));
    expect(heard).toContain(String(merchantId));
    await call('PUT', `/api/operator/games/${game.id}/availability`, as('support'), { state: 'enabled' });
  });

  it('roles: support may not set hot, marketing may not change availability, readonly and finance change nothing', async () => {
    const [game] = (await findGame('gameType=FISH&pageSize=1')).list;
    const before = await version();
    const count = (await audits()).length;
    for (const [role, url, body] of [
      ['marketing', `/api/operator/games/${game.id}/availability`, { state: 'disabled' }],
      ['readonly', `/api/operator/games/${game.id}/availability`, { state: 'disabled' }],
      ['finance', `/api/operator/games/${game.id}/availability`, { state: 'disabled' }],
      ['support', `/api/operator/games/${game.id}/hot`, { isHot: true }],
      ['readonly', `/api/operator/games/${game.id}/hot`, { isHot: true }],
    ] as const) {
      const r = await call('PUT', url, as(role), body);
      expect(r.statusCode, `${role} ${url}`).toBe(403);
      expect(r.json().code).toBe('operator_role');
    }
    expect(await version()).toBe(before);
    expect((await audits()).length).toBe(count);
    expect((await findGame('gameType=FISH&pageSize=1')).list[0]).toMatchObject({ state: 'enabled', isHot: game.isHot });
  });

  it("brand scoping: another brand's operator is refused, and a game id of another brand is not found", async () => {
    const [game] = (await findGame('gameType=FISH&pageSize=1')).list;
    const foreign = await call('PUT', `/api/operator/games/${game.id}/availability`, as('support', 'orbit'), { state: 'disabled' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('operator_brand');
    // orbit's own operator on orbit's host names mesra's game id: 404, and mesra's game stays as it was.
    const cross = await call('PUT', `/api/operator/games/${game.id}/availability`, as('support', 'orbit', 'orbit.localhost'), { state: 'disabled' });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().message).toBe('err_game_not_found');
    const vendors = (await call('GET', '/api/operator/games/vendors', as('readonly'))).json().value as { id: number }[];
    const crossVendor = await call('PUT', `/api/operator/games/vendors/${vendors[0].id}`, as('support', 'orbit', 'orbit.localhost'), { state: 'disabled' });
    expect(crossVendor.statusCode).toBe(404);
    expect(crossVendor.json().message).toBe('err_vendor_not_found');
    expect((await findGame('gameType=FISH&pageSize=1')).list[0].state).toBe('enabled');
  });

  it('bad input is a 4xx with an err_ key and writes nothing', async () => {
    const [game] = (await findGame('gameType=FISH&pageSize=1')).list;
    const before = await version();
    const count = (await audits()).length;
    const past = new Date(clock.now().getTime() - 1000).toISOString();
    const future = new Date(clock.now().getTime() + 60_000).toISOString();
    for (const [url, body, message] of [
      [`/api/operator/games/${game.id}/availability`, { state: 'closed' }, undefined],
      [`/api/operator/games/${game.id}/availability`, {}, undefined],
      [`/api/operator/games/${game.id}/availability`, { state: 'maintenance', maintenanceUntil: 'tomorrow' }, undefined],
      [`/api/operator/games/${game.id}/availability`, { state: 'maintenance', maintenanceUntil: past }, 'err_ops_games_until_past'],
      [`/api/operator/games/${game.id}/availability`, { state: 'enabled', maintenanceUntil: future }, 'err_ops_games_until_without_maintenance'],
      [`/api/operator/games/${game.id}/hot`, { isHot: 'yes' }, undefined],
      [`/api/operator/games/${game.id}/hot`, { isHot: true, hotOrder: -1 }, undefined],
      [`/api/operator/games/${game.id}/hot`, { isHot: true, hotOrder: 10_000 }, undefined],
      [`/api/operator/games/0/hot`, { isHot: true }, undefined],
      [`/api/operator/games/99999999/hot`, { isHot: true }, 'err_game_not_found'],
    ] as const) {
      const r = await call('PUT', url, as(url.endsWith('/hot') ? 'marketing' : 'support'), body);
      expect(r.statusCode, `${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect(r.json().message).toMatch(message ? new RegExp(`^${message}$`) : /^err_/);
    }
    for (const q of ['gameType=SLOTS', 'pageSize=1000', 'pageNo=0', 'vendor=a%20b', `name=${'x'.repeat(61)}`]) {
      const r = await call('GET', `/api/operator/games?${q}`, as('readonly'));
      expect(r.statusCode, q).toBe(400);
      expect(r.json().message).toMatch(/^err_/);
    }
    expect(await version()).toBe(before);
    expect((await audits()).length).toBe(count);
    expect((await findGame('gameType=FISH&pageSize=1')).list[0]).toMatchObject({ state: 'enabled', isHot: game.isHot });
  });
});
