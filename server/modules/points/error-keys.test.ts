// Every message key the points module emits has Malay, English and Chinese text (runtime/i18n/locales).
import { describe, expect, it } from 'vitest';
import { emittedKeys, missingKeys } from '../../test/message-keys';

describe('points error message keys', () => {
  it('exist in ms, en and zh errors.json', () => {
    const keys = [...emittedKeys(import.meta.dirname)];
    expect(keys).toEqual(expect.arrayContaining(['err_points_insufficient', 'err_points_redemption_decided', 'err_points_convert_step']));
    for (const lang of ['ms', 'en', 'zh']) expect(missingKeys(keys, lang), lang).toEqual([]);
  });
});
