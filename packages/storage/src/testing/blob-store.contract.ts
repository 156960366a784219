import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { BlobStoreError, type BlobStore, type BlobStoreErrorCode } from '../blob-store.js';

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A deterministic body of `size` bytes, produced in chunks so no test holds it whole. */
async function* generated(size: number, seed: number, chunk = 256 * 1024): AsyncGenerator<Uint8Array> {
  let state = seed;
  for (let sent = 0; sent < size; sent += chunk) {
    const part = Buffer.alloc(Math.min(chunk, size - sent));
    for (let i = 0; i < part.length; i += 1) {
      state = (state * 1103515245 + 12345) >>> 0;
      part[i] = state >>> 24;
    }
    yield part;
  }
}

async function hashOfGenerated(size: number, seed: number): Promise<string> {
  const hash = createHash('sha256');
  for await (const part of generated(size, seed)) hash.update(part);
  return hash.digest('hex');
}

async function* failingAfter(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
  throw new Error('the client went away');
}

async function listed(store: BlobStore): Promise<string[]> {
  const hashes: string[] = [];
  for await (const info of store.list()) hashes.push(info.hash);
  return hashes.sort();
}

async function refusal(promise: Promise<unknown>): Promise<BlobStoreErrorCode> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BlobStoreError) return error.code;
    throw error;
  }
  throw new Error('expected a BlobStoreError');
}

/**
 * What every BlobStore adapter must do. Each test gets a store of its own (an empty directory, or
 * a key prefix of its own in the bucket); `largeBody` is big enough to need several parts where
 * the adapter sends parts.
 */
export function blobStoreContract(open: () => Promise<BlobStore>, largeBody = 12 * 1024 * 1024): void {
  let store: BlobStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(async () => {
    await store.close();
  });

  const hello = Buffer.from('hello, blob store');

  it('stores bytes under their SHA-256 and gives them back', async () => {
    const put = await store.put(Readable.from([hello]));
    expect(put).toEqual({ hash: sha256(hello), size: hello.length, created: true });
    const read = await store.get(put.hash);
    expect(read?.size).toBe(hello.length);
    expect(read?.range).toEqual({ start: 0, end: hello.length - 1 });
    expect(read === null ? null : await bytesOf(read.body)).toEqual(hello);
  });

  it('stores the same bytes once', async () => {
    const first = await store.put(Readable.from([hello]));
    const second = await store.put(Readable.from([hello.subarray(0, 5), hello.subarray(5)]));
    expect(second).toEqual({ ...first, created: false });
    expect(await listed(store)).toEqual([first.hash]);
  });

  it('marks a blob stored again as just stored', async () => {
    const { hash } = await store.put(Readable.from([hello]));
    // Some servers keep LastModified to the second.
    const before = Math.floor(Date.now() / 1000) * 1000;
    await store.put(Readable.from([hello]));
    expect((await store.stat(hash))?.modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('streams a large body in and out, whole and by ranges', async () => {
    const expected = await hashOfGenerated(largeBody, 7);
    const put = await store.put(generated(largeBody, 7));
    expect(put).toEqual({ hash: expected, size: largeBody, created: true });
    const whole = await store.get(put.hash);
    expect(whole).not.toBeNull();
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of whole?.body ?? []) {
      hash.update(chunk as Uint8Array);
      size += (chunk as Uint8Array).byteLength;
    }
    expect({ size, hash: hash.digest('hex') }).toEqual({ size: largeBody, hash: expected });

    const middle = await store.get(put.hash, { start: 5 * 1024 * 1024 - 3, end: 5 * 1024 * 1024 + 2 });
    const all = await bytesOf(Readable.from(generated(largeBody, 7)));
    expect(middle?.range).toEqual({ start: 5 * 1024 * 1024 - 3, end: 5 * 1024 * 1024 + 2 });
    expect(middle === null ? null : await bytesOf(middle.body)).toEqual(
      all.subarray(5 * 1024 * 1024 - 3, 5 * 1024 * 1024 + 3),
    );
  });

  it('reads byte ranges, open-ended and cut to the blob', async () => {
    const { hash } = await store.put(Readable.from([hello]));
    const part = await store.get(hash, { start: 7, end: 10 });
    expect(part?.size).toBe(hello.length);
    expect(part?.range).toEqual({ start: 7, end: 10 });
    expect(part === null ? null : (await bytesOf(part.body)).toString()).toBe('blob');
    const tail = await store.get(hash, { start: 12 });
    expect(tail === null ? null : (await bytesOf(tail.body)).toString()).toBe('store');
    const past = await store.get(hash, { start: 12, end: 1000 });
    expect(past?.range).toEqual({ start: 12, end: hello.length - 1 });
    expect(past === null ? null : (await bytesOf(past.body)).toString()).toBe('store');
  });

  it('refuses a range that starts past the end, naming the size', async () => {
    const { hash } = await store.put(Readable.from([hello]));
    const error = await store.get(hash, { start: hello.length }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlobStoreError);
    expect(error).toMatchObject({ code: 'range_not_satisfiable', size: hello.length });
    expect(await refusal(store.get(hash, { start: 5, end: 2 }))).toBe('range_not_satisfiable');
  });

  it('knows what it holds: stat, exists, and nothing for unknown hashes', async () => {
    const { hash } = await store.put(Readable.from([hello]));
    const info = await store.stat(hash);
    expect(info).toEqual({ hash, size: hello.length, modifiedAt: expect.any(Date) });
    expect(Math.abs((info?.modifiedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(await store.exists(hash)).toBe(true);
    const unknown = sha256(Buffer.from('never stored'));
    expect(await store.exists(unknown)).toBe(false);
    expect(await store.stat(unknown)).toBeNull();
    expect(await store.get(unknown)).toBeNull();
    expect(await store.get(unknown, { start: 0 })).toBeNull();
  });

  it('deletes a blob once', async () => {
    const { hash } = await store.put(Readable.from([hello]));
    const other = await store.put(Readable.from([Buffer.from('another')]));
    expect(await store.delete(hash)).toBe(true);
    expect(await store.delete(hash)).toBe(false);
    expect(await store.exists(hash)).toBe(false);
    expect(await store.get(hash)).toBeNull();
    expect(await listed(store)).toEqual([other.hash]);
  });

  it('stores an empty body', async () => {
    const put = await store.put(Readable.from([]));
    expect(put).toEqual({ hash: sha256(Buffer.alloc(0)), size: 0, created: true });
    const read = await store.get(put.hash);
    expect(read?.size).toBe(0);
    expect(read === null ? null : (await bytesOf(read.body)).length).toBe(0);
  });

  it('refuses a body over the limit and keeps none of it', async () => {
    expect(await refusal(store.put(generated(300_000, 3), { maxBytes: 200_000 }))).toBe('too_large');
    expect(await listed(store)).toEqual([]);
    const exact = await store.put(generated(200_000, 3), { maxBytes: 200_000 });
    expect(exact.size).toBe(200_000);
  });

  it('keeps nothing of a body that fails part-way', async () => {
    await expect(store.put(failingAfter(hello))).rejects.toThrow('the client went away');
    expect(await listed(store)).toEqual([]);
  });

  it('refuses names that are not hashes, so no path can be reached through them', async () => {
    for (const name of ['../../etc/passwd', 'ab/cd', '', 'A'.repeat(64), `${'a'.repeat(63)}/`]) {
      expect(await refusal(store.get(name))).toBe('bad_hash');
      expect(await refusal(store.stat(name))).toBe('bad_hash');
      expect(await refusal(store.delete(name))).toBe('bad_hash');
    }
  });
}
