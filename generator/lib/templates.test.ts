import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyTemplateDir } from './templates';

describe('applyTemplateDir', () => {
  it('copies plain files as-is and renders *.hbs (escaped) without the suffix', () => {
    const src = mkdtempSync(join(tmpdir(), 'tpl-'));
    const dest = mkdtempSync(join(tmpdir(), 'out-'));
    mkdirSync(join(src, 'nested'));
    writeFileSync(join(src, 'plain.txt'), 'stays {{as-is}}');
    writeFileSync(join(src, 'nested/hello.svg.hbs'), '<text>{{name}}</text>');
    const written = applyTemplateDir(src, dest, { name: 'A & B <C>' });
    expect(written.sort()).toEqual(['nested/hello.svg', 'plain.txt']);
    expect(readFileSync(join(dest, 'plain.txt'), 'utf8')).toBe('stays {{as-is}}');
    expect(readFileSync(join(dest, 'nested/hello.svg'), 'utf8')).toBe('<text>A &amp; B &lt;C&gt;</text>');
    expect(readdirSync(dest).sort()).toEqual(['nested', 'plain.txt']);
  });
});
