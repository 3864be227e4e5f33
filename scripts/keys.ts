// `npm run keys -- list | rotate` (issue 21 item 3): the (enc) payload keys of the database the server uses (same
// environment: DATABASE_URL or DATA_DIR, PAYLOAD_KEK or PAYLOAD_KEK_FILE). `rotate` makes a new key pair now (the job
// accounts.payload-keys.rotate does it every PAYLOAD_KEY_ROTATE_DAYS); the replaced key decrypts for
// PAYLOAD_KEY_GRACE_DAYS more, and every running node reads the new key at once (the change is announced). `list`
// shows each key's id, age, end date and the key-encryption key it is wrapped with; never a key itself.
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { KekError, preparePayloadKeys, rotatePayloadKey } from '../server/modules/accounts';
import { serverKeys } from '../server/db/schema';

const command = process.argv[2];
if (command !== 'list' && command !== 'rotate') {
  console.error('usage: npm run keys -- list | rotate');
  process.exit(2);
}
try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // Creates the first key, wraps unwrapped keys with the KEK and re-wraps PAYLOAD_KEK_PREVIOUS ones, as a start does.
    await preparePayloadKeys(database.db, config.payloadKeys, new Date());
    if (command === 'rotate') console.log(`new key: ${await rotatePayloadKey(database.db, config.payloadKeys, new Date(), { force: true })}`);
    const rows = await database.db.select().from(serverKeys).orderBy(serverKeys.createdAt);
    for (const r of rows) {
      const kek = /^kek1\.([0-9a-f]{16})\./.exec(r.privateKey)?.[1];
      console.log(`${r.id.padEnd(28)} created ${r.createdAt.toISOString()}  ${r.retiresAt ? `retires ${r.retiresAt.toISOString()}` : 'current'.padEnd(32)}  ${kek ? `wrapped with KEK ${kek}` : 'NOT wrapped (no PAYLOAD_KEK)'}`);
    }
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof ConfigError || err instanceof KekError) {
    console.error(`keys: ${err.message}`);
    process.exit(1);
  }
  throw err;
}
