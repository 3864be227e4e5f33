// Operator API (until the authenticated operator console of a later issue): each route declares the operator role it
// needs (`config: { access: 'operator:<role>' }`, README "Operator API"); the access hook (accounts auth plugin)
// checks the bearer (OPERATOR_TOKEN or an OPERATOR_KEYS key, operators.ts), its brand and role, and sets
// req.operator. The brand is chosen like any call: Host or x-merchant-code.
import type { RoutesPlugin } from '../../lib/type-provider';
import { envelopeSchema, ok } from '../../lib/envelope';
import { SWITCH_NAMES } from './switches';
import { operatorActor as who } from './operators';
import { getAudit, getBrandSettings, getOverrides, setBlockedCountries, setCdn, setMaintenance, setSwitches } from './operator-service';

const country = { type: 'string', pattern: '^[A-Za-z]{2}$' } as const;
const url = { type: 'string', maxLength: 500, pattern: '^https?://' } as const;
const okResponse = envelopeSchema({ type: 'null' });
const security = [{ operatorToken: [] }];

export const operatorRoutes: RoutesPlugin = async (app) => {
  const db = () => app.database.db;

  app.put(
    '/api/operator/maintenance',
    {
      config: { access: 'operator:owner' },
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
      await app.changes.publish(db(), 'access-settings', req.tenant.merchantId);
      return ok(null);
    },
  );

  app.put(
    '/api/operator/switches',
    {
      config: { access: 'operator:owner' },
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
      config: { access: 'operator:compliance' },
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
      await app.changes.publish(db(), 'access-settings', req.tenant.merchantId);
      return ok(null);
    },
  );

  app.put(
    '/api/operator/cdn',
    {
      config: { access: 'operator:owner' },
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

  // The brand the call speaks for (Host or x-merchant-code), with its currency: the operator CLI formats amounts
  // with it (issue 23 item 4: the API speaks minor units, people read major units with the currency).
  app.get(
    '/api/operator/brand',
    {
      config: { access: 'operator:readonly' },
      schema: {
        tags: ['operator'],
        summary: 'This brand: id, name, merchant code and currency (amounts in the operator API are minor units of it)',
        security,
        response: {
          200: envelopeSchema({
            type: 'object',
            required: ['id', 'brandName', 'merchantCode', 'currency'],
            properties: {
              id: { type: 'string' },
              brandName: { type: 'string' },
              merchantCode: { type: 'string' },
              currency: {
                type: 'object',
                required: ['code', 'symbol', 'minorDigits'],
                properties: { code: { type: 'string' }, symbol: { type: 'string' }, minorDigits: { type: 'integer' } },
              },
            },
          }),
        },
      },
    },
    async (req) => {
      const m = req.tenant.manifest;
      return ok({ id: m.id, brandName: m.brandName, merchantCode: m.merchantCode, currency: { code: m.currency.code, symbol: m.currency.symbol, minorDigits: m.currency.minorDigits } });
    },
  );

  app.get(
    '/api/operator/settings',
    {
      config: { access: 'operator:readonly' },
      schema: {
        tags: ['operator'],
        summary: "This brand's current overrides",
        security,
        response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }) },
      },
    },
    async (req) => {
      return ok(await getOverrides(db(), req.tenant));
    },
  );

  const countries = { type: 'array', items: { type: 'string' } } as const;
  const urls = { type: 'array', items: { type: 'string' } } as const;
  app.get(
    '/api/operator/brand-settings',
    {
      config: { access: 'operator:readonly' },
      schema: {
        tags: ['operator'],
        summary: "What is in force for this brand (console's brand settings): switches with their defaults, maintenance, region blocks, CDNs and analytics",
        security,
        response: {
          200: envelopeSchema({
            type: 'object',
            required: ['switches', 'maintenance', 'blockedCountries', 'servedCountries', 'cdn', 'gtagId', 'languages'],
            properties: {
              switches: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['name', 'value', 'defaultValue', 'overridden'],
                  properties: { name: { type: 'string' }, value: { type: 'boolean' }, defaultValue: { type: 'boolean' }, overridden: { type: 'boolean' } },
                },
              },
              maintenance: {
                anyOf: [
                  {
                    type: 'object',
                    properties: {
                      enabled: { type: 'boolean' },
                      endTime: { type: ['string', 'null'] },
                      info: { type: 'object', additionalProperties: { type: 'string' } },
                      bypassIps: { type: 'array', items: { type: 'string' } },
                    },
                  },
                  { type: 'null' },
                ],
              },
              blockedCountries: { type: 'object', properties: { effective: countries, manifest: countries, block: countries, allow: countries } },
              servedCountries: { anyOf: [countries, { type: 'null' }] },
              cdn: {
                type: 'object',
                properties: { imageCDNs: urls, launchGameCDNs: urls, overridden: { type: 'boolean' }, manifestImageCDNs: urls, manifestLaunchGameCDNs: urls },
              },
              gtagId: { type: ['string', 'null'] },
              languages: { type: 'array', items: { type: 'string' } },
            },
          }),
        },
      },
    },
    async (req) => ok(await getBrandSettings(db(), req.tenant)),
  );

  app.get(
    '/api/operator/audit',
    {
      config: { access: 'operator:readonly' },
      schema: {
        tags: ['operator'],
        summary: 'Who changed what and when (newest first); action / actor: only entries whose action / operator contains that text',
        security,
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$', description: '1-500 (default 100)' },
            action: { type: 'string', pattern: '^[A-Za-z0-9_.:@-]{1,64}$', description: 'e.g. wallet.withdrawal' },
            actor: { type: 'string', pattern: '^[A-Za-z0-9_.:@-]{1,72}$', description: 'e.g. operator:alice, or alice' },
          },
        },
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
      return ok(await getAudit(db(), req.tenant, Math.min(Number(req.query.limit ?? 100), 500), { action: req.query.action, actor: req.query.actor }));
    },
  );
};
