// argon2id password hashes (@node-rs/argon2). Cost comes from AccountsConfig; the algorithm is always argon2id.
// Issue 24 item 8: each hash or verify takes ~19 MiB and tens of milliseconds of a core, so they run through
// one small gate per process (PASSWORD_HASH_CONCURRENCY at a time, PASSWORD_HASH_QUEUE waiting); a call
// beyond that fails at once with 503 err_server_busy rather than piling memory and latency up.
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { AppError } from './errors';

/** Algorithm.Argon2id (a const enum, which isolatedModules cannot read). */
const ARGON2ID = 2 as Algorithm;

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export class ServerBusyError extends AppError {
  constructor() {
    super(503, 'server_busy', 'err_server_busy', { retryAfterSeconds: 1 });
  }
}

/** A counting semaphore with a bounded wait list. */
export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) throw new ServerBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next waiter (running stays the same), else it is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

let gate = new HashGate(2, 32);

/** Sets the process-wide limits (the auth plugin calls it with AccountsConfig at start). */
export function configurePasswordHashing(limits: { concurrency: number; queue: number }): void {
  gate = new HashGate(Math.max(1, Math.floor(limits.concurrency)), Math.max(0, Math.floor(limits.queue)));
}

export function hashPassword(password: string, cost: Argon2Cost): Promise<string> {
  return gate.run(() => hash(password, { algorithm: ARGON2ID, ...cost }));
}

/** false for a wrong password or an unreadable hash; throws ServerBusyError when the gate is full. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  return gate.run(async () => {
    try {
      return await verify(hashed, password);
    } catch {
      return false;
    }
  });
}

/** Light cost for tests: still argon2id, just cheaper. */
export const TEST_ARGON2: Argon2Cost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
