// Public entry of the agents module (issue 16): the plugin the module registry adds, and what seeds, scripts and
// tests may use. Other modules do not import it.
import type { FastifyPluginAsync } from 'fastify';
import { defineAgentJobs } from './jobs';
import { agentOperatorRoutes } from './operator-routes';
import { agentRoutes } from './routes';

export const agentsPlugin: FastifyPluginAsync = async (app) => {
  defineAgentJobs(app);
  await app.register(agentRoutes);
  await app.register(agentOperatorRoutes);
};

export { syncTree, addBet, addNode } from './tree';
export { settleDue } from './jobs';
export { settlePeriod, computePeriod } from './settlement';
export { offerContract, decideContract } from './contracts';
export { periodAt, parsePeriodKey, completedPeriods } from './periods';
export { seedAgents } from './seed';
