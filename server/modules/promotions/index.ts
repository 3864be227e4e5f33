// Public entry of the promotions module (issue 18 items 1, 2 and the promotions part of 8): the plugin the module
// registry adds, and what seeds, scripts and tests may use. The points mall and missions pay their bonus rewards
// through grantSystemBonus.
import type { FastifyPluginAsync } from 'fastify';
import { definePromotionJobs } from './jobs';
import { promotionOperatorRoutes } from './operator-routes';
import { promotionRoutes } from './routes';

export const promotionsPlugin: FastifyPluginAsync = async (app) => {
  definePromotionJobs(app);
  await app.register(promotionRoutes);
  await app.register(promotionOperatorRoutes);
};

export { seedPromotions } from './seed';
export { expireBonuses, payCashback, matchDeposit, addWager, forfeitBonus, claimPromotion, bonusCostReport, grantSystemBonus } from './claims';
export type { PromotionText } from './tables';
export { createPromotion } from './definitions';
