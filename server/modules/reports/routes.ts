// Operator API of the reports module (issue 19 item 2): the console's dashboard and daily reports, for the brand of
// the call (Host or x-merchant-code); `scope=all` (dashboard) gives every brand the operator serves, each in its
// own currency (amounts of different currencies are never added). Read only: operator:readonly.
import { envelopeSchema, ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/type-provider';
import { operatorServesBrand } from '../system';
import { dashboard, report, toCsv } from './service';

const tags = ['operator'];
const security = [{ operatorToken: [] }];
const anyValue = { 200: envelopeSchema({ type: 'object', additionalProperties: true }) };
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export const reportRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/operator/dashboard',
    {
      config: { access: 'operator:readonly' },
      schema: {
        tags,
        security,
        summary:
          "Registrations, first deposits, deposits, withdrawals, bets, GGR and active players for today, 7 and 30 market days, and the 30 days one by one (charts); scope=all: every brand the operator serves",
        querystring: { type: 'object', additionalProperties: false, properties: { scope: { type: 'string', enum: ['brand', 'all'] } } },
        response: anyValue,
      },
    },
    async (req) => {
      const now = app.clock.now();
      if (req.query.scope !== 'all') return ok(await dashboard(db(), req.tenant, now));
      const brands = app.tenants.all().filter((t) => operatorServesBrand(req.operator!, t));
      return ok({ brands: await Promise.all(brands.map((t) => dashboard(db(), t, now))) });
    },
  );

  app.get(
    '/api/operator/reports',
    {
      config: { access: 'operator:readonly' },
      schema: {
        tags,
        security,
        summary: 'Report of the brand from one market day to another (both included, up to 366 days): by day (money, registrations, bets), by game type or by vendor (bets, wins, GGR, players); format=csv for a spreadsheet',
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['from', 'to'],
          properties: { from: day, to: day, by: { type: 'string', enum: ['day', 'gameType', 'vendor'] }, format: { type: 'string', enum: ['json', 'csv'] } },
        },
        response: anyValue,
      },
    },
    async (req, reply) => {
      const r = await report(db(), req.tenant, req.query.from, req.query.to, req.query.by ?? 'day');
      if (req.query.format !== 'csv') return ok(r);
      // The CSV is text, not the JSON envelope the response schema describes: its own serializer.
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${r.brand.id}-${r.by}-${r.from}-${r.to}.csv"`);
      reply.serializer((payload: unknown) => String(payload));
      return reply.send(toCsv(r.rows as unknown as Record<string, unknown>[], r.brand.currency.minorDigits) as never);
    },
  );
};
