// Provably fair house rounds (issue 17 item 4): each member's seed pairs (table house_seeds, tables.ts) for the
// house slot and dice; the function from a pair and nonce to a round is house/fair.ts.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { houseSeeds } from '../tables';
import { hashServerSeed, newClientSeed, newServerSeed, type FairRound } from './fair';

export interface FairState {
  /** The active pair: its server seed's hash (the seed stays secret), the client seed, the next round's nonce. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The pair rotated last, revealed: every round played with it (nonces 0 .. rounds - 1) can be recomputed. */
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number } | null;
}

/** A round's proof as kept on its record and answered with it (the server seed only once rotated). */
export interface RoundProof {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

const active = (merchantId: number, memberId: number) => and(eq(houseSeeds.merchantId, merchantId), eq(houseSeeds.memberId, memberId), isNull(houseSeeds.revealedAt));

/** The member's first pair, made on first use (another request may make it at the same moment: one stays). */
async function ensurePair(db: DbOrTx, merchantId: number, memberId: number, clientSeed?: string): Promise<void> {
  const serverSeed = newServerSeed();
  await db
    .insert(houseSeeds)
    .values({ merchantId, memberId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: clientSeed ?? newClientSeed() })
    .onConflictDoNothing();
}

/**
 * The pair and nonce of the member's next round: the nonce is taken by one atomic increment, so two rounds at the
 * same moment never share one. A round the wallet then refuses leaves its nonce unused.
 */
export async function nextFairRound(db: DbOrTx, merchantId: number, memberId: number): Promise<FairRound & RoundProof> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await db
      .update(houseSeeds)
      .set({ nonce: sql`${houseSeeds.nonce} + 1` })
      .where(active(merchantId, memberId))
      .returning({ serverSeed: houseSeeds.serverSeed, serverSeedHash: houseSeeds.serverSeedHash, clientSeed: houseSeeds.clientSeed, nonce: houseSeeds.nonce });
    if (row) return { ...row, nonce: row.nonce - 1 };
    await ensurePair(db, merchantId, memberId);
  }
  throw new Error('house seed pair unavailable');
}

/** What the game page shows: the active pair's hash, client seed and nonce, and the last revealed pair. */
export async function fairState(db: DbOrTx, merchantId: number, memberId: number): Promise<FairState> {
  await ensurePair(db, merchantId, memberId);
  const rows = await db
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.merchantId, merchantId), eq(houseSeeds.memberId, memberId)))
    .orderBy(desc(houseSeeds.id))
    .limit(2);
  const now = rows.find((r) => r.revealedAt === null)!;
  const prev = rows.find((r) => r.revealedAt !== null);
  return {
    serverSeedHash: now.serverSeedHash,
    clientSeed: now.clientSeed,
    nonce: now.nonce,
    previous: prev ? { serverSeed: prev.serverSeed, serverSeedHash: prev.serverSeedHash, clientSeed: prev.clientSeed, rounds: prev.nonce } : null,
  };
}

/**
 * Rotation: the active server seed is revealed (its rounds can now be checked) and a new pair starts at nonce 0,
 * with the client seed the player chose (else the one they had). Setting a client seed is a rotation: a pair's
 * client seed never changes under rounds already played with it.
 */
export async function rotateSeeds(db: Db, merchantId: number, memberId: number, clientSeed: string | undefined, now: Date): Promise<FairState> {
  return db.transaction(async (tx) => {
    const [old] = await tx.update(houseSeeds).set({ revealedAt: now }).where(active(merchantId, memberId)).returning({ clientSeed: houseSeeds.clientSeed });
    await ensurePair(tx, merchantId, memberId, clientSeed ?? old?.clientSeed);
    return fairState(tx, merchantId, memberId);
  });
}
