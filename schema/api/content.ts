// Contract types for the content calls (spec §3 Banner, Notice, notice response, help items; §7
// announcements, inbox, feedback). Shared by runtime (site) and server; a renamed field breaks both.
// Bodies a route's schema states are derived from it (content-schemas.ts), by type-only imports.
import type { Static } from 'typebox';
import type {
  announcementSchema,
  bannerSchema,
  feedbackItemSchema,
  feedbackJsonBody,
  feedbackPageSchema,
  helpItemSchema,
  inboxMessageSchema,
  inboxPageSchema,
  noticeResponseSchema,
  noticeSchema,
  operatorBannerSchema,
  operatorHelpSchema,
  operatorNoticeSchema,
  operatorFeedbackSchema,
  sentMessageSchema,
} from './content-schemas';

/** spec §3 configuration: announcement types, platform W, execution type B. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** spec §2 Banner strip: one group per path, plus the forgot-password popup. */
export const BANNER_GROUPS = ['/', '/rng', '/live', '/fish', '/pvp', '/sports', '/esports', '/elott', '/cockfight', '/promotions', '/pointMall', '/help', '/register', 'w_forget'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** Home and its popup routes (spec §2 Banner strip): they show the '/' group. */
export const HOME_BANNER_PATHS = ['/', '/index', '/index.html', '/home', '/login', '/forget', '/resetPassword'] as const;

/** The banner group of a path: home and its popup routes use '/', /register.html uses '/register'. */
export function bannerGroupFor(pathname: string): string {
  const p = pathname.replace(/(.)\/+$/, '$1');
  if (p === '/register' || p === '/register.html') return '/register';
  if ((HOME_BANNER_PATHS as readonly string[]).includes(p)) return '/';
  return p;
}

/** Whether the platform has a banner group for this path (space is reserved for it while loading). */
export const hasBannerGroup = (pathname: string) => (BANNER_GROUPS as readonly string[]).includes(bannerGroupFor(pathname));

/** spec §3 Banner. url is absolute or same-origin (/wps/content/banner-image/:id). */
export type Banner = Static<typeof bannerSchema>;

/** Operator API: a banner as operators manage it (GET /api/operator/content/banners). */
export type OperatorBanner = Static<typeof operatorBannerSchema>;

/**
 * An operator's banner upload: PNG or JPEG (spec §9 uploads) of at most 2 MB: a banner is on every visit's first
 * screen, so it is kept smaller than the 5 MB of a player's receipt. The site shows it at 10:3 (content.css).
 */
export const BANNER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** spec §3 notice response: the lists a notice can be in (player notices, the popup, promotion). */
export const NOTICE_KINDS = ['player', 'popup', 'promotion'] as const;

/** Operator API: a notice as operators manage it (GET /api/operator/content/notices). */
export type OperatorNotice = Static<typeof operatorNoticeSchema>;

export type OperatorHelpArticle = Static<typeof operatorHelpSchema>;

/** spec §3 Notice: content is sanitised HTML. */
export type Notice = Static<typeof noticeSchema>;

/** GET /wps/content/notices: spec §3 notice response. */
export type NoticeResponse = Static<typeof noticeResponseSchema>;

/** One item of /wps/relay/MCSFE_getListAnnouncements. */
export type Announcement = Static<typeof announcementSchema>;

/** GET /wps/system/helpCenter item (spec §3 Help item: tag, title); tags include 'term' and 'agent'. */
export type HelpItem = Static<typeof helpItemSchema>;

/**
 * Inbox (spec §2 messageV2). kind: personal (to this member), broadcast (to the brand's members or some VIP
 * levels), feedbackReply (an operator's answer to the member's feedback ticket feedbackId; the site titles it
 * in the reader's language).
 */
export const INBOX_KINDS = ['personal', 'broadcast', 'feedbackReply'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export type InboxMessage = Static<typeof inboxMessageSchema>;

export type InboxPage = Static<typeof inboxPageSchema>;

/** Operator API: what operators sent (GET /api/operator/content/messages). */
export type SentMessage = Static<typeof sentMessageSchema>;

/** Inbox page size (spec §9 page size 15). */
export const INBOX_PAGE_SIZE = 15;

/** spec §5 Feedback and §9 Uploads. */
export const FEEDBACK_LIMITS = {
  minWords: 5,
  maxWords: 500,
  remarksMaxChars: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

/**
 * Words for the feedback limit: whitespace-separated runs, where each CJK/Hiragana/Katakana/Hangul
 * character counts as one word (those scripts do not separate words with spaces).
 */
export function countWords(text: string): number {
  const cjk = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/gu;
  const cjkCount = (text.match(cjk) ?? []).length;
  const rest = text.replace(cjk, ' ').trim();
  return cjkCount + (rest ? rest.split(/\s+/u).length : 0);
}

/** spec §3 support ticket: question type. */
export const FEEDBACK_QUESTION_TYPES = ['deposit', 'withdrawal', 'game', 'promotion', 'account', 'suggestion', 'other'] as const;
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];

/** A ticket is open until an operator replies (replied) or closes it (closed). */
export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Longest operator reply (characters). */
export const FEEDBACK_REPLY_MAX_CHARS = 2000;

/** PUT /wps/feedback as JSON: the route's body schema (content-schemas.ts). */
export type FeedbackJsonBody = Static<typeof feedbackJsonBody>;

export type FeedbackImage = FeedbackItem['images'][number];

/** One of the member's own tickets (GET /wps/feedback). */
export type FeedbackItem = Static<typeof feedbackItemSchema>;

export type FeedbackPage = Static<typeof feedbackPageSchema>;

/** Operator API: a ticket with who wrote it (GET /api/operator/content/feedback[/:id]). */
export type OperatorFeedback = Static<typeof operatorFeedbackSchema>;
