import { randomUUID } from 'node:crypto';
import { FileBlobStore } from './blob/file-blob-store.js';
import { S3BlobStore } from './blob/s3-blob-store.js';
import { blobStoreContract } from './testing/blob-store.contract.js';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server.js';
import { tempDir } from './testing/harness.js';

// Several parts at S3's smallest part size, for the adapters that send parts.
const LARGE = 12 * 1024 * 1024;

describe('FileBlobStore', () => {
  blobStoreContract(() => Promise.resolve(new FileBlobStore(tempDir('blobs-'))), LARGE);
});

describe('S3BlobStore on s3rver', () => {
  let server: S3TestServer | null = null;
  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  blobStoreContract(
    () =>
      S3BlobStore.connect({
        url: server?.url ?? '',
        bucket: 'creators-blobs-test',
        prefix: `run-${randomUUID()}/`,
        partSize: 5 * 1024 * 1024,
      }),
    LARGE,
  );
});

// Registered only with a server to run against; testing/report-unreachable-adapters.js says when not.
const s3Url = process.env.S3_URL ?? '';
if (s3Url !== '') {
  describe('S3BlobStore on S3_URL', () => {
    blobStoreContract(
      () =>
        S3BlobStore.connect({
          url: s3Url,
          bucket: process.env.S3_BUCKET ?? 'creators-blobs-test',
          prefix: `test-${randomUUID()}/`,
          partSize: 5 * 1024 * 1024,
        }),
      LARGE,
    );
  });
}
