import { readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FileBlobStore } from './file-blob-store.js';
import { tempDir } from '../testing/harness.js';

/** What only the file adapter can show: its layout on disk. */
describe('FileBlobStore on disk', () => {
  const bytes = Buffer.from('layout');

  it('files a blob under its first two hex digits and leaves no temporary file', async () => {
    const root = tempDir('blobs-');
    const store = new FileBlobStore(root);
    const { hash } = await store.put(Readable.from([bytes]));
    expect(statSync(join(root, hash.slice(0, 2), hash.slice(2))).size).toBe(bytes.length);
    await expect(store.put(Readable.from([bytes]), { maxBytes: 2 })).rejects.toThrow();
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
  });

  it('moves an old blob stored again to now, so a sweep of old blobs spares it', async () => {
    const root = tempDir('blobs-');
    const store = new FileBlobStore(root);
    const { hash } = await store.put(Readable.from([bytes]));
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    utimesSync(join(root, hash.slice(0, 2), hash.slice(2)), twoDaysAgo, twoDaysAgo);
    expect((await store.stat(hash))?.modifiedAt.getTime()).toBeLessThan(Date.now() - 86_400_000);
    await store.put(Readable.from([bytes]));
    expect((await store.stat(hash))?.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
