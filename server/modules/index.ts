// Every domain module, registered in this order by server/app.ts. Each is a Fastify plugin.
// auth comes first: its onRequest hook (roles, spec §6) must see every route.
import type { FastifyPluginAsync } from 'fastify';
import auth from '../plugins/auth';
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

export const modules: FastifyPluginAsync[] = [auth, encryptedPayload, accountProviders, member, session, captcha, verification, tenancyPlugin, systemRoutes, contentRoutes, wallet, gamesRoutes, siteRoutes];
