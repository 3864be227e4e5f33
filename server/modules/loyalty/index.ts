// Public entry of the loyalty module (issue 18 items 5 and 7: manual rebate and VIP levels): the plugin the module
// registry adds, and what seeds, scripts and tests may use. Other modules do not import it.
import type { FastifyPluginAsync } from 'fastify';
import { defineLoyaltyJobs } from './jobs';
import { loyaltyOperatorRoutes } from './operator-routes';
import { loyaltyRoutes } from './routes';

export const loyaltyPlugin: FastifyPluginAsync = async (app) => {
  defineLoyaltyJobs(app);
  await app.register(loyaltyRoutes);
  await app.register(loyaltyOperatorRoutes);
};

export { seedLoyalty } from './seed';
export { claimRebate, myRebate } from './rebate';
export { recordActivity, setVipProgram, vipProgram } from './vip';
