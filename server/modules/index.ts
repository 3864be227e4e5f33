// Every domain module, registered in this order by server/app.ts. Each is a Fastify plugin.
// access policy, then auth, come first: their onRequest hooks (maintenance and region, issue 24 item 9; roles,
// spec §6) must see every route; a closed site answers 503 before a role check asks for a login.
import type { FastifyPluginAsync } from 'fastify';
import auth from '../plugins/auth';
import accessPolicy from './system/access-policy';
import encryptedPayload from '../plugins/encrypted-payload';
import accountProviders from './verification/plugin';
import member from './member/routes';
import session from './session/routes';
import captcha from './captcha/routes';
import verification from './verification/routes';
import tenancyPlugin from './tenancy/plugin';
import { systemRoutes } from './system/routes';
import { contentRoutes } from './content/routes';
import { siteRoutes } from './site/routes';
import wallet from './wallet/plugin';
import { gamesRoutes } from './games/routes';

export const modules: FastifyPluginAsync[] = [accessPolicy, auth, encryptedPayload, accountProviders, member, session, captcha, verification, tenancyPlugin, systemRoutes, contentRoutes, wallet, gamesRoutes, siteRoutes];
