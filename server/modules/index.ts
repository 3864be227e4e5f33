// Every domain module, registered in this order by server/app.ts. Each is a Fastify plugin.
// access policy, then auth, come first: their onRequest hooks (maintenance and region, issue 24 item 9; roles,
// spec §6) must see every route; a closed site answers 503 before a role check asks for a login.
import type { FastifyPluginAsync } from 'fastify';
import {
  accountsJobs,
  accountProvidersPlugin,
  authPlugin,
  captchaRoutes,
  encryptedPayloadPlugin,
  memberRoutes,
  sessionRoutes,
  verificationRoutes,
  getMemberByUsername,
  usernamesByIds,
  vipLevelOf,
} from './accounts';
import { accessPolicy, systemPlugin, systemRoutes } from './system';
import { contentRoutes, type MemberDirectory } from './content';
import { siteRoutes } from './site';
import { walletPlugin } from './wallet';
import { gamesRoutes } from './games';

// Each module is imported through its public entry (index.ts). systemPlugin carries the system decorations
// and the operator API (it was the tenancy plugin; moved so tenancy imports no other module, issue 14).
/** The content module reads members through the accounts read API, handed in here (content/members-port.ts). */
const memberDirectory: MemberDirectory = { vipLevelOf, getMemberByUsername, usernamesByIds };

export const modules: FastifyPluginAsync[] = [
  accessPolicy,
  authPlugin,
  encryptedPayloadPlugin,
  accountProvidersPlugin,
  memberRoutes,
  sessionRoutes,
  captchaRoutes,
  verificationRoutes,
  accountsJobs,
  systemPlugin,
  systemRoutes,
  contentRoutes(memberDirectory),
  walletPlugin,
  gamesRoutes,
  siteRoutes,
];
