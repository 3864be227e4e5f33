// Payment-gateway interface (issue 4 item 4). A gateway starts a payment and tells the member what to do;
// the money arrives later through settleDeposit (deposits.ts), which credits once however often it is called.
// (a) 'demo': a stand-in for a card/e-wallet provider. Its payment page (the site's depositv2 shows it: amount,
//     reference, Pay / Cancel) calls the gateway callback POST /wps/wallet/deposits/:id/demo, which settles the
//     deposit through settleDeposit as a real provider's webhook would (completeDemoPayment, deposits.ts); an
//     operator can still mark it paid or failed;
// (b) 'bank': manual bank transfer; the member sends money to the channel's account quoting the reference,
//     an operator checks the bank statement and approves (paid) or rejects (failed).
import { randomBytes } from 'node:crypto';
import type { Static } from 'typebox';
import type { depositInstructions } from '../../../schema/api/wallet-schemas';

export type DepositInstructions = Static<typeof depositInstructions>;

export interface ChannelView {
  code: string;
  gateway: string;
  details: Record<string, unknown>;
}

export interface PaymentStart {
  /** Unique per merchant; a gateway notice names the deposit by it. */
  gatewayRef: string;
  /** What the member sees next (bank account and reference, or a payment page). */
  instructions: DepositInstructions;
}

export interface PaymentGateway {
  readonly code: string;
  start(deposit: { amount: number; channel: ChannelView }): PaymentStart;
}

const ref = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

export const demoGateway: PaymentGateway = {
  code: 'demo',
  start: ({ amount }) => {
    const gatewayRef = ref('DEMO');
    return { gatewayRef, instructions: { kind: 'demo', reference: gatewayRef, amount } };
  },
};

export const bankGateway: PaymentGateway = {
  code: 'bank',
  start: ({ channel }) => {
    const gatewayRef = ref('BT');
    const { bankName, accountName, accountNumber } = channel.details as Record<string, string | undefined>;
    return { gatewayRef, instructions: { kind: 'bank', reference: gatewayRef, bankName, accountName, accountNumber } };
  },
};

export const GATEWAYS: Record<string, PaymentGateway> = { demo: demoGateway, bank: bankGateway };
