// Public entry of the accounts module (issue 14 item 1): the only file other modules, scripts and the
// module registry import. Members are read through the read API below, never through the accounts tables
// (lint: eslint-plugin-boundaries in eslint.config.js).

// Read API: members by id or username, their identity and flags.
export {
  getMemberById,
  getMembersByIds,
  getMemberByUsername,
  getMembersByUsernames,
  usernamesByIds,
  vipLevelOf,
  raiseVipLevel,
  lowerVipLevel,
  vipMembers,
  vipBirthdays,
  affiliateCodeOf,
  referredMembers,
  getPaymentPasswordHash,
  hasPaymentPasswordHash,
  setPaymentPasswordHash,
  registrationsByDay,
  type MemberIdentity,
} from './read-api';
/** The signed-in member on a request (`req.member`), as the auth hook loads it. */
export type { SessionMember } from './session/repo';
/** Role flags (spec §6): isAgent values of agents and of trial accounts; route access levels. */
export { AGENT_TYPES, TRIAL_TYPE, type Access } from './auth/plugin';
/** Other modules add what ends with a member's access (logout, password change, reset). */
export { onMemberAccessRevoked, type AccessRevoker } from './session/access-revokers';
/** Opens a member row directly: for seeds, benches and tests only (registration goes through the routes). */
export { insertMember, type MemberRow } from './member/repo';

// Fastify plugins, registered in this order by server/modules/index.ts.
export { default as authPlugin } from './auth/plugin';
export { default as encryptedPayloadPlugin } from './auth/encrypted-payload';
export { default as accountProvidersPlugin } from './verification/plugin';
export { default as memberRoutes } from './member/routes';
export { default as memberOperatorRoutes } from './member/operator-routes';
export { default as sessionRoutes } from './session/routes';
export { default as captchaRoutes } from './captcha/routes';
export { default as verificationRoutes } from './verification/routes';
export { accountsJobs } from './jobs';
// Issue 21 item 3: the payload keys (wrapped with the KEK, rotated); scripts/keys.ts and server/main.ts use these.
export { KekError, preparePayloadKeys, readPayloadKeys, rotatePayloadKey, unwrapPrivateKey, wrapPrivateKey } from './auth/crypto-keys';
// Issue 16: the agents module copies the tree and opens downline accounts through these.
export { membersForTree } from './read-api';
export { prepareDownlineAccount, type OpenAccountInput } from './member/open-account';
export type { Accounts } from './session/config';
// Issue 20 (player protection): login and registration checks other modules register, identity keys, ending access.
export {
  onLoginCheck,
  onRegisterCheck,
  protectionProfile,
  endMemberAccess,
  loginPasswordMatches,
  sharedLoginAddresses,
  normaliseEmail,
  normaliseIdNumber,
  type IdentityKeys,
  type LoginCheck,
  type RegisterCheck,
} from './protection-port';
