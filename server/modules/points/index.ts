// Public entry of the points module (issue 18 item 4, and its part of item 8): the plugin the module registry adds,
// and what seeds, scripts and tests may use. Other modules do not import it.
import type { FastifyPluginAsync } from 'fastify';
import { walletValidatorCompiler } from '../wallet';
import { definePointsJobs } from './jobs';
import { pointOperatorRoutes } from './operator-routes';
import { pointRoutes } from './routes';

export const pointsPlugin: FastifyPluginAsync = async (app) => {
  // Bodies without type coercion, like the wallet's (points and quantities are numbers, never "5" or true).
  app.setValidatorCompiler(walletValidatorCompiler());
  definePointsJobs(app);
  await app.register(pointRoutes);
  await app.register(pointOperatorRoutes);
};

export { seedPoints } from './seed';
export { earnOnBet, earnOnDeposit, pointBalance, setPointSettings } from './earning';
export { convertPoints, createReward, decideRedemption, redeemReward } from './mall';
