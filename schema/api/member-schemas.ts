// JSON schemas of the member call bodies (spec §7): the server validates and documents with these objects, and
// schema/api/member.ts derives the payload types from them (Static, a type-only import), so both sides share one
// source. Plain JSON Schema, no TypeBox at run time: the site never imports this file's values.
// Strings are bounded so oversized input never reaches the rules or SQL; schema/validation gives the message keys.

export const changePasswordBodySchema = {
  type: 'object',
  required: ['oldPassword', 'newPassword', 'confirmNewPassword'],
  properties: { oldPassword: { type: 'string', maxLength: 128 }, newPassword: { type: 'string', maxLength: 128 }, confirmNewPassword: { type: 'string', maxLength: 128 } },
} as const;

export const resetByPhoneBodySchema = {
  type: 'object',
  required: ['newPassword', 'mobileNum', 'verificationCode'],
  properties: {
    newPassword: { type: 'string', maxLength: 128 },
    confirmNewPassword: { type: 'string', maxLength: 128 },
    mobileNum: { type: 'string', maxLength: 20 },
    countryDialingCode: { type: 'string', maxLength: 8 },
    verificationCode: { type: 'string', maxLength: 255 },
  },
} as const;
