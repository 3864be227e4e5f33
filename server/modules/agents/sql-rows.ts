// Raw aggregate queries of the agents module: both drivers (PGlite, node-postgres) answer { rows }.
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
