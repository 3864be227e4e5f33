// Route schemas of the operators module (issue 19 item 1): every input is checked here before it reaches a service.
import { OPERATOR_ROLES } from '../system';

const name = { type: 'string', pattern: '^[A-Za-z0-9_.@-]{1,64}$' } as const;
const password = { type: 'string', minLength: 1, maxLength: 128 } as const;
const roles = { type: 'array', minItems: 1, maxItems: OPERATOR_ROLES.length, uniqueItems: true, items: { type: 'string', enum: OPERATOR_ROLES } } as const;
/** '*' (every brand) or tenant ids. */
const brands = {
  anyOf: [
    { type: 'string', const: '*' },
    { type: 'array', minItems: 1, maxItems: 200, uniqueItems: true, items: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,62}$' } },
  ],
} as const;

export const idParam = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;

export const passwordBody = { type: 'object', additionalProperties: false, required: ['name', 'password'], properties: { name, password } } as const;

export const codeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ticket', 'code'],
  properties: { ticket: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,100}$' }, code: { type: 'string', pattern: '^[0-9]{6}$' } },
} as const;

export const accountBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'password', 'roles', 'brands'],
  properties: { name, password, roles, brands, withKey: { type: 'boolean' } },
} as const;

export const updateBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { roles, brands, disabled: { type: 'boolean' }, password, resetTotp: { type: 'boolean' }, unlock: { type: 'boolean' } },
} as const;

export const keyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'roles', 'brands'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 64 }, roles, brands, expiresAt: { type: 'string', format: 'date-time' } },
} as const;
