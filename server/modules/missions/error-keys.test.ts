// Every message key the missions module emits has Malay, English and Chinese text (runtime/i18n/locales).
import { describe, expect, it } from 'vitest';
import { emittedKeys, missingKeys } from '../../test/message-keys';

describe('missions error message keys', () => {
  it('exist in ms, en and zh errors.json', () => {
    const keys = [...emittedKeys(import.meta.dirname)];
    expect(keys).toEqual(expect.arrayContaining(['err_reward_not_found', 'err_reward_expired', 'err_mission_rule']));
    for (const lang of ['ms', 'en', 'zh']) expect(missingKeys(keys, lang), lang).toEqual([]);
  });
});
