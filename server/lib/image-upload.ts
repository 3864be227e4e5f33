// spec §5/§9 uploads: PNG or JPG only, at most 5 MB. Images sent in JSON bodies as base64 data URLs (withdrawal
// proof, deposit receipt) are read here: the type comes from the bytes (magic numbers), never from what the data
// URL or a file name declares.

export type ImageMime = 'image/png' | 'image/jpeg';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/;

/** PNG or JPEG by magic bytes; anything else is null. */
export function sniffImage(data: Buffer): ImageMime | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG)) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}

export type DecodedImage = { ok: true; mime: ImageMime; data: Buffer } | { ok: false; reason: 'format' | 'size' };

/** A data:image/png|jpeg;base64 URL whose bytes are a PNG or JPEG of at most `maxBytes`. */
export function decodeImageDataUrl(text: string, maxBytes: number): DecodedImage {
  const m = DATA_URL.exec(text);
  if (!m) return { ok: false, reason: 'format' };
  // Size from the base64 length first, so an oversized upload is refused before it is decoded.
  const padding = m[2].endsWith('==') ? 2 : m[2].endsWith('=') ? 1 : 0;
  if ((m[2].length / 4) * 3 - padding > maxBytes) return { ok: false, reason: 'size' };
  const data = Buffer.from(m[2], 'base64');
  const mime = sniffImage(data);
  if (!mime) return { ok: false, reason: 'format' };
  return { ok: true, mime, data };
}
