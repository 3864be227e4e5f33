// Seamless-wallet callbacks for game vendors (issue 4 item 6): POST /api/seamless/:vendor/{balance,debit,credit,rollback}.
// Each request is signed: header x-signature = hex(HMAC-SHA256(vendor secret, raw request body)); secrets come
// from SEAMLESS_VENDOR_SECRETS (config.ts). The brand is chosen by x-merchant-code (or Host). The handlers call
// the same functions as the in-process API (seamless.ts). A refusal is HTTP 200 with success:false, the rule's
// code and the real balance, as vendors expect; a bad signature is 401, a malformed body 400.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { envelopeSchema } from '../../lib/envelope';
import { AppError, UnauthorizedError } from '../../lib/errors';
import type { WalletContext } from './plugin';
import { vendorCode } from './schemas';
import { seamlessBalance, seamlessCredit, seamlessDebit, seamlessRollback, type SeamlessCall, type SeamlessResult } from './seamless';

class SeamlessDisabledError extends AppError {
  constructor() {
    super(403, 'seamless_disabled', 'err_seamless_disabled');
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

export function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

const memberId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const txBody = {
  type: 'object',
  required: ['memberId', 'txId', 'roundId', 'amount'],
  additionalProperties: false,
  properties: {
    memberId,
    txId: { type: 'string', minLength: 1, maxLength: 128 },
    roundId: { type: 'string', minLength: 0, maxLength: 128 },
    amount: { type: 'integer', minimum: 0, maximum: 1_000_000_000_000, description: 'Minor units' },
    gameCode: { type: 'string', maxLength: 64 },
  },
} as const;
const params = { type: 'object', required: ['vendor'], additionalProperties: false, properties: { vendor: vendorCode } } as const;
const result = envelopeSchema({ type: 'object', properties: { balance: { type: 'integer' }, duplicate: { type: 'boolean' } } });
const tags = ['seamless'];

export function seamlessRoutes(ctx: WalletContext): FastifyPluginAsync {
  return async (app) => {
    // Keep the raw body: the signature covers the bytes the vendor sent, not a re-serialisation.
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (req, body, done) => {
      req.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        const err = new Error('invalid JSON') as Error & { statusCode: number };
        err.statusCode = 400;
        done(err, undefined);
      }
    });

    // Runs before validation: an unsigned request learns nothing about the body's shape.
    const verify = async (req: FastifyRequest<{ Params: { vendor: string } }>) => {
      if (!Object.keys(ctx.config.vendorSecrets).length) throw new SeamlessDisabledError();
      const secret = ctx.config.vendorSecrets[req.params.vendor];
      const given = String(req.headers['x-signature'] ?? '');
      if (!secret || !/^[0-9a-f]{64}$/i.test(given)) throw new UnauthorizedError('err_seamless_signature');
      const want = Buffer.from(sign(secret, req.rawBody ?? ''), 'hex');
      if (!timingSafeEqual(want, Buffer.from(given.toLowerCase(), 'hex'))) throw new UnauthorizedError('err_seamless_signature');
    };

    const answer = (r: SeamlessResult) =>
      r.ok
        ? { success: true, value: { balance: r.balance, duplicate: r.duplicate }, message: null }
        : { success: false, code: r.code, value: { balance: r.balance, duplicate: false }, message: `err_seamless_${r.code}` };

    app.post<{ Params: { vendor: string }; Body: { memberId: number } }>(
      '/api/seamless/:vendor/balance',
      {
        preValidation: verify,
        schema: {
          tags,
          summary: "Vendor balance call (signed): the member's wallet for this vendor, minor units",
          params,
          body: { type: 'object', required: ['memberId'], additionalProperties: false, properties: { memberId } },
          response: { 200: result },
        },
      },
      async (req) => ({ success: true, value: { balance: await seamlessBalance(app.database.db, req.tenant.merchantId, req.body.memberId, req.params.vendor), duplicate: false }, message: null }),
    );

    const ops = { debit: seamlessDebit, credit: seamlessCredit, rollback: seamlessRollback } as const;
    for (const [op, fn] of Object.entries(ops)) {
      app.post<{ Params: { vendor: string }; Body: Omit<SeamlessCall, 'merchantId' | 'vendorCode'> }>(
        `/api/seamless/:vendor/${op}`,
        {
          preValidation: verify,
          schema: {
            tags,
            summary: {
              debit: 'Vendor bet (signed, idempotent on txId)',
              credit: "Vendor win (signed, idempotent on txId; needs the round's debit; amount 0 closes a losing round)",
              rollback: 'Vendor rollback of a debit (signed; txId = the debit txId; refused after a credit)',
            }[op],
            params,
            body: txBody,
            response: { 200: result },
          },
        },
        async (req) => answer(await fn(app.database.db, { ...req.body, merchantId: req.tenant.merchantId, vendorCode: req.params.vendor })),
      );
    }
  };
}
