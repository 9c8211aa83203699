import { describe, expect, it } from 'vitest';
import { jpegWithExif, pngWithText } from '../../../test/chat-images.ts';
import { checkImage, IMAGE_MAX_BYTES, sniffImage, stripJpeg, stripPng } from './image-check.ts';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('attached images', () => {
  it('tells JPEG and PNG by their first bytes, whatever anyone says they are', () => {
    expect(sniffImage(jpegWithExif())).toBe('image/jpeg');
    expect(sniffImage(pngWithText())).toBe('image/png');
    expect(sniffImage(new TextEncoder().encode('GIF89a...'))).toBeUndefined();
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });

  it('cuts the EXIF (place, phone), XMP and comment segments of a JPEG and keeps the picture', () => {
    const original = jpegWithExif();
    expect(text(original)).toContain('Exif');
    expect(text(original)).toContain('-23.5614');
    const stripped = stripJpeg(original);
    expect(stripped).toBeDefined();
    const out = text(stripped as Uint8Array);
    expect(out).not.toContain('Exif');
    expect(out).not.toContain('-23.5614');
    expect(out).not.toContain('Pixel 8');
    expect(out).not.toContain('segredo do comentario');
    // JFIF (APP0), the tables and the scan stay, byte for byte
    expect(out).toContain('JFIF');
    expect(out.endsWith(text(original).slice(text(original).indexOf('\xff\xda')))).toBe(true);
  });

  it('cuts the text and EXIF chunks of a PNG and keeps its image chunks up to IEND', () => {
    const original = pngWithText();
    expect(text(original)).toContain('GPS São Paulo');
    const stripped = stripPng(original) as Uint8Array;
    const out = text(stripped);
    expect(out).not.toContain('GPS');
    expect(out).not.toContain('eXIf');
    expect(out).toContain('IHDR');
    expect(out).toContain('IDAT');
    expect(out.endsWith('IEND\xae\x42\x60\x82')).toBe(true);
  });

  it('refuses what is empty, too large, not an image, or whose structure does not hold', () => {
    expect(checkImage(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    const large = new Uint8Array(IMAGE_MAX_BYTES + 1);
    large.set([0xff, 0xd8, 0xff]);
    expect(checkImage(large)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(checkImage(new TextEncoder().encode('%PDF-1.7'))).toEqual({ ok: false, problem: 'notAnImage' });
    const cut = jpegWithExif().subarray(0, 30);
    expect(checkImage(cut)).toEqual({ ok: false, problem: 'malformed' });
    const png = pngWithText();
    expect(checkImage(png.subarray(0, png.length - 12))).toEqual({ ok: false, problem: 'malformed' });
    const checked = checkImage(jpegWithExif());
    expect(checked.ok && checked.type).toBe('image/jpeg');
  });
});
