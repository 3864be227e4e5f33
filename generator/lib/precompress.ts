// Pre-compressed copies of the text files of a built brand (file.br and file.gz next to file), so the
// platform server or nginx (`gzip_static` / `brotli_static`) sends them without compressing per request.
// Hashed runtime assets are the same for every brand: their compressed bytes are cached by content hash.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.webmanifest', '.xml', '.txt', '.map']);
/** Below this, compression saves less than the header costs. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

export interface PrecompressResult {
  files: number;
  rawBytes: number;
  brBytes: number;
}

export function precompress(root: string, cacheDir?: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, rawBytes: 0, brBytes: 0 };
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  for (const file of [...files(root)]) {
    if (!COMPRESSIBLE.has(extname(file).toLowerCase()) || statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const key = createHash('sha256').update(data).digest('hex');
    const cached = (ext: string) => (cacheDir ? join(cacheDir, `${key}${ext}`) : null);
    for (const [ext, compress] of [
      ['.br', () => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })],
      ['.gz', () => gzipSync(data, { level: 9 })],
    ] as const) {
      const hit = cached(ext);
      let out: Buffer;
      if (hit && existsSync(hit)) out = readFileSync(hit);
      else {
        out = compress();
        if (hit) writeFileSync(hit, out);
      }
      writeFileSync(file + ext, out);
      if (ext === '.br') result.brBytes += out.length;
    }
    result.files += 1;
    result.rawBytes += data.length;
  }
  return result;
}
