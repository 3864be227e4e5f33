// Every message key the accounts modules emit has ms, en and zh text (runtime/i18n/locales/*/errors.json).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATTERNS } from '../../../../schema/validation';

const root = resolve(import.meta.dirname, '../../../..');
const load = (lang: string) => JSON.parse(readFileSync(join(root, 'runtime/i18n/locales', lang, 'errors.json'), 'utf8')) as Record<string, string>;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

describe('accounts message keys', () => {
  it('exist in ms, en and zh', () => {
    const dirs = ['server/modules/accounts', 'schema/validation'];
    const keys = new Set<string>(['in_need_true_account', 'err_not_logged_in', 'err_too_many_requests', ...PATTERNS.map((p) => p.messageKey)]);
    for (const d of dirs) for (const f of sources(join(root, d))) for (const m of readFileSync(f, 'utf8').matchAll(/'(err_[a-z0-9_]+)'/g)) keys.add(m[1]);
    keys.delete('err_pattern_'); // template prefix
    for (const lang of ['ms', 'en', 'zh']) {
      const dict = load(lang);
      const missing = [...keys].filter((k) => !dict[k]);
      expect(missing, lang).toEqual([]);
    }
  });
});
