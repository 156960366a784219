import { randomUUID } from 'node:crypto';
import { BucketAlreadyExists, BucketAlreadyOwnedByYou, S3Client } from '@aws-sdk/client-s3';
import { BlobStoreError } from '../blob-store.js';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server.js';
import { s3ClientConfig, S3BlobStore } from './s3-blob-store.js';

const freshBucket = (): string => `race-${randomUUID().slice(0, 8)}`;

async function* bytes(text: string): AsyncIterable<Uint8Array> {
  yield Buffer.from(text);
}

describe('S3BlobStore creating its bucket while another gateway does', () => {
  let server: S3TestServer | null = null;
  const opened: S3BlobStore[] = [];
  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const url = (): string => server?.url ?? '';

  /**
   * A real client whose CreateBucket loses the race: another gateway's creation lands first (for
   * real, on the server, or not at all for `elsewhere`), and ours is answered with the SDK's error.
   */
  function losingTheRace(outcome: 'created by us elsewhere' | 'taken by someone else'): S3Client {
    const client = new S3Client(s3ClientConfig(url()));
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName !== 'CreateBucketCommand') return next(args);
        const $metadata = { httpStatusCode: 409 };
        if (outcome === 'taken by someone else') {
          throw new BucketAlreadyExists({ message: 'The requested bucket name is not available.', $metadata });
        }
        await next(args);
        throw new BucketAlreadyOwnedByYou({ message: 'You already own this bucket.', $metadata });
      },
      { step: 'initialize', name: 'losingTheBucketRace' },
    );
    return client;
  }

  it('takes "you already own it" as created, and stores and reads through the bucket', async () => {
    const bucket = freshBucket();
    const store = await S3BlobStore.connect({ url: url(), bucket }, losingTheRace('created by us elsewhere'));
    opened.push(store);
    const { hash } = await store.put(bytes('after the race'));
    const read = await store.get(hash);
    const chunks: Buffer[] = [];
    for await (const chunk of read?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('after the race');
  });

  it('reads the bucket back after "it exists": one it cannot reach is still refused', async () => {
    await expect(
      S3BlobStore.connect({ url: url(), bucket: freshBucket() }, losingTheRace('taken by someone else')),
    ).rejects.toThrow(BlobStoreError);
  });

  it('opens four stores at once on a bucket none of them found', async () => {
    const bucket = freshBucket();
    const stores = await Promise.all(
      [1, 2, 3, 4].map((n) => S3BlobStore.connect({ url: url(), bucket, prefix: `gateway-${n}/` })),
    );
    opened.push(...stores);
    for (const store of stores) expect(await store.exists((await store.put(bytes('shared'))).hash)).toBe(true);
  });
});
