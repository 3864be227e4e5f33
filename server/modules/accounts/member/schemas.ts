// JSON schemas for member calls. Strings are bounded here so oversized input never reaches the rules or SQL;
// the per-field rules (schema/validation) then give the message keys.
import { REGISTER_FIELDS } from '../../../../schema/validation';

const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const registerBodySchema = {
  type: 'object',
  properties: {
    ...Object.fromEntries(REGISTER_FIELDS.map((f) => [f, str(f === 'verificationCode' ? 255 : 128)])),
    captchaId: str(64),
    referralCode: str(64),
    countryDialingCode: str(8),
    domain: str(255),
    registerUrl: str(512),
    registerMethod: str(16),
    acceptTerms: { type: 'boolean' },
    login: { type: 'boolean' },
  },
} as const;

export { changePasswordBodySchema, resetByPhoneBodySchema } from '../../../../schema/api/member-schemas';

export const resetByEmailBodySchema = {
  type: 'object',
  properties: { username: str(64), email: str(128) },
} as const;

export const completeResetBodySchema = {
  type: 'object',
  required: ['token', 'newPassword', 'confirmNewPassword'],
  properties: { token: str(100), newPassword: str(128), confirmNewPassword: str(128) },
} as const;

export const avatarBodySchema = {
  type: 'object',
  required: ['avatar'],
  properties: { avatar: str(140_000) },
} as const;

export const affiliateQuerySchema = {
  type: 'object',
  required: ['code'],
  properties: { code: str(64), domain: str(255) },
} as const;
