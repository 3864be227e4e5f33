// Who an operator is (issue 14 item 4): the one place a request's operator bearer becomes a principal
// (`req.operator`, set by the access hook of server/modules/accounts/auth/plugin.ts; the maintenance and region
// bypass of access-policy.ts asks the same function). Until the operator accounts of issue 19, operators are keys
// in the config (system section):
// - OPERATOR_TOKEN: the bootstrap operator, owner of every brand; its audit name is the x-operator-name header
//   (or the first 8 hex digits of the token's SHA-256), as before;
// - OPERATOR_KEYS: JSON `[{ "token", "name", "roles": [...], "brands": "*" | ["<tenant id>", ...] }]`, named
//   operators with their roles, for all brands or some (the audit name is the key's name).
// No key configured at all: the operator API is off (403 operator_api_disabled). Roles: README "Operator API".
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
}

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

  /** The operator whose token the request carries (Authorization: Bearer), or null. */
  resolve(req: FastifyRequest): Operator | null {
    const token = bearer(req);
    if (!token) return null;
    const given = digest(token);
    // Every entry is compared (no early exit), so the time taken says nothing about which key matched.
    let found: Entry | undefined;
    for (const e of this.entries) if (timingSafeEqual(e.digest, given) && !found) found = e;
    if (!found) return null;
    if (found.key) return { name: found.key.name, roles: found.key.roles, brands: found.key.brands };
    const name = String(req.headers['x-operator-name'] ?? '').replace(/[^\w.@-]/g, '').slice(0, 64);
    return { name: name || given.toString('hex').slice(0, 8), roles: ['owner'], brands: '*' };
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
/**
 * The request's operator, resolved once per request (the access hook and the maintenance bypass both ask).
 * Null without a valid operator bearer.
 */
export function resolveOperator(req: FastifyRequest, keyring: OperatorKeyring): Operator | null {
  const r = req as FastifyRequest & { [resolved]?: Operator | null };
  if (r[resolved] === undefined) r[resolved] = keyring.resolve(req);
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
 * 403 operator_api_disabled (no credential configured), 401 err_operator_token (none or a wrong one),
 * 403 operator_brand (another brand's operator), 403 operator_role (the role is missing).
 */
export function requireOperator(req: FastifyRequest, keyring: OperatorKeyring, role: OperatorRole, tenant: Tenant | null | undefined): Operator {
  if (!keyring.enabled) throw new OperatorDisabledError();
  const op = resolveOperator(req, keyring);
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
export function operatorActor(req: FastifyRequest): { actor: string; ip: string | null } {
  if (!req.operator) throw new UnauthorizedError('err_operator_token');
  return { actor: `operator:${req.operator.name}`, ip: req.ip ?? null };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of an operator route (access `operator:<role>`), set by the access hook; else null. */
    operator: Operator | null;
  }
}
