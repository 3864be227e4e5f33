// SMS and e-mail providers. Development: an outbox table plus a log line (tests and GET /api/dev/outbox
// read the table). Production SMS: a generic JSON HTTP gateway (SMS_PROVIDER=http, see httpSmsProvider).
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { ConfigError } from '../../../lib/config-error';
import { emailOutbox } from '../member/tables';
import { smsOutbox } from './tables';

export interface SmsMessage {
  merchantId: number;
  /** E.164-ish digits: country dialing code + national number. */
  to: string;
  body: string;
}

export interface SmsProvider {
  readonly name: string;
  send(msg: SmsMessage, db: DbOrTx): Promise<void>;
}

export interface EmailMessage {
  merchantId: number;
  to: string;
  subject: string;
  body: string;
}

export interface EmailProvider {
  readonly name: string;
  send(msg: EmailMessage, db: DbOrTx): Promise<void>;
}

export function devOutboxSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'dev-outbox',
    async send(msg, db) {
      await db.insert(smsOutbox).values({ merchantId: msg.merchantId, mobile: msg.to, body: msg.body });
      log.info({ sms: { to: msg.to, body: msg.body } }, 'dev outbox: SMS');
    },
  };
}

export function devOutboxEmailProvider(log: FastifyBaseLogger): EmailProvider {
  return {
    name: 'dev-outbox',
    async send(msg, db) {
      await db.insert(emailOutbox).values({ merchantId: msg.merchantId, to: msg.to, subject: msg.subject, body: msg.body });
      log.info({ email: { to: msg.to, subject: msg.subject, body: msg.body } }, 'dev outbox: e-mail');
    },
  };
}

export interface HttpSmsOptions {
  /** SMS_HTTP_URL: the gateway endpoint, POSTed {to, from, text}. */
  url: string;
  /** SMS_HTTP_TOKEN: sent as Authorization: Bearer. */
  token?: string;
  /** SMS_HTTP_SENDER: sender id. */
  sender?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * A generic JSON HTTP SMS gateway: POST {to, from, text} with a bearer token; any 2xx is success.
 * Most gateways (and small adapters in front of Twilio, Vonage, local carriers) accept this shape.
 */
export function httpSmsProvider(opts: HttpSmsOptions): SmsProvider {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    name: 'http',
    async send(msg) {
      const res = await doFetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
        body: JSON.stringify({ to: `+${msg.to}`, from: opts.sender ?? 'PLATFORM', text: msg.body }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

/** The SMS gateway setting (config.verification.sms): SMS_PROVIDER=http (with SMS_HTTP_URL) or dev (default). */
export type SmsSettings = { provider: 'dev' } | { provider: 'http'; url: string; token?: string; sender?: string };

export function loadSmsSettings(env: NodeJS.ProcessEnv): SmsSettings {
  if (env.SMS_PROVIDER === 'http') {
    if (!env.SMS_HTTP_URL) throw new ConfigError('SMS_PROVIDER=http needs SMS_HTTP_URL');
    return { provider: 'http', url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN, sender: env.SMS_HTTP_SENDER };
  }
  return { provider: 'dev' };
}

export function smsProviderFrom(settings: SmsSettings, log: FastifyBaseLogger): SmsProvider {
  if (settings.provider === 'http') return httpSmsProvider({ url: settings.url, token: settings.token, sender: settings.sender });
  return devOutboxSmsProvider(log);
}
