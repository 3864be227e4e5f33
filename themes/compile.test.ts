import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TenantManifest } from '../schema/tenant';
import {
  THEME_NAMES,
  compileThemeCss,
  contrastRatio,
  readableOn,
  resolveExpression,
  resolveTheme,
  semanticTokens,
  tenantPrimitives,
} from './compile';

// The runtime styles everything with these names; renaming one silently unstyles the site.
const RUNTIME_TOKENS = [
  'surface', 'surface-alt', 'text', 'text-muted', 'primary', 'primary-contrast', 'accent', 'border',
  'success', 'danger', 'warning', 'header-bg', 'header-text', 'footer-bg', 'footer-text',
];

const tenantsDir = new URL('../tenants/', import.meta.url);
const tenants: TenantManifest[] = readdirSync(tenantsDir).map((id) =>
  JSON.parse(readFileSync(new URL(`${id}/tenant.json`, tenantsDir), 'utf8')),
);

/** Parses the declarations of the block whose selector starts with :root[data-theme="<theme>"]. */
function tokensIn(css: string, theme: string): Record<string, string> {
  const match = new RegExp(`:root\\[data-theme="${theme}"\\][^{]*\\{([^}]*)\\}`).exec(css);
  if (!match) throw new Error(`no ${theme} block`);
  return Object.fromEntries([...match[1].matchAll(/--color-([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]));
}

describe('compileThemeCss', () => {
  it('emits every semantic token the runtime uses, in both themes', () => {
    const css = compileThemeCss(tenants[0]);
    for (const theme of THEME_NAMES) expect(Object.keys(tokensIn(css, theme))).toEqual(expect.arrayContaining(RUNTIME_TOKENS));
  });

  it("uses the tenant's brand colour as --color-primary, so brands look different", () => {
    const primaries = tenants.map((t) => tokensIn(compileThemeCss(t), t.theme.default).primary);
    expect(primaries).toEqual(tenants.map((t) => t.theme.colors.brand));
    expect(new Set(primaries).size).toBe(tenants.length);
  });

  it('lets the manifest default theme apply before data-theme is set (no flash of the wrong theme)', () => {
    for (const t of tenants) {
      const css = compileThemeCss(t);
      expect(css).toContain(`:root[data-theme="${t.theme.default}"], :root:not([data-theme])`);
      expect(css.match(/:root:not\(\[data-theme\]\)/g)).toHaveLength(1);
    }
  });

  it('overrides primitives the tenant names and derives brandStrong from its brand when absent', () => {
    const palette = tenantPrimitives({ brand: '#123456', accent: '#abcdef', neutralDark: '#010203' });
    expect(palette.brand).toBe('#123456');
    expect(palette.neutralDark).toBe('#010203');
    expect(palette.brandStrong).not.toBe(tenantPrimitives().brandStrong);
    expect(resolveTheme(palette, 'dark').surface).toBe('#010203');
  });

  it('keeps text readable (WCAG AA 4.5:1) for every brand and theme', () => {
    for (const t of tenants) {
      for (const theme of THEME_NAMES) {
        const c = resolveTheme(tenantPrimitives(t.theme.colors), theme);
        const pairs: [string, string][] = [
          ['primary', 'primary-contrast'], ['surface', 'text'], ['surface', 'text-muted'],
          ['header-bg', 'header-text'], ['footer-bg', 'footer-text'], ['surface', 'danger'],
        ];
        for (const [bg, fg] of pairs) {
          expect(contrastRatio(c[bg], c[fg]), `${t.id} ${theme} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('picks dark text on light brand colours and white on dark ones', () => {
    expect(readableOn('#ffe600')).not.toBe('#ffffff');
    expect(readableOn('#1a237e')).toBe('#ffffff');
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });

  it('rejects a semantic expression it cannot resolve, naming the token', () => {
    expect(() => resolveExpression('{nope}', tenantPrimitives(), 'light.surface')).toThrow(/light\.surface.*\{nope\}/);
    expect(() => resolveExpression('rgb(1,2,3)', tenantPrimitives(), 'dark.text')).toThrow(/dark\.text/);
    expect(resolveExpression('mix({white},{black},0.5)', tenantPrimitives())).toBe('#808080');
  });

  it('defines the same token names in light and dark', () => {
    expect(Object.keys(semanticTokens.dark).sort()).toEqual(Object.keys(semanticTokens.light).sort());
  });
});
