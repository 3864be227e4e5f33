// Inbox rules (spec §2 messageV2, §7 CSP_unreadCount): a member reads their own messages and the brand's
// broadcasts for everyone or for their VIP level; read and delete are per member (a broadcast deleted by one member
// stays for the others). Operators send to one member by username or broadcast to the brand or some VIP levels;
// each send and its audit row are one transaction. Rich content is sanitised on write and again on read.
import type { InboxMessage, InboxPage, SentMessage } from '../../../schema/api/content';
import type { Db, DbOrTx } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { insertAudit, type Tenant } from '../tenancy';
import type { MemberDirectory } from './members-port';
import * as repo from './repo';
import { sanitizePlain, sanitizeRich } from './sanitize';

/** Who an operator action is recorded as (the audit log's actor and IP). */
export interface Actor {
  actor: string;
  ip: string | null;
}

export async function readerOf(tenant: Tenant, memberId: number, members: MemberDirectory, db: DbOrTx): Promise<repo.Reader> {
  const [vipLevel, quiet] = await Promise.all([members.vipLevelOf(tenant.merchantId, memberId, db), members.exclusionWindows(tenant.merchantId, memberId, db)]);
  return { merchantId: tenant.merchantId, memberId, vipLevel: vipLevel ?? 0, quiet };
}

function toMessage(r: repo.InboxRow): InboxMessage {
  return {
    id: r.id,
    kind: r.feedbackId !== null ? 'feedbackReply' : r.memberId === null ? 'broadcast' : 'personal',
    feedbackId: r.feedbackId,
    title: sanitizePlain(r.title),
    content: sanitizeRich(r.content),
    read: (r.ownReadAt ?? r.receiptReadAt) !== null,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function getInbox(reader: repo.Reader, pageNo: number, pageSize: number, db: DbOrTx): Promise<InboxPage> {
  const rows = await repo.listInbox(reader, pageSize, (pageNo - 1) * pageSize, db);
  const { total, unread } = await repo.countInbox(reader, db);
  return { list: rows.map(toMessage), totalPages: Math.ceil(total / pageSize), unread };
}

async function visible(reader: repo.Reader, id: number, db: DbOrTx): Promise<repo.InboxRow> {
  const r = await repo.findInbox(reader, id, db);
  if (!r) throw new NotFoundError('err_message_not_found');
  return r;
}

export async function readInboxMessage(reader: repo.Reader, id: number, db: DbOrTx): Promise<InboxMessage> {
  return toMessage(await visible(reader, id, db));
}

export async function markRead(reader: repo.Reader, id: number, now: Date, db: DbOrTx): Promise<void> {
  const r = await visible(reader, id, db); // 404 when not this member's (or not for their level, or deleted)
  if (r.memberId === null) await repo.markBroadcastRead(reader.merchantId, reader.memberId, id, now, db);
  else await repo.markOwnRead(reader.merchantId, reader.memberId, id, now, db);
}

export async function deleteMessage(reader: repo.Reader, id: number, now: Date, db: DbOrTx): Promise<void> {
  const r = await visible(reader, id, db);
  if (r.memberId === null) await repo.deleteBroadcastFor(reader.merchantId, reader.memberId, id, now, db);
  else await repo.softDeleteOwn(reader.merchantId, reader.memberId, id, now, db);
}

export async function unreadCount(reader: repo.Reader, db: DbOrTx): Promise<number> {
  return (await repo.countInbox(reader, db)).unread;
}

// Operators ------------------------------------------------------------------------------------

export interface MessageInput {
  title: string;
  /** HTML; sanitised before it is stored. */
  content: string;
}

/** Title as text and content as safe HTML; either left empty by sanitising (only markup) is refused. */
export function cleanMessage(input: MessageInput): MessageInput {
  const title = sanitizePlain(input.title).trim();
  const content = sanitizeRich(input.content).trim();
  if (!title) throw new BadRequestError('err_message_title', undefined, 'validation_failed');
  if (!sanitizePlain(content).trim() && !/<img\b/i.test(content)) throw new BadRequestError('err_message_content', undefined, 'validation_failed');
  return { title, content };
}

export async function sendToMember(db: Db, tenant: Tenant, who: Actor, members: MemberDirectory, username: string, input: MessageInput, now: Date) {
  const message = cleanMessage(input);
  const member = await members.getMemberByUsername(tenant.merchantId, username, db);
  if (!member) throw new NotFoundError('err_member_not_found');
  return db.transaction(async (tx) => {
    const row = await repo.insertMessage({ merchantId: tenant.merchantId, memberId: member.id, sentBy: who.actor, ...message, createdAt: now }, tx);
    await insertAudit(tenant.merchantId, { actor: who.actor, ip: who.ip, action: 'inbox.send', detail: { messageId: row.id, username: member.username, title: message.title } }, tx);
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  });
}

export async function broadcast(db: Db, tenant: Tenant, who: Actor, vipLevels: number[] | undefined, input: MessageInput, now: Date) {
  const message = cleanMessage(input);
  const levels = vipLevels?.length ? [...new Set(vipLevels)].sort((a, b) => a - b) : null;
  return db.transaction(async (tx) => {
    const row = await repo.insertMessage({ merchantId: tenant.merchantId, memberId: null, vipLevels: levels, sentBy: who.actor, ...message, createdAt: now }, tx);
    await insertAudit(tenant.merchantId, { actor: who.actor, ip: who.ip, action: 'inbox.broadcast', detail: { messageId: row.id, vipLevels: levels, title: message.title } }, tx);
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  });
}

export async function listSent(db: DbOrTx, tenant: Tenant, members: MemberDirectory, audience: 'member' | 'broadcast' | undefined, limit: number): Promise<SentMessage[]> {
  const rows = await repo.listSentMessages(tenant.merchantId, audience, limit, db);
  const names = await members.usernamesByIds(tenant.merchantId, rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId])), db);
  return rows.map((r) => ({
    id: r.id,
    audience: r.memberId === null ? 'broadcast' : 'member',
    username: r.memberId === null ? null : (names.get(r.memberId) ?? null),
    vipLevels: r.memberId === null ? r.vipLevels : null,
    feedbackId: r.feedbackId,
    title: sanitizePlain(r.title),
    content: sanitizeRich(r.content),
    sentBy: r.sentBy ?? '',
    createdAt: r.createdAt.toISOString(),
    readCount: r.readCount,
  }));
}
