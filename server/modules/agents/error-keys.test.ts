// Every message key the agents module emits has Malay, English and Chinese text (runtime/i18n/locales).
import { describe, expect, it } from 'vitest';
import { emittedKeys, missingKeys } from '../../test/message-keys';

describe('agents error message keys', () => {
  it('exist in ms, en and zh errors.json', () => {
    const keys = [...emittedKeys(import.meta.dirname)];
    expect(keys).toContain('err_contract_above_own');
    for (const lang of ['ms', 'en', 'zh']) expect(missingKeys(keys, lang), lang).toEqual([]);
  });
});
