// Issue 5: catalogue calls and filters, paging, favourites, recent, launch rules, vendor callbacks, and
// "a member launches the house slot via the API, spins, and balance, betting record and profit/loss all
// change consistently". PGlite always; PostgreSQL too when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createLoggedInMember, createMember } from '../../test/login';
import { seamlessBalance } from '../wallet';
import { checkInvariants, CLEAN } from '../wallet/invariants';
import type { CallbackAction, CallbackPayload } from './adapters/types';
import { signedHeaders } from '../../test/vendors';
import { HOUSE_DICE_CODE, HOUSE_SLOT_CODE } from './house/codes';
import { maxSpinPay } from './house/max-multiplier';
import { LINES } from './house/slot-math';
import { bumpCatalogueVersion, SNAPSHOT_TTL_MS } from './catalogue-snapshot';
import { seedGames } from './seed';
import { gameCatalogueVersions, games, gameVendors } from './tables';
import { outboxEvents } from '../../jobs/tables';
import { fund as fundMember } from '../../test/wallet';

describe.each(backends)('games (%s)', (backend) => {
  let t: TestApp;
  const host = 'mesra.localhost';
  let seedMs = 0;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const started = Date.now();
    for (const id of ['mesra', 'orbit']) {
      const tenant = t.app.tenants.get(id)!;
      await t.database.db.transaction((tx) => seedGames(tenant.merchantId, tx));
    }
    seedMs = Date.now() - started;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = { host }) => t.app.inject({ url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = { host }) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  /** Money into the member's main wallet through the wallet's own ledger (a deposit journal). */
  const fund = (member: { id: number; merchantId: number }, amount: number) => fundMember(t.database.db, member, amount);

  it('seeds the catalogue of every game type quickly', async () => {
    console.info(`games seed (${backend}): 2 brands x ~10,200 games in ${seedMs} ms`);
    const menus = (await get('/lgw/games/game_menus')).json().value as { gameType: string; vendors: { vassalage: string; isHot: number }[] }[];
    expect(menus.map((m) => m.gameType)).toEqual(['RNG', 'COCKFIGHT', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT']);
    const rng = menus.find((m) => m.gameType === 'RNG')!;
    expect(rng.vendors.length).toBe(30);
    expect(menus.find((m) => m.gameType === 'SPORTS')!.vendors.map((v) => v.vassalage)).toContain('FB');
    expect(menus.find((m) => m.gameType === 'COCKFIGHT')!.vendors.map((v) => v.vassalage)).toEqual(['DS88']);
    const all = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG')).json().value;
    expect(all.totalCount).toBeGreaterThan(9_900);
    expect(all.totalCount).toBeLessThanOrEqual(10_000);
    expect(all.list).toHaveLength(15);
    expect(all.totalPages).toBe(Math.ceil(all.totalCount / 15));
  });

  it('filters by vendor, classify, name, min bet and lines, in any combination, with paging', async () => {
    const base = '/wps/relay/GCSGAME_gameList?gameType=RNG';
    const vendor = (await get(`${base}&vassalage=JADEREEL&pageSize=100`)).json().value;
    expect(vendor.totalCount).toBe(580);
    expect(vendor.list.every((g: { vassalage: string }) => g.vassalage === 'JADEREEL')).toBe(true);

    const classify = (await get(`${base}&gameClassify=MEGAWAYS&pageSize=100`)).json().value;
    expect(classify.totalCount).toBeGreaterThan(100);
    expect(classify.list.every((g: { gameClassify: string; lines: number }) => g.gameClassify === 'MEGAWAYS' && g.lines === 117649)).toBe(true);

    const named = (await get(`${base}&gameName=dragon&pageSize=100&language=en`)).json().value;
    expect(named.totalCount).toBeGreaterThan(10);
    expect(named.list.every((g: { gameName: string }) => /dragon/i.test(g.gameName))).toBe(true);
    // The name search matches every language: Malay "Naga" and Chinese 龙 find the same games.
    expect((await get(`${base}&gameName=naga`)).json().value.totalCount).toBe(named.totalCount);
    expect((await get(`${base}&gameName=${encodeURIComponent('龙')}&language=zh`)).json().value.totalCount).toBeGreaterThanOrEqual(named.totalCount);
    // LIKE wildcards are literal.
    expect((await get(`${base}&gameName=%25`)).json().value.totalCount).toBe((await get(base)).json().value.totalCount);

    const cheap = (await get(`${base}&minBet=0.05&pageSize=100`)).json().value;
    // minBet is given in major units (spec §9 options) and answered in minor units.
    expect(cheap.list.every((g: { minBet: number }) => g.minBet <= 5)).toBe(true);
    const lines = (await get(`${base}&minLineNum=25&pageSize=100`)).json().value;
    expect(lines.list.every((g: { lines: number }) => g.lines >= 25)).toBe(true);

    const combo = (await get(`${base}&vassalage=TIGERSPIN&gameClassify=VIDEO_SLOT&minBet=0.1&minLineNum=20&pageSize=100`)).json().value;
    expect(combo.totalCount).toBeGreaterThan(0);
    for (const g of combo.list) {
      expect(g.vassalage).toBe('TIGERSPIN');
      expect(g.gameClassify).toBe('VIDEO_SLOT');
      expect(g.minBet).toBeLessThanOrEqual(10);
      expect(g.lines).toBeGreaterThanOrEqual(20);
    }

    // Paging: pages do not overlap and the last page holds the rest.
    const p1 = (await get(`${base}&vassalage=DURIANDASH&pageNo=1`)).json().value;
    const p2 = (await get(`${base}&vassalage=DURIANDASH&pageNo=2`)).json().value;
    const last = (await get(`${base}&vassalage=DURIANDASH&pageNo=${p1.totalPages}`)).json().value;
    expect(p1.totalPages).toBe(12);
    expect(p1.list.map((g: { nodeId: string }) => g.nodeId).filter((id: string) => p2.list.some((g: { nodeId: string }) => g.nodeId === id))).toEqual([]);
    expect(last.list).toHaveLength(180 - 15 * 11);
    const past = (await get(`${base}&vassalage=DURIANDASH&pageNo=99`)).json().value;
    expect(past.list).toEqual([]);
    expect(past.totalCount).toBe(180);

    // Names follow the language; the brand default (ms) when none is given.
    const one = (await get(`${base}&vassalage=HOUSE&language=en`)).json().value.list;
    expect(one.map((g: { gameName: string }) => g.gameName)).toEqual(['Fortune Reels 5', 'Lucky Dice']);
    expect((await get(`${base}&vassalage=HOUSE`)).json().value.list[0].gameName).toBe('Gulungan Tuah 5');
    expect((await get(`${base}&vassalage=HOUSE&language=CN`)).json().value.list[0].gameName).toBe('财运五轴');
  });

  it('rejects bad filters with a 400 and an i18n key', async () => {
    for (const q of ['gameType=NOPE', '', 'gameType=RNG&minBet=abc', 'gameType=RNG&pageNo=0', 'gameType=RNG&pageSize=1e309', "gameType=RNG&vassalage=' OR 1=1"]) {
      const res = await get(`/wps/relay/GCSGAME_gameList?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBe('err_validation');
    }
  });

  it('serves vendor categories, vendor tabs, hot games and a cacheable SVG for every tile', async () => {
    const cats = (await get('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop')).json().value as { title: string; cards: { vassalage: string; gameCount: number }[] }[];
    expect(cats.find((c) => c.title === 'RNG')!.cards.find((c) => c.vassalage === 'JADEREEL')!.gameCount).toBe(580);
    const tabs = (await get('/wps/relay/GCSGAME_getVassGameType?vassalage=LUCKYLANTERN')).json().value as { gameType: string; total: number }[];
    expect(tabs.map((x) => x.gameType).sort()).toEqual(['FISH', 'RNG']);
    expect((await get('/wps/relay/GCSGAME_getVassGameType?vassalage=NOSUCH')).statusCode).toBe(404);
    const hot = (await get('/wps/relay/GCSGAME_hotGamesV2?merchantCode=MESRA88&isPlatform=2&platform=html5-desktop&language=en')).json().value as { gameType: string; list: { isHot: boolean }[] }[];
    expect(hot.map((h) => h.gameType)).toEqual(expect.arrayContaining(['RNG', 'LIVE', 'LOTT', 'ELOTT']));
    expect(hot.every((h) => h.list.every((g) => g.isHot))).toBe(true);

    const tile = (await get('/wps/relay/GCSGAME_gameList?gameType=LIVE')).json().value.list[0];
    const img = await get(tile.thumbnail);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.headers['cache-control']).toContain('max-age');
    expect(img.body).toContain('<svg');
    expect((await get(tile.thumbnail, { host, 'if-none-match': String(img.headers.etag) })).statusCode).toBe(304);
    expect((await get('/lgw/games/thumb/999999999.svg')).statusCode).toBe(404);
  });

  it('favourites: add, list, ids, remove — per member and per brand', async () => {
    const { headers } = await createLoggedInMember(t.app, 'mesra');
    const list = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=GOLDKOI', headers)).json().value.list as { nodeId: string; vendor: string; gameType: string; isFavourite: boolean }[];
    expect(list.every((g) => g.isFavourite === false)).toBe(true);
    const [a, b] = list;
    for (const g of [a, b]) {
      const r = await post('/wps/relay/MCSFE_addFavoriteGame', { nodeId: g.nodeId, vendor: g.vendor, gameType: g.gameType }, headers);
      expect(r.json().value).toEqual({ nodeId: g.nodeId, favourite: true, changed: true });
    }
    expect((await post('/wps/relay/MCSFE_addFavoriteGame', { nodeId: a.nodeId, vendor: a.vendor, gameType: a.gameType }, headers)).json().value.changed).toBe(false);
    const favs = (await get('/wps/relay/MCSFE_getFavoriteGames?gameType=RNG', headers)).json().value;
    expect(favs.totalCount).toBe(2);
    expect(favs.list.map((g: { nodeId: string }) => g.nodeId).sort()).toEqual([a.nodeId, b.nodeId].sort());
    expect((await get('/wps/relay/getFavoriteGamesList?gameType=RNG', headers)).json().value.sort()).toEqual([a.nodeId, b.nodeId].sort());
    const marked = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=GOLDKOI', headers)).json().value.list;
    expect(marked.filter((g: { isFavourite: boolean }) => g.isFavourite)).toHaveLength(2);
    expect((await get('/wps/relay/GCSGAME_gameList?gameType=RNG&listType=fav', headers)).json().value.totalCount).toBe(2);

    // Wrong vendor for the nodeId, unknown nodeId: 404, nothing added.
    expect((await post('/wps/relay/MCSFE_addFavoriteGame', { nodeId: a.nodeId, vendor: 'JADEREEL', gameType: 'RNG' }, headers)).statusCode).toBe(404);
    expect((await post('/wps/relay/MCSFE_addFavoriteGame', { nodeId: 'RNG.GOLDKOI.9999' }, headers)).statusCode).toBe(404);

    const removed = await post('/wps/relay/MCSFE_removeFavoriteGame', { nodeId: a.nodeId, vendor: a.vendor, gameType: a.gameType }, headers);
    expect(removed.json().value).toEqual({ nodeId: a.nodeId, favourite: false, changed: true });
    expect((await get('/wps/relay/getFavoriteGamesList', headers)).json().value).toEqual([b.nodeId]);

    // Another member sees none; visitors must log in (spec §2: fav requires login).
    const other = await createLoggedInMember(t.app, 'mesra');
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', other.headers)).json().value.totalCount).toBe(0);
    expect((await get('/wps/relay/MCSFE_getFavoriteGames')).statusCode).toBe(401);
    expect((await get('/wps/relay/GCSGAME_gameList?gameType=RNG&listType=fav')).statusCode).toBe(401);
  });

  it('launch rules: login required, trial only free play, unknown and disabled games refused; recent follows launches', async () => {
    const slot = 'RNG.HOUSE.SLOT';
    // Visitor.
    const visitor = await post('/wps/game/launchGame', { nodeId: slot });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('err_not_logged_in');

    // Trial account: real money refused, free play fine, a game without free play refused.
    const trial = await createLoggedInMember(t.app, 'mesra', { isAgent: 4 });
    const real = await post('/wps/game/launchGame', { nodeId: slot }, trial.headers);
    expect(real.statusCode).toBe(403);
    expect(real.json().message).toBe('in_need_true_account');
    const free = await post('/wps/game/launchGame', { nodeId: slot, freePlay: true }, trial.headers);
    expect(free.statusCode).toBe(200);
    expect(free.json().value).toMatchObject({ mode: 'IFRAME', freePlay: true, freeBalance: 200_000 });
    expect(free.json().value.url).toMatch(/^\/lgw\/house\/slot\?token=[A-Za-z0-9_-]{43}&lang=ms$/);
    expect(free.json().value.url).not.toContain(trial.token);
    const live = (await get('/wps/relay/GCSGAME_gameList?gameType=LIVE&gameClassify=BACCARAT&language=en')).json().value.list[0];
    expect((await post('/wps/game/launchGame', { nodeId: live.nodeId, freePlay: 1 }, trial.headers)).json().message).toBe('err_free_play_unavailable');
    expect((await get('/wps/relay/GCS_gameLaunchFB', trial.headers)).statusCode).toBe(403);

    // Member: unknown game 404, disabled game 409 (game maintenance), vendor mismatch 404.
    const m = await createLoggedInMember(t.app, 'mesra');
    expect((await post('/wps/game/launchGame', { nodeId: 'RNG.NOSUCH.0001' }, m.headers)).json().message).toBe('err_game_not_found');
    expect((await post('/wps/game/launchGame', {}, m.headers)).statusCode).toBe(400);
    const merchantId = t.app.tenants.get('mesra')!.merchantId;
    const victim = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=SUNBEAR')).json().value.list[0];
    await t.database.db.update(games).set({ enabled: false }).where(and(eq(games.merchantId, merchantId), eq(games.nodeId, victim.nodeId)));
    await bumpCatalogueVersion(merchantId, t.database.db);
    const off = await post('/wps/game/launchGame', { nodeId: victim.nodeId }, m.headers);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('err_game_maintenance');
    // Disabled games leave the list too.
    expect((await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=SUNBEAR')).json().value.totalCount).toBe(419);
    const merlion = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=MERLION')).json().value.list[0];
    await t.database.db.update(gameVendors).set({ enabled: false }).where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.vassalage, 'MERLION')));
    await bumpCatalogueVersion(merchantId, t.database.db);
    // A disabled vendor's games leave the list at once after invalidation.
    expect((await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=MERLION')).json().value.totalCount).toBe(0);
    expect((await post('/wps/game/launchGame', { nodeId: merlion.nodeId }, m.headers)).statusCode).toBe(409);
    await t.database.db.update(gameVendors).set({ enabled: true }).where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.vassalage, 'MERLION')));
    await bumpCatalogueVersion(merchantId, t.database.db);

    // Third-party game: demo adapter page says it is a demo table.
    const demo = (await get(`/wps/game/launchGame?nodeId=${live.nodeId}&language=en`, m.headers)).json().value;
    expect(demo.url).toMatch(/^\/lgw\/demo\/table\?token=/);
    const page = await get(demo.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('DEMO TABLE');
    expect(page.body).toContain(live.gameName.split(' ')[0]);
    expect((await get('/lgw/demo/table?token=nope-nope-nope-nope-nope')).statusCode).toBe(401);

    // Lottery goes to the lottery route: the house's Vietnamese draws (ELOTT) to /vnlottery, 4D and the fast game (LOTT)
    // to /lottery, each with its game selected; a vendor lobby answers its sub-games; FB sports launches.
    const elott = (await get('/wps/relay/GCSGAME_gameList?gameType=ELOTT')).json().value.list;
    expect(elott.map((g: { gameCode: string }) => g.gameCode)).toContain('HVNMB');
    const lr = (await post('/wps/game/launchGame', { nodeId: elott[0].nodeId }, m.headers)).json().value;
    expect(lr).toMatchObject({ mode: 'LOTTERY', url: null });
    expect(lr.route).toBe(`/vnlottery?gameCode=${elott[0].gameCode}&vendor=ELOTT&playType=DE`);
    const lott = (await get('/wps/relay/GCSGAME_gameList?gameType=LOTT')).json().value.list;
    expect(lott.map((g: { gameCode: string }) => g.gameCode).sort()).toEqual(['H4D', 'HP3']);
    const four = (await post('/wps/game/launchGame', { nodeId: lott.find((g: { gameCode: string }) => g.gameCode === 'H4D').nodeId }, m.headers)).json().value;
    expect(four.route).toBe('/lottery?gameCode=H4D&vendor=LOTT&playType=BIG');
    const lobby = (await get('/wps/relay/GCSGAME_gameList?gameType=LIVE&gameClassify=LOBBY')).json().value.list[0];
    const lb = (await post('/wps/game/launchGame', { nodeId: lobby.nodeId }, m.headers)).json().value;
    expect(lb.mode).toBe('VASSALAGE');
    expect(lb.subGames.length).toBeGreaterThan(5);
    expect(lb.subGames.every((g: { vassalage: string; isGame: string }) => g.vassalage === lobby.vassalage && g.isGame === 'GAME')).toBe(true);
    expect((await get('/wps/relay/GCS_gameLaunchFB', m.headers)).json().value.url).toMatch(/^\/lgw\/demo\/table/);

    // PvP rooms, then launch into one.
    const pvp = (await get('/wps/relay/GCSGAME_gameList?gameType=PVP')).json().value.list[0];
    const rooms = (await get(`/wps/relay/GLS2_roomList?nodeId=${pvp.nodeId}`, m.headers)).json().value;
    expect(rooms).toHaveLength(4);
    const pr = (await post('/wps/game/launchGame', { nodeId: pvp.nodeId, roomId: rooms[1].roomId }, m.headers)).json().value;
    expect(pr.url).toContain(`roomId=${rooms[1].roomId}`);

    // Recent: newest first, one entry per game.
    await post('/wps/game/launchGame', { nodeId: slot }, m.headers);
    const recent = (await get('/wps/relay/GCS_recentGame', m.headers)).json().value as { nodeId: string }[];
    expect(recent[0].nodeId).toBe(slot);
    expect(recent.map((g) => g.nodeId)).toEqual(expect.arrayContaining([live.nodeId, elott[0].nodeId, 'LOTT.LOTT.H4D', pvp.nodeId, 'SPORTS.FB.0001']));
    expect(new Set(recent.map((g) => g.nodeId)).size).toBe(recent.length);
    expect((await get('/wps/relay/GCS_recentGame?gameType=LIVE', m.headers)).json().value.map((g: { nodeId: string }) => g.nodeId)).toEqual([live.nodeId]);
    expect((await get('/wps/relay/GCSGAME_gameList?gameType=RNG&listType=recent', m.headers)).json().value.list[0].nodeId).toBe(slot);
    expect((await get('/wps/relay/GCS_recentGame')).statusCode).toBe(401);
  });

  it("another node's catalogue change reaches this process's list snapshot within its TTL", async () => {
    const merchantId = t.app.tenants.get('mesra')!.merchantId;
    const url = '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=WAYANG';
    const before = (await get(url)).json().value;
    expect(before.totalCount).toBe(280);
    // "Another node" disables a game and bumps the version: no local invalidation here.
    await t.database.db.update(games).set({ enabled: false }).where(and(eq(games.merchantId, merchantId), eq(games.nodeId, before.list[0].nodeId)));
    await t.database.db
      .update(gameCatalogueVersions)
      .set({ version: sql`${gameCatalogueVersions.version} + 1` })
      .where(eq(gameCatalogueVersions.merchantId, merchantId));
    // Within the TTL the list is this process's snapshot (a launch reads the database and is refused already).
    const stale = (await get(url)).json().value;
    expect(stale.totalCount).toBe(280);
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + SNAPSHOT_TTL_MS + 1_000);
    try {
      await vi.waitFor(async () => expect((await get(url)).json().value.totalCount).toBe(279), { timeout: 10_000, interval: 50 });
      expect((await get(url)).json().value.list.map((g: { nodeId: string }) => g.nodeId)).not.toContain(before.list[0].nodeId);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('a member launches the house slot, spins, and balance, betting record and profit/loss change consistently', async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    await fund(m.member, 50_000); // RM 500.00
    const launch = (await post('/wps/game/launchGame', { nodeId: 'RNG.HOUSE.SLOT', language: 'en' }, m.headers)).json().value;
    expect(launch.freePlay).toBe(false);
    const page = await get(launch.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.body).toContain("postMessage({type:'balance'");
    const token = new URL(launch.url, 'http://x').searchParams.get('token')!;

    const session = (await get(`/lgw/house/session?token=${token}`)).json().value;
    expect(session).toMatchObject({ gameCode: 'HOUSE_SLOT', balance: 50_000, freePlay: false, lines: 20, minBet: 20 });
    expect(session.rtp).toBeCloseTo(95.81, 2);

    let balance = 50_000;
    let staked = 0;
    let won = 0;
    for (let i = 0; i < 30; i++) {
      const stake = [20, 100, 200][i % 3];
      const r = await post('/lgw/house/slot/spin', { token, stake });
      expect(r.statusCode, r.body).toBe(200);
      const v = r.json().value;
      expect(v.grid).toHaveLength(5);
      expect(v.win).toBe(v.wins.reduce((s: number, w: { amount: number }) => s + w.amount, 0));
      balance = balance - stake + v.win;
      expect(v.balance).toBe(balance);
      staked += stake;
      won += v.win;
    }
    const merchantId = m.member.merchantId;
    expect(await seamlessBalance(t.database.db, merchantId, m.member.id, 'HOUSE')).toBe(50_000 - staked + won);
    // issue 14 item 6: every settled round wrote its bet.settled event in the round's transaction.
    const settled = (await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.event, 'bet.settled'))).map((e) => e.payload as { memberId: number; stake: number; win: number });
    const mine = settled.filter((e) => e.memberId === m.member.id);
    expect([mine.length, mine.reduce((s, e) => s + e.stake, 0), mine.reduce((s, e) => s + e.win, 0)]).toEqual([30, staked, won]);

    // Betting record: 30 rounds, newest first, totals equal the balance change.
    const rec = (await get('/wps/game/personalHistory?pageSize=10&language=en', m.headers)).json().value;
    expect(rec.totalCount).toBe(30);
    expect(rec.totalPages).toBe(3);
    expect(rec.list[0]).toMatchObject({ gameType: 'RNG', vendor: 'HOUSE', gameCode: 'HOUSE_SLOT', gameName: 'Fortune Reels 5', status: 'settled' });
    expect(rec.summary).toEqual({ stake: staked, win: won, profit: won - staked });
    expect(50_000 + rec.summary.profit).toBe(balance);
    expect((await get('/wps/game/personalHistory?gameType=LIVE', m.headers)).json().value.totalCount).toBe(0);
    expect((await get('/wps/game/personalHistory?startDate=2020-01-01&endDate=2020-01-31', m.headers)).json().value.totalCount).toBe(0);
    expect((await get('/wps/game/personalHistory?startDate=2020-01-01&endDate=2021-01-31', m.headers)).statusCode).toBe(400);

    // Profit and loss: today's RNG row carries the same totals.
    const pl = (await get('/wps/game/personalProfit', m.headers)).json().value;
    expect(pl.list).toHaveLength(1);
    expect(pl.list[0]).toMatchObject({ gameType: 'RNG', rounds: 30 });
    expect(pl.total).toEqual({ rounds: 30, ...rec.summary });

    // Dice: a round through the same wallet.
    const dl = (await post('/wps/game/launchGame', { nodeId: 'RNG.HOUSE.DICE' }, m.headers)).json().value;
    const dtoken = new URL(dl.url, 'http://x').searchParams.get('token')!;
    const d = (await post('/lgw/house/dice/roll', { token: dtoken, stake: 100, target: 50 })).json().value;
    expect(d.win).toBe(d.won ? 198 : 0);
    expect((await get('/wps/game/personalHistory', m.headers)).json().value.totalCount).toBe(31);

    // Bad input: below min bet, off-step stake, above balance, wrong game, expired token: 4xx, nothing moved.
    const before = await seamlessBalance(t.database.db, merchantId, m.member.id, 'HOUSE');
    const below = await post('/lgw/house/slot/spin', { token, stake: 10 });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe('err_bet_below_min');
    expect((await post('/lgw/house/slot/spin', { token, stake: 30 })).json().message).toBe('err_bet_step');
    const poor = await createLoggedInMember(t.app, 'mesra');
    await fund(poor.member, 100);
    const pl2 = (await post('/wps/game/launchGame', { nodeId: 'RNG.HOUSE.SLOT' }, poor.headers)).json().value;
    const ptoken = new URL(pl2.url, 'http://x').searchParams.get('token')!;
    const broke = await post('/lgw/house/slot/spin', { token: ptoken, stake: 200 });
    expect(broke.statusCode).toBe(400);
    expect(broke.json()).toMatchObject({ code: 'insufficient_funds', message: 'err_insufficient_balance' });
    expect(await seamlessBalance(t.database.db, merchantId, poor.member.id, 'HOUSE')).toBe(100);
    expect((await get('/wps/game/personalHistory', poor.headers)).json().value.totalCount).toBe(0);
    expect((await post('/lgw/house/dice/roll', { token, stake: 100, target: 50 })).json().message).toBe('err_wrong_game');
    expect((await post('/lgw/house/slot/spin', { token: 'x'.repeat(43), stake: 20 })).statusCode).toBe(401);
    // A launch token of one brand is no token on another.
    expect((await post('/lgw/house/slot/spin', { token, stake: 20 }, { host: 'orbit.localhost' })).statusCode).toBe(401);
    expect(await seamlessBalance(t.database.db, merchantId, m.member.id, 'HOUSE')).toBe(before);
    expect((await get('/wps/game/personalHistory', m.headers)).json().value.totalCount).toBe(31);

    // Winners board from these rounds; the ledger still balances.
    const board = (await get('/wps/relay/GCSGAME_getRankList?language=en')).json().value;
    if (won > 0) {
      expect(board[0].userName).toMatch(/\*/);
      expect(board[0].userName).not.toBe(m.member.username);
      expect(board.every((r: { win: number }, i: number) => i === 0 || board[i - 1].win >= r.win)).toBe(true);
    }
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
  });

  it('parallel spins on one launch never overdraw: every accepted round is in the wallet and the record', async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    await fund(m.member, 1_000); // room for 5 spins of 2.00 before any win
    const l = (await post('/wps/game/launchGame', { nodeId: 'RNG.HOUSE.SLOT' }, m.headers)).json().value;
    const token = new URL(l.url, 'http://x').searchParams.get('token')!;
    const results = await Promise.all(Array.from({ length: 12 }, () => post('/lgw/house/slot/spin', { token, stake: 200 })));
    const ok = results.filter((r) => r.statusCode === 200).map((r) => r.json().value as { win: number });
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok.length).toBeGreaterThanOrEqual(5);
    expect(refused.every((r) => r.statusCode === 400 && r.json().code === 'insufficient_funds')).toBe(true);
    const expected = 1_000 - 200 * ok.length + ok.reduce((sum, v) => sum + v.win, 0);
    expect(await seamlessBalance(t.database.db, m.member.merchantId, m.member.id, 'HOUSE')).toBe(expected);
    const rec = (await get('/wps/game/personalHistory', m.headers)).json().value;
    expect(rec.totalCount).toBe(ok.length);
    expect(1_000 + rec.summary.profit).toBe(expected);
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
  });

  it('issue 17 item 4: provably fair house rounds: hash before play, client seed, nonce per round, seed revealed on rotation, verify', async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    await fund(m.member, 50_000);
    const dl = (await post('/wps/game/launchGame', { nodeId: 'RNG.HOUSE.DICE' }, m.headers)).json().value;
    const token = new URL(dl.url, 'http://x').searchParams.get('token')!;
    const page = await get(dl.url);
    expect(page.body).toContain('/lgw/house/fair');
    // Before any round: the hash of a secret seed, a client seed, nonce 0, nothing revealed.
    const f0 = (await get(`/lgw/house/fair?token=${token}`)).json().value;
    expect(f0).toMatchObject({ nonce: 0, previous: null });
    expect(f0.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    // The player sets a client seed: a new pair (the first one revealed, unplayed), nonce 0.
    const f1 = (await post('/lgw/house/fair/rotate', { token, clientSeed: 'my-lucky-seed' })).json().value;
    expect(f1).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0, previous: { serverSeedHash: f0.serverSeedHash, rounds: 0 } });
    expect((await post('/lgw/house/fair/rotate', { token, clientSeed: 'bad seed!' })).statusCode).toBe(400);
    const rolls = [];
    for (let i = 0; i < 3; i++) {
      const r = (await post('/lgw/house/dice/roll', { token, stake: 100, target: 40 })).json().value;
      expect(r.fair).toEqual({ serverSeedHash: f1.serverSeedHash, clientSeed: 'my-lucky-seed', nonce: i });
      rolls.push(r);
    }
    // Slot rounds share the member's pair: the next nonce.
    const sl = (await post('/wps/game/launchGame', { nodeId: 'RNG.HOUSE.SLOT' }, m.headers)).json().value;
    const stoken = new URL(sl.url, 'http://x').searchParams.get('token')!;
    const spin = (await post('/lgw/house/slot/spin', { token: stoken, stake: 20 })).json().value;
    expect(spin.fair.nonce).toBe(3);
    expect((await get(`/lgw/house/fair?token=${token}`)).json().value).toMatchObject({ serverSeedHash: f1.serverSeedHash, nonce: 4, previous: { rounds: 0 } });
    // Rotation reveals the seed; it matches the hash shown before play and recomputes every round.
    const f2 = (await post('/lgw/house/fair/rotate', { token })).json().value;
    expect(f2).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0, previous: { serverSeedHash: f1.serverSeedHash, clientSeed: 'my-lucky-seed', rounds: 4 } });
    expect(f2.serverSeedHash).not.toBe(f1.serverSeedHash);
    const seed = f2.previous.serverSeed;
    for (const [i, r] of rolls.entries()) {
      const v = (await get(`/lgw/house/fair/verify?game=dice&serverSeed=${seed}&serverSeedHash=${f1.serverSeedHash}&clientSeed=my-lucky-seed&nonce=${i}&stake=100&target=40`)).json().value;
      expect(v).toMatchObject({ hashMatches: true, roll: r.roll, won: r.won, win: r.win });
    }
    const vs = (await get(`/lgw/house/fair/verify?game=slot&serverSeed=${seed}&clientSeed=my-lucky-seed&nonce=3`)).json().value;
    expect(vs.grid).toEqual(spin.grid);
    expect((await get(`/lgw/house/fair/verify?game=dice&serverSeed=${'0'.repeat(64)}&serverSeedHash=${f1.serverSeedHash}&clientSeed=my-lucky-seed&nonce=0`)).json().value.hashMatches).toBe(false);
    // Every round is in the betting record.
    const rec = (await get('/wps/game/personalHistory?language=en', m.headers)).json().value;
    expect(rec.totalCount).toBe(4);
    // Another brand's token is no token here.
    expect((await get(`/lgw/house/fair?token=${token}`, { host: 'orbit.localhost' })).statusCode).toBe(401);
  });

  it('free play moves play money only: no wallet, no records', async () => {
    const trial = await createLoggedInMember(t.app, 'mesra', { isAgent: 4 });
    const l = (await post('/wps/game/launchGame', { nodeId: 'RNG.HOUSE.SLOT', freePlay: 'true' }, trial.headers)).json().value;
    // The launch answer names the play money the game starts with: the site's header shows it (issue 23 item 9).
    expect(l.freeBalance).toBe(200_000);
    const token = new URL(l.url, 'http://x').searchParams.get('token')!;
    expect((await get(`/lgw/house/session?token=${token}`)).json().value).toMatchObject({ freePlay: true, balance: 200_000 });
    const r = (await post('/lgw/house/slot/spin', { token, stake: 1000 })).json().value;
    expect(r.roundId).toBeNull();
    expect(r.balance).toBe(200_000 - 1000 + r.win);
    expect(await seamlessBalance(t.database.db, trial.member.merchantId, trial.member.id, 'HOUSE')).toBe(0);
    expect((await get('/wps/game/personalHistory', trial.headers)).json().value.totalCount).toBe(0);
  });

  /** The brand's seeded vendor row (secret, cap) of `vassalage`. */
  const vendorRow = async (merchantId: number, vassalage: string) =>
    (await t.database.db.select().from(gameVendors).where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.vassalage, vassalage))))[0];
  /** A signed callback as a provider sends it (x-timestamp, x-signature over method, path, timestamp, raw body). */
  const callback = (vendor: string, action: CallbackAction, p: CallbackPayload | { memberId: number }, secret: string, opts: { at?: Date; path?: string; host?: string } = {}) => {
    const url = `/api/seamless/${vendor}/${action}`;
    const body = JSON.stringify(p);
    return t.app.inject({ method: 'POST', url, payload: body, headers: { host: opts.host ?? host, ...signedHeaders(secret, opts.path ?? url, body, opts.at) } });
  };

  it('vendor callbacks: signed debit/credit/rollback move money and rounds; a bad signature moves nothing', async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    await fund(m.member, 10_000);
    const vendor = await vendorRow(m.member.merchantId, 'LIVEPALACE');
    const game = (await get('/wps/relay/GCSGAME_gameList?gameType=LIVE&vassalage=LIVEPALACE&gameClassify=BACCARAT')).json().value.list[0];
    const cb = (action: CallbackAction, p: CallbackPayload, secret = vendor.callbackSecret) => callback('LIVEPALACE', action, p, secret);
    const bet = { memberId: m.member.id, txId: 'T1', roundId: 'R1', amount: 2_500, gameCode: game.gameCode };

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/seamless/LIVEPALACE/debit',
      payload: bet as unknown as object,
      headers: { 'x-merchant-code': 'MESRA88', ...signedHeaders('not-the-secret', '/api/seamless/LIVEPALACE/debit', JSON.stringify(bet)) },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('err_bad_signature');
    expect((await callback('LIVEPALACE', 'balance', { memberId: bet.memberId }, vendor.callbackSecret)).json().value.balance).toBe(10_000);

    expect((await cb('debit', bet)).json().value).toEqual({ balance: 7_500, duplicate: false });
    expect((await cb('debit', bet)).json().value).toEqual({ balance: 7_500, duplicate: true });
    expect((await cb('credit', { ...bet, txId: 'T1W', amount: 5_000 })).json().value.balance).toBe(12_500);
    // A round closed by its credit cannot be rolled back (a refusal: HTTP 200, success false, the real balance).
    expect((await cb('rollback', bet)).json()).toMatchObject({ success: false, code: 'round_closed', value: { balance: 12_500 } });
    // A second round rolled back: money returns, record says rolled_back.
    expect((await cb('debit', { ...bet, txId: 'T2', roundId: 'R2' })).json().value.balance).toBe(10_000);
    expect((await cb('rollback', { ...bet, txId: 'T2', roundId: 'R2' })).json().value.balance).toBe(12_500);
    // Above balance: refused, nothing moved.
    const big = await cb('debit', { ...bet, txId: 'T3', roundId: 'R3', amount: 1_000_000 });
    expect(big.statusCode).toBe(200);
    expect(big.json()).toMatchObject({ success: false, code: 'insufficient_funds', message: 'err_seamless_insufficient_funds', value: { balance: 12_500 } });

    const rec = (await get('/wps/game/personalHistory?gameType=LIVE', m.headers)).json().value;
    expect(rec.list.map((r: { roundId: string; status: string }) => [r.roundId, r.status])).toEqual([
      ['R2', 'rolled_back'],
      ['R1', 'settled'],
    ]);
    expect(rec.summary).toEqual({ stake: 2_500, win: 5_000, profit: 2_500 });
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/seamless/NOSUCH/debit', payload: bet, headers: { host, ...signedHeaders('x', '/api/seamless/NOSUCH/debit', JSON.stringify(bet)) } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'vendor_not_found', message: 'err_vendor_not_found' });
  });

  it('issue 24 item 7: vendor callbacks sign method, path and timestamp; secrets per brand; HOUSE is in-process only', async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    await fund(m.member, 10_000);
    const mesra = await vendorRow(m.member.merchantId, 'LIVEPALACE');
    const orbit = await vendorRow(t.app.tenants.get('orbit')!.merchantId, 'LIVEPALACE');
    // Seeded secrets differ per brand: orbit's secret does not sign for mesra.
    expect(orbit.callbackSecret).not.toBe(mesra.callbackSecret);
    const bet = { memberId: m.member.id, txId: 'S1', roundId: 'SR1', amount: 1_000 };
    expect((await callback('LIVEPALACE', 'balance', bet, orbit.callbackSecret)).statusCode).toBe(401);
    // A signed debit replayed on the rollback route (same body: txId is the debit's) is refused.
    const debit = await callback('LIVEPALACE', 'debit', bet, mesra.callbackSecret);
    expect(debit.json().value).toEqual({ balance: 9_000, duplicate: false });
    const asRollback = await callback('LIVEPALACE', 'rollback', bet, mesra.callbackSecret, { path: '/api/seamless/LIVEPALACE/debit' });
    expect(asRollback.statusCode).toBe(401);
    expect(asRollback.json()).toMatchObject({ code: 'bad_signature', message: 'err_bad_signature' });
    // Stale (beyond 5 minutes of the wallet's clock): 401 with its own key.
    const stale = await callback('LIVEPALACE', 'balance', bet, mesra.callbackSecret, { at: new Date(Date.now() - 10 * 60_000) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'stale_timestamp', message: 'err_stale_timestamp' });
    // The house vendor has a seeded secret, but its games settle in-process: no callback is accepted.
    const house = await vendorRow(m.member.merchantId, 'HOUSE');
    for (const action of ['balance', 'debit', 'credit'] as const) {
      const res = await callback('HOUSE', action, { ...bet, txId: `H-${action}`, roundId: 'HR1', gameCode: HOUSE_SLOT_CODE }, house.callbackSecret);
      expect(res.statusCode, action).toBe(404);
      expect(res.json().code).toBe('vendor_not_found');
    }
    expect(await seamlessBalance(t.database.db, m.member.merchantId, m.member.id, 'LIVEPALACE')).toBe(9_000);
  });

  it("issue 24 item 7: vendor callbacks refuse a win above the game's maximum multiplier, a second win, and trial accounts", async () => {
    const m = await createLoggedInMember(t.app, 'mesra');
    await fund(m.member, 10_000);
    const merchantId = m.member.merchantId;
    const live = await vendorRow(merchantId, 'LIVEPALACE');
    const game = (await get('/wps/relay/GCSGAME_gameList?gameType=LIVE&vassalage=LIVEPALACE&gameClassify=ROULETTE')).json().value.list[0];
    const cap = live.maxMultiplier;
    expect(cap).toBeGreaterThan(1);
    const bet = { memberId: m.member.id, txId: 'M1', roundId: 'MR1', amount: 100, gameCode: game.gameCode };
    expect((await callback('LIVEPALACE', 'debit', bet, live.callbackSecret)).json().value.balance).toBe(9_900);
    const over = await callback('LIVEPALACE', 'credit', { ...bet, txId: 'M1W-over', amount: 100 * cap + 1 }, live.callbackSecret);
    expect(over.statusCode).toBe(200);
    expect(over.json()).toMatchObject({ success: false, code: 'win_exceeds_limit', message: 'err_seamless_win_exceeds_limit', value: { balance: 9_900 } });
    expect((await callback('LIVEPALACE', 'credit', { ...bet, txId: 'M1W', amount: 100 * cap }, live.callbackSecret)).json().value.balance).toBe(9_900 + 100 * cap);
    // The attack run's 10 billion on a closed round.
    const closed = await callback('LIVEPALACE', 'credit', { ...bet, txId: 'M1W-10bn', amount: 10_000_000_000 }, live.callbackSecret);
    expect(closed.json()).toMatchObject({ success: false, code: 'round_closed' });
    // A trial account: no real-money bet or win through a vendor.
    const trial = await createMember(t.app, 'mesra', { isAgent: 4 });
    const refused = await callback('LIVEPALACE', 'debit', { ...bet, memberId: trial.id, txId: 'MT1', roundId: 'MTR1' }, live.callbackSecret);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ success: false, code: 'trial_account', message: 'err_seamless_trial_account' });
    expect(await seamlessBalance(t.database.db, merchantId, m.member.id, 'LIVEPALACE')).toBe(9_900 + 100 * cap);
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
  });

  it("issue 24 item 7: maximum multipliers are data: per vendor and game type, and the house games' own from their maths", async () => {
    const merchantId = t.app.tenants.get('mesra')!.merchantId;
    const caps = await t.database.db.select({ vassalage: gameVendors.vassalage, gameType: gameVendors.gameType, cap: gameVendors.maxMultiplier }).from(gameVendors).where(eq(gameVendors.merchantId, merchantId));
    expect(caps.every((c) => Number.isInteger(c.cap) && c.cap >= 50)).toBe(true);
    expect(new Set(caps.filter((c) => c.gameType === 'RNG' && c.vassalage !== 'HOUSE').map((c) => c.cap)).size).toBe(1);
    expect(caps.find((c) => c.gameType === 'COCKFIGHT')!.cap).toBeLessThan(caps.find((c) => c.gameType === 'RNG' && c.vassalage !== 'HOUSE')!.cap);
    const house = await t.database.db.select({ code: games.gameCode, cap: games.maxMultiplier }).from(games).where(and(eq(games.merchantId, merchantId), eq(games.vassalage, 'HOUSE')));
    // The slot's largest possible spin (searched over every reel stop) in stakes of LINES line bets, rounded up;
    // the dice's 99 / smallest target, rounded up.
    const slotMax = Math.ceil(maxSpinPay().pay / LINES);
    expect(Object.fromEntries(house.map((h) => [h.code, h.cap]))).toEqual({ [HOUSE_SLOT_CODE]: slotMax, [HOUSE_DICE_CODE]: 50 });
    expect(slotMax).toBeLessThan(400);
  });
});
