// The games module's view of the wallet: the seamless-wallet calls of issue 4, through the wallet's public entry
// (wallet/index.ts) only. Vendor callbacks and house rounds alike go through these calls, hence through the same
// batcher the benchmark measures, and the batch writes the round's record (issue 14 item 2).
// A bet carries its game's maximum multiplier (issue 24 item 7): the callbacks pass the one vendor-auth.ts
// resolved; for a caller that passes none (house rounds) the port reads it from the catalogue.
import type { DbOrTx } from '../../db/client';
import { seamlessBalance, seamlessCredit, seamlessDebit, seamlessRollback, seamlessRound, type SeamlessCall, type SeamlessResult } from '../wallet';
import { maxMultiplierOf } from './adapters/vendor-auth';

export type { SeamlessCall, SeamlessResult };

export interface GameWallet {
  balance(db: DbOrTx, merchantId: number, memberId: number, vendorCode: string): Promise<number>;
  debit(db: DbOrTx, call: SeamlessCall): Promise<SeamlessResult>;
  credit(db: DbOrTx, call: SeamlessCall): Promise<SeamlessResult>;
  rollback(db: DbOrTx, call: SeamlessCall): Promise<SeamlessResult>;
  /** A house round: debit and settling credit committed together (one batch). */
  round(db: DbOrTx, debit: SeamlessCall, credit: SeamlessCall): Promise<{ debit: SeamlessResult; credit: SeamlessResult }>;
}

const withCap = async (db: DbOrTx, call: SeamlessCall): Promise<SeamlessCall> =>
  call.maxMultiplier !== undefined ? call : { ...call, maxMultiplier: await maxMultiplierOf(db, call.merchantId, call.vendorCode, call.gameCode) };

export const seamlessWallet: GameWallet = {
  balance: seamlessBalance,
  debit: async (db, call) => seamlessDebit(db, await withCap(db, call)),
  credit: seamlessCredit,
  rollback: seamlessRollback,
  round: async (db, debit, credit) => seamlessRound(db, await withCap(db, debit), credit),
};
