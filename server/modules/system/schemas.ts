// JSON schemas for the system calls (schema/api/system.ts is the TypeScript side of the same contract).
import { envelopeSchema } from '../../lib/envelope';
import { FEATURE_KEYS } from './switches';

/** Shared, recursive: registered once with app.addSchema. */
export const moduleNodeSchema = {
  $id: 'ModuleNode',
  type: 'object',
  required: ['modId', 'enabled', 'childrenNodes'],
  properties: {
    modId: { type: 'string' },
    enabled: { type: 'boolean' },
    childrenNodes: { type: 'array', items: { $ref: 'ModuleNode#' } },
  },
} as const;

const stringList = { type: 'array', items: { type: 'string' } } as const;

export const whitelabelResponse = envelopeSchema({
  type: 'object',
  required: ['switches', 'modules'],
  properties: {
    switches: {
      type: 'object',
      required: FEATURE_KEYS,
      properties: Object.fromEntries(FEATURE_KEYS.map((k) => [k, { type: 'boolean' }])),
    },
    modules: { type: 'array', items: { $ref: 'ModuleNode#' } },
  },
});

export const statusQuery = {
  type: 'object',
  properties: {
    url: { type: 'string', maxLength: 2048, description: 'The host the site runs on (spec §7 permission call).' },
    lang: { type: 'string', maxLength: 10, pattern: '^[A-Za-z-]*$' },
    merchantCode: { type: 'string', maxLength: 64 },
  },
} as const;

export const statusResponse = envelopeSchema({
  type: 'object',
  required: ['status', 'maintenance', 'regionRestriction', 'location', 'customerService', 'resources', 'analytics', 'domainRoute', 'imageCDNs', 'launchGameCDNs', 'whitelabel'],
  properties: {
    status: { type: 'integer', enum: [0, 1, 2] },
    maintenance: {
      type: 'object',
      required: ['enabled', 'endTime', 'info'],
      properties: { enabled: { type: 'boolean' }, endTime: { type: ['string', 'null'] }, info: { type: ['string', 'null'] } },
    },
    regionRestriction: {
      type: 'object',
      required: ['restricted', 'country'],
      properties: { restricted: { type: 'boolean' }, country: { type: ['string', 'null'] } },
    },
    location: { type: 'object', required: ['ip', 'country'], properties: { ip: { type: 'string' }, country: { type: ['string', 'null'] } } },
    customerService: {
      type: 'array',
      items: {
        type: 'object',
        required: ['csType', 'csPosition', 'title', 'path'],
        properties: { csType: { type: 'integer' }, csPosition: { type: 'string' }, title: { type: 'string' }, path: { type: 'string' } },
      },
    },
    resources: {
      type: 'array',
      items: {
        type: 'object',
        required: ['resourceType', 'url'],
        properties: { resourceType: { type: 'string' }, url: { type: 'string' }, qrCodeUrl: { type: 'string' }, labelNameEn: { type: 'string' } },
      },
    },
    analytics: { type: 'object', required: ['gtagId'], properties: { gtagId: { type: ['string', 'null'] } } },
    domainRoute: stringList,
    imageCDNs: stringList,
    launchGameCDNs: stringList,
    whitelabel: { type: 'array', items: { $ref: 'ModuleNode#' } },
  },
});

export const domainRouteResponse = envelopeSchema(stringList);

export const helpQuery = {
  type: 'object',
  properties: {
    lang: { type: 'string', maxLength: 10, pattern: '^[A-Za-z-]*$' },
    device: { type: 'string', enum: ['WEB', 'H5', 'APP'], default: 'WEB' },
    merchantCode: { type: 'string', maxLength: 64 },
  },
} as const;

export const helpResponse = envelopeSchema({
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'tag', 'title', 'content'],
    properties: { id: { type: 'integer' }, tag: { type: 'string' }, title: { type: 'string' }, content: { type: 'string' } },
  },
});
