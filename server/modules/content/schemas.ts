// JSON schemas for the content calls: inputs here, answers from schema/api/content-schemas.ts (the shared contract).
export { bannerSchema, noticeSchema, operatorBannerSchema, operatorHelpSchema, operatorNoticeSchema, operatorFeedbackSchema, sentMessageSchema };
import { ANNOUNCEMENT_TYPES } from '../../../schema/api/content';
import {
  announcementSchema,
  bannerSchema,
  feedbackPageSchema,
  inboxMessageSchema,
  inboxPageSchema,
  noticeResponseSchema,
  noticeSchema,
  operatorBannerSchema,
  operatorHelpSchema,
  operatorNoticeSchema,
  operatorFeedbackSchema,
  sentMessageSchema,
} from '../../../schema/api/content-schemas';
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



export const bannersResponse = envelopeSchema({ type: 'array', items: bannerSchema });

export const noticesResponse = envelopeSchema(noticeResponseSchema);

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

export const announcementsResponse = envelopeSchema({ type: 'array', items: announcementSchema });


export const inboxQuery = {
  type: 'object',
  properties: { pageNo: { ...smallIntString(5), default: '1' }, pageSize: { ...smallIntString(3), default: '15' } },
} as const;

export const inboxResponse = envelopeSchema(inboxPageSchema);

export const idParams = { type: 'object', required: ['id'], properties: { id: idString } } as const;

export const messageResponse = envelopeSchema(inboxMessageSchema);
export const nullResponse = envelopeSchema({ type: 'null' });
export const countResponse = envelopeSchema({ type: 'integer' });

export { feedbackJsonBody } from '../../../schema/api/content-schemas';

export const feedbackCreatedResponse = envelopeSchema({ type: 'object', required: ['id'], properties: { id: int } });


/** GET /wps/feedback: the member's own tickets, newest first, paged like the inbox. */
export const feedbackQuery = inboxQuery;
export const feedbackListResponse = envelopeSchema(feedbackPageSchema);



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
