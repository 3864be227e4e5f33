// Issue 3 "Bad input and abuse": random and malformed payloads to every registered route (wrong types,
// huge strings, bad JSON, wrong content types, random query/params, random headers and tokens) must never
// produce a 5xx. Routes are read from app.routeTable, so new routes are covered without touching this file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from './seed';
import { createTestApp } from './test/harness';
import { encryptPayload } from '../schema/api/crypto';
import { createLoggedInMember, loginAs, publicKeyOf } from './test/login';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

// Built brands and operator console, so the site fallback `/*` and `/ops` are exercised past their "not built yet" page.
const dist = mkdtempSync(join(tmpdir(), 'fuzz-dist-'));
for (const id of ['mesra', 'orbit', 'jade', 'console']) {
  mkdirSync(join(dist, id, 'assets'), { recursive: true });
  writeFileSync(join(dist, id, 'index.html'), `<!doctype html><title>${id}</title>`);
  writeFileSync(join(dist, id, 'assets', 'app.js'), 'console.log(1)');
}
// Operators: the bootstrap owner, and brand-scoped keys (OPERATOR_KEYS) with one role, of this brand and another.
const FUZZ_KEYS = [
  { token: 'fuzz-finance-mesra-key', name: 'fuzz-finance', roles: ['finance' as const], brands: ['mesra'] },
  { token: 'fuzz-readonly-jade-key', name: 'fuzz-readonly', roles: ['readonly' as const], brands: ['jade'] },
];
const t = await createTestApp('pglite', { system: { operatorToken: 'fuzz-operator', operatorKeys: FUZZ_KEYS }, distDir: dist });
await seedDemo(t.database.db, t.app.tenants);
const player = await createLoggedInMember(t.app, 'mesra');
const agent = await createLoggedInMember(t.app, 'mesra', { isAgent: 1 });
const trial = await createLoggedInMember(t.app, 'mesra', { isAgent: 4 });
const publicKey = await publicKeyOf(t.app, 'mesra.localhost');

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Routes of the system/content/site/tenancy modules; everything else belongs to the accounts modules. */
const MINE = /^(\/wps\/system\/(?!setting)|\/wps\/content|\/wps\/feedback|\/wps\/relay\/(MCSFE_getListAnnouncements|CSP_)|\/api\/operator|\/\*$|\/ops|\/docs)/;
const ownerOf = (url: string) =>
  MINE.test(url) ? 'system/content/site module' : 'accounts engineer (server/modules/accounts)';

interface Target {
  method: string;
  url: string;
  route: RouteOptions;
}

const targets: Target[] = [];
for (const route of t.app.routeTable) {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
  for (const method of methods) targets.push({ method, url: route.url, route });
}

type AnySchema = { properties?: Record<string, unknown>; content?: Record<string, { schema?: AnySchema }> };
function propertyNames(schema: unknown): string[] {
  const s = schema as AnySchema | undefined;
  if (!s) return [];
  if (s.properties) return Object.keys(s.properties);
  if (s.content) return Object.values(s.content).flatMap((c) => propertyNames(c.schema));
  return [];
}

const printable = (max: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${max}}$`));
const nasty = fc.constantFrom('', ' ', 'null', 'undefined', '-1', '0', '1e309', 'NaN', 'true', '[]', '{}', '../../etc/passwd', '%00', '%', '<script>alert(1)</script>', "' OR 1=1 --", '🙂🙂', '９', '9'.repeat(40), 'a'.repeat(70_000));
// Text no database stores (issue 24 item 17): NUL bytes and lone surrogates, in bodies and query values.
const unstorable = fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800');
const junkString = fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 50 }), nasty, unstorable);
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(junkString, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), junkString, { maxKeys: 4 }),
  fc.constant(9007199254740993n).map(String),
);

function objectFor(names: string[]): fc.Arbitrary<Record<string, unknown>> {
  const keys = fc.oneof(fc.constantFrom(...(names.length ? names : ['x'])), fc.string({ maxLength: 12 }));
  return fc.dictionary(keys, junkValue, { maxKeys: Math.max(3, names.length + 2) });
}

const tokens = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(player.token, agent.token, trial.token),
  printable(300),
  fc.constantFrom('a'.repeat(5000), 'Bearer', 'null'),
);

const hosts = fc.constantFrom('localhost', 'localhost:3000', 'jade.localhost:3000', 'orbit.localhost', 'mesra88.example', 'evil.example', '127.0.0.1:3000', '[::1]:3000');

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'multipart/form-data',
  'application/octet-stream',
  'application/xml',
  'image/png',
  '',
);

function pathFor(url: string, segment: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const parts = url.split('/');
  return fc.tuple(...parts.map((p) => (p.startsWith(':') ? segment : p === '*' ? fc.array(segment, { maxLength: 3 }).map((a) => a.join('/')) : fc.constant(p)))).map((a) => a.join('/'));
}

const segment = fc.oneof(fc.integer({ min: -5, max: 2 ** 40 }).map(String), fc.string({ maxLength: 30 }).map(encodeURIComponent), nasty.map(encodeURIComponent));

function requestFor(target: Target) {
  const schema = target.route.schema as Record<string, unknown> | undefined;
  const queryNames = propertyNames(schema?.querystring);
  const bodyNames = propertyNames(schema?.body);
  const body = fc.oneof(
    objectFor(bodyNames).map((o) => ({ kind: 'json' as const, value: JSON.stringify(o) })),
    fc.jsonValue().map((v) => ({ kind: 'json' as const, value: JSON.stringify(v) ?? 'null' })),
    fc.constantFrom('{"a":', '{', 'not json', '[1,2', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '\u0000').map((value) => ({ kind: 'raw' as const, value })),
    junkString.map((value) => ({ kind: 'raw' as const, value })),
    fc.constant({ kind: 'none' as const, value: '' }),
    fc.constant({ kind: 'raw' as const, value: '------x\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nGIF89a\r\n------x--\r\n' }),
  );
  return fc.record({
    path: pathFor(target.url, segment),
    query: objectFor(queryNames),
    body,
    headers: fc.record(
      {
        host: hosts,
        token: tokens,
        'content-type': contentTypes,
        'x-merchant-code': fc.oneof(fc.constantFrom('MESRA88', 'JADEDRAGON', 'nope'), printable(80)),
        'x-debug-country': fc.oneof(fc.constantFrom('US', 'MY', 'gb'), printable(10)),
        authorization: fc.oneof(fc.constantFrom('Bearer fuzz-operator', ...FUZZ_KEYS.map((k) => `Bearer ${k.token}`)), printable(100)),
        'x-forwarded-for': fc.oneof(fc.constantFrom('192.0.2.1', '::1', 'junk', '1.2.3.4, 5.6.7.8'), printable(60)),
        'accept-language': printable(40),
      },
      { requiredKeys: ['host'] },
    ),
  });
}

function queryString(q: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    if (Array.isArray(v)) v.forEach((x) => params.append(k, String(x)));
    else params.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

describe('fuzz: random and malformed requests never get a 5xx', () => {
  it('found the routes of every module', () => {
    const urls = targets.map((x) => x.url);
    expect(urls).toEqual(expect.arrayContaining(['/wps/system/status', '/wps/feedback', '/wps/content/messages/:id', '/*', '/wps/agent/team/transactions', '/api/operator/members/upline']));
    expect(targets.length).toBeGreaterThan(20);
  });

  it.each(targets.map((x) => [`${x.method} ${x.url}`, x] as const))('%s', async (_name, target) => {
    await fc.assert(
      fc.asyncProperty(requestFor(target), async (req) => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !(k === 'content-type' && v === '')) headers[k] = v;
        const hasBody = !['GET', 'HEAD', 'DELETE'].includes(target.method) || req.body.kind !== 'none';
        const res = await t.app.inject({
          method: target.method as 'GET',
          url: req.path + queryString(req.query),
          headers,
          ...(hasBody && req.body.kind !== 'none' ? { payload: req.body.value } : {}),
        });
        if (res.statusCode >= 500) {
          throw new Error(
            `${target.method} ${target.url} answered ${res.statusCode} (owner: ${ownerOf(target.url)})\n` +
              `request: ${target.method} ${req.path}${queryString(req.query).slice(0, 300)} headers=${JSON.stringify(headers).slice(0, 300)} body=${String(req.body.value).slice(0, 300)}\n` +
              `response: ${res.body.slice(0, 500)}`,
          );
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});

// Issue 24 item 17: text a database cannot store (NUL bytes, lone UTF-16 surrogates) and request targets that
// dodge the brand lookup (`/%77ps/...` percent-encoded prefixes, absolute-form `GET http://host/...`). Every
// route gets each case, deterministically, as a logged-in agent with the operator token, so the request reaches
// the route's own checks rather than stopping at a 401.
describe('issue 24 item 17: NUL bytes, lone surrogates, encoded path prefixes and absolute-form targets', () => {
  const BAD_TEXT = 'err_invalid_characters';
  const isApi = (url: string) => /^\/(wps|lgw|lotto|api)\//.test(url);
  const withBody = (method: string) => !['GET', 'HEAD', 'DELETE'].includes(method);
  const fill = (url: string, segment: string) =>
    url
      .split('/')
      .map((p) => (p.startsWith(':') ? segment : p === '*' ? `a${segment}b` : p))
      .join('/');

  async function send(target: Target, opts: { path: string; query?: string; body?: Record<string, unknown>; host?: string }) {
    const token = await loginAs(t.app, agent.member);
    const enc = (target.route.config as { enc?: boolean } | undefined)?.enc;
    const payload = opts.body === undefined ? undefined : enc ? await encryptPayload(publicKey, opts.body) : opts.body;
    return t.app.inject({
      method: target.method as 'GET',
      url: opts.path + (opts.query ?? ''),
      headers: { host: opts.host ?? 'mesra.localhost', token, authorization: 'Bearer fuzz-operator' },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  /** A body with the bad text in every property the route's schema names (and one it does not). */
  function badBody(target: Target, bad: string): Record<string, unknown> {
    const names = propertyNames((target.route.schema as Record<string, unknown> | undefined)?.body);
    const body: Record<string, unknown> = { [`k${bad}`]: `v${bad}` };
    for (const n of names) body[n] = `a${bad}b`;
    return body;
  }

  /** Problems of one answer: a 5xx first (the bug), then anything but the one 400 with its message key. */
  function refusal(target: Target, what: string, res: { statusCode: number; body: string }): string[] {
    let message: unknown;
    try {
      message = JSON.parse(res.body).message;
    } catch {
      message = undefined;
    }
    if (res.statusCode === 400 && message === BAD_TEXT) return [];
    const kind = res.statusCode >= 500 ? '5xx' : 'not refused';
    return [`${kind}: ${target.method} ${target.url} with ${what} answered ${res.statusCode}: ${res.body.slice(0, 200)} (owner: ${ownerOf(target.url)})`];
  }

  it.each(targets.map((x) => [`${x.method} ${x.url}`, x] as const))('NUL bytes in path, query and body: 400, never 5xx — %s', async (_name, target) => {
    const names = propertyNames((target.route.schema as Record<string, unknown> | undefined)?.querystring);
    const query = `?${[...names, 'x'].map((n) => `${encodeURIComponent(n)}=a%00b`).join('&')}`;
    const problems: string[] = [];
    if (/[:*]/.test(target.url)) problems.push(...refusal(target, 'a NUL path parameter', await send(target, { path: fill(target.url, 'a%00b') })));
    problems.push(...refusal(target, 'NUL query values', await send(target, { path: fill(target.url, '1'), query })));
    if (withBody(target.method)) problems.push(...refusal(target, 'NUL body strings', await send(target, { path: fill(target.url, '1'), body: badBody(target, '\u0000') })));
    expect(problems).toEqual([]);
  });

  it.each(targets.filter((x) => withBody(x.method)).map((x) => [`${x.method} ${x.url}`, x] as const))(
    'lone surrogates in the JSON body (\\ud800 escapes, encrypted too): 400, never 5xx — %s',
    async (_name, target) => {
      const problems: string[] = [];
      for (const bad of ['\ud800', '\udfff', 'x\udc00y']) {
        problems.push(...refusal(target, `lone surrogate ${JSON.stringify(bad)}`, await send(target, { path: fill(target.url, '1'), body: badBody(target, bad) })));
      }
      expect(problems).toEqual([]);
    },
  );

  it('numbers past the finite (1e309, Infinity) in path parameters, query and body: 4xx, never 5xx', async () => {
    const problems: string[] = [];
    for (const target of targets) {
      const names = propertyNames((target.route.schema as Record<string, unknown> | undefined)?.querystring);
      const bodyNames = propertyNames((target.route.schema as Record<string, unknown> | undefined)?.body);
      const tries: { what: string; path: string; query?: string; body?: string }[] = [];
      if (/:/.test(target.url)) for (const v of ['1e309', 'Infinity', '-1e309']) tries.push({ what: `path ${v}`, path: fill(target.url, v) });
      if (names.length) tries.push({ what: 'query 1e309', path: fill(target.url, '1'), query: `?${names.map((n) => `${encodeURIComponent(n)}=1e309`).join('&')}` });
      if (withBody(target.method) && bodyNames.length && !(target.route.config as { enc?: boolean } | undefined)?.enc) {
        tries.push({ what: 'body 1e309', path: fill(target.url, '1'), body: `{${bodyNames.map((n) => `${JSON.stringify(n)}:1e309`).join(',')}}` });
      }
      for (const x of tries) {
        const token = await loginAs(t.app, agent.member);
        const res = await t.app.inject({
          method: target.method as 'GET',
          url: x.path + (x.query ?? ''),
          headers: { host: 'mesra.localhost', token, authorization: 'Bearer fuzz-operator', ...(x.body ? { 'content-type': 'application/json' } : {}) },
          ...(x.body ? { payload: x.body } : {}),
        });
        if (res.statusCode >= 500) problems.push(`${target.method} ${target.url} with ${x.what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  const multipartTargets = targets.filter((x) => ((x.route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data'));
  it.each(multipartTargets.map((x) => [`${x.method} ${x.url}`, x] as const))('NUL bytes in multipart form fields (read by the route itself): 400, never 5xx — %s', async (_name, target) => {
    const names = propertyNames((target.route.schema as Record<string, unknown> | undefined)?.body);
    const problems: string[] = [];
    // Only NUL: a lone surrogate cannot cross the wire in a multipart body (its bytes decode to U+FFFD).
    for (const bad of ['\u0000', 'x\u0000']) {
      const boundary = '----fuzz';
      const fields = [...new Set([...names, 'content', 'remarks'])].map((n) => `--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\none two three four five${bad} six\r\n`);
      const token = await loginAs(t.app, agent.member);
      const res = await t.app.inject({
        method: target.method as 'PUT',
        url: fill(target.url, '1'),
        headers: { host: 'mesra.localhost', token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `${fields.join('')}--${boundary}--\r\n`,
      });
      problems.push(...refusal(target, `multipart field ${JSON.stringify(bad)}`, res));
    }
    expect(problems).toEqual([]);
  });

  it('a percent-encoded API prefix (/%77ps/...) still takes the brand lookup: an unknown host is a 404, never served or 5xx', async () => {
    const wrong: string[] = [];
    for (const target of targets.filter((x) => isApi(x.url))) {
      const path = fill(target.url, '1');
      for (const encoded of [`/%${path.charCodeAt(1).toString(16)}${path.slice(2)}`, path.replace(/^\/(\w+)\//, (_m, p: string) => `/${p.slice(0, -1)}%${p.charCodeAt(p.length - 1).toString(16).toUpperCase()}/`)]) {
        const res = await send(target, { path: encoded, host: 'evil.example', ...(withBody(target.method) ? { body: {} } : {}) });
        if (res.statusCode !== 404 || res.json().message !== 'err_unknown_brand') wrong.push(`${target.method} ${encoded} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    // And with a brand's host the encoded path is that brand's call.
    const orbit = await t.app.inject({ url: '/%77ps/system/domainRoute', headers: { host: 'orbit.localhost' } });
    expect(orbit.statusCode).toBe(200);
    expect(orbit.json().value).toEqual(t.app.tenants.get('orbit')!.manifest.domains);
  });

  it('absolute-form request targets (GET http://evil.example/wps/...) are refused with 400 on every route, never served or 5xx', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (requestLine: string) =>
      new Promise<{ status: number; body: string }>((resolveRaw, reject) => {
        const socket = connect(port, '127.0.0.1');
        let data = '';
        socket.on('data', (d) => (data += d));
        socket.on('error', reject);
        socket.on('end', () => resolveRaw({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1] ?? 0), body: data.split('\r\n\r\n').slice(1).join('\r\n\r\n') }));
        socket.end(`${requestLine} HTTP/1.1\r\nHost: mesra.localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
      });
    const wrong: string[] = [];
    for (const target of targets) {
      for (const origin of ['http://evil.example', 'HTTPS://mesra.localhost:3000']) {
        const line = `${target.method} ${origin}${fill(target.url, '1')}`;
        const res = await raw(line);
        let message: unknown;
        try {
          message = JSON.parse(res.body).message;
        } catch {
          message = res.body.slice(0, 80);
        }
        if (res.status !== 400 || message !== 'err_bad_request_target') wrong.push(`${line} → ${res.status} ${String(message)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
