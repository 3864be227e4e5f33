// Issue 16 item 2 "Register/Open Account": an agent opens an account for a direct downline (spec §2 agent menu).
// The member row and its member.registered event commit together, in the caller's transaction (the agents module
// adds the tree node and the initial contract offer in the same one).
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../../db/client';
import { emit } from '../../../jobs/events';
import { hashPassword } from '../../../lib/crypto-password';
import { ConflictError } from '../../../lib/errors';
import type { Accounts } from '../session/config';
import { findByUsername, insertMember } from './repo';

export interface OpenAccountInput {
  merchantId: number;
  uplineId: number;
  username: string;
  password: string;
  /** 0 player, 1 agent (spec §6). */
  isAgent: 0 | 1;
}

/** Hashes first (argon2 outside any transaction), then returns the writer to run in the caller's transaction. */
export async function prepareDownlineAccount(input: OpenAccountInput, cfg: Accounts) {
  const passwordHash = await hashPassword(input.password, cfg.argon2);
  return async (tx: DbOrTx) => {
    if (await findByUsername(input.merchantId, input.username, tx)) throw new ConflictError('err_username_taken', 'username_taken');
    const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const m = await insertMember(
      {
        merchantId: input.merchantId,
        username: input.username,
        nickname: input.username,
        passwordHash,
        isAgent: input.isAgent,
        uplineId: input.uplineId,
        affiliateCode: Array.from(randomBytes(8), (b) => chars[b % chars.length]).join(''),
        firstLogin: false,
        passwordChangedAt: cfg.clock.now(),
      },
      tx,
    );
    await emit(tx, 'member.registered', { merchantId: m.merchantId, memberId: m.id, username: m.username, uplineId: m.uplineId, registeredAt: m.createdAt.toISOString() }, m.id);
    return { id: m.id, username: m.username, createdAt: m.createdAt };
  };
}
