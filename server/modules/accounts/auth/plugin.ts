// spec §6 roles: the ONE place that decides who may call what.
// Routes declare `config: { access: 'visitor' | 'member' | 'real' | 'agent' }` (default visitor):
//   member = any valid token of this brand; real = member but not a trial account (isAgent 4);
//   agent  = isAgent 1, 2, 41 or 42 (spec §9 AC agent types).
// The token comes from the `token` header (spec §3 session storage) or `Authorization: Bearer`.
// A token issued by another brand is treated as no token (tenant isolation).
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { configurePasswordHashing } from '../../../lib/crypto-password';
import { sha256 } from '../../../lib/crypto-tokens';
import { ForbiddenError, TrialAccountError, UnauthorizedError } from '../../../lib/errors';
import type { Accounts } from '../session/config';
import { findLiveSession, type SessionMember } from '../session/repo';
import { WindowLimiter } from '../session/rate-limit';

export type Access = 'visitor' | 'member' | 'real' | 'agent';

/** spec §9 AC agent types. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** spec §4: isAgent 4 = trial / non-real account. */
export const TRIAL_TYPE = 4;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** The accounts settings (config.accounts) with the app's clock, as the accounts services take them. */
    accounts: Accounts;
    /** In-memory throttles for login and captcha (per app instance). */
    limiter: WindowLimiter;
    /** Every route with its declared access (the role-matrix test walks it). */
    routeAccess: { method: string; url: string; access: Access; enc: boolean }[];
  }
  interface FastifyRequest {
    /** The logged-in member of this brand, or null for a visitor. */
    member: SessionMember | null;
    /** The raw token when a live session was found (logout revokes it). */
    sessionToken: string | null;
  }
}

export function readToken(req: FastifyRequest): string | null {
  const header = req.headers.token;
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw && raw.trim()) return raw.trim();
  const auth = req.headers.authorization;
  const m = auth ? /^Bearer\s+(\S+)$/i.exec(auth) : null;
  return m ? m[1] : null;
}

/** Throws unless `member` may call a route with `access`. */
export function checkAccess(access: Access, member: SessionMember | null): void {
  if (access === 'visitor') return;
  if (!member) throw new UnauthorizedError();
  if (access === 'real' && member.isAgent === TRIAL_TYPE) throw new TrialAccountError();
  if (access === 'agent' && !AGENT_TYPES.includes(member.isAgent)) throw new ForbiddenError('err_non_agent', 'non_agent');
}

const authPlugin: FastifyPluginAsync = async (app: FastifyInstance) => {
  app.decorate('accounts', { ...app.config.accounts, clock: app.clock });
  configurePasswordHashing({ concurrency: app.accounts.hashConcurrency, queue: app.accounts.hashQueue });
  app.decorate('limiter', new WindowLimiter(app.clock));
  app.decorate('routeAccess', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = (route.config ?? {}) as { access?: Access; enc?: boolean };
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeAccess.push({ method, url: route.url, access: config.access ?? 'visitor', enc: !!config.enc });
    }
  });
  app.decorateRequest('member', null);
  app.decorateRequest('sessionToken', null);

  // onRequest (after the tenant hook of server/app.ts): a role failure answers 401/403 before the body is read.
  app.addHook('onRequest', async (req) => {
    req.member = null;
    req.sessionToken = null;
    const access: Access = req.routeOptions.config?.access ?? 'visitor';
    const token = readToken(req);
    if (token && token.length <= 200 && req.tenant) {
      const member = await findLiveSession(sha256(token), req.tenant.merchantId, app.clock.now(), app.database.db);
      if (member) {
        req.member = member;
        req.sessionToken = token;
      }
    }
    checkAccess(access, req.member);
  });
};

// Not encapsulated: the hook applies to every route of the app.
export default fp(authPlugin, { name: 'auth', decorators: { fastify: ['config', 'clock', 'database'] } });
