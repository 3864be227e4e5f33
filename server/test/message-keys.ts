// Shared by the modules' error-key tests: the message keys a module's code emits, and the ones missing from a
// language's errors.json (runtime/i18n/locales).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** Every 'err_…' / 'in_…' string literal in the non-test .ts files under dir. */
export function emittedKeys(dir: string, keys = new Set<string>()): Set<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) emittedKeys(p, keys);
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) {
      for (const m of readFileSync(p, 'utf8').matchAll(/'((?:err_|in_)[a-z0-9_]+)'/g)) keys.add(m[1]);
    }
  }
  return keys;
}

/** The keys without a text in lang's errors.json. */
export function missingKeys(keys: string[], lang: string): string[] {
  const dict = JSON.parse(readFileSync(join(root, 'runtime', 'i18n', 'locales', lang, 'errors.json'), 'utf8')) as Record<string, string>;
  return keys.filter((k) => !dict[k]);
}
