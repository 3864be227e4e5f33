// spec §6 roles and issue 14 item 4: the ONE place that decides who may call what. Every route declares its access
// in its config, with no default (a route without one fails at start-up):
//   visitor = anyone; member = any valid session token of this brand; real = member but not a trial account
//   (isAgent 4); agent = isAgent 1, 2, 41 or 42 (spec §9 AC agent types);
//   operator:<role> = an operator credential (OPERATOR_TOKEN or an OPERATOR_KEYS key, system/operators.ts) of this
//   brand with that role (owner may do everything; every role may read: operator:readonly);
//   vendor = a game vendor's signed server call (the guard the games module registers in app.accessGuards.vendor,
//   games/adapters/vendor-auth.ts), run before the body is validated, as the signature covers the raw body;
//   metrics = the node's metrics (issue 21 item 4): METRICS_TOKEN as the bearer, or a platform operator (a key of
//   every brand), since they cover every brand at once.
// The member token comes from the `token` header (spec §3 session storage) or `Authorization: Bearer`.
// A token issued by another brand is treated as no token (tenant isolation).
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import { configurePasswordHashing } from '../../../lib/crypto-password';
import { sha256 } from '../../../lib/crypto-tokens';
import { ForbiddenError, TrialAccountError, UnauthorizedError } from '../../../lib/errors';
import { OPERATOR_ROLES, operatorKeyring, requireOperator, type OperatorDirectory, type OperatorRole } from '../../system';
import type { Accounts } from '../session/config';
import { findLiveSession, type SessionMember } from '../session/repo';

/** Player access levels (spec §6). */
export const PLAYER_ACCESS = ['visitor', 'member', 'real', 'agent'] as const;
export type PlayerAccess = (typeof PLAYER_ACCESS)[number];
export type OperatorAccess = `operator:${OperatorRole}`;
/** What a route declares in `config.access`. */
export type Access = PlayerAccess | OperatorAccess | 'vendor' | 'metrics';

/** Every access value a route may declare. */
export const ACCESS_VALUES: readonly Access[] = [...PLAYER_ACCESS, ...OPERATOR_ROLES.map((r) => `operator:${r}` as const), 'vendor', 'metrics'];

export function isAccess(value: unknown): value is Access {
  return (ACCESS_VALUES as readonly unknown[]).includes(value);
}

/** The operator role an access value needs, or null for player and vendor access. */
export function operatorRoleOf(access: Access): OperatorRole | null {
  return access.startsWith('operator:') ? (access.slice('operator:'.length) as OperatorRole) : null;
}

/** A check of a request that proves who sent it (access 'vendor'); throws to refuse it. */
export type AccessGuard = (req: FastifyRequest) => Promise<void>;

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
    /** Every route with its declared access (the role-matrix test walks it). HEAD routes are left out. */
    routeAccess: { method: string; url: string; access: Access; enc: boolean }[];
    /**
     * The guards of access levels proved by the request itself: `vendor` (set by the games module before it adds
     * its vendor routes). A route declaring such an access gets the guard as its first preValidation hook.
     */
    accessGuards: { vendor: AccessGuard | null };
    /** The operator accounts (set by the operators module when it registers; null before, and in apps without it). */
    operatorAccounts: { directory: OperatorDirectory | null };
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

/** Throws unless `member` may call a route with player `access`. */
export function checkAccess(access: PlayerAccess, member: SessionMember | null): void {
  if (access === 'visitor') return;
  if (!member) throw new UnauthorizedError();
  if (access === 'real' && member.isAgent === TRIAL_TYPE) throw new TrialAccountError();
  if (access === 'agent' && !AGENT_TYPES.includes(member.isAgent)) throw new ForbiddenError('err_non_agent', 'non_agent');
}

const ACCESS_HELP = `config: { access: ${ACCESS_VALUES.map((a) => `'${a}'`).join(' | ')} }`;

/** The route's declared access; a route without a valid one is a start-up error. */
function declaredAccess(route: RouteOptions): Access {
  const access = (route.config as { access?: unknown } | undefined)?.access;
  if (!isAccess(access)) {
    const methods = [route.method].flat().join(',');
    throw new Error(
      `${methods} ${route.url}: ${access === undefined ? 'no access declared' : `unknown access ${JSON.stringify(access)}`}; every route states who may call it: ${ACCESS_HELP} (server/modules/accounts/auth/plugin.ts)`,
    );
  }
  return access;
}

const sha256Bytes = (s: string) => Buffer.from(sha256(s), 'hex');

/** The request's bearer is METRICS_TOKEN (compared by digest, in constant time). */
function carriesMetricsToken(req: FastifyRequest, digest: Buffer | null): boolean {
  const m = digest ? /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '') : null;
  return !!m && timingSafeEqual(sha256Bytes(m[1]), digest!);
}

const authPlugin: FastifyPluginAsync = async (app: FastifyInstance) => {
  app.decorate('accounts', { ...app.config.accounts, clock: app.clock });
  configurePasswordHashing({ concurrency: app.accounts.hashConcurrency, queue: app.accounts.hashQueue });
  app.decorate('routeAccess', []);
  app.decorate('accessGuards', { vendor: null });
  app.decorate('operatorAccounts', { directory: null });
  app.decorateRequest('member', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('operator', null);

  const keyring = operatorKeyring(app.config.system);
  const metricsToken = app.config.ops.metricsToken ? sha256Bytes(app.config.ops.metricsToken) : null;
  for (const key of app.config.system.operatorKeys) {
    const unknown = key.brands === '*' ? [] : key.brands.filter((b) => !app.tenants.get(b));
    if (unknown.length) throw new Error(`OPERATOR_KEYS: operator ${key.name} names brands that do not exist: ${unknown.join(', ')} (tenant ids, tenants/<id>/tenant.json)`);
  }

  app.addHook('onRoute', (route) => {
    const access = declaredAccess(route);
    if (access === 'vendor') {
      const guard = app.accessGuards.vendor;
      if (!guard) throw new Error(`${route.url}: access 'vendor' needs the vendor guard (app.accessGuards.vendor) set before the route is added`);
      route.preValidation = [async (req: FastifyRequest) => guard(req), ...[route.preValidation ?? []].flat()];
    }
    const config = route.config as { enc?: boolean };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.routeAccess.push({ method, url: route.url, access, enc: !!config.enc });
    }
  });

  // onRequest (after the tenant hook of server/app.ts): a role failure answers 401/403 before the body is read.
  app.addHook('onRequest', async (req) => {
    req.member = null;
    req.sessionToken = null;
    req.operator = null;
    // Every route declares its access; only the not-found handler (no route) has none: anyone may be told 404.
    const access: Access = req.routeOptions.config?.access ?? 'visitor';
    // The session is looked up on every route, as it always was (req.member on any route of the brand).
    const token = readToken(req);
    if (token && token.length <= 200 && req.tenant) {
      const member = await findLiveSession(sha256(token), req.tenant.merchantId, app.clock.now(), app.database.db);
      if (member) {
        req.member = member;
        req.sessionToken = token;
      }
    }
    // The vendor's signature covers the raw body: checked in preValidation (the route's first hook, above).
    if (access === 'vendor') return;
    if (access === 'metrics') {
      if (!carriesMetricsToken(req, metricsToken)) {
        req.operator = await requireOperator(req, keyring, app.operatorAccounts.directory, 'readonly', req.tenant);
        if (req.operator.brands !== '*') throw new ForbiddenError('err_operator_brand', 'operator_brand');
      }
      return;
    }
    const role = operatorRoleOf(access);
    if (role) req.operator = await requireOperator(req, keyring, app.operatorAccounts.directory, role, req.tenant);
    else checkAccess(access as PlayerAccess, req.member);
  });
};

// Not encapsulated: the hook applies to every route of the app.
export default fp(authPlugin, { name: 'auth', decorators: { fastify: ['config', 'clock', 'database', 'tenants'] } });
