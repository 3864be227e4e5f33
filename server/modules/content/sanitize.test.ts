import { describe, expect, it } from 'vitest';
import { sanitizePlain, sanitizeRich } from './sanitize';

describe('rich content sanitiser', () => {
  it('keeps formatting and safe links, drops scripts, handlers and javascript: URLs', () => {
    const out = sanitizeRich('<p onclick="x()">Hi <b>there</b><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://ok.example" target="_self">ok</a><img src="x" onerror="alert(1)"></p>');
    expect(out).toContain('<b>there</b>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain('href="https://ok.example"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
  });

  it('strips every tag from plain fields', () => {
    expect(sanitizePlain('<img src=x onerror=alert(1)>Title')).toBe('Title');
  });

  it('gives an image without a text alternative an empty one (decorative) and keeps a given one', () => {
    expect(sanitizeRich('<p><img src="https://cdn.example/a.png"></p>')).toBe('<p><img src="https://cdn.example/a.png" alt="" /></p>');
    expect(sanitizeRich('<img src="https://cdn.example/a.png" alt="Bonus">')).toBe('<img src="https://cdn.example/a.png" alt="Bonus" />');
  });
});
