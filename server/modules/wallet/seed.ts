// Demo wallet data per tenant (issue 4 item 8), called once per tenant by server/seed/index.ts:
// two payment channels (demo gateway, manual bank transfer) and opening balances for the demo accounts,
// each a real deposit (pending, then marked paid by 'seed'): a journal from payment clearing, never a bare
// balance update. Demo accounts also get the payment password DEMO_PAYMENT_PASSWORD.
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/crypto-password';
import { getMembersByUsernames, setPaymentPasswordHash } from '../accounts';
import type { Tenant } from '../tenancy';
import { createDeposit, settleDeposit } from './deposits';
import { paymentChannels } from './tables';

export const DEMO_PAYMENT_PASSWORD = '123456';

/** Opening balances in minor units (demo_player 1,000.00; demo_agent 5,000.00; downlines 200.00 each). */
export const DEMO_BALANCES: Record<string, number> = {
  demo_player: 100_000,
  demo_agent: 500_000,
  demo_down1: 20_000,
  demo_down2: 20_000,
  demo_down3: 20_000,
};

export async function seedWallet(db: Db, tenant: Tenant): Promise<void> {
  const merchantId = tenant.merchantId;
  await db
    .insert(paymentChannels)
    .values([
      { merchantId, code: 'DEMOPAY', name: 'Demo online payment', gateway: 'demo', minAmount: 1_000, maxAmount: 5_000_000, details: {} },
      {
        merchantId,
        code: 'BANK',
        name: 'Bank transfer',
        gateway: 'bank',
        minAmount: 5_000,
        maxAmount: 50_000_000,
        details: { bankName: 'Demo Bank Berhad', accountName: `${tenant.manifest.brandName} Sdn Bhd`, accountNumber: '5140 0000 1234' },
      },
    ])
    .onConflictDoNothing();
  const rows = await getMembersByUsernames(merchantId, Object.keys(DEMO_BALANCES), db);
  const payHash = await hashPassword(DEMO_PAYMENT_PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  for (const m of rows) {
    await setPaymentPasswordHash(merchantId, m.id, payHash, db);
    const { deposit } = await createDeposit(db, merchantId, m.id, { requestId: `seed-opening-${m.username}`, channelCode: 'DEMOPAY', amount: DEMO_BALANCES[m.username] });
    await settleDeposit(db, merchantId, deposit.id, 'paid', { actor: 'seed', ip: null }, new Date());
  }
}
