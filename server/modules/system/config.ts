// System-module settings (README lists the env names). Tests override them via config.system.
export interface SystemConfig {
  /** Bearer token for /api/operator/* (OPERATOR_TOKEN); the operator API answers 403 while it is unset. */
  operatorToken?: string;
  /** NODE_ENV=production: the x-debug-country header is ignored. */
  production: boolean;
  /** Clock (tests move it to end a maintenance window). */
  now: () => Date;
}

export function loadSystemConfig(env: NodeJS.ProcessEnv, overrides: Partial<SystemConfig> = {}): SystemConfig {
  return {
    operatorToken: env.OPERATOR_TOKEN || undefined,
    production: env.NODE_ENV === 'production',
    now: () => new Date(),
    ...overrides,
  };
}
