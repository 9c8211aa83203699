/**
 * Small, well-formed images with metadata inside, for the tests of the image checks and the chat's
 * uploads (test support: imported by tests only).
 */

function segment(marker: number, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + payload.length);
  out.set([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  out.set(payload, 4);
  return out;
}

const ascii = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));

function join(parts: Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts.map((p) => Buffer.from(p))));
}

/** A JPEG's skeleton: JFIF, an EXIF with a GPS place and a phone model, XMP, a comment, tables and a scan. */
export function jpegWithExif(): Uint8Array {
  return join([
    new Uint8Array([0xff, 0xd8]),
    segment(0xe0, ascii('JFIF\0\x01\x01\0\0\x01\0\x01\0\0')),
    segment(0xe1, ascii('Exif\0\0MM\0*GPS -23.5614,-46.6559 Model Pixel 8')),
    segment(0xe1, ascii('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>author</x:xmpmeta>')),
    segment(0xfe, ascii('segredo do comentario')),
    segment(0xdb, new Uint8Array(65).fill(1)),
    segment(0xc0, new Uint8Array([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    segment(0xda, new Uint8Array([1, 1, 0, 0, 0x3f, 0])),
    new Uint8Array([0x12, 0x34, 0x56, 0xff, 0x00, 0x78, 0xff, 0xd9]),
  ]);
}

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(new Uint8Array(out.subarray(4, 8 + data.length))), 8 + data.length);
  return new Uint8Array(out);
}

/** A 1x1 PNG with a tEXt chunk naming a place and an eXIf chunk. */
export function pngWithText(): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return join([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', new Uint8Array(ihdr)),
    chunk('tEXt', ascii('Comment\0GPS São Paulo')),
    chunk('eXIf', ascii('MM\0*model')),
    chunk('IDAT', new Uint8Array([0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00])),
    chunk('IEND', new Uint8Array()),
  ]);
}
