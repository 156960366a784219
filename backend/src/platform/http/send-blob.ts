import { cleanFileName } from '../file-names.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BlobStoreError, type BlobStore } from '@creators/storage';
import { problemFor, type ProblemTypes } from './problem.js';

export interface BlobAnswer {
  readonly hash: string;
  readonly contentType: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * One range of bytes asked for (`bytes=0-99`, `bytes=100-`, `bytes=-100`), or null for the whole
 * blob: no header, a header of several ranges, or one we cannot read (RFC 9110 lets a server
 * answer those with the whole representation).
 */
export function parseRange(header: string | undefined, size: number): { start: number; end?: number } | null {
  if (header === undefined) return null;
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (match === null) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') return { start: Math.max(0, size - Number(to)), end: size - 1 };
  return to === '' ? { start: Number(from) } : { start: Number(from), end: Number(to) };
}

const etagOf = (hash: string): string => `"${hash}"`;

/** A stored blob as an HTTP answer: conditional (ETag), by range, streamed. */
export async function sendBlob(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: BlobStore,
  answer: BlobAnswer,
  types: ProblemTypes,
): Promise<FastifyReply> {
  const etag = etagOf(answer.hash);
  void reply.headers({ ...answer.headers, etag, 'accept-ranges': 'bytes', 'x-content-type-options': 'nosniff' });
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  const size = (await blobs.stat(answer.hash))?.size;
  if (size === undefined) return problem(reply, 404, problemFor(types, 'not_found', 'this file is no longer stored'));
  // A range applies only to the version the client has (If-Range), when it says which.
  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
  const range = parseRange(rangeHeader, size);
  let read;
  try {
    read = await blobs.get(answer.hash, range ?? undefined);
  } catch (error) {
    if (error instanceof BlobStoreError && error.code === 'range_not_satisfiable') {
      void reply.header('content-range', `bytes */${size}`);
      return problem(reply, 416, problemFor(types, 'range_not_satisfiable', `the file is ${size} bytes long`));
    }
    throw error;
  }
  if (read === null) return problem(reply, 404, problemFor(types, 'not_found', 'this file is no longer stored'));
  const length = read.range.end - read.range.start + 1;
  void reply.type(answer.contentType).header('content-length', String(Math.max(0, length)));
  if (range !== null) {
    void reply.code(206).header('content-range', `bytes ${read.range.start}-${read.range.end}/${read.size}`);
  }
  return reply.send(read.body);
}

function problem(reply: FastifyReply, status: number, body: object): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/problem+json')
    .send(JSON.stringify(body));
}

/**
 * `Content-Disposition: attachment` with the file's name: a plain ASCII fallback for old clients
 * and the exact name in UTF-8 (RFC 6266, RFC 8187).
 */
export function attachment(stored: string): string {
  // Names stored before the rule was as strict as it is now are cleaned by that same rule.
  const name = cleanFileName(stored);
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Headers of every deliverable download. `attachment` makes browsers save the file rather than
 * show it; `nosniff` stops them guessing a type from the content; and `sandbox; default-src 'none'`
 * covers the case where a browser shows it anyway (an SVG or HTML file opened from the downloads
 * list through our origin): a sandboxed document gets a unique origin and runs no script, and
 * loads nothing. Together an uploaded SVG or HTML file can never act as the product's own page.
 */
export function deliverableHeaders(name: string, cacheControl: string): Record<string, string> {
  return {
    'content-disposition': attachment(name),
    'content-security-policy': "sandbox; default-src 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': cacheControl,
  };
}
