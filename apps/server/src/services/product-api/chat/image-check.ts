/**
 * What an attached image may be: a JPEG or a PNG, told by its first bytes (never by the name or the
 * declared type), at most IMAGE_MAX_BYTES, and kept without its metadata (EXIF with the place and the
 * phone, XMP, IPTC, comments, text chunks). No image library is in the tree and re-encoding in
 * JavaScript would decode untrusted pixels; the metadata is cut by walking the file's own structure
 * (JPEG segments, PNG chunks), which also refuses a file whose structure does not hold (decision 0025).
 */
export const IMAGE_MAX_BYTES = 3 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export type ImageProblem = 'empty' | 'tooLarge' | 'notAnImage' | 'malformed';

export type ImageCheck =
  | { ok: true; type: ImageType; bytes: Uint8Array }
  | { ok: false; problem: ImageProblem };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type the content says it is, by its magic bytes; undefined for anything else. */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  return undefined;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * A JPEG without its APP1-APP15 segments (EXIF, XMP, ICC, IPTC, maker notes) and comments (COM): the
 * segments before the scan are walked one by one; APP0 (JFIF) and the image's own tables stay; from the
 * start of scan on, the bytes are kept as they are. Undefined when a segment runs past the end or the
 * scan never starts.
 */
export function stripJpeg(bytes: Uint8Array): Uint8Array | undefined {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    if (marker === 0xd9) return undefined; // the end before any scan
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    if (length < 2 || at + 2 + length > bytes.length) return undefined;
    const segment = bytes.subarray(at, at + 2 + length);
    if (marker === 0xda) {
      parts.push(bytes.subarray(at));
      return concat(parts);
    }
    const metadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!metadata) parts.push(segment);
    at += 2 + length;
  }
  return undefined;
}

/** PNG chunks that carry text or metadata rather than the picture. */
const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME', 'iCCP']);

/**
 * A PNG without its text and metadata chunks: the chunks are walked from the signature to IEND, each
 * length checked; what follows IEND is dropped. Undefined when a chunk runs past the end, IHDR is not
 * first or IEND never comes.
 */
export function stripPng(bytes: Uint8Array): Uint8Array | undefined {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!/^[A-Za-z]{4}$/.test(type) || at + 12 + length > bytes.length) return undefined;
    if (first && type !== 'IHDR') return undefined;
    first = false;
    const chunk = bytes.subarray(at, at + 12 + length);
    if (!PNG_METADATA.has(type)) parts.push(chunk);
    at += 12 + length;
    if (type === 'IEND') return concat(parts);
  }
  return undefined;
}

/** The checks of an attached image, in order: something, not too large, a JPEG or PNG, and well made. */
export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (bytes.length > IMAGE_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  const type = sniffImage(bytes);
  if (!type) return { ok: false, problem: 'notAnImage' };
  const stripped = type === 'image/jpeg' ? stripJpeg(bytes) : stripPng(bytes);
  return stripped ? { ok: true, type, bytes: stripped } : { ok: false, problem: 'malformed' };
}
