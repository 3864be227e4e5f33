// Issue 14 item 3: each route's schema gives its handler's types (body, query, params, headers, reply), so the
// contract is kept once. TypeBox 1.x's Static reads plain `as const` JSON Schema as well as Type.* objects, so
// the schemas stay exactly the JSON that ajv validates and /docs shows.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Static, TSchema } from 'typebox';

/** Keys of an object schema whose property has a `default`. */
type DefaultedKeys<S> = S extends { readonly properties: infer P } ? { [K in keyof P]: P[K] extends { readonly default: unknown } ? K : never }[keyof P] : never;

/**
 * What a handler sees after validation: a property with a `default` is always there, since every ajv here
 * fills defaults (Fastify's useDefaults, and walletValidatorCompiler's).
 */
export type Validated<S extends TSchema> = [DefaultedKeys<S>] extends [never]
  ? Static<S>
  : Static<S> & { [K in DefaultedKeys<S> & keyof Static<S>]-?: Exclude<Static<S>[K], undefined> };

export interface ContractTypeProvider extends TypeBoxTypeProvider {
  validator: this['schema'] extends TSchema ? Validated<this['schema']> : unknown;
}

/** A plugin of routes typed by their schemas. */
export type RoutesPlugin<Options extends Record<string, unknown> = Record<never, never>> = FastifyPluginAsync<Options, RawServerDefault, ContractTypeProvider>;
