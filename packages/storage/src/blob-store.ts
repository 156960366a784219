import type { Readable } from 'node:stream';

/**
 * Uploaded bytes, stored once by content: a blob's name is the SHA-256 of its bytes (64 lower-case
 * hex digits). Events and read models hold these names, never the bytes.
 */
export interface BlobInfo {
  readonly hash: string;
  readonly size: number;
  /** When the blob was last stored; storing the same bytes again moves it forward. */
  readonly modifiedAt: Date;
}

export interface PutResult {
  readonly hash: string;
  readonly size: number;
  /** False when the same bytes were already stored: nothing new was written. */
  readonly created: boolean;
}

export interface PutOptions {
  /** Refuse (`too_large`) a body longer than this, without keeping any of it. */
  readonly maxBytes?: number;
}

/** Inclusive byte range, as HTTP ranges are: `{ start: 0, end: 9 }` is the first ten bytes. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

export interface BlobRead {
  /** The bytes asked for, streamed. */
  readonly body: Readable;
  /** The whole blob's size. */
  readonly size: number;
  /** The bytes `body` holds. */
  readonly range: ByteRange;
}

export interface BlobStore {
  /**
   * Streams `body` in while hashing it and stores it under its hash. Never holds the whole body in
   * memory; a body that fails or exceeds `maxBytes` leaves nothing behind.
   */
  put(body: AsyncIterable<Uint8Array>, options?: PutOptions): Promise<PutResult>;
  /**
   * The blob's bytes, or the part `range` names (`end` past the blob is cut to its last byte);
   * null when there is no such blob. A range starting past the end is `range_not_satisfiable`.
   */
  get(hash: string, range?: { readonly start: number; readonly end?: number }): Promise<BlobRead | null>;
  stat(hash: string): Promise<BlobInfo | null>;
  exists(hash: string): Promise<boolean>;
  /** True when there was a blob to delete. */
  delete(hash: string): Promise<boolean>;
  /** Every stored blob, in no particular order. */
  list(): AsyncIterable<BlobInfo>;
  close(): Promise<void>;
}

export type BlobStoreErrorCode = 'bad_hash' | 'too_large' | 'range_not_satisfiable' | 'unavailable';

export class BlobStoreError extends Error {
  constructor(
    readonly code: BlobStoreErrorCode,
    message: string,
    /** For `range_not_satisfiable`: the blob's size, which a 416 answer names. */
    readonly size: number | null = null,
  ) {
    super(message);
    this.name = 'BlobStoreError';
  }
}

const HASH = /^[0-9a-f]{64}$/;

/** A blob name is exactly a SHA-256 in hex: anything else (a path, `..`) never reaches the disk or the bucket. */
export function checkHash(hash: string): string {
  if (!HASH.test(hash)) throw new BlobStoreError('bad_hash', 'a blob is named by its SHA-256 in lower-case hex');
  return hash;
}

/** The inclusive range to read of a blob of `size` bytes. */
export function rangeWithin(
  size: number,
  range: { readonly start: number; readonly end?: number } | undefined,
): ByteRange {
  if (range === undefined) return { start: 0, end: size - 1 };
  const { start } = range;
  if (!Number.isSafeInteger(start) || start < 0 || start >= size || (range.end !== undefined && range.end < start)) {
    throw new BlobStoreError('range_not_satisfiable', `bytes ${start}-${range.end ?? ''} are not within ${size}`, size);
  }
  return { start, end: Math.min(range.end ?? size - 1, size - 1) };
}
