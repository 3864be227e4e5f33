// Lottery calls (spec §7 Lottery; issue 17 item 5) and the draw job (item 2). Thin: rules in draws.ts/bets.ts,
// reads in queries.ts.
import type { FastifyInstance } from 'fastify';
import type { RoutesPlugin } from '../../lib/type-provider';
import { ok } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import type { Tenant } from '../tenancy';
import { placeSlip } from './bets';
import type { LotteryConfig } from './config';
import { LotteryGames, runDrawCycle } from './draws';
import { lotteryGames, type LotteryArea } from './games-data';
import { lotteryOperatorRoutes } from './operator-routes';
import * as q from './queries';
import * as s from './schemas';

const num = (v: string | undefined, fallback: number, max: number) => Math.min(max, v ? Number(v) : fallback);

/** spec §3 configuration: MS, EN, CN (= zh); anything else the brand's default. */
export function langOf(language: string | undefined, tenant: Tenant): q.Lang {
  const l = (language ?? '').toLowerCase();
  if (l === 'ms' || l === 'en' || l === 'zh') return l;
  if (l === 'cn' || l.startsWith('zh')) return 'zh';
  if (l.startsWith('en')) return 'en';
  if (l.startsWith('ms') || l === 'my') return 'ms';
  const d = tenant.manifest.languages.default.toLowerCase();
  return d === 'en' || d === 'zh' ? d : 'ms';
}

/** The games of one brand (every brand runs the house lotteries) and the settings, shared with tests and scripts. */
export function lotteryContext(config: LotteryConfig) {
  return { config, games: new LotteryGames(lotteryGames(config)) };
}

export const lotteryRoutes: RoutesPlugin = async (app) => {
  const { games, config } = lotteryContext(app.config.lottery);
  const db = () => app.database.db;
  const now = () => app.clock.now();
  const merchants = (a: FastifyInstance) => a.tenants.all().map((t) => t.merchantId);

  // One pass every few seconds: create the coming draws, lock, draw, settle, refund (draws.ts). Every step is
  // guarded by the draw's status, so the job is safe to run late, twice or after a crash.
  app.jobs.define({ name: 'lottery.draws', everySeconds: config.tickSeconds, retryLimit: 3, run: async ({ now: at }) => runDrawCycle(db(), merchants(app), games, at, config.settleChunk) });

  const area = (a: LotteryArea) => games.list.filter((g) => g.area === a);
  const items = (tenant: Tenant, list: typeof games.list, language?: string) => q.lotteryItems(db(), tenant.merchantId, list, langOf(language, tenant), now());
  const byCodes = (codes: string[]) => codes.map((c) => games.get(c)!).filter(Boolean);
  const serverTime = () => now().toISOString();

  app.get(
    '/lotto/lgw/lobby',
    { config: { access: 'visitor' }, schema: { tags: ['lottery'], summary: 'The lottery lobby (spec §7): menus of house lotteries of one area (lottoArea SEA or VN; launchMode LOTT)', querystring: s.areaQuery, response: { 200: s.menusResponse } } },
    async (req) => ok({ serverTime: serverTime(), menus: q.menusOf(await items(req.tenant, area(req.query.lottoArea ?? 'SEA'), req.query.language)) }),
  );

  app.get(
    '/lgw/vn/games/game_menu',
    { config: { access: 'visitor' }, schema: { tags: ['lottery'], summary: 'VN lottery menus (spec §7): tags with their games and current draws', querystring: s.areaQuery, response: { 200: s.menusResponse } } },
    async (req) => ok({ serverTime: serverTime(), menus: q.menusOf(await items(req.tenant, area('VN'), req.query.language)) }),
  );

  app.get(
    '/lgw/vn/games/game_menu/recent',
    { config: { access: 'member' }, schema: { tags: ['lottery'], summary: 'Lottery games the member bet on, newest first (spec §7 recentCount 100)', querystring: s.recentQuery, response: { 200: s.itemsResponse } } },
    async (req) => {
      const codes = await q.recentGameCodes(db(), req.tenant.merchantId, req.member!.id, num(req.query.recentCount, 100, 100));
      return ok({ serverTime: serverTime(), list: await items(req.tenant, byCodes(codes), req.query.language) });
    },
  );

  app.get(
    '/lgw/games/popular',
    { config: { access: 'visitor' }, schema: { tags: ['lottery'], summary: 'Popular lottery games (spec §7 count 20): most bets in 7 days', querystring: s.countQuery, response: { 200: s.itemsResponse } } },
    async (req) => {
      const mode = req.query.prizeMode;
      const codes = (await q.popularGameCodes(db(), req.tenant.merchantId, games, now())).filter((c) => !mode || mode === 'SEA' || games.get(c)!.prizeMode === mode);
      return ok({ serverTime: serverTime(), list: await items(req.tenant, byCodes(codes.slice(0, num(req.query.count, 20, 20))), req.query.language) });
    },
  );

  app.get(
    '/lgw/vn/numeros/opened/game',
    { config: { access: 'visitor' }, schema: { tags: ['lottery'], summary: 'Open draws of the VN lotteries (spec §7 count 100)', querystring: s.countQuery, response: { 200: s.openedResponse } } },
    async (req) =>
      ok({ serverTime: serverTime(), list: await q.openedNumeros(db(), req.tenant.merchantId, area('VN').map((g) => g.code), num(req.query.count, 100, 100), now()) }),
  );

  app.get(
    '/lotto/lgw/games/opened/numero',
    { config: { access: 'member' }, schema: { tags: ['lottery'], summary: 'Every house lottery with its open draw (spec §7; polled, spec §4)', querystring: s.areaQuery, response: { 200: s.itemsResponse } } },
    async (req) => ok({ serverTime: serverTime(), list: await items(req.tenant, req.query.lottoArea ? area(req.query.lottoArea) : games.list, req.query.language) }),
  );

  app.get(
    '/lotto/lgw/draws',
    { config: { access: 'visitor' }, schema: { tags: ['lottery'], summary: 'Past results of a game, newest first (numbers: at most 6, spec §4)', querystring: s.drawsQuery, response: { 200: s.drawsResponse } } },
    async (req) => {
      if (!games.get(req.query.gameCode)) throw new NotFoundError('err_lottery_game_not_found');
      return ok(await q.pastDraws(db(), req.tenant.merchantId, req.query.gameCode, num(req.query.pageNo, 1, 9999), num(req.query.pageSize, 15, 50)));
    },
  );

  app.get(
    '/lotto/lgw/draw',
    { config: { access: 'visitor' }, schema: { tags: ['lottery'], summary: 'One draw: seed hash, and once drawn its seed and every number (the verify page recomputes them)', querystring: s.drawQuery, response: { 200: s.drawResponse } } },
    async (req) => {
      const game = games.get(req.query.gameCode);
      const d = game && (await q.oneDraw(db(), req.tenant.merchantId, game.code, req.query.numero));
      if (!game || !d) throw new NotFoundError('err_lottery_draw_not_found');
      const lang = langOf(req.query.language, req.tenant);
      return ok({ draw: q.drawView(d, true), game: { gameId: game.code, remark: game.names[lang], distinct: game.distinct, prizes: game.prizes } });
    },
  );

  app.get(
    '/lotto/lgw/bets',
    { config: { access: 'member' }, schema: { tags: ['lottery'], summary: "The member's lottery bets, newest first, with results", querystring: s.betsQuery, response: { 200: s.betsResponse } } },
    async (req) =>
      ok(await q.memberBets(db(), req.tenant.merchantId, req.member!.id, { gameCode: req.query.gameCode, status: req.query.status }, num(req.query.pageNo, 1, 9999), num(req.query.pageSize, 15, 50))),
  );

  app.post(
    '/lotto/lgw/bets',
    {
      config: { access: 'real' },
      schema: {
        tags: ['lottery'],
        summary: 'Place a bet slip (stakes in minor units) on a draw: debited at once, refused after the lock time, idempotent by requestId',
        body: s.slipBody,
        response: { 200: s.slipResponse },
      },
    },
    async (req) => ok(await placeSlip(db(), games, req.tenant.merchantId, req.member!.id, req.body, now())),
  );

  await app.register(lotteryOperatorRoutes);
};
