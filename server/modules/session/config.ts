// Account and session settings (README lists the env names). Tests override them via config.accounts.
export interface AccountsConfig {
  /** Session lifetime in hours (SESSION_TTL_HOURS). */
  sessionTtlHours: number;
  /** Password expiry in days; 0 = never (PASSWORD_EXPIRY_DAYS). */
  passwordExpiryDays: number;
  /** Failed logins (per username) after which a captcha is required (LOGIN_CAPTCHA_AFTER). */
  loginCaptchaAfterFailures: number;
  /** Captcha lifetime in seconds. */
  captchaTtlSeconds: number;
  /** SMS code lifetime in minutes (SMS_CODE_MINUTES). */
  smsCodeMinutes: number;
  /** SMS sends per hour per number and per IP. */
  smsHourlyCap: number;
  /** Login attempts per minute per IP and per username. */
  loginPerMinute: number;
  /** Captcha images per minute per IP. */
  captchaPerMinute: number;
  /** Password reset link lifetime in minutes. */
  resetTokenMinutes: number;
  /** Base URL used in reset e-mails (PUBLIC_URL); the brand's first domain when empty. */
  publicUrl?: string;
  /** argon2id cost; tests use lighter values (argon2id always). */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /**
   * Country dialing code (digits) of a brand whose manifest lists no countries, and of members stored
   * without one (DEFAULT_DIALING_CODE, 60: the platform's home market). A brand that lists countries
   * uses its first one instead (issue 24 item 1).
   */
  defaultDialingCode: string;
  /** Minimum registration age (18 or 21, spec §5). */
  minimumAge: number;
  /** Clock (tests move it forward to expire codes). */
  now: () => Date;
  /** Captcha text generator (tests fix it; production uses svg-captcha's random text). */
  captchaText?: () => string;
  /** SMS code generator (tests may fix it; production: 6 random digits). */
  smsCode?: () => string;
}

export function loadAccountsConfig(env: NodeJS.ProcessEnv, overrides: Partial<AccountsConfig> = {}): AccountsConfig {
  const num = (v: string | undefined, d: number) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : d);
  return {
    sessionTtlHours: num(env.SESSION_TTL_HOURS, 24),
    passwordExpiryDays: num(env.PASSWORD_EXPIRY_DAYS, 90),
    loginCaptchaAfterFailures: num(env.LOGIN_CAPTCHA_AFTER, 1),
    captchaTtlSeconds: 120,
    smsCodeMinutes: num(env.SMS_CODE_MINUTES, 5),
    smsHourlyCap: num(env.SMS_HOURLY_CAP, 10),
    loginPerMinute: num(env.LOGIN_PER_MINUTE, 20),
    captchaPerMinute: num(env.CAPTCHA_PER_MINUTE, 60),
    resetTokenMinutes: 30,
    publicUrl: env.PUBLIC_URL || undefined,
    argon2: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
    defaultDialingCode: (env.DEFAULT_DIALING_CODE ?? '').replace(/\D/g, '') || '60',
    minimumAge: num(env.MINIMUM_AGE, 18),
    now: () => new Date(),
    // Browser tests type a known captcha (CAPTCHA_FIXED_TEXT); ignored in production.
    ...(env.CAPTCHA_FIXED_TEXT && env.NODE_ENV !== 'production' ? { captchaText: () => env.CAPTCHA_FIXED_TEXT! } : {}),
    ...overrides,
  };
}
