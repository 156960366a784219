/**
 * What a file is, told by its first bytes, never by its name or the type the client declared:
 * both are whatever the sender wants them to be.
 */

export const IMAGE_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type ImageMediaType = (typeof IMAGE_MEDIA_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string): number[] => Array.from(Buffer.from(text, 'latin1'));

/** The image formats we decode, by their signatures; null for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageMediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))
  )
    return 'image/avif';
  return null;
}

/** Programs for some operating system: never something a design marketplace hands out. */
export function isExecutable(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, ascii('MZ')) ||
    startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]) ||
    startsWith(bytes, [0xfe, 0xed, 0xfa, 0xce]) ||
    startsWith(bytes, [0xfe, 0xed, 0xfa, 0xcf]) ||
    startsWith(bytes, [0xce, 0xfa, 0xed, 0xfe]) ||
    startsWith(bytes, [0xcf, 0xfa, 0xed, 0xfe]) ||
    startsWith(bytes, [0xca, 0xfe, 0xba, 0xbe]) ||
    startsWith(bytes, ascii('#!'))
  );
}

const TEXT_HEAD = 1024;

/** The leading text of a file that looks like text (no NUL in its first KiB), lower-cased, BOM and spaces skipped. */
function textHead(bytes: Uint8Array): string | null {
  const head = bytes.subarray(0, TEXT_HEAD);
  if (head.includes(0)) return null;
  return new TextDecoder('utf-8', { fatal: false })
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
}

/**
 * A deliverable's media type, for its record and its download: the formats design files come in,
 * else `application/octet-stream`. Downloads are attachments whatever the type (see the serving
 * routes), so this only informs; it never makes a file active content.
 */
export function fileTypeOf(bytes: Uint8Array): string {
  const image = imageTypeOf(bytes);
  if (image !== null) return image;
  if (startsWith(bytes, ascii('PK\u0003\u0004')) || startsWith(bytes, ascii('PK\u0005\u0006')))
    return 'application/zip';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, ascii('%!PS'))) return 'application/postscript';
  if (startsWith(bytes, [0xc5, 0xd0, 0xd3, 0xc6])) return 'application/postscript';
  if (startsWith(bytes, ascii('fig-kiwi'))) return 'application/x-figma';
  if (startsWith(bytes, [0x1f, 0x8b])) return 'application/gzip';
  const text = textHead(bytes);
  if (text === null) return 'application/octet-stream';
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) return 'image/svg+xml';
  if (text.startsWith('<!doctype html') || text.startsWith('<html')) return 'text/html';
  if (text.startsWith('{') || text.startsWith('[')) return 'application/json';
  return 'text/plain';
}
