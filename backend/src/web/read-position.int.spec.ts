import { jest } from '@jest/globals';
import { CONSISTENCY_COOKIE, type PageRequest, type RenderedPage } from '@creators/contracts';
import { INTEGRATION_TEST_MS } from '@creators/storage/testing';
import { ReadModelClock } from '../platform/read-model-clock.js';
import { anEvent } from '../testing/events.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { SITE_HEAD } from './head-tags.js';
import type { PageRenderer } from './page-renderer.js';

jest.setTimeout(INTEGRATION_TEST_MS);

/** What the marketplace page's loaders read, each through the page's own fetch. */
const LOADER_READS = ['/api/marketplace/components', '/api/marketplace/templates', '/api/marketplace/vectors'];

/** A renderer that reads as the real one's loaders do (in turn), and shows what each read answered. */
const loaderLikeRenderer: PageRenderer = {
  async render(page: PageRequest): Promise<RenderedPage> {
    const statuses: number[] = [];
    for (const path of LOADER_READS) statuses.push((await page.fetch(path)).status);
    return { kind: 'page', status: 200, head: SITE_HEAD, html: `<p id="reads">${statuses.join(',')}</p>` };
  },
};

describe('a read position the log has not reached', () => {
  let testApp: TestApp;
  let waits: number[];

  beforeEach(async () => {
    testApp = await startTestApp({ pageRenderer: loaderLikeRenderer });
    waits = [];
    const clock = testApp.app.get(ReadModelClock);
    const waitFor = clock.waitFor.bind(clock);
    jest.spyOn(clock, 'waitFor').mockImplementation((position, timeoutMs) => {
      waits.push(position);
      return waitFor(position, timeoutMs);
    });
  });
  afterEach(async () => {
    await testApp.close();
  });

  it('past the log head (a forged rp cookie or X-Consistent-With) is read as the head at once', async () => {
    const visitor = new HttpClient(testApp.base);
    const page = await visitor.get('/marketplace', { cookie: `${CONSISTENCY_COOKIE}=99999999` });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<p id="reads">200,200,200</p>');
    const read = await visitor.get('/api/marketplace/components', { 'x-consistent-with': '99999999' });
    expect(read.status).toBe(200);
    const head = (await testApp.events.headPosition()) ?? 0;
    expect(waits.filter((position) => position > head)).toEqual([]);
  });

  it('holds a page for one wait in all, however many reads its loaders make', async () => {
    // The read models stop short of the log's head: the visitor's own change is never reached.
    await testApp.runner.stop();
    const { position } = await testApp.events.append('probe-1', [anEvent('ProbeRecorded', {}, null)], 'no_stream');
    const page = await new HttpClient(testApp.base).get('/marketplace', {
      cookie: `${CONSISTENCY_COOKIE}=${position}`,
    });
    expect(page.status).toBe(200);
    // The loaders read what there is rather than each waiting (and failing) in turn.
    expect(page.text).toContain('<p id="reads">200,200,200</p>');
    expect(waits).toEqual([position]);
    // A read asked for alone still waits for it, and says when to try again.
    const read = await new HttpClient(testApp.base).get('/api/marketplace/components', {
      'x-consistent-with': String(position),
    });
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
