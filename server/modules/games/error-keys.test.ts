// Every message key the games module emits has Malay, English and Chinese text (runtime/i18n/locales).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');

function emittedKeys(dir: string, keys = new Set<string>()): Set<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) emittedKeys(p, keys);
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) {
      for (const m of readFileSync(p, 'utf8').matchAll(/'((?:err_|in_)[a-z0-9_]+)'/g)) keys.add(m[1]);
    }
  }
  return keys;
}

describe('games error message keys', () => {
  it('exist in ms, en and zh errors.json', () => {
    const keys = [...emittedKeys(import.meta.dirname)];
    expect(keys).toContain('err_game_maintenance');
    for (const lang of ['ms', 'en', 'zh']) {
      const dict = JSON.parse(readFileSync(join(root, 'runtime', 'i18n', 'locales', lang, 'errors.json'), 'utf8')) as Record<string, string>;
      expect(keys.filter((k) => !dict[k]), lang).toEqual([]);
    }
  });
});
