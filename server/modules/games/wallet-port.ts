// The games module's view of the wallet: the seamless-wallet calls of issue 4 (server/modules/wallet/
// seamless.ts). House rounds and vendor callbacks go through this port only; the ledger stays the wallet's.
// A bet carries its game's maximum multiplier (issue 24 item 7): the callbacks pass the one vendor-auth.ts
// resolved; for a caller that passes none (house rounds) the port reads it from the catalogue.
import type { DbOrTx } from '../../db/client';
import { seamlessBalance, seamlessCredit, seamlessDebit, seamlessRollback, type SeamlessCall, type SeamlessResult } from '../wallet/seamless';
import { maxMultiplierOf } from './adapters/vendor-auth';

export type { SeamlessCall, SeamlessResult };

export interface GameWallet {
  balance(db: DbOrTx, merchantId: number, memberId: number, vendorCode: string): Promise<number>;
  debit(db: DbOrTx, call: SeamlessCall): Promise<SeamlessResult>;
  credit(db: DbOrTx, call: SeamlessCall): Promise<SeamlessResult>;
  rollback(db: DbOrTx, call: SeamlessCall): Promise<SeamlessResult>;
}

export const seamlessWallet: GameWallet = {
  balance: seamlessBalance,
  debit: async (db, call) =>
    seamlessDebit(db, call.maxMultiplier !== undefined ? call : { ...call, maxMultiplier: await maxMultiplierOf(db, call.merchantId, call.vendorCode, call.gameCode) }),
  credit: seamlessCredit,
  rollback: seamlessRollback,
};
