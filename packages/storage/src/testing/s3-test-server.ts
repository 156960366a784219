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
  const { port } = await server.run();
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}`,
    stop: () => server.close(),
  };
}
