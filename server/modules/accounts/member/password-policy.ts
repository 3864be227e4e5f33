// Issue 24 item 15, the password policy of the server (registration, change password, both resets): at
// least PASSWORD_MIN_LENGTH characters whatever an operator set for the registration field, and not one of
// the ~49,000 common passwords of @zxcvbn-ts/language-common (compared without case: 'Passw0rd' is
// 'passw0rd'). The list stays on the server; the site checks the length only (schema/validation).
import { PASSWORD_MIN_LENGTH, patternById, type FieldError, type FieldSetting } from '../../../../schema/validation';

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/** Loaded on the first check (about 0.2 s), not at start: most processes never set a password. */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
    (err: unknown) => {
      commonPasswords = undefined;
      throw err;
    },
  );
  return commonPasswords;
}

/** The policy's error for a new password that already passed its field rule, or null. */
export async function passwordPolicyError(field: string, password: string | undefined, rule: FieldSetting): Promise<FieldError | null> {
  if (!password) return null;
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) {
    return { field, key: patternById(rule.patternId).messageKey, min: PASSWORD_MIN_LENGTH, max: rule.maxLength };
  }
  if ((await loadCommonPasswords()).has(password.toLowerCase())) return { field, key: 'err_password_common' };
  return null;
}
