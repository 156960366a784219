import type { ImageMediaType } from './media-type.js';

/**
 * Where an image's own data ends, walked from its container structure; null when the data stops
 * before the structure does (a truncated or damaged file). An upload must be exactly one image:
 * bytes after its end are how polyglots (a PNG that is also an HTML page, a GIF that is also a
 * script) smuggle a second meaning, so they are refused rather than quietly dropped.
 */
export function imageEnd(bytes: Uint8Array, type: ImageMediaType): number | null {
  switch (type) {
    case 'image/png':
      return pngEnd(bytes);
    case 'image/jpeg':
      return jpegEnd(bytes);
    case 'image/gif':
      return gifEnd(bytes);
    case 'image/webp':
      return riffEnd(bytes);
    case 'image/avif':
      return isoBoxesEnd(bytes);
  }
}

/** What follows the image's end, other than zero padding some writers add. */
export function hasTrailingData(bytes: Uint8Array, end: number): boolean {
  for (let i = end; i < bytes.length; i += 1) if (bytes[i] !== 0) return true;
  return false;
}

const u16 = (bytes: Uint8Array, at: number): number => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number): number =>
  (((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)) >>> 0;
const u32le = (bytes: Uint8Array, at: number): number =>
  ((bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16) | ((bytes[at + 3] ?? 0) << 24)) >>> 0;

function pngEnd(bytes: Uint8Array): number | null {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = u32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const next = at + 12 + length;
    if (next > bytes.length) return null;
    if (type === 'IEND') return next;
    at = next;
  }
  return null;
}

function jpegEnd(bytes: Uint8Array): number | null {
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at] === 0xff) at += 1;
    const marker = bytes[at];
    if (marker === undefined) return null;
    at += 1;
    if (marker === 0xd9) return at;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (at + 2 > bytes.length) return null;
    at += u16(bytes, at);
    if (at > bytes.length) return null;
    if (marker === 0xda) {
      // Entropy-coded data: a 0xFF in it is always followed by 0x00 (stuffing) or a restart marker.
      while (at < bytes.length) {
        if (bytes[at] !== 0xff) {
          at += 1;
          continue;
        }
        const following = bytes[at + 1];
        if (following === undefined) return null;
        if (following === 0x00 || (following >= 0xd0 && following <= 0xd7)) at += 2;
        else break;
      }
    }
  }
  return null;
}

function skipSubBlocks(bytes: Uint8Array, start: number): number | null {
  let at = start;
  for (;;) {
    const size = bytes[at];
    if (size === undefined) return null;
    at += 1;
    if (size === 0) return at;
    at += size;
  }
}

function gifEnd(bytes: Uint8Array): number | null {
  if (bytes.length < 13) return null;
  const flags = bytes[10] ?? 0;
  let at: number | null = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  while (at !== null && at < bytes.length) {
    const block: number | undefined = bytes[at];
    if (block === 0x3b) return at + 1;
    if (block === 0x21) {
      at = skipSubBlocks(bytes, at + 2);
    } else if (block === 0x2c) {
      const imageFlags = bytes[at + 9] ?? 0;
      const table = imageFlags & 0x80 ? 3 * 2 ** ((imageFlags & 0x07) + 1) : 0;
      // Descriptor (10 bytes), local colour table, LZW minimum code size, then the data's sub-blocks.
      at = skipSubBlocks(bytes, at + 10 + table + 1);
    } else {
      return null;
    }
  }
  return null;
}

function riffEnd(bytes: Uint8Array): number | null {
  if (bytes.length < 12) return null;
  const size = u32le(bytes, 4);
  const end = 8 + size + (size % 2);
  return end <= bytes.length ? end : null;
}

function isoBoxesEnd(bytes: Uint8Array): number | null {
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = u32(bytes, at);
    if (size === 0) return bytes.length;
    if (size === 1) {
      if (at + 16 > bytes.length) return null;
      size = u32(bytes, at + 8) * 2 ** 32 + u32(bytes, at + 12);
    }
    if (size < 8) return null;
    at += size;
  }
  return at === bytes.length ? at : null;
}
