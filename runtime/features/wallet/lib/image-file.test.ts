import { describe, expect, it } from 'vitest';
import { checkImageFile } from './image-file';

describe('receipt and proof images (spec §9: PNG or JPG, at most 5 MB)', () => {
  it('takes PNG and JPG up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 5 * 1024 * 1024, name: 'a.png' })).toEqual({ ok: true });
    expect(checkImageFile({ type: 'image/jpeg', size: 10, name: 'a.jpg' })).toEqual({ ok: true });
    expect(checkImageFile({ type: '', size: 10, name: 'scan.JPEG' })).toEqual({ ok: true });
  });
  it('refuses other types and bigger files with the message the server would give', () => {
    expect(checkImageFile({ type: 'image/gif', size: 10, name: 'a.gif' })).toEqual({ ok: false, errorKey: 'err_receipt_image_type' });
    expect(checkImageFile({ type: 'application/pdf', size: 10, name: 'a.png' })).toEqual({ ok: false, errorKey: 'err_receipt_image_type' });
    expect(checkImageFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1, name: 'a.png' })).toEqual({ ok: false, errorKey: 'err_receipt_image_size' });
  });
});
