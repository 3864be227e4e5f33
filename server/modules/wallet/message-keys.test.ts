// Every message key the wallet module emits (including the seamless refusal keys err_seamless_<code>) has
// ms, en and zh text in runtime/i18n/locales/*/errors.json.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const dir = join(root, 'server/modules/wallet');
const load = (lang: string) => JSON.parse(readFileSync(join(root, 'runtime/i18n/locales', lang, 'errors.json'), 'utf8')) as Record<string, string>;

describe('wallet message keys', () => {
  it('exist in ms, en and zh', () => {
    const keys = new Set<string>();
    for (const f of readdirSync(dir)) {
      if (!f.endsWith('.ts') || f.endsWith('.test.ts')) continue;
      for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/'(err_[a-z0-9_]+)'/g)) keys.add(m[1]);
    }
    for (const code of ['insufficient_funds', 'round_not_found', 'round_rolled_back', 'round_closed', 'tx_conflict', 'member_not_found']) keys.add(`err_seamless_${code}`);
    expect(keys.size).toBeGreaterThan(20);
    for (const lang of ['ms', 'en', 'zh']) {
      const dict = load(lang);
      expect([...keys].filter((k) => !dict[k]), lang).toEqual([]);
    }
  });
});
