// issue 24 item 9, spec §4 status rule on the API: in maintenance (status 1) and for a visitor from a blocked
// country (status 2) the page shows its screen, and these calls are refused as well, so a script cannot do what
// the page does not offer. The calls are listed here, in one table, keyed by method and route; one hook applies it.
//
// Which calls: what a regulator means by "no play" — a session (login, free play, the resets that log in, the SMS
// code for them), an account (registration and its SMS code), money in (deposit), a game (launch) and a stake
// (house spin and roll; a vendor's debit). Not listed, on purpose: a vendor's credits and rollbacks (they settle
// bets already placed), withdrawals and the rest of the wallet (a player must always be able to take money out),
// logout, account pages and browsing. A vendor's debit is refused in maintenance only: it comes from the vendor's
// server, whose address says nothing of the player's country (the player's launch was region-checked).
//
// The operator's bypass: addresses in the maintenance setting's bypassIps (IPs / CIDRs, set with
// PUT /api/operator/maintenance) play during maintenance and see status 0, so staff can check the site before it
// reopens; a request carrying an operator credential of the brand (Authorization: Bearer OPERATOR_TOKEN or an
// OPERATOR_KEYS key for this brand, any role; operators.ts) passes both rules.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { operatorKeyring, operatorServesBrand, resolveOperator } from './operators';
import type { Tenant } from '../tenancy';
import { readSettings } from '../tenancy';
import { type GeoProvider, normaliseIp } from './geo';
import { ipMatcher } from './ip-list';
import { BLOCKED_KEY, type BlockedSetting, MAINTENANCE_KEY, type MaintenanceSetting, mergeBlocked, servedCountriesOf } from './overrides';

type Rule = 'maintenance' | 'region';
interface GuardedCall {
  rules: readonly Rule[];
  /** Only when the route's path parameters have these values. */
  params?: Record<string, string>;
}

const PLAY: GuardedCall = { rules: ['maintenance', 'region'] };
const VENDOR_STAKE: GuardedCall = { rules: ['maintenance'] };

/** `METHOD /route/:pattern` → the rules it is held to (access-policy.test.ts fails on a key no route has). */
export const GUARDED_CALLS: Readonly<Record<string, GuardedCall>> = {
  // login: every call that issues a session, and the SMS code for login by code / reset by phone
  'POST /wps/session/login': PLAY,
  'POST /wps/session/login/freeplay': PLAY,
  'POST /wps/member/password/reset': PLAY,
  'POST /wps/member/password/verification': PLAY,
  'POST /wps/verification/sms/noLogin': PLAY,
  // register
  'PUT /wps/member/register': PLAY,
  'PUT /wps/member/register/mobile': PLAY,
  'POST /wps/verification/sms/register': PLAY,
  // deposit
  'POST /wps/wallet/deposit': PLAY,
  // launch
  'GET /wps/game/launchGame': PLAY,
  'POST /wps/game/launchGame': PLAY,
  'GET /wps/relay/GCS_gameLaunchFB': PLAY,
  // bet: house games (the player's browser) and vendors' debits (the vendor's server)
  'POST /lgw/house/slot/spin': PLAY,
  'POST /lgw/house/dice/roll': PLAY,
  'POST /api/seamless/:vendor/debit': VENDOR_STAKE,
};

export class MaintenanceError extends AppError {
  constructor(endTime: string | null) {
    super(503, 'maintenance', 'err_maintenance', { endTime });
  }
}

export class RegionRestrictedError extends AppError {
  constructor(country: string) {
    super(403, 'region_restricted', 'err_region_restricted', { country });
  }
}

/** The two settings the rules read: the operator's maintenance switch and the merged blocked countries. */
export interface AccessSettings {
  maintenance: MaintenanceSetting | null;
  blockedCountries: string[];
  /** Issue 20: the countries the brand's licences let it serve (manifest servedCountries); null = not limited. */
  servedCountries: string[] | null;
}

export interface Visitor {
  ip: string;
  /** Geo provider's country, or x-debug-country outside production. */
  country: string | null;
  /** Carries an operator credential of this brand (any role). */
  operator: boolean;
}

export function isMaintenanceActive(m: MaintenanceSetting | null, now: Date): boolean {
  if (!m?.enabled) return false;
  if (m.endTime && new Date(m.endTime).getTime() <= now.getTime()) return false;
  return true;
}

const matchers = new WeakMap<readonly string[], (ip: string) => boolean>();
function bypassed(list: readonly string[] | undefined, ip: string): boolean {
  if (!list?.length) return false;
  let match = matchers.get(list);
  if (!match) matchers.set(list, (match = ipMatcher(list)));
  return match(ip);
}

/** What holds for this visitor now; the status call and the API hook both ask this. */
export function accessFor(s: AccessSettings, visitor: Visitor, now: Date): { maintenance: boolean; restricted: boolean } {
  const maintenance = isMaintenanceActive(s.maintenance, now) && !visitor.operator && !bypassed(s.maintenance?.bypassIps, visitor.ip);
  // Issue 20 region by licence: a country the brand does not serve is restricted like a blocked one.
  const unserved = !!s.servedCountries && visitor.country !== null && !s.servedCountries.includes(visitor.country);
  const restricted = !visitor.operator && visitor.country !== null && (s.blockedCountries.includes(visitor.country) || unserved);
  return { maintenance, restricted };
}

export function readAccessSettings(tenant: Tenant, settings: Map<string, unknown>): AccessSettings {
  return {
    maintenance: (settings.get(MAINTENANCE_KEY) as MaintenanceSetting | undefined) ?? null,
    blockedCountries: mergeBlocked(tenant.manifest.blockedCountries, settings.get(BLOCKED_KEY) as BlockedSetting | undefined),
    servedCountries: servedCountriesOf(tenant, settings.get(BLOCKED_KEY) as BlockedSetting | undefined),
  };
}


/** Visitor country: the geo provider, or x-debug-country outside production (demo of the region screen). */
export function visitorCountry(req: FastifyRequest, production: boolean, geo: GeoProvider, ip: string): string | null {
  const debug = req.headers['x-debug-country'];
  if (!production && typeof debug === 'string' && /^[A-Za-z]{2}$/.test(debug)) return debug.toUpperCase();
  return geo.country(ip);
}

export async function visitorOf(app: FastifyInstance, req: FastifyRequest): Promise<Visitor> {
  const ip = normaliseIp(req.ip ?? '');
  // A credential that is refused (a closed bootstrap token, a missing CSRF header) is simply not an operator here.
  const op = await resolveOperator(req, operatorKeyring(app.config.system), app.operatorAccounts.directory).catch(() => null);
  return { ip, country: visitorCountry(req, app.system.production, app.geo, ip), operator: !!op && operatorServesBrand(op, req.tenant) };
}

/**
 * The settings per brand, kept for a moment: bets and vendor debits are on the hot path. A change through the
 * operator API is announced on the change bus (issue 21 item 1): every process clears its brand when it commits
 * (TTL_MS stays as the backstop).
 */
export class AccessSettingsCache {
  static readonly TTL_MS = 2_000;
  private entries = new Map<number, { until: number; value: Promise<AccessSettings> }>();

  constructor(private readonly db: () => DbOrTx) {}

  get(tenant: Tenant): Promise<AccessSettings> {
    const hit = this.entries.get(tenant.merchantId);
    if (hit && hit.until > performance.now()) return hit.value;
    const value = readSettings(tenant.merchantId, undefined, this.db()).then((s) => readAccessSettings(tenant, s));
    value.catch(() => this.entries.delete(tenant.merchantId));
    this.entries.set(tenant.merchantId, { until: performance.now() + AccessSettingsCache.TTL_MS, value });
    return value;
  }

  clear(merchantId: number | '*'): void {
    if (merchantId === '*') this.entries.clear();
    else this.entries.delete(merchantId);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    accessSettings: AccessSettingsCache;
  }
}

const guarded = new Map(Object.entries(GUARDED_CALLS));

const accessPolicy: FastifyPluginAsync = async (app) => {
  app.decorate('accessSettings', new AccessSettingsCache(() => app.database.db));
  app.changes.on('access-settings', (key) => app.accessSettings.clear(key === '*' ? '*' : Number(key)));

  // onRequest, after the brand lookup (server/app.ts) and before the role check: a closed site answers 503
  // whoever asks, before the body is read.
  app.addHook('onRequest', async (req, reply) => {
    const route = req.routeOptions.url;
    if (!route || !req.tenant) return;
    // HEAD runs a GET route's handler: held to the same rules.
    const call = guarded.get(`${req.method === 'HEAD' ? 'GET' : req.method} ${route}`);
    if (!call) return;
    if (call.params && Object.entries(call.params).some(([k, v]) => (req.params as Record<string, string>)[k] !== v)) return;
    const settings = await app.accessSettings.get(req.tenant);
    const now = app.clock.now();
    // Cheap checks first: most requests meet neither rule and never compute the visitor.
    const inMaintenance = call.rules.includes('maintenance') && isMaintenanceActive(settings.maintenance, now);
    if (!inMaintenance && !(call.rules.includes('region') && (settings.blockedCountries.length || settings.servedCountries))) return;
    const visitor = await visitorOf(app, req);
    const access = accessFor(settings, visitor, now);
    if (inMaintenance && access.maintenance) {
      const endTime = settings.maintenance!.endTime ?? null;
      if (endTime) reply.header('retry-after', String(Math.max(1, Math.ceil((new Date(endTime).getTime() - now.getTime()) / 1000))));
      throw new MaintenanceError(endTime);
    }
    if (call.rules.includes('region') && access.restricted) throw new RegionRestrictedError(visitor.country!);
  });
};

// Not encapsulated: the hook applies to every route of the app. (app.system and app.geo, decorated by the
// tenancy plugin registered later, are read per request, after the app is ready.)
export default fp(accessPolicy, { name: 'access-policy', decorators: { fastify: ['clock', 'database', 'changes'] } });
