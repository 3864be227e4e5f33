// Theme compiler (issue 2 item 4): brand primitives (themes/primitives.json, overridden by the
// tenant's theme.colors) resolved through semantic tokens (themes/semantic.json) into CSS custom
// properties per theme. The runtime only ever references the semantic names (var(--color-primary)).
import type { TenantManifest } from '../schema/tenant';
import primitivesJson from './primitives.json';
import semanticJson from './semantic.json';

export type ThemeName = 'light' | 'dark';
export type Palette = Record<string, string>;

const HEX = /^#[0-9a-f]{6}$/i;

export const basePrimitives: Palette = Object.fromEntries(
  Object.entries(primitivesJson).filter(([key]) => !key.startsWith('$')),
);

export const semanticTokens: Record<ThemeName, Record<string, string>> = {
  light: semanticJson.light,
  dark: semanticJson.dark,
};

export const THEME_NAMES: readonly ThemeName[] = ['light', 'dark'];

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: number[]): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.x relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours (1..21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export function mix(a: string, b: string, weight: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((c, i) => c + (cb[i] - c) * weight));
}

/**
 * The text colour to put on `background`: white or the palette's dark neutral, whichever reads
 * better. Computed rather than configured so a new brand colour can never produce unreadable buttons.
 */
export function readableOn(background: string, palette: Palette = basePrimitives): string {
  const light = palette.white ?? '#ffffff';
  const dark = palette.neutralDark ?? '#000000';
  const darkText = contrastRatio(background, dark) >= 4.5 ? dark : '#000000';
  return contrastRatio(background, light) >= contrastRatio(background, darkText) ? light : darkText;
}

/** Splits `a,b,c` at top-level commas (arguments may themselves be calls). */
function splitArgs(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  args.push(text.slice(start).trim());
  return args;
}

/** Resolves one semantic.json value expression against a palette; throws naming the token on nonsense. */
export function resolveExpression(expr: string, palette: Palette, token = expr): string {
  const value = expr.trim();
  if (HEX.test(value)) return value.toLowerCase();
  const ref = /^\{([A-Za-z0-9]+)\}$/.exec(value);
  if (ref) {
    const hex = palette[ref[1]];
    if (!hex) throw new Error(`themes/semantic.json: token ${token} refers to unknown primitive {${ref[1]}}`);
    return hex.toLowerCase();
  }
  const call = /^([a-z]+)\((.*)\)$/.exec(value);
  if (call) {
    const args = splitArgs(call[2]);
    if (call[1] === 'contrast' && args.length === 1) return readableOn(resolveExpression(args[0], palette, token), palette);
    if (call[1] === 'mix' && args.length === 3) {
      const weight = Number(args[2]);
      if (Number.isFinite(weight) && weight >= 0 && weight <= 1) {
        return mix(resolveExpression(args[0], palette, token), resolveExpression(args[1], palette, token), weight);
      }
    }
  }
  throw new Error(
    `themes/semantic.json: token ${token} has value "${expr}"; expected #rrggbb, {primitive}, contrast(x) or mix(a,b,0..1)`,
  );
}

/**
 * The primitives for one tenant. When a tenant sets its brand but not brandStrong or chatHeader,
 * those are derived from its brand so the default palette's green never leaks into another brand.
 */
export function tenantPrimitives(colors: Partial<TenantManifest['theme']['colors']> = {}): Palette {
  const palette: Palette = { ...basePrimitives };
  if (colors.brand) {
    palette.brandStrong = mix(colors.brand, '#000000', 0.28);
    palette.chatHeader = colors.brand;
  }
  for (const [key, value] of Object.entries(colors)) if (value) palette[key] = value.toLowerCase();
  return palette;
}

/** Semantic token name → colour, for one theme of one palette. */
export function resolveTheme(palette: Palette, theme: ThemeName): Record<string, string> {
  return Object.fromEntries(
    Object.entries(semanticTokens[theme]).map(([name, expr]) => [name, resolveExpression(expr, palette, `${theme}.${name}`)]),
  );
}

function block(selector: string, theme: ThemeName, tokens: Record<string, string>): string {
  const lines = Object.entries(tokens).map(([name, value]) => `  --color-${name}: ${value};`);
  return `${selector} {\n  color-scheme: ${theme};\n${lines.join('\n')}\n}`;
}

/**
 * CSS for one brand: `:root[data-theme="light"]` and `:root[data-theme="dark"]` blocks. The
 * manifest's default theme also matches `:root:not([data-theme])`, so the page is styled before
 * (or without) the script that sets data-theme.
 */
export function compileThemeCss(manifest: Pick<TenantManifest, 'theme'>): string {
  const palette = tenantPrimitives(manifest.theme.colors);
  return THEME_NAMES.map((theme) => {
    const selector =
      theme === manifest.theme.default ? `:root[data-theme="${theme}"], :root:not([data-theme])` : `:root[data-theme="${theme}"]`;
    return block(selector, theme, resolveTheme(palette, theme));
  }).join('\n') + '\n';
}
