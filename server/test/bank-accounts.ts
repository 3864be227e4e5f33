// Test helper: a member's saved withdrawal account, added over HTTP as the site does (POST /wps/wallet/bankAccounts).
// A withdrawal goes only to a saved account, whose holder must be the member's real name (createMember's realName).
import type { FastifyInstance } from 'fastify';

export const TEST_REAL_NAME = 'Ali Bin Abu';

/** Saves a bank account in `accountName` (default TEST_REAL_NAME) for the member of `headers`; returns its id. */
export async function saveBankAccount(app: FastifyInstance, headers: Record<string, string>, accountName = TEST_REAL_NAME, accountNumber = '800012345678'): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/wps/wallet/bankAccounts', headers, payload: { kind: 'bank', bankName: 'CIMB', accountName, accountNumber } });
  if (res.statusCode !== 200) throw new Error(`saveBankAccount: ${res.statusCode} ${res.body}`);
  return res.json().value.id as number;
}
