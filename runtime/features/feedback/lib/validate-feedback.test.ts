import { describe, expect, it } from 'vitest';
import { checkImage, validateFeedback } from './validate-feedback';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]);
const OK = { questionType: 'deposit', content: 'My deposit has not arrived yet', remarks: '' };

describe('spec §5 feedback rules in the browser', () => {
  it('accepts a complete form and names each broken rule with its message key', () => {
    expect(validateFeedback(OK)).toEqual({});
    expect(validateFeedback({ questionType: '', content: '   ', remarks: 'r'.repeat(141) })).toEqual({
      questionType: { key: 'err_feedback_question_type' },
      content: { key: 'err_feedback_empty' },
      remarks: { key: 'err_feedback_remarks', max: 140 },
    });
    expect(validateFeedback({ ...OK, content: 'too few words' }).content).toEqual({ key: 'err_feedback_words', min: 5, max: 500 });
    expect(validateFeedback({ ...OK, content: 'w '.repeat(501) }).content?.key).toBe('err_feedback_words');
    // Chinese: each character counts as a word.
    expect(validateFeedback({ ...OK, content: '我的存款还没有到账' })).toEqual({});
    expect(validateFeedback({ ...OK, remarks: '字'.repeat(140) })).toEqual({});
  });

  it('takes PNG and JPG by their bytes, refuses anything else, files over 5 MB and a fourth image', async () => {
    expect(await checkImage(new Blob([PNG], { type: 'image/png' }), 0)).toBeNull();
    expect(await checkImage(new Blob([JPG], { type: 'image/jpeg' }), 2)).toBeNull();
    // A GIF renamed and typed as PNG is still a GIF.
    expect(await checkImage(new Blob([new TextEncoder().encode('GIF89a....')], { type: 'image/png' }), 0)).toEqual({ key: 'err_feedback_image_type' });
    expect(await checkImage(new Blob([PNG, new Uint8Array(5 * 1024 * 1024)], { type: 'image/png' }), 0)).toEqual({ key: 'err_feedback_image_size' });
    expect(await checkImage(new Blob([PNG], { type: 'image/png' }), 3)).toEqual({ key: 'err_feedback_image_count', max: 3 });
  });
});
