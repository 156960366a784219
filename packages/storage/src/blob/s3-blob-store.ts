import { createReadStream, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  BucketAlreadyExists,
  BucketAlreadyOwnedByYou,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import {
  BlobStoreError,
  checkHash,
  rangeWithin,
  type BlobInfo,
  type BlobRead,
  type BlobStore,
  type PutOptions,
  type PutResult,
} from '../blob-store.js';
import { spool } from './spool.js';

export interface S3BlobStoreOptions {
  /**
   * `http(s)://[access-key:secret@]host[:port][?region=...]`; without credentials in the URL the
   * SDK's usual sources (AWS_ACCESS_KEY_ID, profiles, instance roles) are used.
   */
  readonly url: string;
  readonly bucket: string;
  /** Key prefix of every blob (tests give each run its own). */
  readonly prefix?: string;
  /** Bodies larger than this go up in parts of this size (S3's minimum part is 5 MiB). */
  readonly partSize?: number;
  /** Where bodies are spooled while they are hashed; the system's temporary directory by default. */
  readonly spoolDir?: string;
}

const MIN_PART = 5 * 1024 * 1024;
const DEFAULT_PART = 8 * 1024 * 1024;

/** The S3 client settings an `S3_URL` stands for; path-style addressing, which MinIO and s3rver need. */
export function s3ClientConfig(url: string): S3ClientConfig {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`S3_URL must be an http(s):// endpoint, not "${parsed.protocol}"`);
  }
  const region = parsed.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1';
  const credentials =
    parsed.username === ''
      ? undefined
      : {
          accessKeyId: decodeURIComponent(parsed.username),
          secretAccessKey: decodeURIComponent(parsed.password),
        };
  return {
    endpoint: `${parsed.protocol}//${parsed.host}`,
    region,
    forcePathStyle: true,
    ...(credentials === undefined ? {} : { credentials }),
    // The SDK otherwise sends streamed bodies as aws-chunked with a trailing CRC32, which servers
    // other than AWS's own (s3rver among them) store framing and all. The SHA-256 we name each blob
    // by is checked on our side anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * Blobs in an S3 bucket (AWS, MinIO, or any server speaking the protocol), keyed `<prefix><hash>`.
 * A body is spooled to a temporary file while it is hashed (its key is its hash), then sent in one
 * PUT, or in parts read back from that file when it is large: memory stays flat whatever the size.
 */
export class S3BlobStore implements BlobStore {
  private readonly prefix: string;
  private readonly partSize: number;

  private constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    options: S3BlobStoreOptions,
    private readonly spoolDir: string,
  ) {
    this.prefix = options.prefix ?? 'blobs/';
    this.partSize = Math.max(MIN_PART, options.partSize ?? DEFAULT_PART);
  }

  /**
   * Connects and makes sure the bucket exists (creating it when the server says it does not).
   * `client` is the SDK client the store speaks through, one for `options.url` unless given.
   */
  static async connect(
    options: S3BlobStoreOptions,
    client: S3Client = new S3Client(s3ClientConfig(options.url)),
  ): Promise<S3BlobStore> {
    try {
      await ensureBucket(client, options.bucket);
    } catch (error) {
      client.destroy();
      throw new BlobStoreError('unavailable', `S3 bucket "${options.bucket}" is not reachable: ${messageOf(error)}`);
    }
    const spoolDir = mkdtempSync(join(options.spoolDir ?? tmpdir(), 'blob-spool-'));
    return new S3BlobStore(client, options.bucket, options, spoolDir);
  }

  private keyOf(hash: string): string {
    return `${this.prefix}${checkHash(hash)}`;
  }

  async put(body: AsyncIterable<Uint8Array>, options: PutOptions = {}): Promise<PutResult> {
    const spooled = await spool(body, this.spoolDir, options.maxBytes);
    try {
      const key = this.keyOf(spooled.hash);
      if ((await this.stat(spooled.hash)) !== null) {
        // Stored already: a copy onto itself only moves LastModified forward, so a sweep of old
        // unreferenced blobs leaves it to the upload that is about to refer to it.
        await this.client.send(
          new CopyObjectCommand({
            Bucket: this.bucket,
            Key: key,
            CopySource: `${this.bucket}/${key}`,
            MetadataDirective: 'REPLACE',
            ContentType: 'application/octet-stream',
          }),
        );
        return { hash: spooled.hash, size: spooled.size, created: false };
      }
      if (spooled.size <= this.partSize) {
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key: key,
            Body: createReadStream(spooled.path),
            ContentLength: spooled.size,
            ContentType: 'application/octet-stream',
          }),
        );
      } else {
        await this.putInParts(key, spooled.path, spooled.size);
      }
      return { hash: spooled.hash, size: spooled.size, created: true };
    } finally {
      await rm(spooled.path, { force: true });
    }
  }

  private async putInParts(key: string, path: string, size: number): Promise<void> {
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: 'application/octet-stream' }),
    );
    if (UploadId === undefined) throw new BlobStoreError('unavailable', 'the server started no multipart upload');
    try {
      const parts: CompletedPart[] = [];
      for (let start = 0, part = 1; start < size; start += this.partSize, part += 1) {
        const end = Math.min(start + this.partSize, size) - 1;
        const { ETag } = await this.client.send(
          new UploadPartCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId,
            PartNumber: part,
            Body: createReadStream(path, { start, end }),
            ContentLength: end - start + 1,
          }),
        );
        parts.push({ PartNumber: part, ETag });
      }
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      // Best effort: some servers (s3rver) do not implement aborts; a bucket lifecycle rule
      // for incomplete uploads is the safety net in production.
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  }

  async get(hash: string, range?: { readonly start: number; readonly end?: number }): Promise<BlobRead | null> {
    const key = this.keyOf(hash);
    if (range !== undefined) {
      const info = await this.stat(hash);
      if (info === null) return null;
      const bytes = rangeWithin(info.size, range);
      const answer = await this.getObject(key, `bytes=${bytes.start}-${bytes.end}`);
      return answer === null ? null : { body: answer, size: info.size, range: bytes };
    }
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const size = response.ContentLength ?? 0;
      return { body: asReadable(response.Body), size, range: { start: 0, end: size - 1 } };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  private async getObject(key: string, range: string): Promise<Readable | null> {
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range }));
      return asReadable(response.Body);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async stat(hash: string): Promise<BlobInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(hash) }));
      return { hash, size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(hash: string): Promise<boolean> {
    return (await this.stat(hash)) !== null;
  }

  async delete(hash: string): Promise<boolean> {
    // S3 answers a delete of a missing key with success, so ask first.
    if (!(await this.exists(hash))) return false;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(hash) }));
    return true;
  }

  async *list(): AsyncIterable<BlobInfo> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const hash = object.Key?.slice(this.prefix.length) ?? '';
        if (!/^[0-9a-f]{64}$/.test(hash)) continue;
        yield { hash, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
  }

  async close(): Promise<void> {
    this.client.destroy();
    await rm(this.spoolDir, { recursive: true, force: true });
  }
}

/**
 * Creates the bucket if it is absent, as an insert-if-absent: gateways starting at once may all
 * find it missing and all create it, and the server answers all but one that it exists. Then
 * reads it back, so "it exists" from a bucket we cannot use is still a refusal.
 */
async function ensureBucket(client: S3Client, bucket: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return;
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if (!(error instanceof BucketAlreadyOwnedByYou || error instanceof BucketAlreadyExists)) throw error;
  }
  await client.send(new HeadBucketCommand({ Bucket: bucket }));
}

function asReadable(body: unknown): Readable {
  // In Node the SDK hands the response body over as the HTTP response stream itself.
  if (body instanceof Readable) return body;
  throw new BlobStoreError('unavailable', 'the S3 response carried no readable body');
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name = 'name' in error ? error.name : undefined;
  const status =
    '$metadata' in error && typeof error.$metadata === 'object' && error.$metadata !== null
      ? (error.$metadata as { httpStatusCode?: number }).httpStatusCode
      : undefined;
  return name === 'NotFound' || name === 'NoSuchKey' || name === 'NoSuchBucket' || status === 404;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
