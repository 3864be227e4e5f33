// Issue 21 item 1: what one node caches is dropped on every node when it changes (PostgreSQL LISTEN/NOTIFY, at
// commit): two app instances on one database stand for two server processes. Without the announcement node B would
// keep its copy for the caches' TTL (access settings 2 s, the catalogue snapshot 5 s); here B answers the change at
// once. A listener that lost its connection reconnects and drops everything (it cannot know what it missed).
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';
import { seedGames } from '../modules/games/seed';
import { gameCatalogueVersions, games } from '../modules/games/tables';
import { announceChange, ChangeBus } from './change-bus';

const OP = 'change-bus-owner';
const HOST = 'mesra.localhost';

describe.skipIf(!process.env.TEST_DATABASE_URL)('change bus across nodes (postgres)', () => {
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await createTestApp('postgres', { system: { operatorToken: OP } });
    b = await buildApp({ config: a.config, database: a.database });
    await b.ready();
    await a.database.db.transaction((tx) => seedGames(a.app.tenants.get('mesra')!.merchantId, tx));
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });
  /** Until `check` passes, for at most a second (an announcement arrives in milliseconds; the caches' TTLs are longer). */
  const soon = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 50; i++) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  };

  it('maintenance switched on node A closes node B at once', async () => {
    const login = () => b.inject({ method: 'POST', url: '/wps/session/login', headers: { host: HOST, 'content-type': 'application/json' }, payload: {} });
    expect((await login()).statusCode).not.toBe(503); // B now caches "no maintenance"
    const res = await a.app.inject({
      method: 'PUT',
      url: '/api/operator/maintenance',
      headers: { host: HOST, authorization: `Bearer ${OP}`, 'content-type': 'application/json' },
      payload: { enabled: true, endTime: null, info: { en: 'upgrade' } },
    });
    expect(res.statusCode).toBe(200);
    expect(await soon(async () => (await login()).statusCode === 503)).toBe(true);
    await a.app.inject({ method: 'PUT', url: '/api/operator/maintenance', headers: { host: HOST, authorization: `Bearer ${OP}`, 'content-type': 'application/json' }, payload: { enabled: false } });
    expect(await soon(async () => (await login()).statusCode !== 503)).toBe(true);
  });

  it("a game disabled on node A leaves node B's lobby list at once", async () => {
    const merchantId = a.app.tenants.get('mesra')!.merchantId;
    const url = '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=WAYANG';
    const list = async () => (await b.inject({ url, headers: { host: HOST } })).json().value;
    const before = await list();
    const gone = before.list[0].nodeId;
    // What bumpCatalogueVersion does in another process: the version row and the announcement, in the change's
    // transaction (called here it would also drop this test process's snapshots directly, which B shares).
    await a.database.db.transaction(async (tx) => {
      await tx.update(games).set({ enabled: false }).where(and(eq(games.merchantId, merchantId), eq(games.nodeId, gone)));
      await tx.update(gameCatalogueVersions).set({ version: sql`${gameCatalogueVersions.version} + 1` }).where(eq(gameCatalogueVersions.merchantId, merchantId));
      await announceChange(tx, 'catalogue', merchantId);
    });
    expect(await soon(async () => (await list()).totalCount === before.totalCount - 1)).toBe(true);
    expect((await list()).list.map((g: { nodeId: string }) => g.nodeId)).not.toContain(gone);
  });

  it('a listener that lost its connection reconnects and tells every cache to drop everything', async () => {
    const dropped: string[] = [];
    const bus = new ChangeBus({ warn: () => {}, info: () => {}, error: () => {} });
    bus.on('catalogue', (key) => dropped.push(`catalogue:${key}`));
    bus.on('access-settings', (key) => dropped.push(`access-settings:${key}`));
    await bus.listen(a.database.url!);
    try {
      await a.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'platform-changes' and datname = current_database()`);
      expect(await soon(async () => dropped.includes('catalogue:*') && dropped.includes('access-settings:*'))).toBe(true);
      // Listening again: an announcement reaches it.
      await bus.publish(a.database.db, 'catalogue', 42);
      expect(await soon(async () => bus.heard > 0 && dropped.filter((d) => d === 'catalogue:42').length === 2)).toBe(true);
    } finally {
      await bus.close();
    }
  }, 20_000);
});
