// Who an operator is (issue 14 item 4, issue 19 item 1): the one place a request's operator credential becomes a
// principal (`req.operator`, set by the access hook of server/modules/accounts/auth/plugin.ts; the maintenance and
// region bypass of access-policy.ts asks the same function). Credentials, in this order:
// - OPERATOR_KEYS (config): JSON `[{ "token", "name", "roles": [...], "brands": "*" | ["<tenant id>", ...] }]`,
//   named keys for automation with their roles, for all brands or some (the audit name is the key's name);
// - the operator accounts of the operators module (its OperatorDirectory, server/modules/operators): a per-operator
//   API key (Authorization: Bearer) or a console session (cookie ops_session; a call that changes something also
//   needs the x-csrf-token header of that session);
// - OPERATOR_TOKEN: the bootstrap owner of every brand, only while no operator account exists (after that 401
//   err_operator_bootstrap_closed); its audit name is the x-operator-name header (or the first 8 hex digits of the
//   token's SHA-256).
// No credential configured and no operator account: the operator API is off (403 operator_api_disabled).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ConfigError } from '../../lib/config-error';
import { AppError, ForbiddenError, UnauthorizedError } from '../../lib/errors';
import type { Tenant } from '../tenancy';

/** Operator roles. owner may do everything; every role may read (operator:readonly). */
export const OPERATOR_ROLES = ['owner', 'finance', 'support', 'marketing', 'compliance', 'readonly'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** A configured operator credential (config.system.operatorKeys; OPERATOR_KEYS). */
export interface OperatorKey {
  token: string;
  /** Audit name ([A-Za-z0-9_.@-], up to 64). */
  name: string;
  roles: OperatorRole[];
  /** '*' = every brand; else tenant ids (tenants/<id>/tenant.json). */
  brands: '*' | string[];
}

/** The operator behind a request (req.operator). */
export interface Operator {
  /** Audit name; the audit log's actor is `operator:<name>`. */
  name: string;
  roles: readonly OperatorRole[];
  brands: '*' | readonly string[];
  /** The operator account (null: a configured key or the bootstrap token). */
  accountId?: number | null;
  /** How the request proved it: a configured key, an account's API key, or a console session. */
  via?: 'config' | 'key' | 'session';
  /**
   * The bootstrap OPERATOR_TOKEN: one shared credential whose name is whatever X-Operator-Name says, so it cannot be
   * one of the two people of a four-eyes decision (wallet adjustments).
   */
  bootstrap?: boolean;
}

/** The operator accounts (server/modules/operators), asked by digest: SHA-256 hex of the presented token. */
export interface OperatorDirectory {
  /** The operator of a live, unrevoked API key, or null. */
  byApiKey(digestHex: string): Promise<Operator | null>;
  /** The operator of a live console session (signed in, TOTP proved), or null; keeps the session alive. */
  bySession(digestHex: string): Promise<Operator | null>;
  /** True once an operator account exists (the bootstrap OPERATOR_TOKEN then stops working). */
  hasAccounts(): Promise<boolean>;
}

/** The console's session cookie and the header a cookie call that changes something must carry. */
export const OPS_SESSION_COOKIE = 'ops_session';
export const OPS_CSRF_HEADER = 'x-csrf-token';
/** The CSRF token of a console session: derived from the session token, so nothing more is stored. */
export const csrfTokenOf = (sessionToken: string) => createHash('sha256').update(`ops-csrf:${sessionToken}`).digest('base64url');

export class OperatorDisabledError extends AppError {
  constructor() {
    super(403, 'operator_api_disabled', 'err_operator_disabled');
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();
const NAME = /^[\w.@-]{1,64}$/;

function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization ?? '';
  return /^Bearer\s+(\S+)$/i.exec(Array.isArray(header) ? header[0] : header)?.[1];
}

interface Entry {
  digest: Buffer;
  /** null: the bootstrap token (name from x-operator-name). */
  key: OperatorKey | null;
}

/** The configured operator credentials, compared in constant time by their SHA-256. */
export class OperatorKeyring {
  private readonly entries: Entry[];

  constructor(settings: { operatorToken?: string; operatorKeys?: readonly OperatorKey[] }) {
    this.entries = [
      ...(settings.operatorToken ? [{ digest: digest(settings.operatorToken), key: null }] : []),
      ...(settings.operatorKeys ?? []).map((key) => ({ digest: digest(key.token), key })),
    ];
  }

  /** False while no operator credential is configured (the operator API answers 403 operator_api_disabled). */
  get enabled(): boolean {
    return this.entries.length > 0;
  }

  /** The configured operator whose token the request carries (Authorization: Bearer), or null. */
  resolve(req: FastifyRequest): (Operator & { bootstrap: boolean }) | null {
    const token = bearer(req);
    if (!token) return null;
    const given = digest(token);
    // Every entry is compared (no early exit), so the time taken says nothing about which key matched.
    let found: Entry | undefined;
    for (const e of this.entries) if (timingSafeEqual(e.digest, given) && !found) found = e;
    if (!found) return null;
    if (found.key) return { name: found.key.name, roles: found.key.roles, brands: found.key.brands, accountId: null, via: 'config', bootstrap: false };
    const name = String(req.headers['x-operator-name'] ?? '').replace(/[^\w.@-]/g, '').slice(0, 64);
    return { name: name || given.toString('hex').slice(0, 8), roles: ['owner'], brands: '*', accountId: null, via: 'config', bootstrap: true };
  }
}

const keyrings = new WeakMap<object, OperatorKeyring>();
/** The keyring of a config's system section (built once per config object). */
export function operatorKeyring(settings: { operatorToken?: string; operatorKeys?: readonly OperatorKey[] }): OperatorKeyring {
  let ring = keyrings.get(settings);
  if (!ring) keyrings.set(settings, (ring = new OperatorKeyring(settings)));
  return ring;
}

const resolved = Symbol('operator');

function cookieOf(req: FastifyRequest, name: string): string | undefined {
  const cookies = (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies;
  if (cookies) return cookies[name];
  const m = new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(req.headers.cookie ?? '');
  return m?.[1];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

class BootstrapClosedError extends AppError {
  constructor() {
    super(401, 'operator_bootstrap_closed', 'err_operator_bootstrap_closed');
  }
}

class CsrfError extends AppError {
  constructor() {
    super(403, 'operator_csrf', 'err_operator_csrf');
  }
}

async function lookup(req: FastifyRequest, keyring: OperatorKeyring, directory: OperatorDirectory | null): Promise<Operator | null> {
  const configured = keyring.resolve(req);
  if (configured) {
    if (configured.bootstrap && directory && (await directory.hasAccounts())) throw new BootstrapClosedError();
    const { bootstrap, ...op } = configured;
    return bootstrap ? { ...op, bootstrap } : op;
  }
  if (!directory) return null;
  const token = bearer(req);
  if (token) return token.length <= 200 ? directory.byApiKey(digest(token).toString('hex')) : null;
  const session = cookieOf(req, OPS_SESSION_COOKIE);
  if (!session || session.length > 200) return null;
  const op = await directory.bySession(digest(session).toString('hex'));
  if (op && !SAFE_METHODS.has(req.method)) {
    // A cookie travels by itself: a call that changes something proves it comes from the console's own page.
    const given = String(req.headers[OPS_CSRF_HEADER] ?? '');
    const expected = csrfTokenOf(session);
    if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) throw new CsrfError();
  }
  return op;
}

/**
 * The request's operator, resolved once per request (the access hook and the maintenance bypass both ask).
 * Null without a valid operator credential. Throws 401 err_operator_bootstrap_closed for the bootstrap token once
 * operator accounts exist, and 403 err_operator_csrf for a console session's change without its CSRF header.
 */
export function resolveOperator(req: FastifyRequest, keyring: OperatorKeyring, directory: OperatorDirectory | null): Promise<Operator | null> {
  const r = req as FastifyRequest & { [resolved]?: Promise<Operator | null> };
  if (r[resolved] === undefined) r[resolved] = lookup(req, keyring, directory);
  return r[resolved];
}

export function operatorHasRole(op: Operator, role: OperatorRole): boolean {
  if (op.roles.includes('owner') || op.roles.includes(role)) return true;
  return role === 'readonly' && op.roles.length > 0;
}

/** The operator may act on this brand (a call without a brand, such as /docs, needs no brand). */
export function operatorServesBrand(op: Operator, tenant: Tenant | null | undefined): boolean {
  return !tenant || op.brands === '*' || op.brands.includes(tenant.manifest.id);
}

/**
 * Throws unless the request carries an operator credential with `role` for the request's brand:
 * 403 operator_api_disabled (no credential configured and no operator account), 401 err_operator_token (none or a
 * wrong one), 403 operator_brand (another brand's operator), 403 operator_role (the role is missing).
 */
export async function requireOperator(
  req: FastifyRequest,
  keyring: OperatorKeyring,
  directory: OperatorDirectory | null,
  role: OperatorRole,
  tenant: Tenant | null | undefined,
): Promise<Operator> {
  if (!keyring.enabled && !(directory && (await directory.hasAccounts()))) throw new OperatorDisabledError();
  const op = await resolveOperator(req, keyring, directory);
  if (!op) throw new UnauthorizedError('err_operator_token');
  if (!operatorServesBrand(op, tenant)) throw new ForbiddenError('err_operator_brand', 'operator_brand');
  if (!operatorHasRole(op, role)) throw new ForbiddenError('err_operator_role', 'operator_role');
  return op;
}

/** OPERATOR_KEYS (JSON) → the keys, or a ConfigError saying what is wrong. */
export function parseOperatorKeys(value: string | undefined): OperatorKey[] {
  if (!value || !value.trim()) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    throw new ConfigError('OPERATOR_KEYS must be JSON: [{"token":"…","name":"alice","roles":["finance"],"brands":["mesra"]}]');
  }
  if (!Array.isArray(raw)) throw new ConfigError('OPERATOR_KEYS must be a JSON array of {token, name, roles, brands}');
  const tokens = new Set<string>();
  return raw.map((k: unknown, i): OperatorKey => {
    const at = `OPERATOR_KEYS[${i}]`;
    if (!k || typeof k !== 'object') throw new ConfigError(`${at} must be an object {token, name, roles, brands}`);
    const { token, name, roles, brands } = k as Record<string, unknown>;
    if (typeof token !== 'string' || token.length < 16 || /\s/.test(token)) throw new ConfigError(`${at}.token must be a string of at least 16 characters without spaces`);
    if (tokens.has(token)) throw new ConfigError(`${at}.token is used twice`);
    tokens.add(token);
    if (typeof name !== 'string' || !NAME.test(name)) throw new ConfigError(`${at}.name must be 1-64 letters, digits or _ . @ -`);
    if (!Array.isArray(roles) || !roles.length || roles.some((r) => !(OPERATOR_ROLES as readonly unknown[]).includes(r))) {
      throw new ConfigError(`${at}.roles must list one or more of ${OPERATOR_ROLES.join(', ')}`);
    }
    if (brands !== '*' && (!Array.isArray(brands) || !brands.length || brands.some((b) => typeof b !== 'string' || !b))) {
      throw new ConfigError(`${at}.brands must be "*" (every brand) or a list of tenant ids`);
    }
    return { token, name, roles: [...new Set(roles as OperatorRole[])], brands: brands === '*' ? '*' : [...(brands as string[])] };
  });
}

/** The audit actor of an operator call (handlers of operator routes: the access hook has set req.operator). */
export function operatorActor(req: FastifyRequest): { actor: string; ip: string | null; bootstrap?: boolean } {
  if (!req.operator) throw new UnauthorizedError('err_operator_token');
  return { actor: `operator:${req.operator.name}`, ip: req.ip ?? null, ...(req.operator.bootstrap ? { bootstrap: true } : {}) };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of an operator route (access `operator:<role>`), set by the access hook; else null. */
    operator: Operator | null;
  }
}
