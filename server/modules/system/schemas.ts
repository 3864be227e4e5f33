// JSON schemas for the system calls: inputs here, the status answer from schema/api/system-schemas.ts (the shared contract).
import { helpItemSchema } from '../../../schema/api/content-schemas';
import { moduleNodeSchema, systemStatusValueSchema } from '../../../schema/api/system-schemas';
import { envelopeSchema } from '../../lib/envelope';
import { FEATURE_KEYS } from './switches';

export { moduleNodeSchema };

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

export const statusResponse = envelopeSchema(systemStatusValueSchema);

export const domainRouteResponse = envelopeSchema(stringList);

export const helpQuery = {
  type: 'object',
  properties: {
    lang: { type: 'string', maxLength: 10, pattern: '^[A-Za-z-]*$' },
    device: { type: 'string', enum: ['WEB', 'H5', 'APP'], default: 'WEB' },
    merchantCode: { type: 'string', maxLength: 64 },
  },
} as const;

export const helpResponse = envelopeSchema({ type: 'array', items: helpItemSchema });
