import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INLINE_CSS_MAX_BYTES, inlineStyles } from './inline-styles';

describe('inlineStyles', () => {
  let root = '';
  const setup = (files: Record<string, string>) => {
    root = mkdtempSync(join(tmpdir(), 'inline-styles-'));
    mkdirSync(join(root, 'assets/static'), { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'assets/static', name), text);
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const page = '<html><head><link rel="stylesheet" type="text/css" href="/assets/static/a.css">\n<link rel="stylesheet" href="/assets/static/b.css"><title>x</title></head><body></body></html>';

  it('replaces the stylesheets with one <style>, in their order, where the first was', () => {
    setup({ 'a.css': '.a{color:red}', 'b.css': '.b{color:blue}' });
    const out = inlineStyles(page, root);
    expect(out).toContain(
      '<head><style data-inlined>.a{color:red}\n.b{color:blue}</style><link rel="stylesheet" href="/assets/static/a.css" disabled><link rel="stylesheet" href="/assets/static/b.css" disabled><title>x</title>',
    );
    // Only disabled links remain: the browser fetches none of them.
    expect(out.match(/<link\b[^>]*>/g)?.every((l) => l.endsWith(' disabled>'))).toBe(true);
  });

  it('keeps the links when a file is missing, a url() is relative, or the CSS is too large', () => {
    setup({ 'a.css': '.a{color:red}' });
    expect(inlineStyles(page, root)).toBe(page);
    setup({ 'a.css': '.a{background:url(img.png)}', 'b.css': '.b{}' });
    expect(inlineStyles(page, root)).toBe(page);
    setup({ 'a.css': `.a{content:"${'x'.repeat(INLINE_CSS_MAX_BYTES)}"}`, 'b.css': '.b{}' });
    expect(inlineStyles(page, root)).toBe(page);
  });

  it('inlines absolute and data: url()s', () => {
    setup({ 'a.css': '.a{background:url(/brand/logo.svg)}', 'b.css': '.b{background:url("data:image/svg+xml,%3Csvg%3E")}' });
    expect(inlineStyles(page, root)).toContain('url(/brand/logo.svg)');
  });
});
