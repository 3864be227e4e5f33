import { describe, expect, it } from 'vitest';
import { clockText, toMajorText, toMinor } from './amount';

describe('limit amounts', () => {
  it('reads what a player types as minor units and shows it back', () => {
    expect(toMinor('500', 2)).toBe(50_000);
    expect(toMinor('1,250.5', 2)).toBe(125_050);
    expect(toMinor('1.234', 2)).toBeNull();
    expect(toMinor('0', 2)).toBeNull();
    expect(toMinor('abc', 2)).toBeNull();
    expect(toMajorText(125_050, 2)).toBe('1250.5');
    expect(toMajorText(50_000, 2)).toBe('500');
  });
  it('shows time played as h:mm:ss', () => {
    expect(clockText(3_725)).toBe('1:02:05');
    expect(clockText(59)).toBe('0:00:59');
  });
});
