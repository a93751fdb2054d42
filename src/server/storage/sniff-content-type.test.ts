/** @jest-environment node */
import { sniffContentType } from './sniff-content-type';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'latin1');

describe('sniffContentType', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['WebP', text('RIFF\x10\x00\x00\x00WEBPVP8 '), 'image/webp'],
    ['HEIC', text('\x00\x00\x00\x18ftypheic\x00\x00'), 'image/heic'],
    ['HEIF (mif1)', text('\x00\x00\x00\x18ftypmif1\x00\x00'), 'image/heic'],
    ['PDF', text('%PDF-1.7\n'), 'application/pdf'],
  ])('recognises %s by its leading bytes', (_name, head, expected) => {
    expect(sniffContentType(head)).toBe(expected);
  });

  it.each([
    ['plain text', text('hello world, not an image')],
    ['HTML posing as an image', text('<html><script>')],
    ['a RIFF that is not WebP (WAV)', text('RIFF\x10\x00\x00\x00WAVEfmt ')],
    ['an MP4 (ftyp of another brand)', text('\x00\x00\x00\x18ftypisom\x00\x00')],
    ['a truncated JPEG marker', bytes(0xff, 0xd8)],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(sniffContentType(head)).toBeNull();
  });
});
