// Decorates the app with the SMS and e-mail providers (dev outbox unless SMS_PROVIDER=http) for every module.
import type { FastifyPluginAsync } from 'fastify';
import { devOutboxEmailProvider, smsProviderFromEnv, type EmailProvider, type SmsProvider } from './providers';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
    mail: EmailProvider;
  }
}

const providersPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('sms', smsProviderFromEnv(process.env, app.log));
  app.decorate('mail', devOutboxEmailProvider(app.log));
};
(providersPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
export default providersPlugin;
