// The seamless-wallet callbacks every adapter shares: verify the HMAC, move the money through the wallet
// port, and keep game_rounds in step in the same transaction (a refused call writes nothing).
import { AppError, NotFoundError } from '../../../lib/errors';
import { findGameByCode, type VendorRow } from '../repo';
import { addRoundStake, addRoundWin, markRolledBack } from '../rounds-repo';
import type { SeamlessResult } from '../wallet-port';
import { verifySignature } from './signature';
import type { CallbackAction, CallbackAnswer, CallbackContext, CallbackPayload } from './types';

/** Wallet refusal codes → HTTP answers the provider can act on. */
const REFUSALS: Record<Extract<SeamlessResult, { ok: false }>['code'], [number, string]> = {
  insufficient_funds: [400, 'err_insufficient_balance'],
  round_not_found: [404, 'err_round_not_found'],
  round_rolled_back: [409, 'err_round_rolled_back'],
  round_closed: [409, 'err_round_closed'],
  tx_conflict: [409, 'err_tx_conflict'],
  member_not_found: [404, 'err_player_not_found'],
};

export function refusal(r: Extract<SeamlessResult, { ok: false }>): AppError {
  const [status, key] = REFUSALS[r.code];
  return new AppError(status, r.code, key, { balance: r.balance });
}

export function verifyWithSecret(vendor: VendorRow, action: CallbackAction, payload: CallbackPayload, signature: string): boolean {
  return verifySignature(vendor.callbackSecret, vendor.vassalage, action, payload, signature);
}

export async function runSeamlessCallback(vendor: VendorRow, action: CallbackAction, p: CallbackPayload, ctx: CallbackContext): Promise<CallbackAnswer> {
  const { tenant, wallet, now } = ctx;
  const merchantId = tenant.merchantId;
  if (action === 'balance') {
    return { balance: await wallet.balance(ctx.db, merchantId, p.memberId, vendor.vassalage), duplicate: false };
  }
  const call = { merchantId, memberId: p.memberId, vendorCode: vendor.vassalage, txId: p.txId, roundId: p.roundId, amount: p.amount, gameCode: p.gameCode };
  return ctx.db.transaction(async (tx) => {
    const r = action === 'debit' ? await wallet.debit(tx, call) : action === 'credit' ? await wallet.credit(tx, call) : await wallet.rollback(tx, call);
    if (!r.ok) throw refusal(r);
    if (!r.duplicate) {
      if (action === 'debit') {
        const game = p.gameCode ? await findGameByCode(merchantId, vendor.vassalage, p.gameCode, tx) : undefined;
        if (p.gameCode && !game) throw new NotFoundError('err_game_not_found');
        await addRoundStake(
          {
            merchantId,
            memberId: p.memberId,
            gameId: game?.id ?? null,
            gameType: game?.gameType ?? vendor.gameType,
            vassalage: vendor.vassalage,
            gameCode: p.gameCode ?? '',
            roundId: p.roundId,
            stake: p.amount,
            status: 'open',
            createdAt: now,
          },
          tx,
        );
      } else if (action === 'credit') {
        await addRoundWin(merchantId, vendor.vassalage, p.roundId, p.amount, now, tx);
      } else {
        await markRolledBack(merchantId, vendor.vassalage, p.roundId, now, tx);
      }
    }
    return { balance: r.balance, duplicate: r.duplicate };
  });
}
