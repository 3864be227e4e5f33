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

// ---- my account (issue 15 item 2): profile, contact changes, login history ----

const profileText = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** PUT /wps/member/profile: the plain spec §3 profile fields; an empty string clears one (not the real name). */
export const profileUpdateBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    nickname: profileText(64),
    realName: profileText(100),
    birthday: profileText(16),
    telegram: profileText(100),
    zalo: profileText(100),
    address: profileText(300),
    nationality: profileText(100),
    occupation: profileText(200),
    sourceOfIncome: profileText(200),
    placeOfBirth: profileText(200),
  },
} as const;

/** POST /wps/member/profile/code: a code to the NEW mobile number (SMS) or e-mail address. */
export const contactCodeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['channel'],
  properties: {
    channel: { type: 'string', enum: ['mobile', 'email'] },
    mobileNum: { type: 'string', maxLength: 20 },
    countryDialingCode: { type: 'string', maxLength: 8 },
    email: { type: 'string', maxLength: 128 },
  },
} as const;

/** PUT /wps/member/profile/contact: the new value and the code sent to it. */
export const contactChangeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['channel', 'verificationCode'],
  properties: { ...contactCodeBodySchema.properties, verificationCode: { type: 'string', minLength: 1, maxLength: 255 } },
} as const;

/** GET /wps/member/loginHistory */
export const loginHistoryQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { pageNo: { type: 'integer', minimum: 1, maximum: 10_000 }, pageSize: { type: 'integer', minimum: 1, maximum: 50 } },
} as const;

const nullableText = { type: ['string', 'null'] } as const;

/** GET /wps/member/info: spec §3 member info. */
export const memberInfoSchema = {
  type: 'object',
  required: ['id', 'account', 'userName', 'nickname', 'type', 'isAgent', 'toUpline', 'clubLabel', 'memberLabel', 'customerId', 'mobileNum', 'email', 'affiliateCode', 'firstTimeLogin'],
  properties: {
    id: { type: 'integer' },
    account: { type: 'string', description: 'Login name (spec: account and userName carry the same value).' },
    userName: { type: 'string' },
    nickname: nullableText,
    type: { type: 'boolean', description: 'Agent flag: true when isAgent is one of the agent types 1, 2, 41, 42.' },
    isAgent: { type: 'integer', description: 'spec §6: 0 member, 1/2/41/42 agent, 4 trial.' },
    toUpline: { type: ['string', 'null'], description: "The upline's username, or null." },
    clubLabel: { type: 'object', required: ['labelName', 'rankLevel'], properties: { labelName: { type: 'string' }, rankLevel: { type: 'integer' } } },
    memberLabel: nullableText,
    customerId: { type: 'string' },
    mobileNum: nullableText,
    email: nullableText,
    affiliateCode: nullableText,
    firstTimeLogin: { type: 'boolean' },
  },
} as const;

/** GET /wps/member/info/icon and /wps/relay/MCSFE_getPlayerAvatar. */
export const memberIconSchema = {
  type: 'object',
  required: ['avatar', 'url'],
  properties: { avatar: { type: 'string', description: 'Avatar id (1..12 built-in set) or a data: URL the member uploaded.' }, url: { type: 'string' } },
} as const;

/** GET /wps/agent/affiliate?code=&domain= */
export const affiliateCheckValueSchema = { type: 'object', required: ['valid', 'upline'], properties: { valid: { type: 'boolean' }, upline: nullableText } } as const;
