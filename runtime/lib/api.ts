// The one HTTP client of the site (STYLE.md): same-origin base, `token` header from session
// storage, the {success, value, message} envelope unwrapped here and nowhere else, and a single
// hook point for 401 (the login popup, wired by the sign-in issue).
import ky, { type Options } from 'ky';
import type { ApiEnvelope } from '../../schema/api/system';
import { SESSION_KEYS, sessionStore } from './storage';

/** A failed call. `message` is an i18n key (errors.json) the UI can pass straight to t(). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler = () => {};

/** 401 → one place. The sign-in feature registers "open the login popup" here. */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = () => {};
  };
}

// Empty prefix = same origin; VITE_API_BASE lets a dev build point elsewhere.
const prefixUrl = (import.meta.env.VITE_API_BASE as string | undefined) || '/';

export const http = ky.create({
  prefixUrl,
  timeout: 15_000,
  retry: 0,
  // The envelope carries the reason; we read the body ourselves for every status.
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = sessionStore.get(SESSION_KEYS.token);
        if (token) request.headers.set('token', token);
        // The server picks the brand by Host; the header covers hosts it doesn't know (previews).
        const merchantCode = sessionStore.get(SESSION_KEYS.merchantCode);
        if (merchantCode) request.headers.set('x-merchant-code', merchantCode);
      },
    ],
  },
});

/** Performs a call and returns the envelope's value, or throws ApiError with the message key. */
export async function call<T>(path: string, options: Options = {}): Promise<T> {
  let response: Response;
  try {
    response = await http(path.replace(/^\//, ''), options);
  } catch {
    throw new ApiError('err_network', 0);
  }
  let body: ApiEnvelope<T> | null = null;
  try {
    body = (await response.json()) as ApiEnvelope<T>;
  } catch {}
  const isEnvelope = !!body && typeof body === 'object' && typeof body.success === 'boolean';
  if (!isEnvelope) {
    // A static host answering with HTML (no API behind it) counts as "API unreachable".
    throw new ApiError(response.ok ? 'err_network' : statusKey(response.status), response.status);
  }
  if (response.status === 401 || !body!.success) {
    const error = new ApiError(body!.message || statusKey(response.status), response.status, body!.code, body!.details);
    if (response.status === 401) unauthorizedHandler(error);
    throw error;
  }
  return body!.value as T;
}

function statusKey(status: number): string {
  if (status === 400) return 'err_bad_request';
  if (status === 401) return 'err_not_logged_in';
  if (status === 403) return 'err_forbidden';
  if (status === 404) return 'err_not_found';
  if (status === 429) return 'err_too_many_requests';
  return 'err_system';
}

export const apiGet = <T>(path: string, searchParams?: Record<string, string>) =>
  call<T>(path, { method: 'get', searchParams });

export const apiPost = <T>(path: string, json?: unknown) => call<T>(path, { method: 'post', json });
export const apiPut = <T>(path: string, json?: unknown) => call<T>(path, { method: 'put', json });
export const apiDelete = <T>(path: string) => call<T>(path, { method: 'delete' });

// spec §7 (enc) calls: the body is encrypted for the server's key (GET /wps/system/publicKey,
// fetched once per page load) with schema/api/crypto.ts, so site and server share one scheme. The body names the
// key (its keyId); once the server has retired that key (a page open past the key's end date) it answers
// payload_key_retired, and the call is sent once more for the current key.
let publicKey: Promise<{ publicKey: string; keyId?: string }> | undefined;
function serverKey(): Promise<{ publicKey: string; keyId?: string }> {
  publicKey ??= apiGet<{ publicKey: string; keyId?: string }>('wps/system/publicKey').then(
    (v) => v,
    (err: unknown) => {
      publicKey = undefined; // retry on the next call
      throw err;
    },
  );
  return publicKey;
}

/** An (enc) call: the JSON body is encrypted before it leaves the browser. `options` adds headers and the like. */
export async function encCall<T>(method: 'post' | 'put', path: string, body: unknown, options: Options = {}): Promise<T> {
  const { encryptPayload } = await import('../../schema/api/crypto');
  for (let attempt = 1; ; attempt++) {
    const key = await serverKey();
    const json = await encryptPayload(key.publicKey, body, key.keyId);
    try {
      return await call<T>(path, { ...options, method, json });
    } catch (err) {
      if (attempt > 1 || !(err instanceof ApiError) || err.code !== 'payload_key_retired') throw err;
      publicKey = undefined;
    }
  }
}
