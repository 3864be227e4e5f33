// Player calls of missions and the reward centre (issue 18 item 3; spec §2 missionLeaderboard and rewardCenter, §7
// MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard, token). Thin: schemas here, rules in views.ts,
// leaderboard.ts and rewards.ts. Claiming money is for real accounts (trial accounts refused by the access level).
import { envelopeSchema, ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/type-provider';
import { textIn } from './definitions';
import { leaderboard } from './leaderboard';
import { claimAll, claimReward, myRewards, rewardView, unclaimedCount } from './rewards';
import { anyObject, claimBody, idParam, langQuery, leaderboardQuery, rewardsQuery } from './schemas';
import { missionSummary } from './views';

const tags = ['missions'];
const value = { 200: envelopeSchema(anyObject) };

export const missionRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();

  // spec §7 relay calls: the site uses GET; POST with the same fields in the body answers the same.
  for (const method of ['GET', 'POST'] as const) {
    const input = method === 'GET' ? { querystring: langQuery } : { body: langQuery };
    app.route({
      method,
      url: '/wps/relay/MCSFE_getMissionSummaryDetails',
      config: { access: 'member' },
      schema: { tags, summary: 'spec §7: my missions (daily, weekly, one-off) with my progress in the current period and each one\'s state (spec §4)', ...input, response: value },
      handler: async (req) => {
        const q = ((method === 'GET' ? req.query : req.body) ?? {}) as { lang?: string };
        return ok(await missionSummary(req.tenant, req.member!.id, q.lang, now(), db()));
      },
    });
    const boardInput = method === 'GET' ? { querystring: leaderboardQuery } : { body: leaderboardQuery };
    app.route({
      method,
      url: '/wps/relay/MCSFE_getMissionLeaderboard',
      config: { access: 'member' },
      schema: { tags, summary: "spec §7: this week's mission leaderboard (top by score, masked names) and my own rank", ...boardInput, response: value },
      handler: async (req) => {
        const q = ((method === 'GET' ? req.query : req.body) ?? {}) as { count?: number };
        return ok(await leaderboard(req.tenant.merchantId, req.member!.id, now(), q.count ?? 20, db()));
      },
    });
  }

  app.get(
    '/wps/missions/badge',
    { config: { access: 'member' }, schema: { tags, summary: 'spec §2 count badge of the rewardCenter and missionLeaderboard entries: my rewards waiting to be claimed', response: value } },
    async (req) => ok({ unclaimed: await unclaimedCount(req.tenant.merchantId, req.member!.id, now(), db()) }),
  );

  app.get(
    '/wps/missions/rewards',
    { config: { access: 'member' }, schema: { tags, summary: 'The reward centre: my mission rewards (waiting first, then newest), 20 a page', querystring: rewardsQuery, response: value } },
    async (req) => {
      const page = req.query.page ?? 1;
      const pageSize = req.query.pageSize ?? 20;
      const { rows, total } = await myRewards(req.tenant.merchantId, req.member!.id, req.query.status, page, pageSize, db());
      return ok({
        list: rows.map((r) => ({ ...rewardView(r.reward), code: r.code, title: textIn(req.tenant, r, req.query.lang).title })),
        total,
        page,
        pageSize,
        unclaimed: await unclaimedCount(req.tenant.merchantId, req.member!.id, now(), db()),
      });
    },
  );

  app.post(
    '/wps/missions/rewards/:id/claim',
    { config: { access: 'real' }, schema: { tags, summary: 'Claim one of my rewards (paid once: parallel claims and replays pay once); a bonus reward becomes a promotions bonus with its wagering (the withdraw page)', params: idParam, body: claimBody, response: value } },
    async (req) => {
      const r = await claimReward(db(), req.tenant.merchantId, req.member!.id, req.params.id, req.body?.requestId, now());
      return ok({ reward: rewardView(r.reward), balance: r.balance, duplicate: r.duplicate, unclaimed: await unclaimedCount(req.tenant.merchantId, req.member!.id, now(), db()) });
    },
  );

  app.post(
    '/wps/missions/rewards/claimAll',
    { config: { access: 'real' }, schema: { tags, summary: 'Claim every reward waiting (each paid once)', body: claimBody, response: value } },
    async (req) => {
      const r = await claimAll(db(), req.tenant.merchantId, req.member!.id, now());
      return ok({ claimed: r.claimed.map(rewardView), balance: r.balance, unclaimed: await unclaimedCount(req.tenant.merchantId, req.member!.id, now(), db()) });
    },
  );
};
