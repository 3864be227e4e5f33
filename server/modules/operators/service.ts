// Operator accounts (issue 19 item 1): creation, sign-in with password then TOTP (enrolment at the first sign-in),
// console sessions, lock-out, per-operator API keys. The principal an operator route sees is built by
// OperatorDirectory below and checked by system/operators.ts (roles, brands) on every operator route.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db, DbOrTx } from '../../db/client';
import { hashPassword, verifyPassword, type Argon2Cost } from '../../lib/crypto-password';
import { newToken, sha256 } from '../../lib/crypto-tokens';
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { unwrapPrivateKey, wrapPrivateKey } from '../accounts';
import { OPERATOR_ROLES, csrfTokenOf, type Operator, type OperatorDirectory, type OperatorRole } from '../system';
import { operatorAccounts, operatorApiKeys, operatorSessions } from './tables';

/** Sign-in policy (README "Operator accounts"). */
export const POLICY = {
  /** Failed passwords or codes in a row before the account locks. */
  maxFailures: 5,
  lockMinutes: 15,
  /** A console session ends after this long without a call, and at the latest this long after sign-in. */
  idleMinutes: 30,
  sessionHours: 12,
  /** The step between the password and the code. */
  ticketMinutes: 5,
  minPasswordLength: 10,
} as const;

const MINUTE = 60_000;

export interface OperatorSettings {
  argon2: Argon2Cost;
  /** Wraps the TOTP secrets (PAYLOAD_KEK); unset in development: stored as they are. */
  kek?: { id: string; key: Buffer };
  /** The issuer shown in the authenticator app. */
  issuer: string;
}

export type Brands = '*' | string[];
type Account = typeof operatorAccounts.$inferSelect;

export class OperatorLockedError extends AppError {
  constructor(until: Date) {
    super(423, 'operator_locked', 'err_operator_locked', { until: until.toISOString() });
  }
}

/** What an operator list shows of an account (never its secrets). */
export function publicAccount(a: Account) {
  return {
    id: a.id,
    name: a.name,
    roles: a.roles,
    brands: a.brands,
    totpEnrolled: !!a.totpEnrolledAt,
    disabled: a.disabled,
    lockedUntil: a.lockedUntil?.toISOString() ?? null,
    createdBy: a.createdBy,
    createdAt: a.createdAt.toISOString(),
  };
}

const principal = (a: Pick<Account, 'id' | 'name' | 'roles' | 'brands'>, via: 'key' | 'session', scope?: { roles: string[]; brands: Brands }): Operator => ({
  name: a.name,
  accountId: a.id,
  via,
  roles: (scope ? scope.roles.filter((r) => a.roles.includes(r) || a.roles.includes('owner')) : a.roles) as OperatorRole[],
  brands: scope ? narrowBrands(a.brands, scope.brands) : a.brands,
});

/** The brands both lists allow ('*' = every brand). */
function narrowBrands(a: Brands, b: Brands): Brands {
  if (a === '*') return b;
  if (b === '*') return a;
  return a.filter((x) => b.includes(x));
}

/** `inner` asks nothing `outer` does not have (roles: owner covers every role; brands: '*' covers every brand). */
export function within(outer: { roles: readonly string[]; brands: '*' | readonly string[] }, inner: { roles: readonly string[]; brands: Brands }): boolean {
  const roles = outer.roles.includes('owner') || inner.roles.every((r) => outer.roles.includes(r));
  const brands = outer.brands === '*' || (inner.brands !== '*' && inner.brands.every((b) => outer.brands.includes(b)));
  return roles && brands;
}

export function checkPassword(password: string): void {
  if (password.length < POLICY.minPasswordLength || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    throw new BadRequestError('err_operator_password_weak', { min: POLICY.minPasswordLength });
  }
}

const totpSecretId = (accountId: number) => `operator-totp:${accountId}`;

function sealSecret(secret: string, accountId: number, s: OperatorSettings): string {
  return s.kek ? wrapPrivateKey(secret, s.kek, totpSecretId(accountId)) : secret;
}

function openSecret(stored: string, accountId: number, s: OperatorSettings): string {
  return unwrapPrivateKey(stored, [s.kek], totpSecretId(accountId));
}

export async function hasAccounts(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: operatorAccounts.id }).from(operatorAccounts).limit(1);
  return !!row;
}

export async function listAccounts(db: DbOrTx) {
  return (await db.select().from(operatorAccounts).orderBy(operatorAccounts.id)).map(publicAccount);
}

/** A new operator; TOTP is enrolled at its first sign-in. 409 err_operator_name_taken. */
export async function createAccount(
  db: Db,
  s: OperatorSettings,
  input: { name: string; password: string; roles: OperatorRole[]; brands: Brands },
  createdBy: string,
): Promise<Account> {
  checkPassword(input.password);
  const passwordHash = await hashPassword(input.password, s.argon2);
  const [row] = await db
    .insert(operatorAccounts)
    .values({ name: input.name, passwordHash, roles: [...new Set(input.roles)], brands: input.brands, createdBy })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ConflictError('err_operator_name_taken');
  return row;
}

/** Changes an operator: roles, brands, disabled, a new password, or TOTP to enrol again. Ends its sessions when access shrinks. */
export async function updateAccount(
  db: Db,
  s: OperatorSettings,
  id: number,
  change: { roles?: OperatorRole[]; brands?: Brands; disabled?: boolean; password?: string; resetTotp?: boolean; unlock?: boolean },
  now: Date,
): Promise<{ before: Account; after: Account }> {
  if (change.password !== undefined) checkPassword(change.password);
  const passwordHash = change.password !== undefined ? await hashPassword(change.password, s.argon2) : undefined;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(operatorAccounts).where(eq(operatorAccounts.id, id)).for('update');
    if (!before) throw new NotFoundError('err_operator_not_found');
    const [after] = await tx
      .update(operatorAccounts)
      .set({
        ...(change.roles ? { roles: [...new Set(change.roles)] } : {}),
        ...(change.brands ? { brands: change.brands } : {}),
        ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        ...(change.resetTotp ? { totpSecret: null, totpEnrolledAt: null, totpLastStep: 0 } : {}),
        ...(change.unlock || passwordHash ? { failedAttempts: 0, lockedUntil: null } : {}),
        updatedAt: now,
      })
      .where(eq(operatorAccounts.id, id))
      .returning();
    // Anything but a plain unlock ends its console sessions: it signs in again under the new terms.
    if (change.roles || change.brands || change.disabled || passwordHash || change.resetTotp) {
      await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, id));
    }
    return { before, after };
  });
}

/** Counts a failure; the fifth in a row locks the account for POLICY.lockMinutes. */
async function fail(db: DbOrTx, a: Account, now: Date): Promise<never> {
  const failures = a.failedAttempts + 1;
  const lock = failures >= POLICY.maxFailures ? new Date(now.getTime() + POLICY.lockMinutes * MINUTE) : null;
  await db
    .update(operatorAccounts)
    .set({ failedAttempts: lock ? 0 : failures, lockedUntil: lock ?? a.lockedUntil })
    .where(eq(operatorAccounts.id, a.id));
  if (lock) throw new OperatorLockedError(lock);
  throw new UnauthorizedError('err_operator_sign_in');
}

function assertUsable(a: Account | undefined, now: Date): asserts a is Account {
  if (!a || a.disabled) throw new UnauthorizedError('err_operator_sign_in');
  if (a.lockedUntil && a.lockedUntil > now) throw new OperatorLockedError(a.lockedUntil);
}

export type PasswordStep =
  | { step: 'totp'; ticket: string }
  | { step: 'enrol'; ticket: string; secret: string; otpauthUrl: string; qrDataUrl: string };

/**
 * Step 1 of the sign-in: the password. Answers a ticket for step 2 (the TOTP code); an operator without TOTP yet
 * gets a new secret to enrol (otpauth URL and its QR code). One answer for a wrong name or a wrong password
 * (401 err_operator_sign_in); a locked account 423 err_operator_locked.
 */
export async function signInPassword(db: Db, s: OperatorSettings, name: string, password: string, meta: { ip: string | null; userAgent: string | null }, now: Date): Promise<PasswordStep> {
  const [a] = await db.select().from(operatorAccounts).where(eq(sql`lower(${operatorAccounts.name})`, name.toLowerCase()));
  if (!a) {
    // The same work as a real check, so the time taken does not tell which names exist.
    await verifyPassword('$argon2id$v=19$m=1024,t=1,p=1$c29tZXNhbHRzb21lc2FsdA$ZmFrZWZha2VmYWtlZmFrZWZha2VmYWtlZmFrZQ', password).catch(() => false);
  }
  assertUsable(a, now);
  if (!(await verifyPassword(a.passwordHash, password))) return fail(db, a, now);
  const ticket = newToken();
  await db.insert(operatorSessions).values({
    tokenHash: sha256(ticket),
    operatorId: a.id,
    verified: false,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + POLICY.ticketMinutes * MINUTE),
  });
  if (a.totpEnrolledAt && a.totpSecret) return { step: 'totp', ticket };
  // Not enrolled yet: a new secret each time until one code of it is proved.
  const secret = generateSecret();
  await db.update(operatorAccounts).set({ totpSecret: sealSecret(secret, a.id, s), updatedAt: now }).where(eq(operatorAccounts.id, a.id));
  const otpauthUrl = generateURI({ issuer: s.issuer, label: a.name, secret });
  return { step: 'enrol', ticket, secret, otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
}

/**
 * Step 2: the TOTP code of the ticket's operator (enrols TOTP when it was not yet). Answers the session token (the
 * cookie) and its CSRF token. A wrong code counts as a failure; a code is accepted once (replay refused).
 */
export async function signInCode(db: Db, s: OperatorSettings, ticket: string, code: string, now: Date): Promise<{ session: string; csrf: string; account: Account }> {
  const ticketHash = sha256(ticket);
  const [found] = await db
    .select({ t: operatorSessions, a: operatorAccounts })
    .from(operatorSessions)
    .innerJoin(operatorAccounts, eq(operatorAccounts.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.tokenHash, ticketHash), eq(operatorSessions.verified, false), gt(operatorSessions.expiresAt, now)));
  if (!found || !found.a.totpSecret) throw new UnauthorizedError('err_operator_ticket');
  const { t, a } = found;
  assertUsable(a, now);
  const result = await verify({
    secret: openSecret(a.totpSecret!, a.id, s),
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    afterTimeStep: a.totpLastStep || undefined,
  }).catch(() => ({ valid: false as const }));
  // A wrong (or replayed) code counts as a failure, committed on its own.
  if (!result.valid) return fail(db, a, now);
  const step = 'timeStep' in result ? (result.timeStep as number) : Math.floor(now.getTime() / 30_000) + result.delta;
  const session = newToken();
  await db.transaction(async (tx) => {
    // Under the account's lock: the ticket is spent once and the code's time step is newer than the last accepted.
    const [locked] = await tx.select().from(operatorAccounts).where(eq(operatorAccounts.id, a.id)).for('update');
    const spent = await tx.delete(operatorSessions).where(eq(operatorSessions.tokenHash, ticketHash)).returning({ h: operatorSessions.tokenHash });
    if (!spent.length || locked.totpLastStep >= step) throw new UnauthorizedError('err_operator_ticket');
    await tx
      .update(operatorAccounts)
      .set({ totpLastStep: step, totpEnrolledAt: locked.totpEnrolledAt ?? now, failedAttempts: 0, lockedUntil: null, updatedAt: now })
      .where(eq(operatorAccounts.id, a.id));
    await tx.insert(operatorSessions).values({
      tokenHash: sha256(session),
      operatorId: a.id,
      verified: true,
      ip: t.ip,
      userAgent: t.userAgent,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + POLICY.sessionHours * 3_600_000),
    });
  });
  return { session, csrf: csrfTokenOf(session), account: a };
}

export async function signOut(db: DbOrTx, session: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, sha256(session)));
}

/** Removes ended sessions and tickets (job operators.sessions-sweep). */
export async function sweepSessions(db: DbOrTx, now: Date): Promise<number> {
  const idle = new Date(now.getTime() - POLICY.idleMinutes * MINUTE);
  const gone = await db
    .delete(operatorSessions)
    .where(or(lt(operatorSessions.expiresAt, now), lt(operatorSessions.lastSeenAt, idle)))
    .returning({ h: operatorSessions.tokenHash });
  return gone.length;
}

/** A new API key of an operator, scoped to (a part of) its roles and brands; the token is shown once. */
export async function createApiKey(
  db: DbOrTx,
  owner: { accountId: number; roles: readonly string[]; brands: '*' | readonly string[] },
  input: { name: string; roles: OperatorRole[]; brands: Brands; expiresAt?: Date | null },
) {
  if (!within(owner, input)) throw new ForbiddenError('err_operator_key_scope', 'operator_key_scope');
  const token = `opk_${newToken()}`;
  const [row] = await db
    .insert(operatorApiKeys)
    .values({ operatorId: owner.accountId, name: input.name, tokenHash: sha256(token), prefix: token.slice(0, 10), roles: [...new Set(input.roles)], brands: input.brands, expiresAt: input.expiresAt ?? null })
    .returning();
  return { key: publicKey(row), token };
}

export function publicKey(k: typeof operatorApiKeys.$inferSelect) {
  return {
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    roles: k.roles,
    brands: k.brands,
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    expiresAt: k.expiresAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(db: DbOrTx, accountId: number | null) {
  const rows = await db
    .select()
    .from(operatorApiKeys)
    .where(accountId === null ? undefined : eq(operatorApiKeys.operatorId, accountId))
    .orderBy(operatorApiKeys.id);
  return rows.map(publicKey);
}

/** Revokes a key (its own operator's, or any for an owner of every brand). 404 err_operator_key_not_found. */
export async function revokeApiKey(db: DbOrTx, id: number, accountId: number | null, now: Date) {
  const [row] = await db
    .update(operatorApiKeys)
    .set({ revokedAt: now })
    .where(and(eq(operatorApiKeys.id, id), isNull(operatorApiKeys.revokedAt), accountId === null ? undefined : eq(operatorApiKeys.operatorId, accountId)))
    .returning();
  if (!row) throw new NotFoundError('err_operator_key_not_found');
  return publicKey(row);
}

/** The directory the access hook asks (system/operators.ts): API keys and console sessions of live accounts. */
export function operatorDirectory(db: () => DbOrTx, now: () => Date): OperatorDirectory {
  let known = false;
  return {
    async hasAccounts() {
      // Once true, always true for this process (accounts are disabled, never deleted).
      if (!known) known = await hasAccounts(db());
      return known;
    },
    async byApiKey(digest) {
      const t = now();
      const [row] = await db()
        .select({ key: operatorApiKeys, account: operatorAccounts })
        .from(operatorApiKeys)
        .innerJoin(operatorAccounts, eq(operatorAccounts.id, operatorApiKeys.operatorId))
        .where(and(eq(operatorApiKeys.tokenHash, digest), isNull(operatorApiKeys.revokedAt), eq(operatorAccounts.disabled, false)));
      if (!row || (row.key.expiresAt && row.key.expiresAt <= t)) return null;
      // Last use, at most once a minute per key.
      if (!row.key.lastUsedAt || t.getTime() - row.key.lastUsedAt.getTime() > MINUTE) {
        await db().update(operatorApiKeys).set({ lastUsedAt: t }).where(eq(operatorApiKeys.id, row.key.id));
      }
      return principal(row.account, 'key', { roles: row.key.roles, brands: row.key.brands });
    },
    async bySession(digest) {
      const t = now();
      const idle = new Date(t.getTime() - POLICY.idleMinutes * MINUTE);
      const [row] = await db()
        .select({ s: operatorSessions, account: operatorAccounts })
        .from(operatorSessions)
        .innerJoin(operatorAccounts, eq(operatorAccounts.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, digest),
            eq(operatorSessions.verified, true),
            gt(operatorSessions.expiresAt, t),
            gt(operatorSessions.lastSeenAt, idle),
            eq(operatorAccounts.disabled, false),
          ),
        );
      if (!row) return null;
      if (t.getTime() - row.s.lastSeenAt.getTime() > MINUTE) {
        await db().update(operatorSessions).set({ lastSeenAt: t }).where(eq(operatorSessions.tokenHash, digest));
      }
      return principal(row.account, 'session');
    },
  };
}

export const ROLE_VALUES = OPERATOR_ROLES;
