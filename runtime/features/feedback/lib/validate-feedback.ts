// spec §5 Feedback rules, checked in the browser before anything is sent (the server checks the same, with the same
// message keys): a question type; content not empty and within the word limits; remarks up to 140 characters;
// images PNG or JPG (by their first bytes, not only the declared type), at most 5 MB each, at most 3.
import { countWords, FEEDBACK_LIMITS, FEEDBACK_QUESTION_TYPES } from '../../../../schema/api/content';

export interface FeedbackDraft {
  questionType: string;
  content: string;
  remarks: string;
}

/** Field → the message key (errors.json) and its bounds, for each field that breaks a rule. */
export type FeedbackErrors = Partial<Record<'questionType' | 'content' | 'remarks' | 'images', { key: string; min?: number; max?: number }>>;

export function validateFeedback(d: FeedbackDraft): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (!(FEEDBACK_QUESTION_TYPES as readonly string[]).includes(d.questionType)) errors.questionType = { key: 'err_feedback_question_type' };
  const words = countWords(d.content.trim());
  if (words === 0) errors.content = { key: 'err_feedback_empty' };
  else if (words < FEEDBACK_LIMITS.minWords || words > FEEDBACK_LIMITS.maxWords) errors.content = { key: 'err_feedback_words', min: FEEDBACK_LIMITS.minWords, max: FEEDBACK_LIMITS.maxWords };
  if ([...d.remarks.trim()].length > FEEDBACK_LIMITS.remarksMaxChars) errors.remarks = { key: 'err_feedback_remarks', max: FEEDBACK_LIMITS.remarksMaxChars };
  return errors;
}

/** PNG or JPEG by magic bytes (as the server decides), else null. */
export function sniffImage(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Why a picked file cannot be attached next to `already` others (a message key and bounds), or null. */
export async function checkImage(file: Blob, already: number): Promise<{ key: string; max?: number } | null> {
  if (already >= FEEDBACK_LIMITS.maxImages) return { key: 'err_feedback_image_count', max: FEEDBACK_LIMITS.maxImages };
  if (file.size > FEEDBACK_LIMITS.maxImageBytes) return { key: 'err_feedback_image_size' };
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (!sniffImage(head)) return { key: 'err_feedback_image_type' };
  return null;
}
