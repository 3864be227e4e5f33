// The platform API as a Fastify plugin tree (STYLE.md server). main.ts only starts it; tests call buildApp + inject.
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { refuseBadBody, refuseBadRequestLine, refuseNonFiniteNumbers } from './input-guard';
import { AppError, NotFoundError } from './lib/errors';
import { loadManifests, TenantRegistry, type Tenant } from './modules/tenancy/registry';
import { merchants } from './modules/tenancy/tables';
import { modules } from './modules';
import jobs from './jobs/plugin';
import sharedState from './plugins/shared-state';
import observability from './plugins/observability';
import { requestId } from './plugins/logging';
import securityHeaders from './plugins/security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    /** The one clock every module reads business time from (server/lib/clock.ts). */
    clock: Clock;
    database: Database;
    tenants: TenantRegistry;
    /** Every registered route (method, url, schema, config), for tests that cover all routes (fuzz, role matrix). */
    routeTable: RouteOptions[];
  }
  interface FastifyRequest {
    /** The brand this request belongs to (Host header or merchant code); set for /wps and /lgw. */
    tenant: Tenant;
  }
}

/** The platform API's prefixes (spec §7 /wps and /lgw, the lottery gateway, the operator and vendor API). */
const API_PATH = /^\/(wps|lgw|lotto|api)\//;

/** issue 24 item 14: what any call may send (a login, a form, an operator change): far below the old 20 MB. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * The uploads, and their own limits; every one needs a login (checked when the route is registered), so an
 * anonymous caller is refused by the auth hook before a byte of the body is read. Keyed by method and URL.
 */
export const UPLOAD_BODY_LIMITS: Record<string, number> = {
  // Feedback as JSON: up to 3 images of 5 MB in base64 (3 × 6.99 MB) and the text (multipart has its own limits).
  'PUT /wps/feedback': 22 * 1024 * 1024,
  // spec §9 withdrawal receipt: a proof image of up to 5 MB as a base64 data URL (schema maxLength 7,000,000).
  'POST /wps/wallet/withdrawals/:id/receipt': 8 * 1024 * 1024,
  // spec §9 manual bank transfer deposit: a receipt image of up to 5 MB as a base64 data URL (the same bound).
  'PUT /wps/wallet/deposits/:id/receipt': 8 * 1024 * 1024,
  // Issue 20 identity documents: PNG, JPG or PDF of up to 5 MB as a base64 data URL (schema maxLength 7,000,000).
  'POST /wps/kyc/documents': 8 * 1024 * 1024,
  // spec §3 activity application: a comment and up to 3 images of 5 MB as base64 data URLs (3 × 6.99 MB).
  'POST /wps/promotions/:id/apply': 22 * 1024 * 1024,
  // Issue 19 item 2: an operator's banner image of up to 2 MB as a base64 data URL (schema/api/content.ts).
  'POST /api/operator/content/banners': 4 * 1024 * 1024,
  'PATCH /api/operator/content/banners/:id': 4 * 1024 * 1024,
};

/** Where @fastify/swagger-ui serves the API map. */
const DOCS_PREFIX = '/docs';

/**
 * The access of the routes frameworks register (by URL prefix): issue 24 item 13, in production the API map (every
 * route, its parameters) is for operators only (any operator role: operator:readonly); development keeps it open.
 * Every other route declares its own access in its config (server/modules/accounts/auth/plugin.ts).
 */
export const FRAMEWORK_ACCESS = (config: ServerConfig): { prefix: string; access: 'visitor' | 'operator:readonly' }[] => [
  { prefix: DOCS_PREFIX, access: config.system.production ? 'operator:readonly' : 'visitor' },
];

export interface BuildOptions {
  config: ServerConfig;
  database: Database;
  /** Business time for every module; the system clock unless a test passes a TestClock. */
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

/** Upserts a merchants row per manifest and returns the registry. */
async function registerTenants(config: ServerConfig, database: Database): Promise<TenantRegistry> {
  const tenants: Tenant[] = [];
  for (const manifest of loadManifests(config.tenantsDir)) {
    await database.db
      .insert(merchants)
      .values({ tenantId: manifest.id, merchantCode: manifest.merchantCode })
      .onConflictDoNothing();
    const [row] = await database.db.select().from(merchants).where(eq(merchants.tenantId, manifest.id));
    if (row.merchantCode !== manifest.merchantCode) {
      await database.db.update(merchants).set({ merchantCode: manifest.merchantCode }).where(eq(merchants.id, row.id));
    }
    tenants.push({ manifest, merchantId: row.id });
  }
  return new TenantRegistry(tenants, config.defaultTenant);
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    // issue 24 item 3: X-Forwarded-For is believed only from the listed proxies (TRUST_PROXY); by default
    // from no one, so a client cannot pick its own IP for the per-IP limits, the audit log or the region check.
    trustProxy: opts.config.trustProxy.length ? opts.config.trustProxy : false,
    bodyLimit: BODY_LIMIT,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: true } },
    // issue 21 item 4: every log line of a request carries its id (reqId), answered as x-request-id.
    genReqId: requestId,
  });
  app.decorate('config', opts.config);
  app.decorate('clock', opts.clock ?? systemClock);
  app.decorate('database', opts.database);
  app.decorate('tenants', await registerTenants(opts.config, opts.database));
  app.decorateRequest('tenant', null as unknown as Tenant);

  // issue 21 item 4: the request's id on every answer, refusals included (this hook runs first).
  app.addHook('onRequest', async (req, reply) => void reply.header('x-request-id', req.id));
  // issue 24 item 17: absolute-form targets and text no database stores (NUL, lone surrogates) stop here.
  app.addHook('onRequest', async (req) => refuseBadRequestLine(req));

  // spec §7: every brand calls /wps and /lgw on its own origin; the Host header picks the brand,
  // a merchant code (header or query) wins when given (server-to-server callers). Decided on the route the
  // router chose, not the raw target: `/%77ps/...` is routed to /wps/... and must not skip this (issue 24 item 17).
  app.addHook('onRequest', async (req) => {
    if (!API_PATH.test(req.routeOptions.url ?? '')) return;
    const code = (req.headers['x-merchant-code'] as string | undefined) ?? (req.query as Record<string, string> | undefined)?.merchantCode;
    const tenant = code ? app.tenants.byMerchantCode(String(code)) : app.tenants.resolveHost(req.headers.host);
    if (!tenant) throw new NotFoundError('err_unknown_brand');
    req.tenant = tenant;
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ success: false, value: null, code: err.code, message: err.messageKey, details: err.details });
    }
    const e = err as { validation?: unknown; statusCode?: number; code?: string; message: string };
    if (e.validation) {
      return reply.status(400).send({ success: false, value: null, code: 'validation_failed', message: 'err_validation', details: { errors: e.validation } });
    }
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ success: false, value: null, code: 'body_too_large', message: 'err_body_too_large' });
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.status(e.statusCode).send({ success: false, value: null, code: e.code ?? 'bad_request', message: 'err_bad_request', details: { reason: e.message } });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ success: false, value: null, code: 'system_error', message: 'err_system' });
  });

  // issue 24 item 11: an API answer carries tokens, balances or account data; no browser or shared cache keeps it.
  // Answers that say how they may be cached (thumbnails, banner images, site files) keep their own header.
  app.addHook('onSend', async (req, reply, payload) => {
    if (!reply.hasHeader('cache-control') && (API_PATH.test(req.routeOptions.url ?? req.url) || /json/i.test(String(reply.getHeader('content-type') ?? '')))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  // Unknown API calls (any method) answer the envelope too; GET pages are handled by the site module.
  app.setNotFoundHandler((req, reply) => reply.status(404).send({ success: false, value: null, code: 'not_found', message: 'err_not_found' }));

  const routeTable: RouteOptions[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => void routeTable.push(route));
  // Routes a framework adds (it takes no route config of ours): their access is declared here (issue 14 item 4).
  const framework = FRAMEWORK_ACCESS(opts.config);
  app.addHook('onRoute', (route) => {
    const declared = framework.find((f) => route.url === f.prefix || route.url.startsWith(`${f.prefix}/`));
    if (declared) route.config = { ...route.config, access: declared.access };
  });
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const limit = UPLOAD_BODY_LIMITS[`${method} ${route.url}`];
      if (limit === undefined) continue;
      if ((route.config as { access?: string } | undefined)?.access === 'visitor') {
        throw new Error(`${method} ${route.url}: an upload limit needs a route that requires a login (server/app.ts UPLOAD_BODY_LIMITS)`);
      }
      route.bodyLimit = limit;
    }
  });

  await app.register(cookie);
  // issue 23 item 10: security headers on every answer. The default policy is the API's (data, never a document,
  // never framed); the site route sends its build's policy instead (schema/csp.ts), the house game page and the
  // images their own, and /docs swagger-ui's. HSTS is the TLS terminator's (the nginx example sets it): this
  // server speaks plain HTTP behind it.
  await app.register(securityHeaders, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'sameorigin' },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'White-label platform API', version: '1.0.0', description: 'spec §7 calls: /wps and /lgw. The Host header selects the brand.' },
      components: {
        securitySchemes: {
          memberToken: { type: 'apiKey', in: 'header', name: 'token', description: 'Session token from /wps/session/login' },
          operatorToken: { type: 'http', scheme: 'bearer', description: 'An operator key: OPERATOR_TOKEN or one of OPERATOR_KEYS (operator API, /api/operator/*; each route needs the role its access names)' },
        },
      },
    },
  });
  // Before the modules, so each can define its jobs and outbox subscribers on app.jobs, count with app.limiter and
  // subscribe its caches to app.changes (issue 21).
  await app.register(jobs);
  await app.register(sharedState);
  for (const mod of modules) await app.register(mod);
  // After the modules: /metrics, /health and /ready declare their access to the auth plugin's route check.
  await app.register(observability);
  // After the modules: its routes are declared through FRAMEWORK_ACCESS (the auth plugin's onRoute check sees them).
  // swagger-ui's own policy (its scripts and styles are files), without upgrade-insecure-requests: the server speaks
  // plain HTTP (TLS is nginx's), and that directive would send /docs' own files to https.
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true, transformStaticCSP: (csp) => csp.replace(/\s*upgrade-insecure-requests;?/, '') });
  // Added after the modules so it runs after the (enc) payload's decryption hook (modules/accounts/auth/encrypted-payload.ts).
  app.addHook('preValidation', async (req) => refuseBadBody(req));
  app.addHook('preHandler', async (req) => refuseNonFiniteNumbers(req));
  return app;
}
