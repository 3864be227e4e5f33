// Issue 18 item 8: the operator side of promotions (operator API, audit-logged; `npm run operator -- promo ...`).
// Reads need operator:readonly; creating, scheduling and deciding applications operator:marketing.
import { envelopeSchema, ok } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import type { RoutesPlugin } from '../../lib/type-provider';
import { operatorActor as who } from '../system';
import { insertAudit } from '../tenancy';
import { applicationImage, bonusCostReport, decideApplication, listApplications } from './claims';
import { createPromotion, listPromotions, updatePromotion, type Promotion, type PromotionInput } from './definitions';
import { claimView } from './routes';
import { anyObject, applicationsQuery, approveBody, createBody, idParam, imageParams, rejectBody, updateBody } from './schemas';

const tags = ['operator'];
const security = [{ operatorToken: [] }];
const value = { 200: envelopeSchema(anyObject) };

const view = (p: Promotion) => ({ ...p, startsAt: p.startsAt.toISOString(), endsAt: p.endsAt.toISOString(), createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString() });

export const promotionOperatorRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();

  app.get(
    '/api/operator/promotions',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'The brand\'s promotions (every language\'s copy, rules, dates)', response: value } },
    async (req) => ok({ list: (await listPromotions(req.tenant.merchantId, db())).map(view) }),
  );

  app.post(
    '/api/operator/promotions',
    { config: { access: 'operator:marketing' }, schema: { tags, security, summary: 'Create (and schedule) a promotion of a kind: deposit_match, signup, free, cashback, raffle, daily_signin, application', body: createBody, response: value } },
    async (req) => {
      const p = await db().transaction(async (tx) => {
        const created = await createPromotion(req.tenant, req.body as PromotionInput, tx);
        await insertAudit(req.tenant.merchantId, { ...who(req), action: 'promotions.create', detail: { id: created.id, code: created.code, kind: created.kind } }, tx);
        return created;
      });
      return ok(view(p));
    },
  );

  app.put(
    '/api/operator/promotions/:id',
    { config: { access: 'operator:marketing' }, schema: { tags, security, summary: 'Reschedule, enable or disable, retarget or reword a promotion', params: idParam, body: updateBody, response: value } },
    async (req) => {
      const p = await db().transaction(async (tx) => {
        const updated = await updatePromotion(req.tenant, req.params.id, req.body, tx);
        await insertAudit(req.tenant.merchantId, { ...who(req), action: 'promotions.update', detail: { id: updated.id, fields: Object.keys(req.body) } }, tx);
        return updated;
      });
      return ok(view(p));
    },
  );

  app.get(
    '/api/operator/promotions/applications',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'Activity applications (spec §3) with their images, newest first, `pageSize` (default 15, at most 100) a page from `pageNo`, and `hasMore`', querystring: applicationsQuery, response: value } },
    async (req) => ok(await listApplications(req.tenant.merchantId, req.query.status, req.query.pageNo ?? 1, db(), req.query.pageSize ?? 15)),
  );

  app.get(
    '/api/operator/promotions/applications/:id/images/:imageId',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'An image of an application', params: imageParams, produces: ['image/png', 'image/jpeg'] } },
    async (req, reply) => {
      const img = await applicationImage(req.tenant.merchantId, req.params.id, req.params.imageId, db());
      if (!img) throw new NotFoundError('err_not_found');
      return reply.header('content-type', img.mime).send(img.data);
    },
  );

  const decide = (path: string, approve: boolean) =>
    app.post(
      path,
      {
        config: { access: 'operator:marketing' },
        schema: { tags, security, summary: approve ? 'Approve an application: its bonus is paid (the promotion\'s amount, or `amount`)' : 'Reject an application with a reason', params: idParam, body: approve ? approveBody : rejectBody, response: value },
      },
      async (req) => {
        const body = req.body as { amount?: number; reason?: string };
        const actor = who(req);
        const claim = await decideApplication(db(), req.tenant.merchantId, req.params.id, approve ? { approve: true, amount: body.amount } : { approve: false, reason: body.reason! }, actor.actor, now());
        await insertAudit(req.tenant.merchantId, { ...actor, action: approve ? 'promotions.approve' : 'promotions.reject', detail: { claimId: claim.id, bonus: claim.bonus, reason: body.reason } }, db());
        return ok(claimView(claim));
      },
    );
  decide('/api/operator/promotions/applications/:id/approve', true);
  decide('/api/operator/promotions/applications/:id/reject', false);

  app.get(
    '/api/operator/promotions/report',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'Bonus cost per promotion: bonuses paid, taken back (forfeit, expiry), net cost, active and pending', response: value } },
    async (req) => ok({ list: await bonusCostReport(req.tenant.merchantId, db()) }),
  );
};
