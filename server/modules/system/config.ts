// System-module settings (README lists the env names), the `system` section of server/config.ts.
// Tests override them via config.system.
export interface SystemConfig {
  /** Bearer token for /api/operator/* (OPERATOR_TOKEN); the operator API answers 403 while it is unset. */
  operatorToken?: string;
  /** NODE_ENV=production: the x-debug-country header is ignored. */
  production: boolean;
  /** Extra `cidr,country` lines for the visitor-country lookup (GEOIP_CIDR_FILE). */
  geoipCidrFile?: string;
}

export function loadSystemConfig(env: NodeJS.ProcessEnv): SystemConfig {
  return {
    operatorToken: env.OPERATOR_TOKEN || undefined,
    production: env.NODE_ENV === 'production',
    geoipCidrFile: env.GEOIP_CIDR_FILE || undefined,
  };
}
