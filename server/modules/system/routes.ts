// spec §7 system calls: whitelabel, status, domainRoute/routers, helpCenter. Thin: rules live in the services.
import type { RoutesPlugin } from '../../lib/type-provider';
import { ok } from '../../lib/envelope';
import { getHelp } from '../content';
import { visitorOf } from './access-policy';
import { domainRouteResponse, helpQuery, helpResponse, moduleNodeSchema, statusQuery, statusResponse, whitelabelResponse } from './schemas';
import { checkDomain, getStatus } from './status-service';
import { getWhitelabel } from './switches';

export const systemRoutes: RoutesPlugin = async (app) => {
  app.addSchema(moduleNodeSchema);
  const db = () => app.database.db;

  app.get(
    '/wps/system/whitelabel',
    {
      schema: { tags: ['system'], summary: 'Feature switches and module tree (spec §3 white-label flags)', response: { 200: whitelabelResponse } },
      config: { access: 'visitor' },
    },
    async (req) => ok(await getWhitelabel(db(), req.tenant)),
  );

  app.get(
    '/wps/system/status',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['system'],
        summary: 'Permission response (spec §3); status 1 maintenance, else 2 region-restricted, else 0',
        description: 'Outside production the header x-debug-country (ISO alpha-2) simulates the visitor country.',
        querystring: statusQuery,
        response: { 200: statusResponse },
      },
    },
    async (req) => {
      checkDomain(req.query.url, req.tenant, app.tenants);
      return ok(await getStatus(req.tenant, { ...(await visitorOf(app, req)), lang: req.query.lang }, app.clock.now(), db()));
    },
  );

  for (const path of ['/wps/system/domainRoute', '/wps/system/routers']) {
    app.get(
      path,
      { config: { access: 'visitor' }, schema: { tags: ['system'], summary: "The brand's domains (spec §7 domainRoute / routers)", response: { 200: domainRouteResponse } } },
      async (req) => ok([...req.tenant.manifest.domains]),
    );
  }

  app.get(
    '/wps/system/helpCenter',
    {
      config: { access: 'visitor' },
      schema: { tags: ['system'], summary: 'Help items by language (tags include term and agent); content is sanitised HTML', querystring: helpQuery, response: { 200: helpResponse } },
    },
    async (req) => ok(await getHelp(req.tenant, req.query.lang, req.query.device, db())),
  );
};
