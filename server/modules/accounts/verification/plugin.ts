// Decorates the app with the SMS and e-mail providers (dev outbox unless SMS_PROVIDER=http) for every module.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { devOutboxEmailProvider, smsProviderFrom, type EmailProvider, type SmsProvider } from './providers';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
    mail: EmailProvider;
  }
}

const providersPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('sms', smsProviderFrom(app.config.verification.sms, app.log));
  app.decorate('mail', devOutboxEmailProvider(app.log));
};
// Not encapsulated: the providers are visible to every module.
export default fp(providersPlugin, { name: 'account-providers', decorators: { fastify: ['config'] } });
