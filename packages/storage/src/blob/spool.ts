import { createHash, randomUUID } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BlobStoreError } from '../blob-store.js';

export interface Spooled {
  readonly path: string;
  readonly hash: string;
  readonly size: number;
}

/**
 * Writes a body to a new temporary file in `dir` while hashing it, one chunk at a time (the
 * source waits for each write), and syncs it to disk: a blob's name is only known once every
 * byte has been seen, and a rename of a synced file never exposes half a blob. On any failure
 * the temporary file is removed.
 */
export async function spool(
  body: AsyncIterable<Uint8Array>,
  dir: string,
  maxBytes: number = Number.POSITIVE_INFINITY,
): Promise<Spooled> {
  const path = join(dir, `${randomUUID()}.part`);
  const file = await open(path, 'wx');
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new BlobStoreError('too_large', `the body is larger than ${maxBytes} bytes`);
      hash.update(chunk);
      let written = 0;
      while (written < chunk.byteLength) {
        const { bytesWritten } = await file.write(chunk, written, chunk.byteLength - written);
        written += bytesWritten;
      }
    }
    await file.sync();
    await file.close();
  } catch (error) {
    await file.close().catch(() => undefined);
    await rm(path, { force: true });
    throw error;
  }
  return { path, hash: hash.digest('hex'), size };
}
