// Log lines (issue 21 items 3 and 4): each request's lines carry its id (reqId, also sent back as x-request-id), and
// no secret is ever written: pino's redact removes credentials wherever an object carrying them is logged, and the
// request serializer drops query values that are credentials (a launch token in ?token=, a reset link's token).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** Headers and fields that hold a credential, wherever they appear in a logged object. */
const SECRET_FIELDS = [
  'authorization',
  'token',
  'cookie',
  'set-cookie',
  'x-signature',
  'password',
  'newPassword',
  'oldPassword',
  'confirmNewPassword',
  'paymentPassword',
  'oldPaymentPassword',
  'verificationCode',
  'captcha',
  'secret',
  'callbackSecret',
  'privateKey',
  'enc',
];
export const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((f) => [`req.headers["${f}"]`, `headers["${f}"]`, `body["${f}"]`, `req.body["${f}"]`, `*["${f}"]`]),
  'config.system.operatorToken',
  'config.system.operatorKeys',
  'config.ops.metricsToken',
  'config.payloadKeys',
];

/** Query parameters whose values are credentials. */
const SECRET_QUERY = /^(token|key|secret|signature|password|code|sig|auth|access_token)$/i;

/** The URL as logged: the values of credential query parameters replaced. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (SECRET_QUERY.test(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** The server's logger: level, redaction, the request serializer. */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: req.method,
        url: loggableUrl(req.url),
        host: req.hostname,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}

/** A request id from the proxy in front, kept when it looks like one; else a new one. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED_ID.test(given) ? given : randomUUID();
}
