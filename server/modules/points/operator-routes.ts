// Issue 18 item 8 for the points mall: the operator sets the brand's rates, defines rewards, and decides the physical
// items members redeemed (operator API, audit-logged; `npm run operator -- points ...`). Reads need operator:readonly,
// changes operator:marketing.
import { envelopeSchema, ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/type-provider';
import { getMembersByIds } from '../accounts';
import { operatorActor as who } from '../system';
import { insertAudit } from '../tenancy';
import { pointSettingsOf, setPointSettings } from './earning';
import { createReward, decideRedemption, listRedemptions, listRewards, redemptionView, updateReward, type Reward, type RewardInput } from './mall';
import { anyObject, approveBody, createRewardBody, idParam, redemptionsQuery, rejectBody, settingsBody, updateRewardBody } from './schemas';

const tags = ['operator'];
const security = [{ operatorToken: [] }];
const value = { 200: envelopeSchema(anyObject) };

const rewardView = (r: Reward) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });
const settingsView = (s: Awaited<ReturnType<typeof pointSettingsOf>>) => ({ enabled: s.enabled, betRates: s.betRates, depositRate: s.depositRate, convertPoints: s.convertPoints, convertCash: s.convertCash });

export const pointOperatorRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();

  app.get(
    '/api/operator/points',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: "The brand's points rules (rates, conversion) and the mall's rewards", response: value } },
    async (req) => ok({ settings: settingsView(await pointSettingsOf(req.tenant.merchantId, db())), rewards: (await listRewards(req.tenant.merchantId, db())).map(rewardView) }),
  );

  app.put(
    '/api/operator/points/settings',
    { config: { access: 'operator:marketing' }, schema: { tags, security, summary: 'Set the points rules: on/off, rates by game type and for deposits (hundredths of a point per unit), the conversion rate', body: settingsBody, response: value } },
    async (req) => {
      const s = await db().transaction(async (tx) => {
        const saved = await setPointSettings(req.tenant.merchantId, { ...req.body, betRates: req.body.betRates as Record<string, number> }, tx);
        await insertAudit(req.tenant.merchantId, { ...who(req), action: 'points.settings', detail: settingsView(saved) }, tx);
        return saved;
      });
      return ok(settingsView(s));
    },
  );

  app.post(
    '/api/operator/points/rewards',
    { config: { access: 'operator:marketing' }, schema: { tags, security, summary: 'Create a reward: cash, bonus (with wagering) or a physical item; points, stock, per-member limit', body: createRewardBody, response: value } },
    async (req) => {
      const r = await db().transaction(async (tx) => {
        const created = await createReward(req.tenant, req.body as RewardInput, tx);
        await insertAudit(req.tenant.merchantId, { ...who(req), action: 'points.reward.create', detail: { id: created.id, code: created.code, kind: created.kind, points: created.points } }, tx);
        return created;
      });
      return ok(rewardView(r));
    },
  );

  app.put(
    '/api/operator/points/rewards/:id',
    { config: { access: 'operator:marketing' }, schema: { tags, security, summary: 'Change a reward: copy, points, amount, stock, limit, on/off, order', params: idParam, body: updateRewardBody, response: value } },
    async (req) => {
      const r = await db().transaction(async (tx) => {
        const updated = await updateReward(req.tenant, req.params.id, req.body as Partial<RewardInput>, tx);
        await insertAudit(req.tenant.merchantId, { ...who(req), action: 'points.reward.update', detail: { id: updated.id, fields: Object.keys(req.body) } }, tx);
        return updated;
      });
      return ok(rewardView(r));
    },
  );

  app.get(
    '/api/operator/points/redemptions',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'Points redemptions (spec §3 redeem record) of every member, newest first; ?status=applying for the items to fulfil', querystring: redemptionsQuery, response: value } },
    async (req) => {
      const page = await listRedemptions(req.tenant.merchantId, { status: req.query.status, pageNo: req.query.pageNo ?? 1, pageSize: req.query.pageSize ?? 15 }, db());
      // The operator fulfils an item for a person: each line names its member.
      const names = new Map((await getMembersByIds(req.tenant.merchantId, page.list.map((r) => r.memberId), db())).map((m) => [m.id, m.username]));
      return ok({ ...page, list: page.list.map((r) => ({ ...r, username: names.get(r.memberId) ?? null })) });
    },
  );

  app.post(
    '/api/operator/points/redemptions/:id/approve',
    { config: { access: 'operator:marketing' }, schema: { tags, security, summary: 'Approve a physical item (spec §4 applying → approved): the operator fulfils it', params: idParam, body: approveBody, response: value } },
    async (req) => {
      const r = await decideRedemption(db(), req.tenant.merchantId, req.params.id, { approve: true, remark: req.body.remark }, who(req).actor, now());
      await insertAudit(req.tenant.merchantId, { ...who(req), action: 'points.redemption.approve', detail: { id: r.id, memberId: r.memberId } }, db());
      return ok(redemptionView(r));
    },
  );

  app.post(
    '/api/operator/points/redemptions/:id/reject',
    { config: { access: 'operator:marketing' }, schema: { tags, security, summary: 'Reject a physical item (spec §4 applying → rejected): the points and the stock are given back', params: idParam, body: rejectBody, response: value } },
    async (req) => {
      const r = await decideRedemption(db(), req.tenant.merchantId, req.params.id, { approve: false, reason: req.body.reason.trim() }, who(req).actor, now());
      await insertAudit(req.tenant.merchantId, { ...who(req), action: 'points.redemption.reject', detail: { id: r.id, memberId: r.memberId, points: r.points } }, db());
      return ok(redemptionView(r));
    },
  );
};
