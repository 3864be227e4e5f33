// JSON schemas for the content calls (schema/api/content.ts is the TypeScript side of the same contract).
import { ANNOUNCEMENT_TYPES, FEEDBACK_QUESTION_TYPES, FEEDBACK_STATUSES, INBOX_KINDS } from '../../../schema/api/content';
import { envelopeSchema } from '../../lib/envelope';

/**
 * Integers in params and query are digit strings, converted in the route: ajv's type coercion turns
 * '1e309' into Infinity and then skips minimum/maximum for non-finite numbers, which would reach SQL.
 * Nine digits keep every id inside PostgreSQL's integer range.
 */
export const idString = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;
export const smallIntString = (maxDigits: number) => ({ type: 'string', pattern: `^[1-9][0-9]{0,${maxDigits - 1}}$` }) as const;

export const langProp = { type: 'string', maxLength: 10, pattern: '^[A-Za-z-]*$' } as const;
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

export const bannerSchema = {
  type: 'object',
  required: ['bannerId', 'groupName', 'title', 'url', 'linkageType', 'linkUrl'],
  properties: { bannerId: int, groupName: str, title: str, url: str, linkageType: int, linkUrl: { type: ['string', 'null'] } },
} as const;

export const noticeSchema = { type: 'object', required: ['id', 'title', 'content'], properties: { id: int, title: str, content: str } } as const;

export const bannersResponse = envelopeSchema({ type: 'array', items: bannerSchema });

export const noticesResponse = envelopeSchema({
  type: 'object',
  required: ['player', 'banners', 'popup', 'promotion'],
  properties: {
    player: { type: 'array', items: noticeSchema },
    banners: { type: 'array', items: bannerSchema },
    popup: { type: 'array', items: noticeSchema },
    promotion: { type: 'array', items: noticeSchema },
  },
});

/** types as an array or the comma list the site sends ('B,PL,PU,PR,H'). */
export const announcementParams = {
  type: 'object',
  properties: {
    types: {
      anyOf: [
        { type: 'string', maxLength: 40, pattern: `^(${ANNOUNCEMENT_TYPES.join('|')})(,(${ANNOUNCEMENT_TYPES.join('|')}))*$` },
        { type: 'array', maxItems: 5, items: { type: 'string', enum: [...ANNOUNCEMENT_TYPES] } },
      ],
    },
    platform: { type: 'string', enum: ['W', 'H5', 'APP'] },
    executionType: { type: 'string', enum: ['B'] },
    language: langProp,
    lang: langProp,
    merchantCode: { type: 'string', maxLength: 64 },
  },
} as const;

export const announcementsResponse = envelopeSchema({
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'type', 'platform', 'executionType', 'title', 'content', 'startTime', 'endTime'],
    properties: { id: int, type: str, platform: str, executionType: str, title: str, content: str, startTime: str, endTime: { type: ['string', 'null'] } },
  },
});

const messageSchema = {
  type: 'object',
  required: ['id', 'kind', 'feedbackId', 'title', 'content', 'read', 'createdAt'],
  properties: { id: int, kind: { type: 'string', enum: [...INBOX_KINDS] }, feedbackId: { type: ['integer', 'null'] }, title: str, content: str, read: { type: 'boolean' }, createdAt: str },
} as const;

export const inboxQuery = {
  type: 'object',
  properties: { pageNo: { ...smallIntString(5), default: '1' }, pageSize: { ...smallIntString(3), default: '15' } },
} as const;

export const inboxResponse = envelopeSchema({
  type: 'object',
  required: ['list', 'totalPages', 'unread'],
  properties: { list: { type: 'array', items: messageSchema }, totalPages: int, unread: int },
});

export const idParams = { type: 'object', required: ['id'], properties: { id: idString } } as const;

export const messageResponse = envelopeSchema(messageSchema);
export const nullResponse = envelopeSchema({ type: 'null' });
export const countResponse = envelopeSchema({ type: 'integer' });

export { feedbackJsonBody } from '../../../schema/api/content-schemas';

export const feedbackCreatedResponse = envelopeSchema({ type: 'object', required: ['id'], properties: { id: int } });

const nullableStr = { type: ['string', 'null'] } as const;
const feedbackItemProperties = {
  id: int,
  questionType: { type: 'string', enum: [...FEEDBACK_QUESTION_TYPES] },
  content: str,
  remarks: str,
  status: { type: 'string', enum: [...FEEDBACK_STATUSES] },
  reply: nullableStr,
  repliedAt: nullableStr,
  createdAt: str,
  images: { type: 'array', items: { type: 'object', required: ['id', 'mime', 'size', 'url'], properties: { id: int, mime: str, size: int, url: str } } },
} as const;
const feedbackItemRequired = ['id', 'questionType', 'content', 'remarks', 'status', 'reply', 'repliedAt', 'createdAt', 'images'] as const;

/** GET /wps/feedback: the member's own tickets, newest first, paged like the inbox. */
export const feedbackQuery = inboxQuery;
export const feedbackListResponse = envelopeSchema({
  type: 'object',
  required: ['list', 'totalPages'],
  properties: { list: { type: 'array', items: { type: 'object', required: feedbackItemRequired, properties: feedbackItemProperties } }, totalPages: int },
});

/** Operator view of a ticket: the member's username, who replied, when it closed. */
export const operatorFeedbackSchema = {
  type: 'object',
  required: [...feedbackItemRequired, 'username', 'repliedBy', 'closedAt'],
  properties: { ...feedbackItemProperties, username: nullableStr, repliedBy: nullableStr, closedAt: nullableStr },
} as const;

export const sentMessageSchema = {
  type: 'object',
  required: ['id', 'audience', 'username', 'vipLevels', 'feedbackId', 'title', 'content', 'sentBy', 'createdAt', 'readCount'],
  properties: {
    id: int,
    audience: { type: 'string', enum: ['member', 'broadcast'] },
    username: nullableStr,
    vipLevels: { anyOf: [{ type: 'array', items: int }, { type: 'null' }] },
    feedbackId: { type: ['integer', 'null'] },
    title: str,
    content: str,
    sentBy: str,
    createdAt: str,
    readCount: int,
  },
} as const;

/** Operator message input: title as text, content as HTML (sanitised before it is stored). */
export const messageTitle = { type: 'string', minLength: 1, maxLength: 200 } as const;
export const messageContent = { type: 'string', minLength: 1, maxLength: 20_000 } as const;

export const feedbackImageParams = {
  type: 'object',
  required: ['id', 'imageId'],
  properties: { id: idString, imageId: idString },
} as const;

export const csStoreResponse = envelopeSchema({
  type: 'array',
  items: {
    type: 'object',
    required: ['csType', 'title', 'path', 'service'],
    properties: { csType: int, title: str, path: str, service: str },
  },
});
