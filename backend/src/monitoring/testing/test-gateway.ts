import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore, SqliteEventStore } from '@creators/storage';
import { createApp } from '../../app/create-app.js';
import type { AppConfig } from '../../config.js';
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
      port: 0,
      dataDir: dir,
      eventStoreUrl: null,
      mongodbUrl: null,
      demoData: false,
      sentryDsn: null,
      tunnelDsns: [],
      release: 'test-release',
      environment: 'test',
      trustProxy: 'loopback',
      frontendDir,
      ...config,
    },
    events,
    documents,
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
