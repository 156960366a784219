import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startProjections, type ProjectionRunner } from '@creators/projections';
import {
  FileBlobStore,
  PersonalDataEventStore,
  PersonalKeys,
  SqliteDocumentStore,
  SqliteEventStore,
  type EventStore,
} from '@creators/storage';
import { tempDir } from '@creators/storage/testing';
import { createApp, type AppDependencies } from '../app/create-app.js';
import { readConfig } from '../config.js';
import { DEFAULT_MEDIA_SETTINGS } from '../media/media-settings.js';

export interface TestApp {
  readonly base: string;
  /** The folder of its SQLite file (`creators.db`) and its uploads (`blobs/`). */
  readonly dataDir: string;
  readonly app: NestFastifyApplication;
  readonly events: EventStore;
  readonly documents: SqliteDocumentStore;
  readonly blobs: FileBlobStore;
  readonly personalKeys: PersonalKeys;
  readonly runner: ProjectionRunner;
  /** How many events the log holds: to prove a refused command appended nothing. */
  eventCount(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The real gateway on the embedded default (a fresh SQLite file, the projector in-process),
 * listening on a free loopback port: "medium" tests with real storage and real HTTP.
 */
export async function startTestApp(
  overrides: Partial<AppDependencies> = {},
  /** `builtFrontend`: serve and render pages with the built frontend (`npm run build`), as the product does. */
  options: { readonly builtFrontend?: boolean } = {},
): Promise<TestApp> {
  const dir = tempDir('test-app-');
  const frontendDir = options.builtFrontend === true ? BUILT_FRONTEND : join(dir, 'frontend');
  if (options.builtFrontend !== true) {
    mkdirSafe(frontendDir);
    writeFileSync(
      join(frontendDir, 'index.html'),
      '<!doctype html><html><head><title>Creators marketplace</title></head><body><div id="root"></div></body></html>',
    );
  }
  const file = join(dir, 'creators.db');
  const documents = new SqliteDocumentStore(file);
  const personalKeys = new PersonalKeys(documents, null);
  // The embedded log as `openStores` gives it (personal values sealed), unless the test brings
  // another (say EventStoreDB's adapter over a client with faults).
  const events = overrides.events ?? new PersonalDataEventStore(new SqliteEventStore(file), personalKeys);
  const blobs = new FileBlobStore(join(dir, 'blobs'));
  const runner = await startProjections(events, documents);
  const config = { ...readConfig({ DATA_DIR: dir, DEMO_DATA: '0', LOG_LEVEL: 'warn' }), frontendDir };
  // Sweeps run when a test asks (SweepUploads), never on a timer.
  const media = { ...DEFAULT_MEDIA_SETTINGS, sweepEveryMs: 0 };
  const app = await createApp({ config, documents, blobs, media, runner, personalKeys, ...overrides, events });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir: dir,
    app,
    events,
    documents,
    blobs,
    personalKeys,
    runner,
    eventCount: async () => (await events.headPosition()) ?? 0,
    close: async () => {
      await app.close();
      await runner.stop();
      await events.close();
      await documents.close();
    },
  };
}

const BUILT_FRONTEND = fileURLToPath(new URL('../../../frontend/dist', import.meta.url));

function mkdirSafe(path: string): void {
  mkdirSync(path, { recursive: true });
}
