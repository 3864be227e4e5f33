import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { createTestApp } from './test/harness';
const canon = (v: unknown): unknown => Array.isArray(v) ? v.map(canon) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon((v as Record<string, unknown>)[k])])) : v;
it('dump', async () => {
  const t = await createTestApp('pglite');
  const doc = (await t.app.inject({ url: '/docs/json' })).json();
  const routes = t.app.routeTable.map((r: { method: unknown; url: string; schema?: unknown }) => ({ m: r.method, u: r.url, s: r.schema }));
  writeFileSync(process.env.DUMP_OUT!, JSON.stringify(canon({ doc, routes }), null, 1));
  await t.close();
}, 120000);
