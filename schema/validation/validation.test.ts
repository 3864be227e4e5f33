import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PATTERNS,
  checkField,
  defaultRegisterFields,
  patternById,
  substituteBounds,
  validateChangePassword,
  validateRegistration,
  type RegisterSettings,
} from './index';

const settings = (over: Partial<RegisterSettings> = {}): RegisterSettings => ({
  types: { username: true, mobile: true },
  mobilePassword: true,
  smsVerification: false,
  captcha: false,
  minimumAge: 18,
  fields: defaultRegisterFields(),
  ...over,
});

describe('pattern kinds 0–24 (spec §5)', () => {
  it('has 25 kinds with ids equal to their index and a message key each', () => {
    expect(PATTERNS).toHaveLength(25);
    PATTERNS.forEach((p, i) => {
      expect(p.id).toBe(i);
      expect(p.messageKey).toBe(`err_pattern_${i}`);
    });
  });

  const cases: [number, string[], string[]][] = [
    [1, ['a1b2', 'Player9'], ['1abc', 'a_b', 'ab c']],
    [2, ['中文123'], ['abc']],
    [3, ['a@b.co', 'x.y@mail.example.com'], ['a@b', 'a b@c.d', '@b.co']],
    [4, ['abc123', 'ABC'], ['ab-1']],
    [5, ['abc123'], ['abcdef', '123456', 'ab_12']],
    [6, ['0123'], ['12a']],
    [7, ['Abc123', 'ABC'], ['abc123']],
    [8, ['John Smith'], ['John3']],
    [9, ['a-b_c!'], ['a b']],
    [10, ['你好，世界。'], ['hello']],
    [11, ['2000-12-31', '12-31-2000'], ['2000-13-01', '31-12-2000']],
    [12, ['Siti Nur', 'Zoë'], ['Siti1']],
    [13, ['한국어'], ['korea']],
    [14, ['ภาษาไทย'], ['thai']],
    [15, ['ภาษา Thai'], ['thai1']],
    [16, ['JOHN SMITH'], ['John', '   ']],
    [17, ['Demo@1234', '123456'], ['a b', 'ümlaut']],
    [18, ['Aa1!aaaa'], ['aa1!aaaa', 'Aa1aaaaa']],
    [19, ['Ali Baba', 'Mary Jane Watson'], ['Ali', 'Ali  Baba']],
    [20, ['ひらがなカタカナ漢字'], ['abc']],
    [21, ['ABC'], ['AB C', 'Abc']],
    [22, ['912345'], ['812345']],
    [23, ['0123456789'], ['12345', '+60123456']],
    [24, ['demo_player'], ['demo player']],
  ];
  it.each(cases)('kind %i accepts and refuses the right values', (id, good, bad) => {
    for (const v of good) expect(patternById(id).regex.test(v), `${id} ${v}`).toBe(true);
    for (const v of bad) expect(patternById(id).regex.test(v), `${id} ${v}`).toBe(false);
  });

  it('kind 0 accepts anything; unknown ids fall back to it', () => {
    fc.assert(fc.property(fc.string(), (s) => patternById(0).regex.test(s) && patternById(99).regex.test(s)));
  });

  it('no pattern takes long on a hostile 10 000-character input (linear regexes)', () => {
    const hostile = 'a'.repeat(10_000) + '!';
    const start = Date.now();
    for (const p of PATTERNS) p.regex.test(hostile);
    expect(Date.now() - start).toBeLessThan(200);
  });
});

describe('substituteBounds', () => {
  it('replaces (min) and (max), and collapses the range when min equals max', () => {
    expect(substituteBounds('(min) - (max) digits', 6, 12)).toBe('6 - 12 digits');
    expect(substituteBounds('(min) - (max) digits', 6, 6)).toBe('6 digits');
    expect(substituteBounds('at least (min)', 4, undefined)).toBe('at least 4');
  });
});

describe('checkField', () => {
  const rule = defaultRegisterFields().username;
  it('required, length, pattern and acceptedPattern', () => {
    expect(checkField('username', '', rule)).toEqual({ field: 'username', key: 'err_required' });
    expect(checkField('username', 'ab', rule)).toMatchObject({ key: 'err_pattern_1', min: 6, max: 16 });
    expect(checkField('username', '1player', rule)).toMatchObject({ key: 'err_pattern_1' });
    expect(checkField('username', 'player1', rule)).toBeNull();
    expect(checkField('username', 'player1', { ...rule, acceptedPattern: '^p' })).toBeNull();
    expect(checkField('username', 'xplayer1', { ...rule, acceptedPattern: '^p' })).toMatchObject({ key: 'err_pattern_1' });
    expect(checkField('username', '', { ...rule, required: false })).toBeNull();
    expect(checkField('username', '!!', { ...rule, enabled: false })).toBeNull();
  });
});

describe('validateRegistration', () => {
  const good = { username: 'player1', password: 'Pass@123', confirmPassword: 'Pass@123', acceptTerms: true };
  it('accepts a valid username registration', () => {
    expect(validateRegistration(good, settings(), 'username')).toEqual([]);
  });
  it('requires terms, matching confirmation, and SMS code / captcha when on', () => {
    expect(validateRegistration({ ...good, acceptTerms: false }, settings(), 'username').map((e) => e.key)).toEqual(['err_terms_required']);
    expect(validateRegistration({ ...good, confirmPassword: 'Other@123' }, settings(), 'username')).toEqual([
      { field: 'confirmPassword', key: 'err_confirm_password' },
    ]);
    const errs = validateRegistration({ ...good, mobileNum: '0123456789' }, settings({ smsVerification: true, captcha: true }), 'username');
    expect(errs.map((e) => e.field)).toEqual(['verificationCode', 'captcha']);
  });
  it('mobile mode needs the mobile number, not the username; password only when MOBILENUMPASSREG3', () => {
    expect(validateRegistration({ acceptTerms: true, password: 'Pass@123', confirmPassword: 'Pass@123' }, settings(), 'mobile').map((e) => e.field)).toEqual([
      'mobileNum',
    ]);
    expect(validateRegistration({ acceptTerms: true, mobileNum: '0123456789' }, settings({ mobilePassword: false }), 'mobile')).toEqual([]);
  });
  it('checks the age when a birthday is asked', () => {
    const s = settings();
    s.fields.birthday = { ...s.fields.birthday, enabled: true };
    const today = new Date('2025-06-01T00:00:00Z');
    expect(validateRegistration({ ...good, birthday: '2010-01-01' }, s, 'username', today)).toEqual([{ field: 'birthday', key: 'err_age', min: 18 }]);
    expect(validateRegistration({ ...good, birthday: '2000-01-01' }, s, 'username', today)).toEqual([]);
  });
  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('username', 'password', 'confirmPassword', 'mobileNum', 'email', 'birthday'), fc.string()), (input) => {
        validateRegistration(input, settings(), 'username');
        validateRegistration(input, settings({ smsVerification: true }), 'mobile');
      }),
    );
  });
});

describe('validateChangePassword', () => {
  it('checkPass: confirmation must equal the new password', () => {
    expect(validateChangePassword({ oldPassword: 'x', newPassword: 'New@1234', confirmNewPassword: 'New@1234' })).toEqual([]);
    expect(validateChangePassword({ oldPassword: 'x', newPassword: 'New@1234', confirmNewPassword: 'New@12345' })[0].key).toBe('err_confirm_password');
    expect(validateChangePassword({ newPassword: 'a b', confirmNewPassword: 'a b' }).map((e) => e.field)).toEqual(['oldPassword', 'newPassword']);
  });
});
