// System decorations (system settings, geo provider) visible to every module, plus the operator API. Moved here from
// tenancy/plugin.ts (issue 14 item 1) so tenancy imports no other module; its Fastify display name stays 'tenancy'.
import type { FastifyPluginAsync } from 'fastify';
import { loadSystemConfig, type SystemConfig } from './config';
import { loadGeoProvider, type GeoProvider } from './geo';
import { operatorRoutes } from './operator-routes';

declare module 'fastify' {
  interface FastifyInstance {
    system: SystemConfig;
    geo: GeoProvider;
  }
}

const tenancyPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('system', loadSystemConfig(process.env, app.config.system));
  app.decorate('geo', loadGeoProvider());
  await app.register(operatorRoutes);
};

// fastify-plugin semantics without the dependency: the decorations are visible app-wide.
(tenancyPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
(tenancyPlugin as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')] = 'tenancy';

export default tenancyPlugin;
