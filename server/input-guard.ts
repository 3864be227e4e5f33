// issue 24 item 17: input no route should have to think about, refused in one place before any route's code.
//  - Text a database cannot store: NUL bytes (PostgreSQL text refuses 0x00) and lone UTF-16 surrogates (not
//    Unicode: no UTF-8 encoding). They arrive as JSON escapes (\u0000, \ud800, also inside an encrypted (enc)
//    payload, so the body is checked after decryption), percent-encoded in the path or query (%00), and in
//    header values only through in-process callers (Node's HTTP parser refuses them). Multipart form fields are
//    read by their route, which asks refuseBadText (content/routes.ts feedback).
//  - Numbers that are not finite: ajv's coercion turns the text "1e309" or "Infinity" of a path parameter or query
//    into Infinity and lets it through integer, minimum and maximum (ajv 8), and JSON.parse reads 1e309 as
//    Infinity. No route means either; checked once validation has coerced the input (a 400, never a 500).
//  - Request targets that are not a path: the absolute form (`GET http://host/wps/...`, meant for proxies) and
//    the asterisk form. The router would route the path inside them; nothing else here expects them.
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from './lib/errors';

const isWellFormed = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();

/** True when a string carries a NUL byte or a lone surrogate. */
export function isBadText(s: string): boolean {
  return s.includes('\0') || !isWellFormed(s);
}

/**
 * True when `test` holds for a leaf of a parsed value (a string, number, boolean or null), or for an object key
 * when `keys` is set. Walked without recursion, so a deeply nested body cannot overflow the stack.
 */
function anyLeaf(value: unknown, test: (leaf: unknown) => boolean, keys = false): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, item] of Object.entries(v)) {
        if (keys && test(k)) return true;
        stack.push(item);
      }
    } else if (test(v)) {
      return true;
    }
  }
  return false;
}

/** True when a key or string value of a parsed value is bad text (isBadText). */
export function hasBadText(value: unknown): boolean {
  return anyLeaf(value, (v) => typeof v === 'string' && isBadText(v), true);
}

const badText = (where: string) => new BadRequestError('err_invalid_characters', { where }, 'invalid_characters');

/** onRequest, first of all: the request target, then path parameters, query and headers. */
export function refuseBadRequestLine(req: FastifyRequest): void {
  if (!req.raw.url?.startsWith('/')) throw new BadRequestError('err_bad_request_target', undefined, 'bad_request_target');
  if (hasBadText(req.params)) throw badText('path');
  if (hasBadText(req.query)) throw badText('query');
  for (const v of Object.values(req.headers)) if (typeof v === 'string' ? isBadText(v) : Array.isArray(v) && v.some(isBadText)) throw badText('headers');
}

/** preValidation, after the (enc) payload is decrypted: the parsed body. */
export function refuseBadBody(req: FastifyRequest): void {
  refuseBadText(req.body, 'body');
}

/** For input a route reads itself (multipart form fields and file names), with the same answer. */
export function refuseBadText(value: unknown, where: string): void {
  if (hasBadText(value)) throw badText(where);
}

/** True when a parsed value holds a number that is not finite (Infinity, -Infinity, NaN). */
export function hasNonFiniteNumber(value: unknown): boolean {
  return anyLeaf(value, (v) => typeof v === 'number' && !Number.isFinite(v));
}

/** preHandler, after validation: path parameters, query and body hold finite numbers only. */
export function refuseNonFiniteNumbers(req: FastifyRequest): void {
  if (hasNonFiniteNumber(req.params) || hasNonFiniteNumber(req.query) || hasNonFiniteNumber(req.body)) {
    throw new BadRequestError('err_validation', undefined, 'validation_failed');
  }
}
