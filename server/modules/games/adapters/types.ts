// One interface for a game provider (issue 5 item 3): how its games launch, and the seamless-wallet
// callbacks it makes while they play (issue 4: balance, debit, credit, rollback). A real provider plugs in
// by implementing VendorAdapter and naming it in game_vendors.adapter. How a callback is authenticated is
// not the adapter's choice: one scheme for every vendor (vendor-auth.ts).
import type { DbOrTx } from '../../../db/client';
import type { Tenant } from '../../tenancy';
import type { Lang } from '../catalogue-service';
import type { GameRow, VendorRow } from '../repo';
import type { GameWallet, SeamlessResult } from '../wallet-port';
import type { VendorTrust } from './vendor-auth';

export interface LaunchInput {
  game: GameRow;
  vendor: VendorRow;
  /** The short-lived launch token (never the session token). */
  token: string;
  freePlay: boolean;
  language: Lang;
  /** PvP room (GLS2_roomList). */
  roomId?: string;
}

export const CALLBACK_ACTIONS = ['balance', 'debit', 'credit', 'rollback'] as const;
export type CallbackAction = (typeof CALLBACK_ACTIONS)[number];

/** What a provider sends to our seamless wallet. Amounts in minor units. */
export interface CallbackPayload {
  memberId: number;
  txId: string;
  roundId: string;
  amount: number;
  gameCode?: string;
}

/** A balance call carries the member only (vendor-wallet-routes.ts balanceBody); the others a CallbackPayload. */
export type CallbackBody = CallbackPayload | Pick<CallbackPayload, 'memberId'>;

export interface CallbackContext {
  tenant: Tenant;
  wallet: GameWallet;
  now: Date;
  db: DbOrTx;
}

export interface VendorAdapter {
  readonly kind: 'house' | 'demo';
  /** Same-origin URL the site opens in its /game iframe. */
  launchUrl(input: LaunchInput): string;
  /**
   * Runs a verified callback against the wallet and returns the wallet's answer (a refusal is answered to the
   * vendor by the route, the same way for every adapter). Absent for a vendor whose rounds settle in-process
   * (HOUSE): its callbacks are refused as an unknown vendor's.
   */
  callback?(vendor: VendorTrust, action: CallbackAction, payload: CallbackBody, ctx: CallbackContext): Promise<SeamlessResult>;
}
