// spec §7 Points calls (issue 18 item 4), all with the session token: balance, rewards, redeem (payment password),
// redeem history, configuration (rates and the conversion rate), points details, convert (payment password). Thin:
// schemas here, rules in earning.ts and mall.ts. Redeeming and converting are for real accounts (trial refused).
import { envelopeSchema, ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/type-provider';
import { checkPaymentPassword, PaymentPasswordGuard } from '../wallet';
import { pointBalance, pointDetails, pointSettingsOf } from './earning';
import { convertPoints, listRedemptions, redeemReward, redemptionView, rewardsFor, type RedeemResult } from './mall';
import { anyObject, convertBody, detailsQuery, langQuery, redeemBody, redemptionsQuery } from './schemas';

const tags = ['points'];
const value = { 200: envelopeSchema(anyObject) };
/** spec §9 page size. */
const PAGE_SIZE = 15;

const answer = (r: RedeemResult) => ({ redemption: redemptionView(r.redemption), points: r.points, balance: r.balance, duplicate: r.duplicate });

export const pointRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();
  const guard = new PaymentPasswordGuard(app.clock);

  app.get(
    '/wps/relay/MCS2_getPointBalance',
    { config: { access: 'member' }, schema: { tags, summary: 'spec §7 my points: balance (never expiring), earned and spent', response: value } },
    async (req) => ok(await pointBalance(req.tenant.merchantId, req.member!.id, db())),
  );

  app.get(
    '/wps/relay/MCS2_getPointConfig',
    { config: { access: 'member' }, schema: { tags, summary: "spec §7 the brand's points rules: points per unit of valid bet by game type and per unit deposited, the conversion rate", response: value } },
    async (req) => {
      const s = await pointSettingsOf(req.tenant.merchantId, db());
      return ok({ enabled: s.enabled, betRates: s.betRates, depositRate: s.depositRate, convertPoints: s.convertPoints, convertCash: s.convertCash, expires: false });
    },
  );

  app.get(
    '/wps/relay/MCS2_getPointReward',
    { config: { access: 'member' }, schema: { tags, summary: "spec §7 the mall's rewards in the asked language: points, stock, what I may still redeem", querystring: langQuery, response: value } },
    async (req) => ok({ list: await rewardsFor(req.tenant, req.member!.id, req.query.lang, db()) }),
  );

  app.post(
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    { config: { access: 'real' }, schema: { tags, summary: 'spec §7 redeem a reward with my payment password: cash and bonus paid at once, an item waits for the operator (paid once per request id)', body: redeemBody, response: value } },
    async (req) => {
      await checkPaymentPassword(db(), req.tenant.merchantId, req.member!.id, req.body.paymentPassword, guard);
      return ok(answer(await redeemReward(db(), req.tenant, req.member!.id, { rewardId: req.body.rewardId, quantity: req.body.quantity ?? 1, requestId: req.body.requestId }, now())));
    },
  );

  app.post(
    '/wps/relay/passwordCheck/MCS2_convertPoint',
    { config: { access: 'real' }, schema: { tags, summary: "spec §7 convert points to cash at the brand's rate with my payment password (paid once per request id)", body: convertBody, response: value } },
    async (req) => {
      await checkPaymentPassword(db(), req.tenant.merchantId, req.member!.id, req.body.paymentPassword, guard);
      return ok(answer(await convertPoints(db(), req.tenant.merchantId, req.member!.id, { points: req.body.points, requestId: req.body.requestId }, now())));
    },
  );

  app.get(
    '/wps/relay/MCS2_getRedeemPointList',
    { config: { access: 'member' }, schema: { tags, summary: 'spec §3 my points redeem records (spec §4 states applying, rejected, approved), newest first', querystring: redemptionsQuery, response: value } },
    async (req) => {
      const r = await listRedemptions(req.tenant.merchantId, { memberId: req.member!.id, status: req.query.status, pageNo: req.query.pageNo ?? 1, pageSize: req.query.pageSize ?? PAGE_SIZE }, db());
      return ok({ ...r, list: r.list.map(({ memberId: _m, ...x }) => x) });
    },
  );

  app.get(
    '/wps/relay/ODSFE2_MemTransDet',
    { config: { access: 'member' }, schema: { tags, summary: 'spec §3 my points details: every change with its type, points and balance after, newest first', querystring: detailsQuery, response: value } },
    async (req) => ok(await pointDetails(req.tenant.merchantId, req.member!.id, { pageNo: req.query.pageNo ?? 1, pageSize: req.query.pageSize ?? PAGE_SIZE, type: req.query.type }, db())),
  );
};
