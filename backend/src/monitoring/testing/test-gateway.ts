import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileBlobStore, SqliteDocumentStore, SqliteEventStore } from '@creators/storage';
import { createApp } from '../../app/create-app.js';
import { readConfig, type AppConfig } from '../../config.js';
import type { TunnelOptions } from '../envelope-tunnel.js';

export interface TestGateway {
  readonly base: string;
  close(): Promise<void>;
}

/** The whole gateway over temporary SQLite files, listening on an ephemeral port of 127.0.0.1. */
export async function startTestGateway(
  config: Partial<AppConfig>,
  monitoring: Partial<TunnelOptions> = {},
): Promise<TestGateway> {
  const dir = mkdtempSync(join(tmpdir(), 'monitoring-'));
  const frontendDir = join(dir, 'frontend');
  mkdirSync(frontendDir);
  writeFileSync(join(frontendDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const events = new SqliteEventStore(join(dir, 'events.db'));
  const documents = new SqliteDocumentStore(join(dir, 'documents.db'));
  const app = await createApp({
    config: {
      ...readConfig({ DATA_DIR: dir, DEMO_DATA: '0', RELEASE: 'test-release', NODE_ENV: 'test', LOG_LEVEL: 'warn' }),
      frontendDir,
      ...config,
    },
    events,
    documents,
    blobs: new FileBlobStore(join(dir, 'blobs')),
    runner: null,
    monitoring,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: await app.getUrl(),
    close: async () => {
      await app.close();
      await events.close();
      await documents.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
