// Feedback and complaints (spec §5 validation, §3 support ticket: question type and content; §9 uploads): the
// member's own tickets with status and the operator's reply; operators list, read, reply and close. A reply also
// arrives in the member's inbox: the ticket change, the message and the audit row are one transaction (all in
// this module, so no outbox event is needed).
import {
  countWords,
  FEEDBACK_LIMITS,
  FEEDBACK_QUESTION_TYPES,
  type FeedbackItem,
  type FeedbackPage,
  type FeedbackQuestionType,
  type OperatorFeedback,
} from '../../../schema/api/content';
import type { Db, DbOrTx } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { insertAudit, type Tenant } from '../tenancy';
import type { Actor } from './inbox-service';
import type { MemberDirectory } from './members-port';
import * as repo from './repo';
import { sanitizePlain } from './sanitize';

export interface FeedbackImageInput {
  data: Buffer;
  /** Declared by the client; never trusted: the type comes from the magic bytes. */
  declaredName?: string;
}

export interface FeedbackInput {
  questionType: string;
  content: string;
  remarks: string;
  images: FeedbackImageInput[];
}

/** PNG or JPEG by magic bytes; anything else is refused whatever its name or content type says. */
export function sniffImage(data: Buffer): 'image/png' | 'image/jpeg' | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}

const isQuestionType = (t: string): t is FeedbackQuestionType => (FEEDBACK_QUESTION_TYPES as readonly string[]).includes(t);

/** spec §5: every rule checked before anything is written; the image types by magic bytes. */
export function checkFeedback(input: FeedbackInput): ('image/png' | 'image/jpeg')[] {
  const { questionType, content, remarks, images } = input;
  if (!isQuestionType(questionType)) throw new BadRequestError('err_feedback_question_type', { allowed: FEEDBACK_QUESTION_TYPES }, 'validation_failed');
  const words = countWords(content.trim());
  if (words === 0) throw new BadRequestError('err_feedback_empty', undefined, 'validation_failed');
  if (words < FEEDBACK_LIMITS.minWords || words > FEEDBACK_LIMITS.maxWords) {
    throw new BadRequestError('err_feedback_words', { min: FEEDBACK_LIMITS.minWords, max: FEEDBACK_LIMITS.maxWords, words }, 'validation_failed');
  }
  if ([...remarks].length > FEEDBACK_LIMITS.remarksMaxChars) throw new BadRequestError('err_feedback_remarks', { max: FEEDBACK_LIMITS.remarksMaxChars }, 'validation_failed');
  if (images.length > FEEDBACK_LIMITS.maxImages) throw new BadRequestError('err_feedback_image_count', { max: FEEDBACK_LIMITS.maxImages }, 'validation_failed');
  return images.map((img, index) => {
    if (img.data.length > FEEDBACK_LIMITS.maxImageBytes) throw new BadRequestError('err_feedback_image_size', { index, maxBytes: FEEDBACK_LIMITS.maxImageBytes }, 'validation_failed');
    const mime = sniffImage(img.data);
    if (!mime) throw new BadRequestError('err_feedback_image_type', { index }, 'validation_failed');
    return mime;
  });
}

export async function submitFeedback(tenant: Tenant, memberId: number, input: FeedbackInput, now: Date, db: Db): Promise<number> {
  const mimes = checkFeedback(input);
  return db.transaction(async (tx) => {
    const id = await repo.insertFeedback(
      {
        merchantId: tenant.merchantId,
        memberId,
        questionType: input.questionType,
        content: sanitizePlain(input.content.trim()),
        remarks: sanitizePlain(input.remarks.trim()),
        createdAt: now,
      },
      tx,
    );
    for (const [i, img] of input.images.entries()) {
      await repo.insertFeedbackImage({ merchantId: tenant.merchantId, feedbackId: id, mime: mimes[i], size: img.data.length, data: img.data, createdAt: now }, tx);
    }
    return id;
  });
}

type ImageMeta = Awaited<ReturnType<typeof repo.feedbackImagesOf>>[number];

function toItem(f: repo.FeedbackRow, images: ImageMeta[], imageUrl: (feedbackId: number, imageId: number) => string): FeedbackItem {
  return {
    id: f.id,
    questionType: isQuestionType(f.questionType) ? f.questionType : 'other',
    content: f.content,
    remarks: f.remarks,
    status: f.status,
    reply: f.reply,
    repliedAt: f.repliedAt?.toISOString() ?? null,
    createdAt: f.createdAt.toISOString(),
    images: images.filter((i) => i.feedbackId === f.id).map((i) => ({ id: i.id, mime: i.mime, size: i.size, url: imageUrl(f.id, i.id) })),
  };
}

const memberImageUrl = (feedbackId: number, imageId: number) => `/wps/feedback/${feedbackId}/images/${imageId}`;
const operatorImageUrl = (feedbackId: number, imageId: number) => `/api/operator/content/feedback/${feedbackId}/images/${imageId}`;

export async function myFeedback(tenant: Tenant, memberId: number, pageNo: number, pageSize: number, db: DbOrTx): Promise<FeedbackPage> {
  const { items, total } = await repo.listMemberFeedback(tenant.merchantId, memberId, pageSize, (pageNo - 1) * pageSize, db);
  const images = await repo.feedbackImagesOf(tenant.merchantId, items.map((i) => i.id), db);
  return { list: items.map((f) => toItem(f, images, memberImageUrl)), totalPages: Math.ceil(total / pageSize) };
}

/** A member's image: only of their own ticket. memberId null: an operator of the brand. */
export async function feedbackImage(tenant: Tenant, memberId: number | null, feedbackId: number, imageId: number, db: DbOrTx) {
  const row = await repo.findFeedbackImage(tenant.merchantId, memberId, feedbackId, imageId, db);
  if (!row) throw new NotFoundError('err_not_found');
  return row;
}

// Operators ------------------------------------------------------------------------------------

async function withUsernames(rows: repo.FeedbackRow[], tenant: Tenant, members: MemberDirectory, db: DbOrTx): Promise<OperatorFeedback[]> {
  const images = await repo.feedbackImagesOf(tenant.merchantId, rows.map((r) => r.id), db);
  const names = await members.usernamesByIds(tenant.merchantId, rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId])), db);
  return rows.map((f) => ({
    ...toItem(f, images, operatorImageUrl),
    username: f.memberId === null ? null : (names.get(f.memberId) ?? null),
    repliedBy: f.repliedBy,
    closedAt: f.closedAt?.toISOString() ?? null,
  }));
}

export async function listTickets(db: DbOrTx, tenant: Tenant, members: MemberDirectory, status: string | undefined, limit: number): Promise<OperatorFeedback[]> {
  return withUsernames(await repo.listBrandFeedback(tenant.merchantId, status, limit, db), tenant, members, db);
}

async function ticket(db: DbOrTx, tenant: Tenant, id: number): Promise<repo.FeedbackRow> {
  const row = await repo.findFeedback(tenant.merchantId, id, db);
  if (!row) throw new NotFoundError('err_feedback_not_found');
  return row;
}

export async function getTicket(db: DbOrTx, tenant: Tenant, members: MemberDirectory, id: number): Promise<OperatorFeedback> {
  const [one] = await withUsernames([await ticket(db, tenant, id)], tenant, members, db);
  return one;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The reply as inbox HTML: one paragraph per blank-line-separated block, line breaks kept. */
export function replyHtml(reply: string): string {
  return reply
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** open → replied (or closed with close: true); the reply goes to the member's inbox in the same transaction. */
export async function replyToTicket(db: Db, tenant: Tenant, who: Actor, members: MemberDirectory, id: number, text: string, close: boolean, now: Date): Promise<OperatorFeedback> {
  const reply = sanitizePlain(text).trim();
  if (!reply) throw new BadRequestError('err_feedback_reply_empty', undefined, 'validation_failed');
  await db.transaction(async (tx) => {
    const row = await repo.setFeedbackReply(tenant.merchantId, id, reply, who.actor, now, close, tx);
    if (!row) {
      const current = await ticket(tx, tenant, id); // 404 when not this brand's
      throw new ConflictError(current.status === 'closed' ? 'err_feedback_closed' : 'err_feedback_replied', `feedback_${current.status}`);
    }
    let messageId: number | null = null;
    if (row.memberId !== null) {
      // The site titles it in the reader's language (kind feedbackReply); this title is for the operator's list.
      const msg = await repo.insertMessage(
        { merchantId: tenant.merchantId, memberId: row.memberId, feedbackId: row.id, sentBy: who.actor, title: `Reply to your feedback #${row.id}`, content: replyHtml(reply), createdAt: now },
        tx,
      );
      messageId = msg.id;
    }
    await insertAudit(tenant.merchantId, { actor: who.actor, ip: who.ip, action: 'feedback.reply', detail: { feedbackId: id, messageId, close, reply } }, tx);
  });
  return getTicket(db, tenant, members, id);
}

export async function closeTicket(db: Db, tenant: Tenant, who: Actor, members: MemberDirectory, id: number, now: Date): Promise<OperatorFeedback> {
  await db.transaction(async (tx) => {
    const row = await repo.closeFeedback(tenant.merchantId, id, now, tx);
    if (!row) {
      await ticket(tx, tenant, id);
      throw new ConflictError('err_feedback_closed', 'feedback_closed');
    }
    await insertAudit(tenant.merchantId, { actor: who.actor, ip: who.ip, action: 'feedback.close', detail: { feedbackId: id } }, tx);
  });
  return getTicket(db, tenant, members, id);
}
