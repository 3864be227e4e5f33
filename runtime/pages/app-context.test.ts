import { describe, expect, it } from 'vitest';
import { scriptJson } from './app-context';

describe('app context JSON in <head>', () => {
  it('cannot close its script element and parses back to the same value', () => {
    const value = { text: '</script><script>alert(1)</script> & <!--', line: '\u2028' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual(value);
  });
});
