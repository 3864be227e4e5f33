// JSON schemas for the session calls (route validation and OpenAPI).
export const loginValueSchema = {
  type: 'object',
  properties: {
    token: { type: 'string' },
    firstTimeLogin: { type: 'boolean' },
    passwordExpired: { type: 'boolean' },
    forcePasswordChange: { type: 'boolean' },
    isAgent: { type: 'integer' },
    username: { type: 'string' },
  },
} as const;

const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const loginBodySchema = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['username', 'sms'] },
    portal: { type: 'string', enum: ['member', 'agent'] },
    username: str(64),
    password: str(128),
    captcha: str(16),
    captchaId: str(64),
    mobileNum: str(20),
    countryDialingCode: str(8),
    verificationCode: str(255),
    rememberMe: { type: 'boolean' },
  },
} as const;

export const rememberedValueSchema = {
  type: 'object',
  properties: { username: { type: ['string', 'null'] } },
} as const;

export const freePlayBodySchema = {
  type: ['object', 'null'],
  properties: { os: str(40), platform: str(8), random: str(1024) },
} as const;

export const publicKeyValueSchema = {
  type: 'object',
  properties: { algorithm: { type: 'string' }, publicKey: { type: 'string' } },
} as const;
