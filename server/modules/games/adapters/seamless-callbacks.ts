// The seamless-wallet callbacks every adapter shares, once vendor-auth.ts has verified the request: move the
// money through the wallet port (a debit carries its game's maximum multiplier, issue 24 item 7), and keep
// game_rounds in step in the same transaction (a refused call writes nothing).
import { AppError, NotFoundError } from '../../../lib/errors';
import { findGameByCode } from '../repo';
import { addRoundStake, addRoundWin, markRolledBack } from '../rounds-repo';
import type { SeamlessResult } from '../wallet-port';
import type { CallbackAction, CallbackAnswer, CallbackContext, CallbackPayload } from './types';
import { maxMultiplierFor, type VendorTrust } from './vendor-auth';

/** Wallet refusal codes → HTTP answers the provider can act on. */
const REFUSALS: Record<Extract<SeamlessResult, { ok: false }>['code'], [number, string]> = {
  insufficient_funds: [400, 'err_insufficient_balance'],
  round_not_found: [404, 'err_round_not_found'],
  round_rolled_back: [409, 'err_round_rolled_back'],
  round_closed: [409, 'err_round_closed'],
  tx_conflict: [409, 'err_tx_conflict'],
  member_not_found: [404, 'err_player_not_found'],
  win_exceeds_limit: [409, 'err_win_exceeds_limit'],
  trial_account: [403, 'in_need_true_account'],
};

export function refusal(r: Extract<SeamlessResult, { ok: false }>): AppError {
  const [status, key] = REFUSALS[r.code];
  return new AppError(status, r.code, key, { balance: r.balance });
}

export async function runSeamlessCallback(vendor: VendorTrust, action: CallbackAction, p: CallbackPayload, ctx: CallbackContext): Promise<CallbackAnswer> {
  const { tenant, wallet, now } = ctx;
  const merchantId = tenant.merchantId;
  const vendorCode = vendor.vendorCode;
  if (action === 'balance') {
    return { balance: await wallet.balance(ctx.db, merchantId, p.memberId, vendorCode), duplicate: false };
  }
  // A bet names a game of this vendor, or none; an unknown game is refused before anything moves.
  const game = action === 'debit' && p.gameCode ? await findGameByCode(merchantId, vendorCode, p.gameCode, ctx.db) : undefined;
  if (action === 'debit' && p.gameCode && !game) throw new NotFoundError('err_game_not_found');
  const call = { merchantId, memberId: p.memberId, vendorCode, txId: p.txId, roundId: p.roundId, amount: p.amount, gameCode: p.gameCode, maxMultiplier: maxMultiplierFor(vendor, p.gameCode) };
  return ctx.db.transaction(async (tx) => {
    const r = action === 'debit' ? await wallet.debit(tx, call) : action === 'credit' ? await wallet.credit(tx, call) : await wallet.rollback(tx, call);
    if (!r.ok) throw refusal(r);
    if (!r.duplicate) {
      if (action === 'debit') {
        await addRoundStake(
          {
            merchantId,
            memberId: p.memberId,
            gameId: game?.id ?? null,
            gameType: game?.gameType ?? vendor.gameType,
            vassalage: vendorCode,
            gameCode: p.gameCode ?? '',
            roundId: p.roundId,
            stake: p.amount,
            status: 'open',
            createdAt: now,
          },
          tx,
        );
      } else if (action === 'credit') {
        await addRoundWin(merchantId, vendorCode, p.roundId, p.amount, now, tx);
      } else {
        await markRolledBack(merchantId, vendorCode, p.roundId, now, tx);
      }
    }
    return { balance: r.balance, duplicate: r.duplicate };
  });
}
