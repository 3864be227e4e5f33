// The seamless wallet's one vendor-facing API (issue 4 item 6, issue 24 item 7, issue 14 item 2):
// POST /api/seamless/:vendor/{balance,debit,credit,rollback}, as game providers' seamless wallets work (balance,
// bet, settle, cancel with the provider's transaction ids). Signing and refusals: wallet README "Vendor API".
// - Who may call: vendor-auth.ts (a vendor of the brand whose adapter takes callbacks; x-timestamp within the
//   window; x-signature = hex HMAC-SHA256(the brand's secret for the vendor, METHOD\npath\ntimestamp\nraw body)),
//   before the body is looked at: unknown vendor or HOUSE 404, stale timestamp or bad signature 401.
// - A malformed body is 400; a debit naming a game the vendor does not have is 404 err_game_not_found.
// - A refusal of the wallet's rules is HTTP 200 {success:false, code, message: err_seamless_<code>, value:{balance}}
//   with the real balance, as providers expect; every adapter's calls are answered so.
// The call goes through the vendor's adapter to the wallet port: the same batcher as the house games, and the
// batch writes the round's record (its seamless_rounds row). The routes live here, with the vendors they trust; the wallet knows
// nothing of games (wallet/index.ts is all this module uses of it).
import type { RoutesPlugin } from '../../lib/type-provider';
import { envelopeSchema } from '../../lib/envelope';
import { SEAMLESS_REFUSAL_KEYS, vendorCodeSchema, walletValidatorCompiler, type SeamlessResult } from '../wallet';
import { adapterFor } from './adapters/registry';
import { CALLBACK_ACTIONS, type CallbackAction } from './adapters/types';
import { keepRawJsonBody, VendorTrustCache, vendorRequestGuard, vendorRequestHeaders } from './adapters/vendor-auth';
import { seamlessWallet } from './wallet-port';

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
const balanceBody = { type: 'object', required: ['memberId'], additionalProperties: false, properties: { memberId } } as const;
const params = { type: 'object', required: ['vendor'], additionalProperties: false, properties: { vendor: vendorCodeSchema } } as const;
const result = envelopeSchema({ type: 'object', properties: { balance: { type: 'integer' }, duplicate: { type: 'boolean' } } });
const tags = ['seamless'];
const summaries: Record<CallbackAction, string> = {
  balance: "Vendor balance call (signed): the member's wallet for this vendor, minor units",
  debit: "Vendor bet (signed, idempotent on txId); the round's win is capped at its stake x the game's maximum multiplier",
  credit: 'Vendor win (signed, idempotent on txId; needs the round\'s debit; settles and closes the round; amount 0 closes a losing round)',
  rollback: 'Vendor rollback of a debit (signed; txId = the debit txId; refused after a credit)',
};

/** The answer to a vendor: its balance, or the refusal with its code, message key and the real balance. */
export function vendorAnswer(r: SeamlessResult) {
  return r.ok
    ? { success: true, value: { balance: r.balance, duplicate: r.duplicate }, message: null }
    : { success: false, code: r.code, value: { balance: r.balance, duplicate: false }, message: SEAMLESS_REFUSAL_KEYS[r.code] };
}

export const vendorWalletRoutes: RoutesPlugin = async (app) => {
  // Bodies are JSON of exact types (no coercion, as every wallet body), kept raw for the signature.
  app.setValidatorCompiler(walletValidatorCompiler());
  keepRawJsonBody(app);
  const config = app.config.wallet;
  const db = () => app.database.db;
  // The check of access 'vendor' (declared by each route below; the access hook runs it before validation).
  const trust = new VendorTrustCache(config.vendorCacheMs);
  // A vendor row changed on any node (its secret, its cap: announced with the catalogue's version): read it again.
  app.changes.on('catalogue', (key) => trust.forget(key === '*' ? '*' : Number(key)));
  app.accessGuards.vendor = vendorRequestGuard({ cache: trust, db, windowSeconds: config.signatureWindowSeconds, now: () => app.clock.now() });

  for (const action of CALLBACK_ACTIONS) {
    app.post(
      `/api/seamless/:vendor/${action}`,
      {
        config: { access: 'vendor' },
        schema: { tags, summary: summaries[action], params, headers: vendorRequestHeaders, body: action === 'balance' ? balanceBody : txBody, response: { 200: result } },
      },
      async (req) => {
        // The guard found the vendor, refused in-process vendors and checked timestamp and signature.
        const vendor = req.vendorTrust!;
        const ctx = { tenant: req.tenant, wallet: seamlessWallet, now: app.clock.now(), db: db() };
        return vendorAnswer(await adapterFor(vendor.adapter).callback!(vendor, action, req.body, ctx));
      },
    );
  }
};
