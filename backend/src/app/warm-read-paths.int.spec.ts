import { QueryBus } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import type { SearchAnswer } from '@creators/contracts';
import { PROMPTLY_MS } from '@creators/storage/testing';
import { SearchItems } from '../marketplace/queries/search-items/search-items.query.js';
import { ReadCache } from '../platform/read-cache/read-cache.js';
import { signedInCreator } from '../testing/creators.js';
import { field } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { warmReadPaths } from './warm-read-paths.js';

/** A logger that keeps what it is given, by level. */
function keptLogger(): { logger: Logger; lines: { level: string; fields: Record<string, unknown>; msg: string }[] } {
  const lines: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
  const at =
    (level: string) =>
    (fields: Record<string, unknown>, msg: string): void => {
      lines.push({ level, fields, msg });
    };
  return { logger: { info: at('info'), warn: at('warn') } as unknown as Logger, lines };
}

describe('warming the read paths at start', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
    const maker = await signedInCreator(testApp);
    let position = 0;
    for (const title of ['Aurora Navbar', 'Bento Pricing', 'Quartz Footer']) {
      const created = await maker.client.post('/api/dashboard/components', { title, summary: 'A warm piece' });
      expect(created.status).toBe(201);
      const published = await maker.client.post(`/api/dashboard/components/${field<string>(created, 'id')}/publish`);
      expect(published.status).toBe(200);
      position = Number(field<string>(published, 'position'));
    }
    expect(await testApp.runner.waitFor(position, PROMPTLY_MS)).toBe(true);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("searches the popular items' own words, so that each search finds, ranks and counts facets", async () => {
    const bus = testApp.app.get(QueryBus);
    const asked: { query: unknown; answer: unknown }[] = [];
    const watched = {
      execute: async (query: unknown) => {
        const answer: unknown = await bus.execute(query as SearchItems);
        asked.push({ query, answer });
        return answer;
      },
    } as unknown as QueryBus;
    const { logger, lines } = keptLogger();

    await warmReadPaths(watched, logger);

    const searches = asked.filter(({ query }) => query instanceof SearchItems);
    expect(searches).toHaveLength(5);
    const texts = searches.map(({ query }) => (query as SearchItems).text);
    // Each popular title's longest word (the first of two as long).
    expect(texts.slice(0, 3).sort()).toEqual(['aurora', 'pricing', 'quartz']);
    // The first three each find an item: the ranking and the facets ran, not only "nothing found".
    for (const { answer } of searches.slice(0, 3)) expect((answer as SearchAnswer).total).toBeGreaterThan(0);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'read paths warmed',
        fields: expect.objectContaining({ searches: 5 }),
      }),
    ]);
  });

  it('keeps none of its answers in the read cache', async () => {
    const cache = testApp.app.get(ReadCache);
    const before = cache.size;
    await warmReadPaths(testApp.app.get(QueryBus), keptLogger().logger);
    expect(cache.size).toBe(before);
  });

  it('logs a failure and lets the start go on', async () => {
    const broken = {
      execute: () => Promise.reject(new Error('the store is away')),
    } as unknown as QueryBus;
    const { logger, lines } = keptLogger();
    await expect(warmReadPaths(broken, logger)).resolves.toBeUndefined();
    expect(lines).toEqual([
      expect.objectContaining({ level: 'warn', msg: expect.stringContaining('warming the read paths failed') }),
    ]);
  });
});
