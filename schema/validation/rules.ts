// spec §5 per-field rule checking, shared by site and server: enabled, required, acceptedPattern,
// patternId, minLength, maxLength, type. A failure is a message key plus the bounds to substitute.
import { patternById } from './patterns';

export type FieldType = 'text' | 'password' | 'email' | 'tel' | 'number' | 'date' | 'checkbox';

/** spec §3 per-field registration setting (server). */
export interface FieldSetting {
  enabled: boolean;
  required: boolean;
  /** '*' = any; otherwise a regular expression (source) the value must also match. */
  acceptedPattern: string;
  /** One of the pattern kinds 0–24 (schema/validation/patterns.ts). */
  patternId: number;
  minLength: number;
  maxLength: number;
  type: FieldType;
}

export interface FieldError {
  field: string;
  /** i18n key (runtime/i18n/locales/<lang>/errors.json). */
  key: string;
  min?: number;
  max?: number;
}

const length = (s: string) => Array.from(s).length;

/**
 * Checks one value. `value` is trimmed by the caller for text fields (spec §5 'values trimmed').
 * Returns null when fine. A field that is not enabled is never checked (its value is ignored).
 */
export function checkField(field: string, value: string | undefined | null, s: FieldSetting): FieldError | null {
  if (!s.enabled) return null;
  const v = value ?? '';
  if (v === '') return s.required ? { field, key: 'err_required' } : null;
  const pattern = patternById(s.patternId);
  const bounds = { min: s.minLength, max: s.maxLength };
  const n = length(v);
  if (n < s.minLength || n > s.maxLength) return { field, key: pattern.messageKey, ...bounds };
  if (s.type === 'email' && !patternById(3).regex.test(v)) return { field, key: 'err_email_format' };
  if (!pattern.regex.test(v)) return { field, key: pattern.messageKey, ...bounds };
  if (s.acceptedPattern && s.acceptedPattern !== '*') {
    let re: RegExp | null = null;
    try {
      re = new RegExp(s.acceptedPattern, 'u');
    } catch {
      re = null; // an unusable operator pattern is ignored rather than locking everyone out
    }
    if (re && !re.test(v)) return { field, key: pattern.messageKey, ...bounds };
  }
  return null;
}
