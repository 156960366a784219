/** The part of s3rver's API the tests use (it ships no types). */
declare module 's3rver' {
  interface S3rverOptions {
    readonly address?: string;
    readonly port?: number;
    readonly silent?: boolean;
    readonly directory?: string;
  }
  /** Its file store: objects as files, whose mtime is their LastModified. */
  interface S3rverStore {
    copyObject(
      srcBucket: string,
      srcKey: string,
      destBucket: string,
      destKey: string,
      replacementMetadata?: unknown,
    ): Promise<unknown>;
    getResourcePath(bucket: string, key: string, resource: string): string;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    readonly store: S3rverStore;
    run(): Promise<{ readonly address: string; readonly port: number }>;
    close(): Promise<void>;
  }
}
