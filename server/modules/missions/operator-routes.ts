// Issue 18 item 8 for missions: the operator creates and schedules the brand's missions and reads what their rewards
// cost (operator API, audit-logged; `npm run operator -- mission ...`). Reads need operator:readonly, changes
// operator:marketing.
import { envelopeSchema, ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/type-provider';
import { operatorActor as who } from '../system';
import { insertAudit } from '../tenancy';
import { createMission, listMissions, updateMission, type Mission, type MissionInput } from './definitions';
import { rewardCostReport } from './rewards';
import { anyObject, createBody, idParam, updateBody } from './schemas';

const tags = ['operator'];
const security = [{ operatorToken: [] }];
const value = { 200: envelopeSchema(anyObject) };

export const missionView = (m: Mission) => ({
  ...m,
  startsAt: m.startsAt.toISOString(),
  endsAt: m.endsAt.toISOString(),
  createdAt: m.createdAt.toISOString(),
  updatedAt: m.updatedAt.toISOString(),
});

export const missionOperatorRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/operator/missions',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: "The brand's missions (goal, period, reward, dates, every language's copy)", response: value } },
    async (req) => ok({ list: (await listMissions(req.tenant.merchantId, db())).map(missionView) }),
  );

  app.post(
    '/api/operator/missions',
    {
      config: { access: 'operator:marketing' },
      schema: { tags, security, summary: 'Create (and schedule) a mission: daily, weekly or one-off; goal valid_bet (optionally of a game type), deposit or login_days; reward cash (a ledger credit) or bonus (a promotions bonus with wagering, on the withdraw page) and a leaderboard score', body: createBody, response: value },
    },
    async (req) => {
      const m = await db().transaction(async (tx) => {
        const created = await createMission(req.tenant, req.body as MissionInput, tx);
        await insertAudit(req.tenant.merchantId, { ...who(req), action: 'missions.create', detail: { id: created.id, code: created.code, goal: created.goal, period: created.period } }, tx);
        return created;
      });
      return ok(missionView(m));
    },
  );

  app.put(
    '/api/operator/missions/:id',
    { config: { access: 'operator:marketing' }, schema: { tags, security, summary: 'Reschedule, switch on or off, reword a mission or change its reward (rewards already earned keep theirs)', params: idParam, body: updateBody, response: value } },
    async (req) => {
      const m = await db().transaction(async (tx) => {
        const updated = await updateMission(req.tenant, req.params.id, req.body, tx);
        await insertAudit(req.tenant.merchantId, { ...who(req), action: 'missions.update', detail: { id: updated.id, fields: Object.keys(req.body) } }, tx);
        return updated;
      });
      return ok(missionView(m));
    },
  );

  app.get(
    '/api/operator/missions/report',
    { config: { access: 'operator:readonly' }, schema: { tags, security, summary: 'Reward cost per mission: rewards earned, claimed, expired, paid, and what waits unclaimed (a bonus reward taken back: the promotions report, MISSIONS)', response: value } },
    async (req) => ok({ list: await rewardCostReport(req.tenant.merchantId, db()) }),
  );
};
