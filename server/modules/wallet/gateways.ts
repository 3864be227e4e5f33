// Payment-gateway interface (issue 4 item 4). A gateway starts a payment and tells the member what to do;
// the money arrives later through settleDeposit (deposits.ts), which credits once however often it is called.
// (a) 'demo': a fake card/e-wallet gateway whose payments an operator marks paid or failed (stands in for a
//     real provider's webhook, which would call settleDeposit with the provider's reference);
// (b) 'bank': manual bank transfer; the member sends money to the channel's account quoting the reference,
//     an operator checks the bank statement and approves (paid) or rejects (failed).
import { randomBytes } from 'node:crypto';

export interface ChannelView {
  code: string;
  gateway: string;
  details: Record<string, unknown>;
}

export interface PaymentStart {
  /** Unique per merchant; a gateway notice names the deposit by it. */
  gatewayRef: string;
  /** What the member sees next (bank account and reference, or a payment page). */
  instructions: Record<string, unknown>;
}

export interface PaymentGateway {
  readonly code: string;
  start(deposit: { amount: number; channel: ChannelView }): PaymentStart;
}

const ref = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

export const demoGateway: PaymentGateway = {
  code: 'demo',
  start: () => {
    const gatewayRef = ref('DEMO');
    return { gatewayRef, instructions: { kind: 'demo', reference: gatewayRef, note: 'Demo gateway: an operator marks this payment paid or failed.' } };
  },
};

export const bankGateway: PaymentGateway = {
  code: 'bank',
  start: ({ channel }) => {
    const gatewayRef = ref('BT');
    return { gatewayRef, instructions: { kind: 'bank', reference: gatewayRef, ...channel.details } };
  },
};

export const GATEWAYS: Record<string, PaymentGateway> = { demo: demoGateway, bank: bankGateway };
