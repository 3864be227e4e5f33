// Operator side of the lottery (issue 17 item 6) on the operator API: the draw calendar, a draw's bets and payouts,
// voiding a draw (refunds everyone once). CLI: `npm run operator -- lottery ...` (scripts/operator.ts).
import { DAY_MS, marketDayStart } from '../../../schema/api/market-day';
import type { RoutesPlugin } from '../../lib/type-provider';
import { ok } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { operatorActor as who } from '../system';
import { voidDraw } from './draws';
import * as q from './queries';
import * as s from './schemas';

const tags = ['operator'];
const security = [{ operatorToken: [] }];

export const lotteryOperatorRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/operator/lottery/draws',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'Draw calendar: draws of a period (default today ± 1 day) with bets, stakes, payouts, refunds', querystring: s.calendarQuery, response: { 200: s.calendarResponse } } },
    async (req) => {
      // Today ± 1 day in market days (UTC+8), not now ± 24 h: between a daily game's lock and its draw, the rolling
      // window held today's draw (locked) but not tomorrow's (24 h and a few minutes ahead), so no open draw showed.
      const today = marketDayStart(app.clock.now().getTime());
      const from = req.query.from ? new Date(req.query.from) : new Date(today - DAY_MS);
      const to = req.query.to ? new Date(req.query.to) : new Date(today + 2 * DAY_MS);
      return ok(await q.drawCalendar(db(), req.tenant.merchantId, from, to, req.query.gameCode));
    },
  );

  app.get(
    '/api/operator/lottery/draws/:id',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: "A draw and its bets with payouts (first 1,000)", params: s.drawIdParams, response: { 200: s.drawBetsResponse } } },
    async (req) => {
      const d = await q.drawById(db(), req.tenant.merchantId, Number(req.params.id));
      if (!d) throw new NotFoundError('err_lottery_draw_not_found');
      const bets = await q.drawBets(db(), req.tenant.merchantId, d.id, 1000);
      return ok({ draw: q.drawView(d, true), bets: bets.map((b) => ({ ...b, placedAt: b.placedAt.toISOString() })) });
    },
  );

  app.post(
    '/api/operator/lottery/draws/:id/void',
    { config: { access: 'operator:finance' }, schema: { tags, security, summary: 'Void an open or locked draw and refund its bets (once; voiding again changes nothing)', params: s.drawIdParams, response: { 200: s.voidResponse } } },
    async (req) => ok(await voidDraw(db(), req.tenant.merchantId, Number(req.params.id), who(req), app.clock.now())),
  );
};
