// JSON schemas of the content calls (spec §7), bodies and answers: the server validates, serialises and documents
// with these objects, and schema/api/content.ts derives the types from them (Static, a type-only import), so the
// contract is kept once (issue 14 item 3). Plain JSON Schema: the site never imports this file's values.
import { ANNOUNCEMENT_TYPES, FEEDBACK_QUESTION_TYPES, FEEDBACK_STATUSES, INBOX_KINDS } from './content';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const nullableStr = { type: ['string', 'null'] } as const;


/** PUT /wps/feedback as JSON (the multipart form has the same field names; files under 'images'). */
export const feedbackJsonBody = {
  type: 'object',
  required: ['questionType', 'content'],
  additionalProperties: false,
  properties: {
    questionType: { type: 'string', enum: FEEDBACK_QUESTION_TYPES },
    content: { type: 'string', maxLength: 20000 },
    remarks: { type: 'string', maxLength: 2000 },
    images: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        required: ['data'],
        additionalProperties: false,
        properties: { name: { type: 'string', maxLength: 200 }, data: { type: 'string', maxLength: 7_200_000, contentEncoding: 'base64' } },
      },
    },
  },
} as const;

/** spec §3 Banner. url is absolute or same-origin (/wps/content/banner-image/:id); a truthy linkageType makes it open linkUrl. */
export const bannerSchema = {
  type: 'object',
  required: ['bannerId', 'groupName', 'title', 'url', 'linkageType', 'linkUrl'],
  properties: { bannerId: int, groupName: str, title: str, url: str, linkageType: int, linkUrl: { type: ['string', 'null'] } },
} as const;

/** Operator API (issue 19 item 2): a banner row as operators manage it; url as the site gets it. */
export const operatorBannerSchema = {
  type: 'object',
  required: ['id', 'groupName', 'language', 'title', 'url', 'uploaded', 'linkUrl', 'sortOrder', 'activeFrom', 'activeUntil', 'createdAt', 'updatedAt'],
  properties: {
    id: int,
    groupName: str,
    language: { type: ['string', 'null'] },
    title: str,
    url: str,
    uploaded: { type: 'boolean' },
    linkUrl: { type: ['string', 'null'] },
    sortOrder: int,
    activeFrom: { type: ['string', 'null'] },
    activeUntil: { type: ['string', 'null'] },
    createdAt: str,
    updatedAt: str,
  },
} as const;

/** Operator API (issue 19 item 2): a notice of one kind and language; content sanitised as the site shows it. */
export const operatorNoticeSchema = {
  type: 'object',
  required: ['id', 'kind', 'language', 'title', 'content', 'sortOrder', 'createdAt'],
  properties: { id: int, kind: { type: 'string', enum: ['player', 'popup', 'promotion'] }, language: str, title: str, content: str, sortOrder: int, createdAt: str },
} as const;

/** A help article as operators manage it (issue 19; spec §7 helpCenter): content is sanitised HTML. */
export const operatorHelpSchema = {
  type: 'object',
  required: ['id', 'language', 'device', 'tag', 'title', 'content', 'sortOrder', 'createdAt'],
  properties: { id: int, language: str, device: str, tag: str, title: str, content: str, sortOrder: int, createdAt: str },
} as const;

/** spec §3 Notice: content is sanitised HTML. */
export const noticeSchema = { type: 'object', required: ['id', 'title', 'content'], properties: { id: int, title: str, content: str } } as const;

/** GET /wps/content/notices: spec §3 notice response. */
export const noticeResponseSchema = {
  type: 'object',
  required: ['player', 'banners', 'popup', 'promotion'],
  properties: {
    player: { type: 'array', items: noticeSchema },
    banners: { type: 'array', items: bannerSchema },
    popup: { type: 'array', items: noticeSchema },
    promotion: { type: 'array', items: noticeSchema },
  },
} as const;

/** One item of /wps/relay/MCSFE_getListAnnouncements (content: sanitised HTML). */
export const announcementSchema = {
  type: 'object',
  required: ['id', 'type', 'platform', 'executionType', 'title', 'content', 'startTime', 'endTime'],
  properties: { id: int, type: { type: 'string', enum: [...ANNOUNCEMENT_TYPES] }, platform: str, executionType: str, title: str, content: str, startTime: str, endTime: nullableStr },
} as const;

/** GET /wps/system/helpCenter item (spec §3 Help item: tag, title); tags include 'term' and 'agent'; content is sanitised HTML. */
export const helpItemSchema = { type: 'object', required: ['id', 'tag', 'title', 'content'], properties: { id: int, tag: str, title: str, content: str } } as const;

/** An inbox message (spec §2 messageV2); content is sanitised HTML. */
export const inboxMessageSchema = {
  type: 'object',
  required: ['id', 'kind', 'feedbackId', 'title', 'content', 'read', 'createdAt'],
  properties: { id: int, kind: { type: 'string', enum: [...INBOX_KINDS] }, feedbackId: { type: ['integer', 'null'] }, title: str, content: str, read: { type: 'boolean' }, createdAt: str },
} as const;

export const inboxPageSchema = {
  type: 'object',
  required: ['list', 'totalPages', 'unread'],
  properties: { list: { type: 'array', items: inboxMessageSchema }, totalPages: int, unread: int },
} as const;

const feedbackItemProperties = {
  id: int,
  questionType: { type: 'string', enum: [...FEEDBACK_QUESTION_TYPES] },
  content: str,
  remarks: str,
  status: { type: 'string', enum: [...FEEDBACK_STATUSES] },
  reply: { type: ['string', 'null'], description: "The operator's reply (plain text), or null." },
  repliedAt: nullableStr,
  createdAt: str,
  images: {
    type: 'array',
    items: {
      type: 'object',
      required: ['id', 'mime', 'size', 'url'],
      properties: { id: int, mime: str, size: int, url: { type: 'string', description: "Same-origin URL: GET (with the member's token) returns the stored image." } },
    },
  },
} as const;
const feedbackItemRequired = ['id', 'questionType', 'content', 'remarks', 'status', 'reply', 'repliedAt', 'createdAt', 'images'] as const;

/** One of the member's own tickets (GET /wps/feedback). */
export const feedbackItemSchema = { type: 'object', required: feedbackItemRequired, properties: feedbackItemProperties } as const;

/** GET /wps/feedback: the member's own tickets, newest first, paged like the inbox. */
export const feedbackPageSchema = { type: 'object', required: ['list', 'totalPages'], properties: { list: { type: 'array', items: feedbackItemSchema }, totalPages: int } } as const;

/** Operator API: a ticket with who wrote it, who replied, when it closed (GET /api/operator/content/feedback[/:id]). */
export const operatorFeedbackSchema = {
  type: 'object',
  required: [...feedbackItemRequired, 'username', 'repliedBy', 'closedAt'],
  properties: { ...feedbackItemProperties, username: nullableStr, repliedBy: nullableStr, closedAt: nullableStr },
} as const;

/** Operator API: what operators sent (GET /api/operator/content/messages). readCount: member 1 once read, else 0; broadcast: how many members have read it. */
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
