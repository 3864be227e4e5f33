// The (enc) payload key pair: created on first start and kept in the database, so every node shares it.
// The private key is stored as PKCS#8 base64; protect the database (or wrap it with a KMS) in production.
import { eq } from 'drizzle-orm';
import { generatePayloadKeyPair, importPrivateKey } from '../../../../schema/api/crypto';
import type { DbOrTx } from '../../../db/client';
import { serverKeys } from '../session/tables';

const KEY_ID = 'payload-rsa-oaep-256';

export interface PayloadKeys {
  publicKey: string;
  privateKey: CryptoKey;
}

export async function loadOrCreatePayloadKeys(db: DbOrTx): Promise<PayloadKeys> {
  let [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, KEY_ID));
  if (!row) {
    const pair = await generatePayloadKeyPair();
    // Two nodes starting together: the first insert wins and both read it back.
    await db.insert(serverKeys).values({ id: KEY_ID, publicKey: pair.publicKey, privateKey: pair.privateKey }).onConflictDoNothing();
    [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, KEY_ID));
  }
  return { publicKey: row.publicKey, privateKey: await importPrivateKey(row.privateKey) };
}
