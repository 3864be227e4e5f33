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
  memberOperatorRoutes,
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
import { lotteryRoutes } from './lottery';
import { agentsPlugin } from './agents';
import { compliancePlugin, exclusionWindows } from './compliance';
import { promotionsPlugin } from './promotions';
import { loyaltyPlugin } from './loyalty';
import { pointsPlugin } from './points';
import { missionsPlugin } from './missions';
import { operatorsPlugin } from './operators';
import { reportsPlugin } from './reports';

// Each module is imported through its public entry (index.ts). systemPlugin carries the system decorations
// and the operator API (it was the tenancy plugin; moved so tenancy imports no other module, issue 14).
/**
 * The content module reads members through the accounts read API and their exclusions through the compliance
 * module's, handed in here (content/members-port.ts).
 */
const memberDirectory: MemberDirectory = { vipLevelOf, getMemberByUsername, usernamesByIds, exclusionWindows };

export const modules: FastifyPluginAsync[] = [
  accessPolicy,
  authPlugin,
  encryptedPayloadPlugin,
  accountProvidersPlugin,
  memberRoutes,
  memberOperatorRoutes,
  sessionRoutes,
  captchaRoutes,
  verificationRoutes,
  accountsJobs,
  systemPlugin,
  systemRoutes,
  contentRoutes(memberDirectory),
  walletPlugin,
  gamesRoutes,
  lotteryRoutes,
  // Issue 16: the agent centre (contracts, team pages, settlement jobs).
  agentsPlugin,
  // Issue 20: player protection (registers its checks on the wallet's and accounts' paths).
  compliancePlugin,
  // Issue 18: promotions and bonus wagering (registers its withdraw check on the wallet).
  promotionsPlugin,
  // Issue 18 items 5 and 7: VIP levels and manual rebate (registers its withdrawal limit on the wallet).
  loyaltyPlugin,
  // Issue 18 item 4: the points mall (earning on bets and deposits, rewards, redemptions).
  pointsPlugin,
  // Issue 18 item 3: missions, the reward centre and the mission leaderboard (registers its withdraw check on the wallet).
  missionsPlugin,
  // Issue 19 item 1: operator accounts (password + TOTP, console sessions, API keys) for the operator API.
  operatorsPlugin,
  // Issue 19 item 2: the console's dashboard and reports (read only, from the accounts' and wallet's read APIs).
  reportsPlugin,
  siteRoutes,
];
