// Who may call the seamless wallet from outside, and how it proves it (issue 24 item 7). The one vendor-facing
// wallet API (/api/seamless/:vendor/*, vendor-wallet-routes.ts, issue 14 item 2) trusts what this module says:
// - the vendor code must have a row for the brand in game_vendors, and its adapter must take callbacks
//   (HOUSE does not: house games settle in-process only) — else 404 vendor_not_found;
// - x-timestamp (Unix seconds) within the window of the wallet's clock (config.wallet.now) — else 401
//   stale_timestamp;
// - x-signature = hex HMAC-SHA256(the brand's secret for that vendor, METHOD \n target \n timestamp \n raw body)
//   — else 401 bad_signature. Method and path are signed so a signed debit cannot be replayed as a rollback,
//   the timestamp so a captured request goes stale, the raw bytes so JSON formatting is the vendor's business.
// The secret is game_vendors.callback_secret: one per (brand, vendor), random at seed (seed.ts).
// The vendor's row is cached per (brand, vendor) for a short time: it is read on every call of the wallet's
// hot path (bench:wallet), and a look-up per request would cost a database round trip each.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { adapterFor } from './registry';

export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';

/** What the vendor signs: method, request target (path and query, as sent), timestamp and raw body. */
export function canonicalRequest(method: string, target: string, timestamp: string, body: string): string {
  return `${method.toUpperCase()}\n${target}\n${timestamp}\n${body}`;
}

export function signVendorRequest(secret: string, method: string, target: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(canonicalRequest(method, target, timestamp, body)).digest('hex');
}

export class BadSignatureError extends AppError {
  constructor() {
    super(401, 'bad_signature', 'err_bad_signature');
  }
}
export class StaleTimestampError extends AppError {
  constructor() {
    super(401, 'stale_timestamp', 'err_stale_timestamp');
  }
}
const vendorNotFound = () => new AppError(404, 'vendor_not_found', 'err_vendor_not_found');

/** A vendor of one brand as the callback APIs trust it. */
export interface VendorTrust {
  vendorCode: string;
  secret: string;
  /** game_vendors.adapter of its first row. */
  adapter: string;
  /** Game type of its first row (a round whose game is unknown is recorded under it). */
  gameType: string;
  /** The largest maximum multiplier of its rows: the cap of a bet that names no known game. */
  maxMultiplier: number;
  /** Each of its games' maximum multiplier (the game's own, else its vendor row's for that game type). */
  gameMultipliers: Map<string, number>;
  /** Each of its games' id and type (a round names its game; an unknown game code is refused on a debit). */
  games: Map<string, { id: number; gameType: string }>;
}

/** The cap of a bet on `gameCode` of this vendor, as a multiple of the stake (stored on the round). */
export function maxMultiplierFor(v: VendorTrust, gameCode: string | undefined): number {
  return (gameCode !== undefined && v.gameMultipliers.get(gameCode)) || v.maxMultiplier;
}

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

/** The vendor's rows and games, or undefined when the brand has no such vendor. Two indexed reads. */
export async function loadVendorTrust(db: DbOrTx, merchantId: number, vendorCode: string): Promise<VendorTrust | undefined> {
  const rows = rowsOf(
    await db.execute(sql`select adapter, callback_secret, game_type, max_multiplier from game_vendors where merchant_id = ${merchantId} and vassalage = ${vendorCode} order by id`),
  );
  if (!rows.length) return undefined;
  const games = rowsOf(
    await db.execute(sql`select g.id, g.game_type, g.game_code, coalesce(g.max_multiplier, v.max_multiplier) as cap from games g
      join game_vendors v on v.merchant_id = g.merchant_id and v.vassalage = g.vassalage and v.game_type = g.game_type
      where g.merchant_id = ${merchantId} and g.vassalage = ${vendorCode}`),
  );
  return {
    vendorCode,
    secret: String(rows[0].callback_secret),
    adapter: String(rows[0].adapter),
    gameType: String(rows[0].game_type),
    maxMultiplier: Math.max(...rows.map((r) => Number(r.max_multiplier))),
    gameMultipliers: new Map(games.map((g) => [String(g.game_code), Number(g.cap)])),
    games: new Map(games.map((g) => [String(g.game_code), { id: Number(g.id), gameType: String(g.game_type) }])),
  };
}

/**
 * The maximum multiplier of a bet on `gameCode` (or, without a known game, the vendor's largest), read from
 * the database: for in-process callers (house games through the wallet port), one indexed read per bet.
 */
export async function maxMultiplierOf(db: DbOrTx, merchantId: number, vendorCode: string, gameCode: string | undefined): Promise<number | undefined> {
  const [row] = rowsOf(
    await db.execute(sql`select coalesce(
        (select coalesce(g.max_multiplier, v.max_multiplier) from games g
           join game_vendors v on v.merchant_id = g.merchant_id and v.vassalage = g.vassalage and v.game_type = g.game_type
           where g.merchant_id = ${merchantId} and g.vassalage = ${vendorCode} and g.game_code = ${gameCode ?? ''} limit 1),
        (select max(max_multiplier) from game_vendors where merchant_id = ${merchantId} and vassalage = ${vendorCode})) as cap`),
  );
  return row?.cap === null || row?.cap === undefined ? undefined : Number(row.cap);
}

/**
 * Vendor rows per (brand, vendor), kept ttlMs (a rotated secret or a new cap is seen within that time).
 * Only known vendors are kept, so junk vendor codes cannot grow it; concurrent misses share one read.
 */
export class VendorTrustCache {
  private readonly entries = new Map<string, { value: Promise<VendorTrust | undefined>; until: number }>();

  constructor(private readonly ttlMs: number) {}

  get(db: DbOrTx, merchantId: number, vendorCode: string): Promise<VendorTrust | undefined> {
    const key = `${merchantId}/${vendorCode}`;
    const now = performance.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = loadVendorTrust(db, merchantId, vendorCode);
    this.entries.set(key, { value, until: now + this.ttlMs });
    value.then(
      (v) => v || this.entries.delete(key),
      () => this.entries.delete(key),
    );
    return value;
  }

  /** Drops the brand's vendors ('*': every brand's), so the next callback reads them again. */
  forget(merchantId: number | '*'): void {
    if (merchantId === '*') return this.entries.clear();
    for (const key of this.entries.keys()) if (key.startsWith(`${merchantId}/`)) this.entries.delete(key);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw JSON body of a vendor callback (what its signature covers). */
    rawBody?: string;
    /** The verified vendor of a callback (set by vendorRequestGuard). */
    vendorTrust?: VendorTrust;
  }
}

/** Bodies of vendor callbacks as sent: the signature covers these bytes, not a re-serialisation. */
export function keepRawJsonBody(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (req, body, done) => {
    req.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const err = new Error('invalid JSON') as Error & { statusCode: number };
      err.statusCode = 400;
      done(err, undefined);
    }
  });
}

export interface VendorGuardOptions {
  cache: VendorTrustCache;
  db: () => DbOrTx;
  /** Largest |now - x-timestamp| accepted, in seconds (config.wallet.signatureWindowSeconds). */
  windowSeconds: number;
  now: () => Date;
}

const VENDOR_CODE = /^[A-Z0-9_]{2,32}$/;
const TIMESTAMP = /^\d{1,12}$/;
const HEX64 = /^[0-9a-f]{64}$/i;

/**
 * preValidation hook of the vendor wallet API (route param `vendor`): runs before the body is validated, so an
 * unsigned request learns nothing about the body's shape. Sets req.vendorTrust.
 */
export function vendorRequestGuard(o: VendorGuardOptions) {
  // Params are not validated yet at preValidation: the vendor code is checked here.
  return async (req: FastifyRequest) => {
    const params: unknown = req.params;
    const vendorCode = params && typeof params === 'object' && 'vendor' in params ? params.vendor : undefined;
    if (typeof vendorCode !== 'string' || !VENDOR_CODE.test(vendorCode)) throw vendorNotFound();
    const vendor = await o.cache.get(o.db(), req.tenant.merchantId, vendorCode);
    if (!vendor || !adapterFor(vendor.adapter).callback) throw vendorNotFound();
    const timestamp = req.headers[TIMESTAMP_HEADER];
    if (typeof timestamp !== 'string' || !TIMESTAMP.test(timestamp)) throw new StaleTimestampError();
    if (Math.abs(o.now().getTime() / 1000 - Number(timestamp)) > o.windowSeconds) throw new StaleTimestampError();
    const given = req.headers[SIGNATURE_HEADER];
    if (typeof given !== 'string' || !HEX64.test(given)) throw new BadSignatureError();
    const want = Buffer.from(signVendorRequest(vendor.secret, req.method, req.url, timestamp, req.rawBody ?? ''), 'hex');
    if (!timingSafeEqual(want, Buffer.from(given, 'hex'))) throw new BadSignatureError();
    req.vendorTrust = vendor;
  };
}

/** The headers the vendor wallet API documents (the guard checks them; the schema only describes them). */
export const vendorRequestHeaders = {
  type: 'object',
  required: [SIGNATURE_HEADER, TIMESTAMP_HEADER],
  properties: {
    [SIGNATURE_HEADER]: { type: 'string', maxLength: 200, description: 'hex HMAC-SHA256 of METHOD\\npath\\ntimestamp\\nraw body (module README)' },
    [TIMESTAMP_HEADER]: { type: 'string', maxLength: 20, description: 'Unix time in seconds; refused beyond the window (default 300 s)' },
  },
} as const;
