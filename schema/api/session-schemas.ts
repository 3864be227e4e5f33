// JSON schemas of the session calls (spec §7), bodies and answers: the server validates, serialises and documents
// with these objects, and schema/api/session.ts derives the types from them (Static, a type-only import), so the
// contract is kept once (issue 14 item 3). Plain JSON Schema: the site never imports this file's values.

/** POST /wps/session/login (enc). type 'username' (default) or 'sms' (verification-code login). */
export const loginBodySchema = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['username', 'sms'] },
    /** 'agent': no remember-me cookie is set (session routes). */
    portal: { type: 'string', enum: ['member', 'agent'] },
    username: { type: 'string', maxLength: 64 },
    password: { type: 'string', maxLength: 128 },
    captcha: { type: 'string', maxLength: 16 },
    captchaId: { type: 'string', maxLength: 64 },
    mobileNum: { type: 'string', maxLength: 20 },
    countryDialingCode: { type: 'string', maxLength: 8 },
    verificationCode: { type: 'string', maxLength: 255 },
    /** Username login: keep the username in an HttpOnly cookie for the next login (spec §9, 24 h). */
    rememberMe: { type: 'boolean' },
  },
} as const;

/** POST /wps/session/login/freeplay; random is spec §7's "encrypted random string", any opaque nonce. */
export const freePlayBodySchema = {
  type: ['object', 'null'],
  properties: { os: { type: 'string', maxLength: 40 }, platform: { type: 'string', maxLength: 8 }, random: { type: 'string', maxLength: 1024 } },
} as const;

/** spec §3 login response value. */
export const loginValueSchema = {
  type: 'object',
  required: ['token', 'firstTimeLogin', 'passwordExpired', 'forcePasswordChange', 'isAgent', 'username'],
  properties: {
    token: { type: 'string' },
    firstTimeLogin: { type: 'boolean' },
    passwordExpired: { type: 'boolean' },
    forcePasswordChange: { type: 'boolean', description: 'The password must be changed now (123456, expired with forced change on, or operator reset).' },
    isAgent: { type: 'integer', description: 'spec §6: 0 member, 1/2/41/42 agent, 4 trial.' },
    username: { type: 'string' },
  },
} as const;

/** GET /wps/session/remembered: the username the remember-me cookie holds, if any. */
export const rememberedValueSchema = { type: 'object', required: ['username'], properties: { username: { type: ['string', 'null'] } } } as const;

/** GET /wps/system/publicKey value (schema/api/crypto.ts uses it for (enc) payloads). */
export const publicKeyValueSchema = {
  type: 'object',
  required: ['algorithm', 'publicKey', 'keyId'],
  // keyId: sent back as enc.kid (schema/api/crypto.ts), so the server knows which of its keys to use.
  properties: { algorithm: { type: 'string', enum: ['RSA-OAEP-256+A256GCM'] }, publicKey: { type: 'string' }, keyId: { type: 'string' } },
} as const;

/** GET /wps/captcha */
export const captchaValueSchema = {
  type: 'object',
  required: ['captchaId', 'image'],
  properties: { captchaId: { type: 'string' }, image: { type: 'string', description: 'data:image/svg+xml;base64,...' } },
} as const;

/** POST /wps/verification/sms/noLogin and /register */
export const smsCodeValueSchema = { type: 'object', required: ['expiredMinutes'], properties: { expiredMinutes: { type: 'integer' } } } as const;

/** GET /wps/member/loginHistory value: the member's logins, newest first, and how many other sessions are live. */
export const loginHistoryValueSchema = {
  type: 'object',
  required: ['list', 'totalPages', 'otherSessions'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'time', 'ip', 'device', 'current', 'active'],
        properties: {
          id: { type: 'integer' },
          time: { type: 'string', description: 'ISO date-time.' },
          ip: { type: ['string', 'null'] },
          device: { type: 'string', description: '"Chrome on Android", from the browser\'s User-Agent.' },
          current: { type: 'boolean', description: "This login's session is the one asking." },
          active: { type: 'boolean', description: 'Its session is still signed in.' },
        },
      },
    },
    totalPages: { type: 'integer' },
    otherSessions: { type: 'integer', description: 'Live sessions other than the one asking (sign-out of other sessions ends them).' },
  },
} as const;
