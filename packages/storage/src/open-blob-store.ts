import { join } from 'node:path';
import type { BlobStore } from './blob-store.js';
import { FileBlobStore } from './blob/file-blob-store.js';

export interface BlobStoreSettings {
  /** The embedded store keeps its files under `<dataDir>/blobs`. */
  readonly dataDir: string;
  /** An S3 endpoint (`S3_URL`); unset or empty keeps blobs on disk. */
  readonly s3Url?: string | null | undefined;
  readonly s3Bucket?: string | null | undefined;
}

export const DEFAULT_S3_BUCKET = 'creators-uploads';

/** The S3 adapter when an endpoint is configured (the SDK loaded only then), else files under the data directory. */
export async function openBlobStore({ dataDir, s3Url, s3Bucket }: BlobStoreSettings): Promise<BlobStore> {
  if (s3Url === undefined || s3Url === null || s3Url.trim() === '') return new FileBlobStore(join(dataDir, 'blobs'));
  const { S3BlobStore } = await import('./blob/s3-blob-store.js');
  return S3BlobStore.connect({ url: s3Url.trim(), bucket: s3Bucket?.trim() || DEFAULT_S3_BUCKET });
}
