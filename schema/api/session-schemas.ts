// JSON schemas of the session call bodies (spec §7): the server validates and documents with these objects, and
// schema/api/session.ts derives the payload types from them (Static, a type-only import). Plain JSON Schema:
// the site never imports this file's values.

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
