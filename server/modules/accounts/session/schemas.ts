// JSON schemas for the session calls: the shared contract objects (schema/api/session-schemas.ts).
export { freePlayBodySchema, loginBodySchema, loginValueSchema, publicKeyValueSchema, rememberedValueSchema } from '../../../../schema/api/session-schemas';
