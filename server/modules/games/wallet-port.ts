// The games module's view of the wallet: the seamless-wallet calls of issue 4 (server/modules/wallet/
// seamless.ts). House rounds and vendor callbacks go through this port only; the ledger stays the wallet's.
import type { DbOrTx } from '../../db/client';
import { seamlessBalance, seamlessCredit, seamlessDebit, seamlessRollback, type SeamlessCall, type SeamlessResult } from '../wallet/seamless';

export type { SeamlessCall, SeamlessResult };

export interface GameWallet {
  balance(db: DbOrTx, merchantId: number, memberId: number, vendorCode: string): Promise<number>;
  debit(db: DbOrTx, call: SeamlessCall): Promise<SeamlessResult>;
  credit(db: DbOrTx, call: SeamlessCall): Promise<SeamlessResult>;
  rollback(db: DbOrTx, call: SeamlessCall): Promise<SeamlessResult>;
}

export const seamlessWallet: GameWallet = {
  balance: seamlessBalance,
  debit: seamlessDebit,
  credit: seamlessCredit,
  rollback: seamlessRollback,
};
