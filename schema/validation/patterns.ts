// spec §5 pattern kinds 0–24, shared by the site (field hints, live validation) and the server (the final say).
// Ids 0–22 follow the order the spec lists them in; the spec names no kinds for 23 and 24, so 23 is a
// mobile number (7–15 digits, the rule login and forgot-password call "a mobile rule") and 24 a plain
// username (letters, digits, underscore) — both are used by the default settings.
// Every regex is anchored, linear (no nested quantifiers) and Unicode-aware.

export interface PatternKind {
  id: number;
  /** What the pattern accepts, in English (operators read it; the site shows messageKey). */
  description: string;
  regex: RegExp;
  /** i18n key of the field error; its text may contain (min) and (max). */
  messageKey: string;
}

const p = (id: number, description: string, regex: RegExp): PatternKind => ({ id, description, regex, messageKey: `err_pattern_${id}` });

export const PATTERNS: readonly PatternKind[] = [
  p(0, 'any characters', /^[\s\S]*$/u),
  p(1, 'a letter first, then letters and digits', /^[A-Za-z][A-Za-z0-9]*$/u),
  p(2, 'Chinese characters and digits', /^[\p{Script=Han}0-9]+$/u),
  p(3, 'e-mail address', /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u),
  p(4, 'letters or digits only', /^[A-Za-z0-9]+$/u),
  p(5, 'letters and digits, both present', /^(?=[^\d]*\d)(?=[^A-Za-z]*[A-Za-z])[A-Za-z0-9]+$/u),
  p(6, 'digits only', /^[0-9]+$/u),
  p(7, 'letters and digits with at least one uppercase letter', /^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$/u),
  p(8, 'English letters and spaces', /^[A-Za-z ]+$/u),
  p(9, 'no spaces', /^\S+$/u),
  p(10, 'Chinese characters and punctuation', /^[\p{Script=Han}\p{P}\u3000-\u303f\uff00-\uffef]+$/u),
  p(11, 'date yyyy-MM-dd or MM-dd-yyyy', /^(?:\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])|(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])-\d{4})$/u),
  p(12, 'letters (any script) and spaces', /^[\p{L}\p{M} ]+$/u),
  p(13, 'Korean only', /^[\p{Script=Hangul}]+$/u),
  p(14, 'Thai only', /^[\p{Script=Thai}]+$/u),
  p(15, 'Thai or English letters with spaces', /^[\p{Script=Thai}A-Za-z ]+$/u),
  p(16, 'uppercase letters and spaces, at least one letter', /^(?=[^A-Z]*[A-Z])[A-Z ]+$/u),
  p(17, 'letters, digits and symbols', /^[A-Za-z0-9\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]+$/u),
  p(18, 'password with uppercase, lowercase, digit and symbol', /^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=[^0-9]*[0-9])(?=[A-Za-z0-9]*[^A-Za-z0-9\s])\S+$/u),
  p(19, 'full name: first and last separated by a space', /^[\p{L}\p{M}'.-]+(?: [\p{L}\p{M}'.-]+)+$/u),
  p(20, 'full-width Hiragana, Katakana or Kanji', /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]+$/u),
  p(21, 'uppercase letters only, no spaces', /^[A-Z]+$/u),
  p(22, 'digits only, starting with 9', /^9[0-9]*$/u),
  p(23, 'mobile number (digits)', /^[0-9]{7,15}$/u),
  p(24, 'letters, digits and underscore', /^[A-Za-z0-9_]+$/u),
];

export function patternById(id: number): PatternKind {
  return PATTERNS[id] ?? PATTERNS[0];
}

/**
 * spec §5: error text has (min) and (max) replaced by the bounds; if min equals max,
 * '(min) - (max)' becomes that single number.
 */
export function substituteBounds(text: string, min: number | undefined, max: number | undefined): string {
  let out = text;
  if (min !== undefined && max !== undefined && min === max) out = out.replace(/\(min\)\s*-\s*\(max\)/g, String(min));
  if (min !== undefined) out = out.replace(/\(min\)/g, String(min));
  if (max !== undefined) out = out.replace(/\(max\)/g, String(max));
  return out;
}
