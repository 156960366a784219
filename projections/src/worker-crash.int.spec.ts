import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SqliteDocumentStore, SqliteEventStore } from '@creators/storage';
import { ALL_PROJECTORS } from './all-projectors.js';
import { ProjectionRunner } from './runner/projection-runner.js';
import { anEvent, itemLife } from './testing/item-events.js';
import { dumpReadModels } from './testing/read-model-dump.js';

const WORKER = fileURLToPath(new URL('../dist/worker.js', import.meta.url));

/** Resolves once `check` holds; the worker is another process, so its progress is read from the shared file. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('the projector worker killed with SIGKILL in the middle of a batch', () => {
  it('resumes from its checkpoint and ends with read models equal to a clean rebuild', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crash-'));
    const file = join(dataDir, 'creators.db');
    const events = new SqliteEventStore(file);
    const at = '2026-03-01T10:00:00.000Z';
    const writes = [];
    for (let n = 1; n <= 20_000; n += 1) {
      const { itemId, events: life } = itemLife(n % 2 === 0 ? 'components' : 'templates', n, at);
      writes.push(events.append(`item-${itemId}`, life, 'no_stream'));
    }
    for (let c = 1; c <= 200; c += 1) {
      const creatorId = `creator-${c}`;
      writes.push(
        events.append(
          `creator-${creatorId}`,
          [anEvent('CreatorSignedUp', { creatorId, handle: `maker${c}`, name: `Maker ${c}` }, at)],
          'no_stream',
        ),
        events.append(
          `links-${creatorId}`,
          [1, 2].map((l) =>
            anEvent('LinkAdded', { creatorId, link: { id: `l${l}`, title: 'Site', url: 'https://example.com' } }, at),
          ),
          'no_stream',
        ),
      );
      if (c % 10 === 0) {
        const listing = {
          services: ['webflow', `service-${c % 3}`],
          hourlyRate: { min: 40 + c, max: 100 + c, currency: 'EUR' },
          languages: ['en'],
          location: `City ${c % 4}`,
          availability: 'available',
        };
        writes.push(
          events.append(`creator-${creatorId}`, [anEvent('ExpertListingPublished', { creatorId, listing }, at)], 0),
        );
      }
      if (c % 25 === 0) {
        const role = anEvent('AnalystRoleGranted', { creatorId }, at);
        writes.push(events.append(`creator-${creatorId}`, [role], 'any'));
      }
    }
    // Engagement over five months, out of day order, so windows move and late events fall out of them.
    for (let n = 1; n <= 20_000; n += 7) {
      const kind = n % 2 === 0 ? 'components' : 'templates';
      const itemId = `item-${n}`;
      const day = new Date(Date.UTC(2026, 0, 1) + (n % 150) * 86_400_000).toISOString().slice(0, 10);
      const engagement = (type: string, data: object) =>
        anEvent(type, { itemId, kind, ...data }, `${day}T12:00:00.000Z`);
      writes.push(
        events.append(`view-${itemId}-v${n}`, [engagement('ItemViewed', { visitorKey: `v${n}`, day })], 'no_stream'),
      );
      if (n % 21 === 1) {
        const liker = { creatorId: `creator-${(n % 200) + 1}` };
        const likes = [engagement('ItemLiked', liker), ...(n % 4 === 1 ? [engagement('ItemUnliked', liker)] : [])];
        writes.push(events.append(`like-${itemId}-${liker.creatorId}`, likes, 'no_stream'));
      }
    }
    await Promise.all(writes);
    const head = (await events.headPosition()) ?? 0;
    const documents = new SqliteDocumentStore(file);
    const readCheckpoints = async (): Promise<number[]> =>
      Promise.all(ALL_PROJECTORS.map(async (p) => (await documents.getCheckpoint(p.name)) ?? 0));

    const env = { ...process.env, DATA_DIR: dataDir, PROJECTOR_BATCH_SIZE: '250', EVENTSTORE_URL: '', MONGODB_URL: '' };
    const first: ChildProcess = spawn(process.execPath, [WORKER], { env, stdio: 'inherit' });
    await until(async () => (await readCheckpoints()).some((c) => c > 0), 'the first batches');
    const exited = new Promise((resolve) =>
      first.once('exit', (_code, signal) => {
        resolve(signal);
      }),
    );
    first.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const atKill = await readCheckpoints();
    expect(Math.min(...atKill)).toBeLessThan(head);

    const second = spawn(process.execPath, [WORKER], { env, stdio: 'inherit' });
    await until(async () => (await readCheckpoints()).every((c) => c === head), 'the restarted worker to catch up');
    const stopped = new Promise((resolve) =>
      second.once('exit', (code) => {
        resolve(code);
      }),
    );
    second.kill('SIGTERM');
    expect(await stopped).toBe(0);

    const cleanFile = join(mkdtempSync(join(tmpdir(), 'clean-')), 'creators.db');
    const cleanDocuments = new SqliteDocumentStore(cleanFile);
    const clean = new ProjectionRunner(events, cleanDocuments, ALL_PROJECTORS, { batchSize: 1000 });
    // `projection_versions` is where the runner records each projection's version after a rebuild.
    await cleanDocuments.ensureCollections([
      { name: 'projection_versions', fields: {} },
      ...ALL_PROJECTORS.flatMap((p) => p.collections),
    ]);
    for (const projector of ALL_PROJECTORS) await clean.rebuild(projector.name, { follow: false });

    const recovered = await dumpReadModels(documents, ALL_PROJECTORS);
    expect(Object.values(recovered).every((docs) => docs.length > 0)).toBe(true);
    expect(recovered).toEqual(await dumpReadModels(cleanDocuments, ALL_PROJECTORS));
    await Promise.all([events.close(), documents.close(), cleanDocuments.close()]);
  });
});
