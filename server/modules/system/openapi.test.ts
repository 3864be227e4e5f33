// Issue 3 item 1: OpenAPI generated from the route schemas, served at /docs, lists every API route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

describe('OpenAPI at /docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('documents every /wps, /lgw and /api route with its method', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const missing: string[] = [];
    for (const route of t.app.routeTable) {
      if (!/^\/(wps|lgw|lotto|api)\//.test(route.url)) continue;
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        if (!doc.paths[path]?.[method.toLowerCase()]) missing.push(`${method} ${route.url}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every documented API route declares a 200 response schema', async () => {
    type Op = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, Op>> };
    const without = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !Object.values(op.responses?.['200']?.content ?? {}).some((c) => c.schema))
        .map(([m]) => `${m.toUpperCase()} ${path}`),
    );
    // Binary answers (images) document their content type instead of a JSON schema.
    expect(
      without.filter((r) => !/image|icon|avatar/i.test(r)),
      'STYLE.md: every route has a JSON schema for its response — add `response: { 200: ... }` to these routes (owner: the module under that path)',
    ).toEqual([]);
  });
});
