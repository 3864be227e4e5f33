// Public entry of the operators module (issue 19 item 1): operator accounts with password and TOTP, console
// sessions, per-operator API keys. It gives the access hook its OperatorDirectory (app.operatorAccounts), so every
// operator route (system/operators.ts) accepts an account's session or key besides the configured keys.
import type { FastifyPluginAsync } from 'fastify';
import { operatorRoutes } from './routes';
import { operatorDirectory, sweepSessions, type OperatorSettings } from './service';

export const operatorsPlugin: FastifyPluginAsync = async (app) => {
  const settings = (): OperatorSettings => ({ argon2: app.accounts.argon2, kek: app.config.payloadKeys.kek, issuer: app.config.system.totpIssuer });
  app.operatorAccounts.directory = operatorDirectory(() => app.database.db, () => app.clock.now());
  app.jobs.define({ name: 'operators.sessions-sweep', everySeconds: 3600, run: async ({ db, now }) => void (await sweepSessions(db, now)) });
  await app.register(operatorRoutes(settings));
};

export { createAccount, createApiKey, POLICY } from './service';
