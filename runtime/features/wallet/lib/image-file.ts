// spec §5/§9 uploads: PNG or JPG only, at most 5 MB. Checked here before anything is sent (the server checks the
// bytes again), then read as a data URL for the JSON body.
import { UPLOAD_MAX_BYTES } from '../../../../schema/api/wallet';

export type ImageCheck = { ok: true } | { ok: false; errorKey: 'err_receipt_image_type' | 'err_receipt_image_size' };

export function checkImageFile(file: { type: string; size: number; name: string }): ImageCheck {
  const typeOk = file.type === 'image/png' || file.type === 'image/jpeg' || (!file.type && /\.(png|jpe?g)$/i.test(file.name));
  if (!typeOk) return { ok: false, errorKey: 'err_receipt_image_type' };
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, errorKey: 'err_receipt_image_size' };
  return { ok: true };
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
