// Operator API (until the authenticated operator console of a later issue): a bearer token from
// OPERATOR_TOKEN; refused while it is unset. The brand is chosen like any call: Host or x-merchant-code.
import type { RoutesPlugin } from '../../lib/type-provider';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { envelopeSchema, ok } from '../../lib/envelope';
import { AppError, UnauthorizedError } from '../../lib/errors';
import { SWITCH_NAMES } from './switches';
import { getAudit, getOverrides, setBlockedCountries, setCdn, setMaintenance, setSwitches, type Actor } from './operator-service';

class OperatorDisabledError extends AppError {
  constructor() {
    super(403, 'operator_api_disabled', 'err_operator_disabled');
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization ?? '';
  return /^Bearer\s+(\S+)$/i.exec(Array.isArray(header) ? header[0] : header)?.[1];
}

/** The request carries the operator token (never true while OPERATOR_TOKEN is unset). */
export function hasOperatorToken(req: FastifyRequest, expected: string | undefined): boolean {
  const token = expected ? bearer(req) : undefined;
  return !!token && timingSafeEqual(digest(token), digest(expected!));
}

export function operatorOf(req: FastifyRequest, expected: string | undefined): Actor {
  if (!expected) throw new OperatorDisabledError();
  const token = bearer(req);
  if (!token || !hasOperatorToken(req, expected)) throw new UnauthorizedError('err_operator_token');
  const name = String(req.headers['x-operator-name'] ?? '').replace(/[^\w.@-]/g, '').slice(0, 64);
  return { actor: `operator:${name || digest(token).toString('hex').slice(0, 8)}`, ip: req.ip ?? null };
}

const country = { type: 'string', pattern: '^[A-Za-z]{2}$' } as const;
const url = { type: 'string', maxLength: 500, pattern: '^https?://' } as const;
const okResponse = envelopeSchema({ type: 'null' });
const security = [{ operatorToken: [] }];

export const operatorRoutes: RoutesPlugin = async (app) => {
  const who = (req: FastifyRequest) => operatorOf(req, app.system.operatorToken);
  const db = () => app.database.db;

  app.put(
    '/api/operator/maintenance',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Turn maintenance on or off (status 1), with end time and info per language. The API refuses login, registration, deposit, launch and bets meanwhile; bypassIps (IPs / CIDRs; kept when omitted) are not held by it',
        security,
        body: {
          type: 'object',
          required: ['enabled'],
          additionalProperties: false,
          properties: {
            enabled: { type: 'boolean' },
            endTime: { type: ['string', 'null'], format: 'date-time' },
            info: { type: 'object', maxProperties: 50, propertyNames: { pattern: '^[a-zA-Z-]{2,5}$' }, additionalProperties: { type: 'string', maxLength: 2000 } },
            bypassIps: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 64 } },
          },
        },
        response: { 200: okResponse },
      },
    },
    async (req) => {
      await setMaintenance(db(), req.tenant, who(req), { enabled: req.body.enabled, endTime: req.body.endTime ?? null, info: req.body.info ?? {}, bypassIps: req.body.bypassIps });
      app.accessSettings.clear(req.tenant.merchantId);
      return ok(null);
    },
  );

  app.put(
    '/api/operator/switches',
    {
      schema: {
        tags: ['operator'],
        summary: 'Override white-label switches and modules (null = back to the manifest default)',
        security,
        body: {
          type: 'object',
          required: ['switches'],
          additionalProperties: false,
          properties: {
            switches: {
              type: 'object',
              propertyNames: { enum: SWITCH_NAMES },
              additionalProperties: { type: ['boolean', 'null'] },
            },
          },
        },
        response: { 200: okResponse },
      },
    },
    async (req) => {
      await setSwitches(db(), req.tenant, who(req), req.body.switches);
      return ok(null);
    },
  );

  app.put(
    '/api/operator/blocked-countries',
    {
      schema: {
        tags: ['operator'],
        summary: 'Countries added to (block) or removed from (allow) the manifest blockedCountries',
        security,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { block: { type: 'array', maxItems: 250, items: country }, allow: { type: 'array', maxItems: 250, items: country } },
        },
        response: { 200: okResponse },
      },
    },
    async (req) => {
      await setBlockedCountries(db(), req.tenant, who(req), { block: req.body.block ?? [], allow: req.body.allow ?? [] });
      app.accessSettings.clear(req.tenant.merchantId);
      return ok(null);
    },
  );

  app.put(
    '/api/operator/cdn',
    {
      schema: {
        tags: ['operator'],
        summary: 'Override image and launch CDNs and the analytics id',
        security,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            imageCDNs: { type: 'array', maxItems: 20, items: url },
            launchGameCDNs: { type: 'array', maxItems: 20, items: url },
            gtagId: { type: ['string', 'null'], maxLength: 40, pattern: '^[A-Z0-9-]+$' },
          },
        },
        response: { 200: okResponse },
      },
    },
    async (req) => {
      await setCdn(db(), req.tenant, who(req), req.body);
      return ok(null);
    },
  );

  app.get(
    '/api/operator/settings',
    {
      schema: {
        tags: ['operator'],
        summary: "This brand's current overrides",
        security,
        response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }) },
      },
    },
    async (req) => {
      who(req);
      return ok(await getOverrides(db(), req.tenant));
    },
  );

  app.get(
    '/api/operator/audit',
    {
      schema: {
        tags: ['operator'],
        summary: 'Who changed what and when (newest first)',
        security,
        querystring: { type: 'object', properties: { limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$', description: '1-500 (default 100)' } } },
        response: {
          200: envelopeSchema({
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                actor: { type: 'string' },
                action: { type: 'string' },
                detail: { type: 'object', additionalProperties: true },
                ip: { type: ['string', 'null'] },
                createdAt: { type: 'string' },
              },
            },
          }),
        },
      },
    },
    async (req) => {
      who(req);
      return ok(await getAudit(db(), req.tenant, Math.min(Number(req.query.limit ?? 100), 500)));
    },
  );
};
