import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

export type ContentEncoding = 'identity' | 'gzip' | 'deflate' | 'br';

/** A header line longer than this is not a Sentry envelope header (real ones are well under 2 KiB). */
export const MAX_HEADER_BYTES = 64 * 1024;
const NEWLINE = 0x0a;

/** The body's single content coding, or null when it is one the tunnel cannot read. */
export function readContentEncoding(header: string | undefined): ContentEncoding | null {
  const value = (header ?? '').trim().toLowerCase();
  switch (value) {
    case '':
    case 'identity':
      return 'identity';
    case 'gzip':
    case 'x-gzip':
      return 'gzip';
    case 'deflate':
      return 'deflate';
    case 'br':
      return 'br';
    default:
      return null;
  }
}

/**
 * The envelope's first line (its JSON header), decoded as UTF-8, or null when the body cannot be
 * decompressed or has no header line within MAX_HEADER_BYTES. A compressed body is inflated only
 * as far as its first newline, so a small body that inflates enormously costs nothing.
 */
export async function readHeaderLine(body: Buffer, encoding: ContentEncoding): Promise<string | null> {
  if (encoding === 'identity') {
    const end = body.indexOf(NEWLINE);
    return firstLine([end === -1 ? body : body.subarray(0, end)]);
  }
  const inflated = decompressor(encoding);
  inflated.end(body);
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of inflated as AsyncIterable<Buffer>) {
      const end = chunk.indexOf(NEWLINE);
      const part = end === -1 ? chunk : chunk.subarray(0, end);
      chunks.push(part);
      length += part.length;
      if (end !== -1 || length > MAX_HEADER_BYTES) break;
    }
  } catch {
    return null;
  } finally {
    inflated.destroy();
  }
  return firstLine(chunks);
}

function firstLine(chunks: readonly Buffer[]): string | null {
  const line = Buffer.concat(chunks);
  return line.length === 0 || line.length > MAX_HEADER_BYTES ? null : line.toString('utf8');
}

function decompressor(encoding: Exclude<ContentEncoding, 'identity'>): Transform {
  switch (encoding) {
    case 'gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
  }
}
