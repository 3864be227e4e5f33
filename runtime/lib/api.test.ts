// The one HTTP client: envelope unwrapped in one place, message keys surfaced as ApiError,
// token header from session storage, 401 routed to the one hook point.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

type ApiModule = typeof import('./api');
let api: ApiModule;
const requests: Request[] = [];

function respond(status: number, body: unknown, type = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input);
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': type } });
    }),
  );
}

beforeAll(async () => {
  // Node has no page origin to resolve '/wps/...' against; give the client an absolute base.
  vi.stubEnv('VITE_API_BASE', 'http://api.test/');
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
  store.set('token', 'tok-123');
  store.set('merchantCode', 'MESRA88');
  api = await import('./api');
});

afterEach(() => {
  requests.length = 0;
});

describe('api client', () => {
  it('returns the envelope value and sends token and merchant headers', async () => {
    respond(200, { success: true, value: { status: 0 }, message: null });
    await expect(api.apiGet('wps/system/status', { url: 'x.example' })).resolves.toEqual({ status: 0 });
    expect(requests[0].url).toBe('http://api.test/wps/system/status?url=x.example');
    expect(requests[0].headers.get('token')).toBe('tok-123');
    expect(requests[0].headers.get('x-merchant-code')).toBe('MESRA88');
  });

  it('throws ApiError carrying the server message key', async () => {
    respond(400, { success: false, value: null, message: 'err_validation', code: 'validation' });
    const err = (await api.apiPost('wps/x', {}).catch((e: unknown) => e)) as InstanceType<typeof api.ApiError>;
    expect(err).toBeInstanceOf(api.ApiError);
    expect(err.message).toBe('err_validation');
    expect(err.status).toBe(400);
    expect(err.code).toBe('validation');
  });

  it('calls the 401 hook once per unauthorised answer', async () => {
    const seen: string[] = [];
    const off = api.onUnauthorized((e) => seen.push(e.message));
    respond(401, { success: false, value: null, message: 'err_not_logged_in' });
    await expect(api.apiGet('wps/member/info')).rejects.toThrow('err_not_logged_in');
    off();
    expect(seen).toEqual(['err_not_logged_in']);
  });

  it('treats an HTML answer (static host, no API) as unreachable', async () => {
    respond(200, '<!doctype html><p>home</p>', 'text/html');
    await expect(api.apiGet('wps/system/whitelabel')).rejects.toThrow('err_network');
  });
});
