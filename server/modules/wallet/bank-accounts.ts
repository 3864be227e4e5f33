// Saved withdrawal accounts: bank accounts and e-wallets (issue 15 item 2, securityCenter). Rules:
// - the holder's name must be the member's real name (spec §3 profile: real name; the registration's payee name),
//   read through the accounts module's read API; no real name yet -> refused, the site sends them to My account;
// - at most the brand's bankAccountsMax per member (wallet settings, operator-editable), counted under the
//   member's wallet lock so two parallel adds cannot both squeeze in;
// - numbers are shown masked (last 4 digits); a withdrawal goes only to one of these (withdrawals.ts).
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { getMemberById } from '../accounts';
import { insertAudit } from '../tenancy';
import { ensureMemberAccount, lockAccountsById } from './ledger';
import { walletSettings } from './settings';
import { memberBankAccounts } from './tables';

export type BankAccountRow = typeof memberBankAccounts.$inferSelect;

export interface BankAccountInput {
  kind: 'bank' | 'ewallet';
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/** Names compare without case, width or spacing differences ("ali  bin abu" is "ALI BIN ABU"). */
export const sameName = (a: string, b: string) => normalName(a) === normalName(b);
const normalName = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toUpperCase();
const tidy = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ');

/** Every digit but the last four hidden. */
export const maskNumber = (n: string) => n.replace(/[0-9](?=(?:[^0-9]*[0-9]){4})/g, '*');

export function bankAccountView(r: BankAccountRow) {
  return { id: r.id, kind: r.kind, bankName: r.bankName, accountName: r.accountName, accountNumber: maskNumber(r.accountNumber), createdAt: r.createdAt.toISOString() };
}

async function realNameOf(merchantId: number, memberId: number, db: DbOrTx): Promise<string | null> {
  const m = await getMemberById(merchantId, memberId, db);
  const name = m?.realName?.trim();
  return name ? name : null;
}

export async function listBankAccounts(db: DbOrTx, merchantId: number, memberId: number) {
  const [rows, settings, realName] = await Promise.all([
    db
      .select()
      .from(memberBankAccounts)
      .where(and(eq(memberBankAccounts.merchantId, merchantId), eq(memberBankAccounts.memberId, memberId)))
      .orderBy(asc(memberBankAccounts.id)),
    walletSettings(merchantId, db),
    realNameOf(merchantId, memberId, db),
  ]);
  return { list: rows.map(bankAccountView), max: settings.bankAccountsMax, realName };
}

/** The holder's name must be the real name the member gave (checked again at each withdrawal). */
function checkHolder(realName: string | null, accountName: string) {
  if (!realName) throw new BadRequestError('err_real_name_unset', undefined, 'real_name_unset');
  if (!sameName(realName, accountName)) throw new BadRequestError('err_bank_holder_name', undefined, 'holder_name_mismatch');
}

export async function addBankAccount(db: Db, merchantId: number, memberId: number, input: BankAccountInput, ip: string | null) {
  const realName = await realNameOf(merchantId, memberId, db);
  checkHolder(realName, input.accountName);
  const accountNumber = input.accountNumber.replace(/[\s-]/g, '');
  const settings = await walletSettings(merchantId, db);
  return db.transaction(async (tx) => {
    await lockAccountsById(merchantId, [await ensureMemberAccount(merchantId, memberId, 'main', '', tx)], tx);
    const mine = and(eq(memberBankAccounts.merchantId, merchantId), eq(memberBankAccounts.memberId, memberId));
    const [{ n }] = await tx.select({ n: count() }).from(memberBankAccounts).where(mine);
    if (n >= settings.bankAccountsMax) throw new BadRequestError('err_bank_accounts_max', { max: settings.bankAccountsMax }, 'bank_accounts_max');
    const [dup] = await tx
      .select({ id: memberBankAccounts.id })
      .from(memberBankAccounts)
      .where(and(mine, eq(memberBankAccounts.kind, input.kind), eq(memberBankAccounts.accountNumber, accountNumber)));
    if (dup) throw new ConflictError('err_bank_account_exists', 'bank_account_exists');
    const [row] = await tx
      .insert(memberBankAccounts)
      .values({ merchantId, memberId, kind: input.kind, bankName: tidy(input.bankName), accountName: tidy(input.accountName), accountNumber })
      .returning();
    await insertAudit(merchantId, { actor: `member:${memberId}`, ip, action: 'wallet.bank_account.add', detail: { id: row.id, kind: row.kind, bankName: row.bankName, accountNumber: maskNumber(accountNumber) } }, tx);
    return bankAccountView(row);
  });
}

export async function removeBankAccount(db: Db, merchantId: number, memberId: number, id: number, ip: string | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(memberBankAccounts)
      .where(and(eq(memberBankAccounts.id, id), eq(memberBankAccounts.merchantId, merchantId), eq(memberBankAccounts.memberId, memberId)))
      .returning();
    if (!row) throw new NotFoundError('err_bank_account_not_found');
    await insertAudit(merchantId, { actor: `member:${memberId}`, ip, action: 'wallet.bank_account.remove', detail: { id: row.id, kind: row.kind, bankName: row.bankName, accountNumber: maskNumber(row.accountNumber) } }, tx);
    return { id: row.id };
  });
}

/** The member's own saved account a withdrawal pays to, still in their real name; else 404 / 400. */
export async function withdrawalAccount(db: DbOrTx, merchantId: number, memberId: number, id: number): Promise<BankAccountRow> {
  const [row] = await db
    .select()
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.id, id), eq(memberBankAccounts.merchantId, merchantId), eq(memberBankAccounts.memberId, memberId)));
  if (!row) throw new NotFoundError('err_bank_account_not_found');
  checkHolder(await realNameOf(merchantId, memberId, db), row.accountName);
  return row;
}
