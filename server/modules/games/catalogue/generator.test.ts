import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './generator';

describe('demo catalogue names (issue 23 item 9)', () => {
  const { games } = generateCatalogue();

  it('every game name is unique in each language within its type', () => {
    for (const lang of ['nameEn', 'nameMs', 'nameZh'] as const) {
      const seen = new Set<string>();
      for (const g of games.filter((x) => x.gameType === 'RNG')) {
        expect(seen.has(g[lang]), `${lang} ${g[lang]}`).toBe(false);
        seen.add(g[lang]);
      }
    }
  });

  it('a repeated title carries one edition number, never a run of them ("Candy Party 2 3 4 5")', () => {
    const runs = games.filter((g) => /\s\d+\s\d+$/.test(g.nameEn) || /\s\d+\s\d+$/.test(g.nameMs) || /\d+\s\d+$/.test(g.nameZh));
    expect(runs.map((g) => g.nameEn)).toEqual([]);
    // Editions exist (the generator does repeat titles), so the rule above is exercised.
    expect(games.some((g) => /\s\d+$/.test(g.nameEn))).toBe(true);
  });
});
