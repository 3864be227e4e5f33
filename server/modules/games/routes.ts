// Games calls (spec §7 Games; issue 5). Thin: validation by schema, rules in the services, SQL in the repos.
// GET calls read the query ("GET with data object"); launch and favourites also take a JSON body.
import type { RoutesPlugin } from '../../lib/type-provider';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { ok } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import * as catalogue from './catalogue-service';
import { hashLaunchToken, launchGame, roomList, type LaunchInput } from './launch-service';
import { dicePage, demoTablePage, slotPage } from './house/pages';
import * as house from './house/service';
import * as records from './records-service';
import { deleteExpiredLaunches, findGameById, findLiveLaunch, revokeMemberLaunches } from './repo';
import * as s from './schemas';
import { thumbSvg } from './thumb-svg';
import { invalidateCatalogue } from './catalogue-snapshot';
import { vendorWalletRoutes } from './vendor-wallet-routes';
import { onGameNames } from '../wallet';
import { gameNamesOf } from './game-type';
import { gamesOperatorRoutes } from './operator-routes';
import { seamlessWallet } from './wallet-port';
import { onMemberAccessRevoked, type AccessRevoker } from '../accounts';

/** Logout, password change and reset end the member's launch tokens too (issue 24 item 5). */
const revokeLaunches: AccessRevoker = (member, tx) => revokeMemberLaunches(member.merchantId, member.id, tx);

const int = (v: string | undefined): number | undefined => (v === undefined || v === '' ? undefined : Number(v));
const flag = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';
const binary = (mime: string) => ({ 200: { description: mime, content: { [mime]: { schema: { type: 'string' } } } } });

/** HTML pages for the game iframe: a fresh CSP nonce per response; framed by our own site only. */
function sendHtml(reply: FastifyReply, html: (nonce: string) => string, status = 200) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`)
    .send(Buffer.from(html(nonce)));
}

export const gamesRoutes: RoutesPlugin = async (app) => {
  onMemberAccessRevoked(revokeLaunches);
  // The console's bets of a player name their games (the wallet's port: it cannot import this module).
  onGameNames(gameNamesOf);
  // Expired launch tokens are purged by the job runner (server/jobs), not on the launch path.
  app.jobs.define({ name: 'games.launches.purge', everySeconds: 600, run: async ({ db, now }) => ({ deleted: await deleteExpiredLaunches(now, db) }) });
  // Another node changed a brand's games or vendors (bumpCatalogueVersion): drop this node's snapshot of it.
  app.changes.on('catalogue', (key) => invalidateCatalogue(key === '*' ? '*' : Number(key)));
  const db = () => app.database.db;
  const now = () => app.clock.now();
  const houseCtx = (req: FastifyRequest): house.HouseContext => ({ tenant: req.tenant, wallet: seamlessWallet, now: now(), db: db() });

  // Catalogue --------------------------------------------------------------------------------------
  app.get(
    '/lgw/games/game_menus',
    { config: { access: 'visitor' }, schema: { tags: ['games'], summary: 'Nav: game types with up to 30 vendors each (spec §2 Header, §9)', querystring: s.menusQuery, response: { 200: s.menusResponse } } },
    async (req) => ok(await catalogue.gameMenus(req.tenant, db())),
  );

  app.get(
    '/wps/relay/GCSGAME_gameList',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['games'],
        summary: 'Game list query (spec §3): gameType, vassalage, gameClassify, gameName, minBet (≤), minLineNum (≥), pageNo, pageSize 15, language, listType all|hot|fav|recent',
        querystring: s.gameListQuery,
        response: { 200: s.gamePageResponse },
      },
    },
    async (req) => {
      const q = req.query;
      return ok(
        await catalogue.gameList(
          req.tenant,
          req.member,
          {
            gameType: q.gameType,
            vassalage: q.vassalage,
            gameClassify: q.gameClassify,
            gameName: q.gameName,
            minBet: q.minBet ? Number(q.minBet) : undefined,
            minLineNum: int(q.minLineNum),
            pageNo: int(q.pageNo),
            pageSize: int(q.pageSize),
            language: q.language,
            listType: q.listType,
          },
          db(),
        ),
      );
    },
  );

  app.get(
    '/wps/relay/GCSGAME_newGameVendor',
    { config: { access: 'visitor' }, schema: { tags: ['games'], summary: 'Vendor categories (spec §3): title, cards, gameClassify with vendors; platform html5-desktop', querystring: s.vendorCategoryQuery, response: { 200: s.vendorCategoryResponse } } },
    async (req) => ok(await catalogue.vendorCategories(req.tenant, req.query.gameType, db())),
  );

  app.get(
    '/wps/relay/GCSGAME_getVassGameType',
    { config: { access: 'visitor' }, schema: { tags: ['games'], summary: "A vendor's game types and classify tabs (the /rng?page={vassalage} hall)", querystring: s.vassGameTypeQuery, response: { 200: s.vassGameTypeResponse } } },
    async (req) => ok(await catalogue.vendorGameTypes(req.tenant, req.query.vassalage!, req.query.gameType, db())),
  );

  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    { config: { access: 'visitor' }, schema: { tags: ['games'], summary: 'Hot games per hot game type (spec §3: ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP)', querystring: s.hotGamesQuery, response: { 200: s.hotGamesResponse } } },
    async (req) => ok(await catalogue.hotGames(req.tenant, req.query.gameType, req.query.language, Math.min(30, int(req.query.count) ?? 12), db())),
  );

  app.get(
    '/lgw/games/thumb/:file',
    { config: { access: 'visitor' }, schema: { tags: ['games'], summary: 'Generated SVG tile image of a game (cacheable)', params: s.thumbParams, produces: ['image/svg+xml'], response: binary('image/svg+xml') } },
    async (req, reply) => {
      const game = await findGameById(req.tenant.merchantId, Number(req.params.file.slice(0, -4)), db());
      if (!game) throw new NotFoundError('err_game_not_found');
      const etag = `"${game.nodeId}-${game.isHot ? 1 : 0}${game.isNew ? 1 : 0}"`;
      reply.header('cache-control', 'public, max-age=86400').header('etag', etag).header('x-content-type-options', 'nosniff');
      if (req.headers['if-none-match'] === etag) {
        // The statusCode setter is reply.code(); 304 is not a documented response of this binary route's schema.
        reply.statusCode = 304;
        return reply.send();
      }
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").send(Buffer.from(thumbSvg(game)));
    },
  );

  // Favourites and recent (spec §4) -----------------------------------------------------------------
  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    { schema: { tags: ['games'], summary: "The member's favourite games, paged (spec §4 fav list type)", querystring: s.favouritesQuery, response: { 200: s.gamePageResponse } }, config: { access: 'member' } },
    async (req) => {
      const q = req.query;
      return ok(
        await catalogue.favouritePage(
          req.tenant,
          req.member!,
          { gameType: q.gameType, vassalage: q.vassalage, gameName: q.gameName, pageNo: int(q.pageNo), pageSize: int(q.pageSize), language: q.language },
          db(),
        ),
      );
    },
  );
  for (const path of ['/wps/relay/getFavoriteGamesList', '/wps/relay/MCSFE_getFavoriteGamesList']) {
    app.get(
      path,
      { schema: { tags: ['games'], summary: 'nodeIds of the member\'s favourites (heart icons on tiles)', querystring: s.favouriteIdsQuery, response: { 200: s.favouriteIdsResponse } }, config: { access: 'member' } },
      async (req) => ok(await catalogue.favouriteNodeIdList(req.tenant, req.member!, req.query.gameType, db())),
    );
  }
  app.post(
    '/wps/relay/MCSFE_addFavoriteGame',
    { schema: { tags: ['games'], summary: 'Add a favourite (nodeId, vendor, gameType); adding twice is harmless', body: s.favouriteBody, response: { 200: s.favouriteResponse } }, config: { access: 'member' } },
    async (req) => ok(await catalogue.addFavourite(req.tenant, req.member!, req.body, db())),
  );
  app.post(
    '/wps/relay/MCSFE_removeFavoriteGame',
    { schema: { tags: ['games'], summary: 'Remove a favourite (nodeId, vendor, gameType)', body: s.favouriteBody, response: { 200: s.favouriteResponse } }, config: { access: 'member' } },
    async (req) => ok(await catalogue.removeFavourite(req.tenant, req.member!, req.body, db())),
  );
  app.get(
    '/wps/relay/GCS_recentGame',
    { schema: { tags: ['games'], summary: 'Recently launched games, newest first (spec §4 recent)', querystring: s.recentQuery, response: { 200: s.recentResponse } }, config: { access: 'member' } },
    async (req) =>
      ok(await catalogue.recentPage(req.tenant, req.member!, { gameType: req.query.gameType, language: req.query.language, recentCount: int(req.query.recentCount) }, db())),
  );

  // Launch (spec §2 Game launch) ----------------------------------------------------------------------
  const launchInput = (p: Static<typeof s.launchParams>): LaunchInput => ({
    nodeId: p.nodeId,
    vendor: p.vendor ?? p.vassalage,
    gameCode: p.gameCode,
    gameType: p.gameType,
    freePlay: flag(p.freePlay),
    roomId: p.roomId,
    language: p.language,
  });
  const launchSchema = { tags: ['games'], summary: 'Launch a game (login required; trial accounts free play only): iframe URL, lottery route or sub-games', response: { 200: s.launchResponse } };
  app.get('/wps/game/launchGame', { schema: { ...launchSchema, querystring: s.launchParams }, config: { access: 'member' } }, async (req) =>
    ok(await launchGame(req.tenant, req.member!, launchInput(req.query), now(), db())),
  );
  app.post('/wps/game/launchGame', { schema: { ...launchSchema, body: s.launchParams }, config: { access: 'member' } }, async (req) =>
    ok(await launchGame(req.tenant, req.member!, launchInput(req.body), now(), db())),
  );
  app.get(
    '/wps/relay/GCS_gameLaunchFB',
    // Sports has no free play, so a trial account is refused by the route's access (in_need_true_account).
    { schema: { tags: ['games'], summary: 'Launch the FB sportsbook (spec §2: vendor FB opens /fbsports)', querystring: s.menusQuery, response: { 200: s.launchResponse } }, config: { access: 'real' } },
    async (req) => ok(await launchGame(req.tenant, req.member!, { vendor: 'FB', gameCode: 'FB_SPORTS_0001', gameType: 'SPORTS', language: req.query.language }, now(), db())),
  );
  app.get(
    '/wps/relay/GLS2_roomList',
    { schema: { tags: ['games'], summary: 'PvP rooms of a game (launch one with roomId)', querystring: s.roomListQuery, response: { 200: s.roomListResponse } }, config: { access: 'member' } },
    async (req) => ok(await roomList(req.tenant, req.query, now(), db())),
  );

  // Winners board and records ------------------------------------------------------------------------
  app.get(
    '/wps/relay/GCSGAME_getRankList',
    { config: { access: 'visitor' }, schema: { tags: ['games'], summary: 'Winners board: the biggest settled wins of the last days (from real rounds)', querystring: s.rankListQuery, response: { 200: s.rankListResponse } } },
    async (req) =>
      ok(await records.rankList(req.tenant, { gameType: req.query.gameType, days: int(req.query.days), count: int(req.query.count), language: req.query.language }, now(), db())),
  );
  app.get(
    '/wps/game/personalHistory',
    { schema: { tags: ['games'], summary: 'Betting record (personalHistoryCopy): rounds with game, stake, win, time; filters and paging', querystring: s.recordQuery, response: { 200: s.recordResponse } }, config: { access: 'member' } },
    async (req) => {
      const q = req.query;
      return ok(
        await records.bettingRecord(
          req.tenant,
          req.member!,
          {
            gameType: q.gameType,
            vendor: q.vendor,
            status: q.status,
            startDate: q.startDate,
            endDate: q.endDate,
            pageNo: int(q.pageNo),
            pageSize: int(q.pageSize),
            language: q.language,
          },
          now(),
          db(),
        ),
      );
    },
  );
  app.get(
    '/wps/game/personalProfit',
    { schema: { tags: ['games'], summary: 'Personal profit and loss (personalProfit) by local day and game type', querystring: s.profitQuery, response: { 200: s.profitResponse } }, config: { access: 'member' } },
    async (req) => ok(await records.personalProfit(req.tenant, req.member!, { gameType: req.query.gameType, startDate: req.query.startDate, endDate: req.query.endDate }, now(), db())),
  );

  // House games (issue 5 item 4) ------------------------------------------------------------------------
  app.get(
    '/lgw/house/slot',
    { config: { access: 'visitor' }, schema: { tags: ['games'], summary: 'House slot page (launch URL, shown in the /game iframe)', querystring: s.pageQuery, produces: ['text/html'], response: binary('text/html') } },
    async (req, reply) => sendHtml(reply, (nonce) => slotPage(req.query.lang, nonce)),
  );
  app.get(
    '/lgw/house/dice',
    { config: { access: 'visitor' }, schema: { tags: ['games'], summary: 'House dice page (launch URL)', querystring: s.pageQuery, produces: ['text/html'], response: binary('text/html') } },
    async (req, reply) => sendHtml(reply, (nonce) => dicePage(req.query.lang, nonce)),
  );
  app.get(
    '/lgw/house/session',
    { config: { access: 'visitor' }, schema: { tags: ['games'], summary: 'The launch session a house game page shows: game, balance, stakes (minor units), paytable', querystring: s.sessionQuery, response: { 200: s.sessionResponse } } },
    async (req) => ok(await house.sessionInfo(houseCtx(req), req.query.token!)),
  );
  app.post(
    '/lgw/house/slot/spin',
    { config: { access: 'visitor' }, schema: { tags: ['games'], summary: 'One slot round: debit stake (minor units), spin on the server, credit the win', body: s.spinBody, response: { 200: s.spinResponse } } },
    async (req) => ok(await house.playSlot(houseCtx(req), req.body.token, req.body.stake)),
  );
  // Provably fair (issue 17 item 4): the page's fairness panel, rotation (and the player's client seed), verify.
  app.get(
    '/lgw/house/fair',
    { config: { access: 'visitor' }, schema: { tags: ['games'], summary: 'Provably fair: the active server seed hash, client seed and next nonce of the launch\'s member, and the last revealed seed', querystring: s.fairQuery, response: { 200: s.fairResponse } } },
    async (req) => ok(await house.fairInfo(houseCtx(req), req.query.token!)),
  );
  app.post(
    '/lgw/house/fair/rotate',
    { config: { access: 'visitor' }, schema: { tags: ['games'], summary: 'Provably fair: reveal the server seed and start a new pair (nonce 0), with the player\'s client seed if given', body: s.rotateBody, response: { 200: s.fairResponse } } },
    async (req) => ok(await house.rotateFair(houseCtx(req), req.body.token, req.body.clientSeed)),
  );
  app.get(
    '/lgw/house/fair/verify',
    { config: { access: 'visitor' }, schema: { tags: ['games'], summary: 'Provably fair: recompute a slot or dice round from its revealed server seed, client seed and nonce', querystring: s.verifyQuery, response: { 200: s.verifyResponse } } },
    async (req) => ok(house.verifyRound(req.query as never)),
  );
  app.post(
    '/lgw/house/dice/roll',
    { config: { access: 'visitor' }, schema: { tags: ['games'], summary: 'One dice round: win when the roll (0-99.99) is under target; pays 99/target', body: s.diceBody, response: { 200: s.diceResponse } } },
    async (req) => ok(await house.playDice(houseCtx(req), req.body.token, req.body.stake, req.body.target)),
  );

  // Demo adapter launch page and vendor callbacks (issue 5 item 3) ---------------------------------------
  app.get(
    '/lgw/demo/table',
    { config: { access: 'visitor' }, schema: { tags: ['games'], summary: "Demo adapter's launch page: says clearly it is a demo table", querystring: s.pageQuery, produces: ['text/html'], response: binary('text/html') } },
    async (req, reply) => {
      const token = req.query.token ?? '';
      const launch = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await findLiveLaunch(req.tenant.merchantId, hashLaunchToken(token), now(), db()) : undefined;
      const game = launch && launch.merchantId === req.tenant.merchantId ? await findGameById(req.tenant.merchantId, launch.gameId, db()) : undefined;
      const lang = catalogue.normaliseLang(req.query.lang, req.tenant);
      const info = game ? { name: lang === 'en' ? game.nameEn : lang === 'zh' ? game.nameZh : game.nameMs, vendor: game.vassalage, roomId: req.query.roomId } : null;
      return sendHtml(reply, (nonce) => demoTablePage(lang, nonce, info), game ? 200 : 401);
    },
  );

  // The seamless wallet's vendor API (/api/seamless/:vendor/*, issue 14 item 2): its own context keeps the raw
  // JSON body, which the signature covers, without changing the other routes' parser.
  await app.register(vendorWalletRoutes);
  await app.register(gamesOperatorRoutes);
};
