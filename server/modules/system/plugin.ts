// System decorations (system settings, geo provider) visible to every module, plus the operator API. Moved here from
// tenancy/plugin.ts (issue 14 item 1) so tenancy imports no other module; its Fastify display name stays 'tenancy'.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { SystemConfig } from './config';
import { loadGeoProvider, type GeoProvider } from './geo';
import { operatorRoutes } from './operator-routes';

declare module 'fastify' {
  interface FastifyInstance {
    system: SystemConfig;
    geo: GeoProvider;
  }
}

const tenancyPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('system', app.config.system);
  app.decorate('geo', loadGeoProvider(app.config.system));
  await app.register(operatorRoutes);
};

// Not encapsulated: the decorations are visible app-wide.
export default fp(tenancyPlugin, { name: 'tenancy', decorators: { fastify: ['config', 'tenants'] } });
