// Every literal t('key') in runtime source, and every i18n key named in the route table, exists
// in the bundled resources (STYLE.md: a test fails on a missing key).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameCategories } from '../lib/game-categories';
import { resources } from './resources';

const runtimeDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'locales') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

/** t('a.b'), t("a.b"), i18n.t('a.b') and keys given as popup properties. */
const CALL = /\bt\(\s*(['"])([^'"]+)\1/g;
const KEY_PROPERTY = /^\s*(?:login|forget|register):\s*'((?:popup|feature)\.[^']+)'/gm;

function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(runtimeDir)) {
    const text = readFileSync(file, 'utf8');
    const where = relative(runtimeDir, file);
    for (const m of text.matchAll(CALL)) keys.set(m[2], where);
    for (const m of text.matchAll(KEY_PROPERTY)) keys.set(m[1], where);
  }
  // Keys built at run time from data: one per game category and per bundled language.
  for (const c of gameCategories) keys.set(`games.${c.type}`, 'lib/game-categories.ts');
  for (const lang of Object.keys(resources)) keys.set(`language.${lang}`, 'i18n/resources.ts');
  return keys;
}

describe('i18n keys used in runtime source', () => {
  const keys = usedKeys();

  it('finds the keys (the scanner itself works)', () => {
    expect(keys.size).toBeGreaterThan(40);
    expect(keys.has('header.login')).toBe(true);
    expect(keys.has('page.join')).toBe(true);
  });

  for (const [lang, { translation }] of Object.entries(resources)) {
    it(`every used key exists in ${lang}`, () => {
      const missing = [...keys].filter(([key]) => typeof lookup(translation, key) !== 'string').map(([k, f]) => `${k} (${f})`);
      expect(missing).toEqual([]);
    });
  }
});
