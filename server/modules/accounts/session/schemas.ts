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

/** GET /wps/member/loginHistory value (schema/api/member.ts LoginHistoryValue). */
export const loginHistoryValueSchema = {
  type: 'object',
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          time: { type: 'string' },
          ip: { type: ['string', 'null'] },
          device: { type: 'string' },
          current: { type: 'boolean' },
          active: { type: 'boolean' },
        },
      },
    },
    totalPages: { type: 'integer' },
    otherSessions: { type: 'integer' },
  },
} as const;
