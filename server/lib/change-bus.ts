// Cache invalidation across server processes (issue 21 item 1). A process keeps a few things in memory for speed
// (the game catalogue's snapshot, the access settings of maintenance and regions, vendor trust, the payload keys);
// when one of them changes, every process must drop its copy. The change is announced with PostgreSQL's NOTIFY on
// one channel, in the transaction of the change: PostgreSQL delivers it at commit, to every process LISTENing (this
// one too), and never for a change that rolled back, so no process reloads before the change is visible. Chosen over
// Redis pub/sub for that, and because it needs nothing beyond the database every node already has. A listener that
// lost its connection cannot know what it missed: once connected again it tells every handler to drop everything
// (key '*'). On PGlite (one process) announcements are handled in this process only.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from '../db/client';

export const CHANGE_CHANNEL = 'platform_changes';

/** The things a process caches, by the name its changes are announced under. */
export type ChangeTopic = 'catalogue' | 'access-settings' | 'payload-keys' | 'banners';

/** `key` of a handler: what changed (a brand's merchant id, ...), or '*' for everything (missed announcements). */
export type ChangeHandler = (key: string) => void;

/**
 * Announces a change in the caller's transaction (or at once, given the database): every process hears it when the
 * transaction commits. Module code without the app (a repository function) may call this directly.
 */
export async function announceChange(db: DbOrTx, topic: ChangeTopic, key: string | number): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${`${topic}:${key}`})`);
}

type Log = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };

export class ChangeBus {
  private readonly handlers = new Map<string, Set<ChangeHandler>>();
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;
  /** Announcements heard from the database (a metric, and what tests wait on). */
  heard = 0;

  constructor(private readonly log: Log) {}

  on(topic: ChangeTopic, handler: ChangeHandler): void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
  }

  /**
   * Announces a change (in `tx` when given, else at once on `db`) and applies it in this process now, so the process
   * that made the change reads it back at once; the others hear it at commit.
   */
  async publish(db: DbOrTx, topic: ChangeTopic, key: string | number): Promise<void> {
    await announceChange(db, topic, key);
    this.dispatch(topic, String(key));
  }

  /** Dispatches an announcement's payload (`topic:key`). */
  handle(payload: string): void {
    const at = payload.indexOf(':');
    if (at <= 0) return;
    this.dispatch(payload.slice(0, at), payload.slice(at + 1));
  }

  private dispatch(topic: string, key: string): void {
    for (const h of this.handlers.get(topic) ?? []) {
      try {
        h(key);
      } catch (err) {
        this.log.error({ err, topic }, 'change handler failed');
      }
    }
  }

  /** Every cache drops everything: its announcements may have been missed. */
  private dropAll(): void {
    for (const topic of this.handlers.keys()) this.dispatch(topic, '*');
  }

  /** LISTENs on PostgreSQL (`url`) on a connection of its own, reconnecting for ever until close(). */
  async listen(url: string): Promise<void> {
    await this.connect(url, false);
  }

  private async connect(url: string, reconnect: boolean): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: url, application_name: 'platform-changes' });
    client.on('notification', (msg) => {
      if (msg.channel !== CHANGE_CHANNEL || !msg.payload) return;
      this.heard++;
      this.handle(msg.payload);
    });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners('end');
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.log.warn({ err: err ? { message: err.message } : undefined }, 'changes: lost the database listener; reconnecting');
      this.schedule(url);
    };
    client.on('error', (err) => lost(err));
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      if (!reconnect) throw err;
      this.schedule(url);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.failures = 0;
    if (reconnect) {
      this.log.info({}, 'changes: listening again; every cache reloads');
      this.dropAll();
    }
  }

  private schedule(url: string): void {
    if (this.retry || this.closed) return;
    const delay = Math.min(5_000, 100 * 2 ** this.failures++);
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect(url, true);
    }, delay);
    this.retry.unref();
  }

  /** True while the listener is connected (or there is none to have: PGlite). */
  get listening(): boolean {
    return this.client !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const c = this.client;
    this.client = null;
    if (c) {
      c.removeAllListeners('end');
      await c.end().catch(() => undefined);
    }
  }
}
