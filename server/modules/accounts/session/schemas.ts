// JSON schemas for the session calls (route validation and OpenAPI).
export const loginValueSchema = {
  type: 'object',
  properties: {
    token: { type: 'string' },
    firstTimeLogin: { type: 'boolean' },
    passwordExpired: { type: 'boolean' },
    forcePasswordChange: { type: 'boolean' },
    isAgent: { type: 'integer' },
    username: { type: 'string' },
  },
} as const;

export { freePlayBodySchema, loginBodySchema } from '../../../../schema/api/session-schemas';

export const rememberedValueSchema = {
  type: 'object',
  properties: { username: { type: ['string', 'null'] } },
} as const;

export const publicKeyValueSchema = {
  type: 'object',
  properties: { algorithm: { type: 'string' }, publicKey: { type: 'string' } },
} as const;
