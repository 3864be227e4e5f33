// Public entry of the missions module (issue 18 item 3 and its part of item 8: missions, the reward centre, the
// mission leaderboard): the plugin the module registry adds, and what seeds, scripts and tests may use. Other
// modules do not import it.
import type { FastifyPluginAsync } from 'fastify';
import { defineMissionJobs } from './jobs';
import { missionOperatorRoutes } from './operator-routes';
import { missionRoutes } from './routes';

export const missionsPlugin: FastifyPluginAsync = async (app) => {
  defineMissionJobs(app);
  await app.register(missionRoutes);
  await app.register(missionOperatorRoutes);
};

export { seedMissions } from './seed';
export { claimReward, expireRewards } from './rewards';
export { createMission } from './definitions';
