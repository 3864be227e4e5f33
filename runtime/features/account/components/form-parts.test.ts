import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorText } from './form-parts';

const t = ((key: string) => ({ err_pattern_1: 'Start with a letter, (min) - (max) characters', err_pattern_6: 'Digits only, (min) - (max) digits' })[key] ?? key) as unknown as TFunction;

describe('field error text (spec §5)', () => {
  it('substitutes (min) and (max)', () => {
    expect(errorText(t, { key: 'err_pattern_1', min: 6, max: 16 })).toBe('Start with a letter, 6 - 16 characters');
  });
  it('collapses (min) - (max) to one number when they are equal', () => {
    expect(errorText(t, { key: 'err_pattern_6', min: 6, max: 6 })).toBe('Digits only, 6 digits');
  });
});
