// JSON schemas of content call bodies (spec §7): the server validates and documents with these objects, and
// schema/api/content.ts derives the types from them (Static, a type-only import). Plain JSON Schema: the site
// never imports this file's values.

import { FEEDBACK_QUESTION_TYPES } from './content';

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
