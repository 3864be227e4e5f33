import { describe, expect, it } from 'vitest';
import { pickInitialLanguage } from './language';

const jade = { default: 'zh', supported: ['zh', 'ms'] } as const;

describe('initial language (spec §1, §3)', () => {
  it('uses the stored language when the brand offers it', () => {
    expect(pickInitialLanguage('ms', { ...jade, supported: [...jade.supported] })).toBe('ms');
  });
  it('falls back to the brand default for a language the brand does not offer, or none', () => {
    expect(pickInitialLanguage('en', { ...jade, supported: [...jade.supported] })).toBe('zh');
    expect(pickInitialLanguage(null, { ...jade, supported: [...jade.supported] })).toBe('zh');
  });
});
