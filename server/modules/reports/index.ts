// Public entry of the reports module (issue 19 item 2): the operator console's dashboard and daily reports, built
// from the accounts' and the wallet's read APIs. No tables of its own; nothing imports it but the module registry.
import type { FastifyPluginAsync } from 'fastify';
import { reportRoutes } from './routes';

export const reportsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(reportRoutes);
};
