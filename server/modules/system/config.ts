// System-module settings (README lists the env names), the `system` section of server/config.ts.
// Tests override them via config.system.
import { ConfigError } from '../../lib/config-error';
import { parseOperatorKeys, type OperatorKey } from './operators';

export interface SystemConfig {
  /**
   * Bearer token of the bootstrap operator (OPERATOR_TOKEN): owner of every brand. The operator API answers 403
   * while neither it nor operatorKeys is set.
   */
  operatorToken?: string;
  /** Named operators with roles and brands (OPERATOR_KEYS, JSON; operators.ts, README "Operator API"). */
  operatorKeys: OperatorKey[];
  /** NODE_ENV=production: the x-debug-country header is ignored. */
  production: boolean;
  /** Extra `cidr,country` lines for the visitor-country lookup (GEOIP_CIDR_FILE). */
  geoipCidrFile?: string;
  /** The issuer operators see in their authenticator app (OPS_TOTP_ISSUER; operator accounts, issue 19). */
  totpIssuer: string;
}

export function loadSystemConfig(env: NodeJS.ProcessEnv): SystemConfig {
  const operatorToken = env.OPERATOR_TOKEN || undefined;
  const operatorKeys = parseOperatorKeys(env.OPERATOR_KEYS);
  if (operatorToken && operatorKeys.some((k) => k.token === operatorToken)) {
    throw new ConfigError('OPERATOR_KEYS must not reuse OPERATOR_TOKEN (the bootstrap owner): give each key its own token');
  }
  return {
    operatorToken,
    operatorKeys,
    production: env.NODE_ENV === 'production',
    geoipCidrFile: env.GEOIP_CIDR_FILE || undefined,
    totpIssuer: env.OPS_TOTP_ISSUER || 'Operator console',
  };
}
