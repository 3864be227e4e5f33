// Every message key the loyalty module emits has Malay, English and Chinese text (runtime/i18n/locales).
import { describe, expect, it } from 'vitest';
import { emittedKeys, missingKeys } from '../../test/message-keys';

describe('loyalty error message keys', () => {
  it('exist in ms, en and zh errors.json', () => {
    const keys = [...emittedKeys(import.meta.dirname)];
    expect(keys).toEqual(expect.arrayContaining(['err_rebate_nothing', 'err_vip_withdraw_limit', 'err_vip_levels']));
    for (const lang of ['ms', 'en', 'zh']) expect(missingKeys(keys, lang), lang).toEqual([]);
  });
});
