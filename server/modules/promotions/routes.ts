// Player calls of promotions (issue 18 items 1 and 2; spec §2 /promotions and /promoDetail, §7 MCS2_claimRafflePromotion).
// Thin: schemas here, rules in claims.ts and views.ts. Money actions are for real accounts (trial accounts refused).
import { envelopeSchema, ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/type-provider';
import { applyForPromotion, claimPromotion, forfeitBonus, myBonuses, type Claim } from './claims';
import { anyObject, applyBody, claimBody, idParam, langQuery, raffleBody } from './schemas';
import { promotionViews } from './views';

const tags = ['promotions'];
const value = { 200: envelopeSchema(anyObject) };

export const claimView = (c: Claim) => ({
  id: c.id,
  promotionId: c.promotionId,
  status: c.status,
  periodKey: c.periodKey,
  bonus: c.bonus,
  depositAmount: c.depositAmount,
  wagerRequired: c.wagerRequired,
  wagered: c.wagered,
  removed: c.removed,
  grantedAt: c.grantedAt?.toISOString() ?? null,
  expiresAt: c.expiresAt?.toISOString() ?? null,
  comment: c.comment,
  decision: c.decision,
});

export const promotionRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();

  app.get(
    '/wps/promotions',
    { config: { access: 'visitor' }, schema: { tags, summary: 'The brand\'s promotions in the asked language, with their state for a visitor (spec §4)', querystring: langQuery, response: value } },
    async (req) => ok({ list: await promotionViews(req.tenant, req.query.lang, null, now(), db()) }),
  );

  app.get(
    '/wps/promotions/member',
    { config: { access: 'member' }, schema: { tags, summary: 'The promotions with each one\'s state and action for me (spec §4 activity states)', querystring: langQuery, response: value } },
    async (req) => ok({ list: await promotionViews(req.tenant, req.query.lang, req.member!.isAgent === 4 ? null : req.member!.id, now(), db()) }),
  );

  const act = (path: string, action: 'join' | 'claim', summary: string) =>
    app.post(path, { config: { access: 'real' }, schema: { tags, summary, params: idParam, body: claimBody, response: value } }, async (req) => {
      const r = await claimPromotion(db(), req.tenant.merchantId, req.member!.id, req.params.id, action, now());
      return ok({ claim: claimView(r.claim), duplicate: r.duplicate });
    });
  act('/wps/promotions/:id/join', 'join', 'Join a deposit-match promotion: its bonus is paid on my next deposit that reaches its minimum');
  act('/wps/promotions/:id/claim', 'claim', 'Claim a free bonus, or today\'s daily sign-in bonus (once per promotion and period)');

  app.post(
    '/wps/relay/MCS2_claimRafflePromotion',
    { config: { access: 'real' }, schema: { tags, summary: 'spec §7 raffle: draw my prize of a raffle promotion (once per its period)', body: raffleBody, response: value } },
    async (req) => {
      const r = await claimPromotion(db(), req.tenant.merchantId, req.member!.id, req.body.promotionId, 'raffle', now());
      return ok({ claim: claimView(r.claim), prize: r.claim.bonus, duplicate: r.duplicate });
    },
  );

  app.post(
    '/wps/promotions/:id/apply',
    {
      config: { access: 'real' },
      schema: { tags, summary: 'spec §3 activity application: a comment (≤ 140) and up to 3 PNG/JPG images (≤ 5 MB, data URLs) for the operator to approve', params: idParam, body: applyBody, response: value },
    },
    async (req) => {
      const r = await applyForPromotion(db(), req.tenant.merchantId, req.member!.id, req.params.id, req.body, now());
      return ok({ claim: claimView(r.claim), duplicate: r.duplicate });
    },
  );

  app.get(
    '/wps/promotions/bonuses',
    { config: { access: 'member' }, schema: { tags, summary: 'My promotion bonuses with their wagering progress (the withdraw page)', response: value } },
    async (req) => ok({ list: (await myBonuses(req.tenant.merchantId, req.member!.id, db())).map((c) => ({ ...claimView(c), code: c.code, kind: c.kind })) }),
  );

  app.post(
    '/wps/promotions/bonuses/:id/forfeit',
    { config: { access: 'real' }, schema: { tags, summary: 'Give up an active bonus: exactly the bonus leaves my wallet (at most my balance), withdrawals are open again', params: idParam, body: claimBody, response: value } },
    async (req) => {
      const r = await forfeitBonus(db(), req.tenant.merchantId, req.member!.id, req.params.id, now());
      return ok({ claim: claimView(r.claim), duplicate: r.duplicate });
    },
  );
};
