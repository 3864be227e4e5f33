// Every message key the compliance module emits (and the seamless refusals it adds) has ms, en and zh text in
// runtime/i18n/locales/*/errors.json.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEAMLESS_REFUSAL_KEYS } from '../wallet';

const root = resolve(import.meta.dirname, '../../..');
const dir = join(root, 'server/modules/compliance');
const load = (lang: string) => JSON.parse(readFileSync(join(root, 'runtime/i18n/locales', lang, 'errors.json'), 'utf8')) as Record<string, string>;

describe('compliance message keys', () => {
  it('exist in ms, en and zh', () => {
    const keys = new Set<string>(Object.values(SEAMLESS_REFUSAL_KEYS));
    for (const f of readdirSync(dir)) {
      if (!f.endsWith('.ts') || f.endsWith('.test.ts')) continue;
      for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/'(err_[a-z0-9_]+)'/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(20);
    for (const lang of ['ms', 'en', 'zh']) {
      const dict = load(lang);
      expect([...keys].filter((k) => !dict[k]), lang).toEqual([]);
    }
  });
});
