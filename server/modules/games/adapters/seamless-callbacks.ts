// The seamless-wallet callbacks every adapter shares, once vendor-auth.ts has verified the request: the call goes
// to the wallet port as it is (no transaction of ours: the wallet's batcher commits it, as it commits the
// benchmark's and the house games' calls), naming the round's game so the batch keeps the round's record in step
// (issue 14 item 2). A debit carries its game's maximum multiplier (issue 24 item 7).
import { NotFoundError } from '../../../lib/errors';
import type { SeamlessResult } from '../wallet-port';
import type { CallbackAction, CallbackBody, CallbackContext } from './types';
import { maxMultiplierFor, type VendorTrust } from './vendor-auth';

export async function runSeamlessCallback(vendor: VendorTrust, action: CallbackAction, p: CallbackBody, ctx: CallbackContext): Promise<SeamlessResult> {
  const { tenant, wallet, now } = ctx;
  const merchantId = tenant.merchantId;
  const vendorCode = vendor.vendorCode;
  // Only a balance body lacks txId (the route's schemas require it for debit, credit and rollback).
  if (action === 'balance' || !('txId' in p)) return { ok: true, balance: await wallet.balance(ctx.db, merchantId, p.memberId, vendorCode), duplicate: false };
  // A bet names a game of this vendor, or none; an unknown game is refused before anything moves.
  const game = action === 'debit' && p.gameCode !== undefined ? vendor.games.get(p.gameCode) : undefined;
  if (action === 'debit' && p.gameCode !== undefined && !game) throw new NotFoundError('err_game_not_found');
  const call = {
    merchantId,
    memberId: p.memberId,
    vendorCode,
    txId: p.txId,
    roundId: p.roundId,
    amount: p.amount,
    gameCode: p.gameCode,
    maxMultiplier: maxMultiplierFor(vendor, p.gameCode),
    gameId: game?.id ?? null,
    gameType: game?.gameType ?? vendor.gameType,
    at: now,
  };
  return action === 'debit' ? wallet.debit(ctx.db, call) : action === 'credit' ? wallet.credit(ctx.db, call) : wallet.rollback(ctx.db, call);
}
