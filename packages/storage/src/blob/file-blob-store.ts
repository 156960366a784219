import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, open, opendir, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  checkHash,
  rangeWithin,
  type BlobInfo,
  type BlobRead,
  type BlobStore,
  type PutOptions,
  type PutResult,
} from '../blob-store.js';
import { spool } from './spool.js';

const SHARD = /^[0-9a-f]{2}$/;
const REST = /^[0-9a-f]{62}$/;

/**
 * The embedded blob store: one file per blob under `<root>/<first two hex digits>/<the other 62>`
 * (so no directory grows past a few thousand entries), written through a synced temporary file in
 * `<root>/tmp` on the same disk and renamed into place.
 */
export class FileBlobStore implements BlobStore {
  private readonly tmp: string;

  constructor(private readonly root: string) {
    this.tmp = join(root, 'tmp');
    mkdirSync(this.tmp, { recursive: true });
  }

  private pathOf(hash: string): string {
    checkHash(hash);
    return join(this.root, hash.slice(0, 2), hash.slice(2));
  }

  async put(body: AsyncIterable<Uint8Array>, options: PutOptions = {}): Promise<PutResult> {
    const spooled = await spool(body, this.tmp, options.maxBytes);
    const target = this.pathOf(spooled.hash);
    try {
      if (await isFile(target)) {
        // Stored already: keep the one copy, but mark it as just stored, so a sweep of old
        // unreferenced blobs cannot take it away from the upload that is about to refer to it.
        const now = new Date();
        await utimes(target, now, now);
        return { hash: spooled.hash, size: spooled.size, created: false };
      }
      const shard = join(this.root, spooled.hash.slice(0, 2));
      await mkdir(shard, { recursive: true });
      await rename(spooled.path, target);
      await syncDirectory(shard);
      return { hash: spooled.hash, size: spooled.size, created: true };
    } finally {
      await rm(spooled.path, { force: true });
    }
  }

  async get(hash: string, range?: { readonly start: number; readonly end?: number }): Promise<BlobRead | null> {
    const path = this.pathOf(hash);
    const info = await this.stat(hash);
    if (info === null) return null;
    const bytes = rangeWithin(info.size, range);
    const body = info.size === 0 ? Readable.from([]) : createReadStream(path, { start: bytes.start, end: bytes.end });
    return { body, size: info.size, range: bytes };
  }

  async stat(hash: string): Promise<BlobInfo | null> {
    const path = this.pathOf(hash);
    try {
      const found = await stat(path);
      return found.isFile() ? { hash, size: found.size, modifiedAt: new Date(found.mtimeMs) } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(hash: string): Promise<boolean> {
    return (await this.stat(hash)) !== null;
  }

  async delete(hash: string): Promise<boolean> {
    const path = this.pathOf(hash);
    try {
      await rm(path);
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async *list(): AsyncIterable<BlobInfo> {
    for await (const shard of await opendir(this.root)) {
      if (!shard.isDirectory() || !SHARD.test(shard.name)) continue;
      for await (const entry of await opendir(join(this.root, shard.name))) {
        if (!entry.isFile() || !REST.test(entry.name)) continue;
        const info = await this.stat(`${shard.name}${entry.name}`);
        if (info !== null) yield info;
      }
    }
  }

  async close(): Promise<void> {
    // Nothing held open between calls.
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** A rename is durable only once its directory is synced. */
async function syncDirectory(path: string): Promise<void> {
  const dir = await open(path, 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
