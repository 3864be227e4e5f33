// Every message key the system, content, site and tenancy modules and server/app.ts emit has Malay, English and Chinese text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const dirs = ['system', 'content', 'site', 'tenancy'].map((d) => join(root, 'server', 'modules', d));
/** The app's own hooks (unknown brand, bad input, body too large) answer with keys too. */
const files = [join(root, 'server', 'app.ts'), join(root, 'server', 'input-guard.ts')];

function emittedKeys(): Set<string> {
  const keys = new Set<string>();
  const sources = [...dirs.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => join(dir, f))), ...files];
  for (const file of sources) {
    for (const m of readFileSync(file, 'utf8').matchAll(/'(err_[a-z0-9_]+)'/g)) keys.add(m[1]);
  }
  return keys;
}

describe('error message keys', () => {
  it('exist in ms, en and zh errors.json', () => {
    const keys = [...emittedKeys()];
    expect(keys.length).toBeGreaterThan(5);
    for (const lang of ['ms', 'en', 'zh']) {
      const dict = JSON.parse(readFileSync(join(root, 'runtime', 'i18n', 'locales', lang, 'errors.json'), 'utf8')) as Record<string, string>;
      expect(keys.filter((k) => !dict[k]), lang).toEqual([]);
    }
  });
});
