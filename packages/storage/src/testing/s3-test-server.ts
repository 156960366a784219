import { utimes } from 'node:fs/promises';
import S3rver from 's3rver';
import { tempDir } from './harness.js';

export interface S3TestServer {
  /** An `S3_URL` for it, credentials included. */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * s3rver (an S3-protocol server on npm, files in a temporary directory) on a free loopback port,
 * so the S3 adapter's contract runs in every test run without Docker. It runs in the test's own
 * process; stop it in afterAll. Its directory is the harness's, removed when the test file ends.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempDir('s3rver-') });
  // S3 gives an object copied onto itself a new LastModified; s3rver keeps the file's old mtime, so
  // a touch passed only when both writes fell in the same second. The copy now touches it, as S3 does.
  const { store } = server;
  const copyObject = store.copyObject.bind(store);
  store.copyObject = async (srcBucket, srcKey, destBucket, destKey, replacementMetadata) => {
    const copied = await copyObject(srcBucket, srcKey, destBucket, destKey, replacementMetadata);
    if (srcBucket === destBucket && srcKey === destKey) {
      const now = new Date();
      await utimes(store.getResourcePath(destBucket, destKey, 'object'), now, now);
    }
    return copied;
  };
  const { port } = await server.run();
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}`,
    stop: () => server.close(),
  };
}
