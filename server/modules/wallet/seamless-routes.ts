// Seamless-wallet callbacks for game vendors (issue 4 item 6): POST /api/seamless/:vendor/{balance,debit,credit,rollback}.
// Who may call and how a request is signed is decided in one place for both vendor APIs
// (games/adapters/vendor-auth.ts, issue 24 item 7): a vendor of the brand (game_vendors; not HOUSE), x-timestamp
// within the window, x-signature = hex HMAC-SHA256(the brand's secret for the vendor, METHOD\npath\ntimestamp\nraw
// body). The brand is chosen by x-merchant-code (or Host). The handlers call the same functions as the
// in-process API (seamless.ts), passing the game's maximum multiplier with each debit. A refusal of the wallet's
// rules is HTTP 200 with success:false, the rule's code and the real balance, as vendors expect; an unknown
// vendor is 404, a bad signature or timestamp 401, a malformed body 400.
import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema } from '../../lib/envelope';
import { keepRawJsonBody, maxMultiplierFor, VendorTrustCache, vendorRequestGuard, vendorRequestHeaders } from '../games/adapters/vendor-auth';
import type { WalletContext } from './plugin';
import { vendorCode } from './schemas';
import { seamlessBalance, seamlessCredit, seamlessDebit, seamlessRollback, type SeamlessCall, type SeamlessResult } from './seamless';

type FailCode = Extract<SeamlessResult, { ok: false }>['code'];

/** Message key of each refusal (spelled out, so the message-keys test finds every one). */
const REFUSAL_KEYS: Record<FailCode, string> = {
  insufficient_funds: 'err_seamless_insufficient_funds',
  round_not_found: 'err_seamless_round_not_found',
  round_rolled_back: 'err_seamless_round_rolled_back',
  round_closed: 'err_seamless_round_closed',
  tx_conflict: 'err_seamless_tx_conflict',
  member_not_found: 'err_seamless_member_not_found',
  win_exceeds_limit: 'err_seamless_win_exceeds_limit',
  trial_account: 'err_seamless_trial_account',
};

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
    keepRawJsonBody(app);
    const guard = vendorRequestGuard({
      cache: new VendorTrustCache(ctx.config.vendorCacheMs),
      db: () => app.database.db,
      windowSeconds: ctx.config.signatureWindowSeconds,
      now: () => ctx.clock.now(),
    });

    const answer = (r: SeamlessResult) =>
      r.ok
        ? { success: true, value: { balance: r.balance, duplicate: r.duplicate }, message: null }
        : { success: false, code: r.code, value: { balance: r.balance, duplicate: false }, message: REFUSAL_KEYS[r.code] };

    app.post<{ Params: { vendor: string }; Body: { memberId: number } }>(
      '/api/seamless/:vendor/balance',
      {
        preValidation: guard,
        schema: {
          tags,
          summary: "Vendor balance call (signed): the member's wallet for this vendor, minor units",
          params,
          headers: vendorRequestHeaders,
          body: { type: 'object', required: ['memberId'], additionalProperties: false, properties: { memberId } },
          response: { 200: result },
        },
      },
      async (req) => ({ success: true, value: { balance: await seamlessBalance(app.database.db, req.tenant.merchantId, req.body.memberId, req.params.vendor), duplicate: false }, message: null }),
    );

    const ops = { debit: seamlessDebit, credit: seamlessCredit, rollback: seamlessRollback } as const;
    for (const [op, fn] of Object.entries(ops)) {
      app.post<{ Params: { vendor: string }; Body: Omit<SeamlessCall, 'merchantId' | 'vendorCode' | 'maxMultiplier'> }>(
        `/api/seamless/:vendor/${op}`,
        {
          preValidation: guard,
          schema: {
            tags,
            summary: {
              debit: "Vendor bet (signed, idempotent on txId); the round's win is capped at its stake x the game's maximum multiplier",
              credit: "Vendor win (signed, idempotent on txId; needs the round's debit; settles and closes the round; amount 0 closes a losing round)",
              rollback: 'Vendor rollback of a debit (signed; txId = the debit txId; refused after a credit)',
            }[op],
            params,
            headers: vendorRequestHeaders,
            body: txBody,
            response: { 200: result },
          },
        },
        async (req) => {
          const vendor = req.vendorTrust!;
          const call: SeamlessCall = { ...req.body, merchantId: req.tenant.merchantId, vendorCode: vendor.vendorCode };
          if (op === 'debit') call.maxMultiplier = maxMultiplierFor(vendor, req.body.gameCode);
          return answer(await fn(app.database.db, call));
        },
      );
    }
  };
}
