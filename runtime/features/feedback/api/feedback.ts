// spec §7 PUT /wps/feedback (spec §5 form: question type, content, remarks, up to 3 PNG/JPG images, sent as
// multipart with the files under "images") and GET /wps/feedback (the member's own tickets, status and reply).
// A ticket's images need the member's token, so they are fetched here and shown as object URLs.
import type { FeedbackPage, FeedbackQuestionType } from '../../../../schema/api/content';
import { ApiError, apiGet, call, http } from '../../../lib/api';

export interface FeedbackForm {
  questionType: FeedbackQuestionType;
  content: string;
  remarks: string;
  images: File[];
}

export function submitFeedback(form: FeedbackForm): Promise<{ id: number }> {
  const body = new FormData();
  body.append('questionType', form.questionType);
  body.append('content', form.content);
  body.append('remarks', form.remarks);
  for (const file of form.images) body.append('images', file, file.name);
  return call<{ id: number }>('wps/feedback', { method: 'put', body, timeout: 60_000 });
}

export const getMyFeedback = (pageNo: number) => apiGet<FeedbackPage>('wps/feedback', { pageNo: String(pageNo) });

/** A stored image of the member's own ticket, as a Blob. */
export async function getFeedbackImage(url: string): Promise<Blob> {
  const res = await http(url.replace(/^\//, ''));
  if (!res.ok) throw new ApiError('err_not_found', res.status);
  return res.blob();
}
