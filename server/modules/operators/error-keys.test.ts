// Every message key the operators module emits has Malay, English and Chinese text (runtime/i18n/locales).
import { describe, expect, it } from 'vitest';
import { emittedKeys, missingKeys } from '../../test/message-keys';

describe('operators error message keys', () => {
  it('exist in ms, en and zh errors.json', () => {
    const keys = [...emittedKeys(import.meta.dirname)];
    expect(keys).toEqual(expect.arrayContaining(['err_operator_sign_in', 'err_operator_locked', 'err_operator_ticket', 'err_operator_key_scope']));
    for (const lang of ['ms', 'en', 'zh']) expect(missingKeys(keys, lang), lang).toEqual([]);
  });
});
