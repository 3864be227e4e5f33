// STYLE.md: keys identical across ms, en and zh in every namespace file; a test fails on a
// missing key. Also: interpolation placeholders must match, or a translation drops a value.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_LANGUAGES } from './bundled-languages';

const localesDir = join(import.meta.dirname, 'locales');

function flatten(node: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof node === 'string') out[prefix] = node;
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

const read = (lang: string, file: string) => flatten(JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8')));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  const files = new Set(BUNDLED_LANGUAGES.flatMap((lang) => readdirSync(join(localesDir, lang))));

  it('every language has the same namespace files', () => {
    for (const lang of BUNDLED_LANGUAGES) expect(readdirSync(join(localesDir, lang)).sort()).toEqual([...files].sort());
  });

  for (const file of files) {
    it(`${file}: same keys in ${BUNDLED_LANGUAGES.join(', ')}`, () => {
      const [first, ...rest] = BUNDLED_LANGUAGES;
      const reference = read(first, file);
      for (const lang of rest) {
        const other = read(lang, file);
        const missing = Object.keys(reference).filter((k) => !(k in other));
        const extra = Object.keys(other).filter((k) => !(k in reference));
        expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
      }
    });

    it(`${file}: no empty strings and the same {{placeholders}} in every language`, () => {
      const all = BUNDLED_LANGUAGES.map((lang) => [lang, read(lang, file)] as const);
      for (const [key, text] of Object.entries(all[0][1])) {
        for (const [lang, strings] of all) {
          expect(strings[key]?.trim(), `${lang}/${file} ${key}`).toBeTruthy();
          expect(placeholders(strings[key] ?? ''), `${lang}/${file} ${key}`).toEqual(placeholders(text));
        }
      }
    });
  }

  it('errors.json carries the server message keys the client relies on', () => {
    const keys = Object.keys(read('ms', 'errors.json'));
    for (const k of [
      'err_validation',
      'err_bad_request',
      'err_not_found',
      'err_system',
      'err_not_logged_in',
      'err_forbidden',
      'err_unknown_brand',
      'err_too_many_requests',
      'in_need_true_account',
      'err_network',
    ]) {
      expect(keys).toContain(k);
    }
  });
});
