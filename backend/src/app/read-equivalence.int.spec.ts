import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ITEM_KINDS, MARKETPLACE_KINDS, type ItemKind } from '@creators/contracts';
import { PROMPTLY_MS } from '@creators/storage/testing';
import { SessionStore } from '../accounts/sessions/session-store.js';
import { appendGenerated, generatedLog, type GeneratedLog } from '../testing/generated-log.js';
import { HttpClient, type Reply } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * The read side's answers, pinned: a log generated from a fixed seed is projected, and every read
 * endpoint and public page answers exactly as recorded in `read-equivalence.answers.json`. The
 * answers were recorded from the read models before they were reshaped, so a change to how the
 * read side is built can be proved to change nothing a visitor, a creator or a crawler sees.
 * `WRITE_READ_ANSWERS=1` records them again (only when an answer is meant to change).
 */
const SEED = 20_260_301;
const ANSWERS = fileURLToPath(new URL('./read-equivalence.answers.json', import.meta.url));

interface Answer {
  readonly status: number;
  readonly location?: string;
  readonly body: unknown;
}

const ORIGIN = 'http://gateway.test';

describe('the read side answers as it did before it was reshaped', () => {
  let testApp: TestApp;
  let log: GeneratedLog;

  beforeAll(async () => {
    // Pages are answered by the frontend's own routes and loaders, as the product's are.
    testApp = await startTestApp({}, { builtFrontend: true });
    log = generatedLog(SEED);
    const head = await appendGenerated(testApp.events, log.entries);
    if (!(await testApp.runner.waitFor(head, PROMPTLY_MS * 4)))
      throw new Error(`the read models did not reach ${head}`);
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** The answer without what differs between runs (the port, the page nonce, the date); of a page, its head. */
  function answerOf(reply: Reply): Answer {
    const text = reply.text.replaceAll(testApp.base, ORIGIN).replace(/nonce="[^"]*"/g, 'nonce=""');
    const location = reply.headers.get('location');
    const page = reply.headers.get('content-type')?.startsWith('text/html') === true;
    return {
      status: reply.status,
      ...(location === null ? {} : { location: location.replaceAll(testApp.base, ORIGIN) }),
      body: page
        ? headOf(text)
        : reply.json === null || reply.json === undefined
          ? text
          : daysCountedBack(JSON.parse(text) as unknown),
    };
  }

  /** Every address whose answer comes from the read models, and as whom it is asked. */
  async function askEverything(): Promise<Record<string, Answer>> {
    const answers: Record<string, Answer> = {};
    const visitor = new HttpClient(testApp.base);
    const sessions = new Map<string, HttpClient>();
    for (const creator of log.creators) {
      const { token } = await testApp.app.get(SessionStore).start(creator.id);
      sessions.set(creator.id, new HttpClient(testApp.base).useSession(token));
    }
    const ask = async (path: string, as: { id: string; client: HttpClient } | null = null): Promise<Answer> => {
      const answer = answerOf(await (as?.client ?? visitor).get(path));
      answers[as === null ? path : `${path} as ${as.id}`] = answer;
      return answer;
    };
    /** A list and its second page, through the cursor the first gave. */
    const askPages = async (path: string): Promise<void> => {
      const first = await ask(`${path}${path.includes('?') ? '&' : '?'}limit=4`);
      const cursor = (first.body as { nextCursor?: unknown } | null)?.nextCursor;
      if (typeof cursor === 'string')
        await ask(`${path}${path.includes('?') ? '&' : '?'}limit=4&cursor=${encodeURIComponent(cursor)}`);
    };

    for (const kind of MARKETPLACE_KINDS) {
      for (const sort of ['newest', 'popular'])
        for (const price of ['', '&price=free', '&price=paid'])
          await ask(`/api/marketplace/${kind}?sort=${sort}${price}`);
      await askPages(`/api/marketplace/${kind}?sort=popular`);
      await askPages(`/api/marketplace/${kind}`);
    }
    await ask('/api/marketplace/components/tags');
    await ask('/api/marketplace/templates/categories');
    for (const tag of [...log.tags, 'no-such-tag']) {
      for (const sort of ['newest', 'popular'])
        for (const price of ['', '&price=free', '&price=paid'])
          await ask(`/api/marketplace/components/tags/${tag}?sort=${sort}${price}`);
      await askPages(`/api/marketplace/components/tags/${tag}`);
    }
    for (const category of [...log.categories, 'no-such-category']) {
      for (const sort of ['newest', 'popular'])
        await ask(`/api/marketplace/templates/categories/${category}?sort=${sort}`);
      await askPages(`/api/marketplace/templates/categories/${category}?sort=popular`);
    }
    const handles = log.creators.flatMap((creator) => creator.handles);
    const searches = [
      ...log.words.map((word) => `q=${word}`),
      'q=aurora+grid',
      'q=auroa',
      'q=renamed',
      'q=zzzz',
      'q=hero&kind=components',
      'q=pages&kind=templates&sort=newest',
      'q=pages&sort=popular',
      'q=pages&price=free',
      'q=pages&price=paid&sort=newest',
      'q=pages&price=10-50',
      'q=pages&tags=layout',
      'q=pages&tags=layout,forms',
      `q=pages&categories=${log.categories[0] ?? ''}`,
      `q=pages&creator=${handles[0] ?? ''}`,
      `q=pages&creator=${handles.at(-1) ?? ''}`,
    ];
    for (const search of searches) await ask(`/api/marketplace/search?${search}`);
    await askPages('/api/marketplace/search?q=pages');
    for (const q of ['au', 'gri', 'pri', 'nav', 'ada']) await ask(`/api/marketplace/suggestions?q=${q}`);

    await ask('/api/feed');
    await askPages('/api/feed');
    for (const kind of ITEM_KINDS) await askPages(`/api/feed?kind=${kind}`);
    for (const handle of [...handles, 'nobody-here']) await ask(`/api/creators/${handle}`);
    await ask('/api/experts');

    for (const item of log.items) {
      for (const slug of item.slugs) {
        if (isMarketplace(item.kind)) await ask(`/api/marketplace/${item.kind}/${slug}`);
        await ask(`/api/feed/${item.kind}/${slug}`);
      }
    }
    // "Liked by me", and what only a signed-in creator sees: their items in every state, their insights, their follows.
    for (const creator of log.creators) {
      const client = sessions.get(creator.id);
      if (client === undefined) continue;
      const as = { id: creator.id, client };
      for (const item of log.items.slice(0, 12))
        if (isMarketplace(item.kind)) await ask(`/api/marketplace/${item.kind}/${item.slugs.at(-1) ?? ''}`, as);
      for (const kind of ITEM_KINDS) await ask(`/api/dashboard/${kind}`, as);
      for (const item of log.items.filter((one) => one.creatorId === creator.id)) {
        await ask(`/api/dashboard/${item.kind}/${item.id}`, as);
        await ask(`/api/dashboard/insights/items/${item.id}`, as);
      }
      await ask('/api/dashboard/insights', as);
      await ask('/api/feed/following', as);
    }

    // What crawlers read, and the pages' status and head.
    const sitemap = await ask('/sitemap.xml');
    for (const [, name] of String(sitemap.body).matchAll(/\/sitemaps\/([^<]+)</g)) await ask(`/sitemaps/${name ?? ''}`);
    await ask('/feed.atom');
    for (const handle of handles) await ask(`/${handle}/feed.atom`);
    const pages = ['/marketplace', '/feed', ...MARKETPLACE_KINDS.map((kind) => `/marketplace/${kind}`)];
    pages.push(...log.tags.map((tag) => `/marketplace/components/tags/${tag}`));
    pages.push(...log.categories.map((category) => `/marketplace/templates/category/${category}`));
    pages.push(...handles.map((handle) => `/${handle}`));
    for (const item of log.items) {
      for (const slug of item.slugs) {
        if (isMarketplace(item.kind)) {
          pages.push(`/marketplace/${item.kind}/${slug}`, `/marketplace/${item.kind}/${slug}/preview`);
        }
        pages.push(`/feed/${item.kind}/${slug}`);
      }
    }
    for (const page of pages) await ask(page);
    return answers;
  }

  it('answers every read endpoint and page as the former read models did', async () => {
    const answers = await askEverything();
    if (process.env.WRITE_READ_ANSWERS === '1') {
      // One address a line: a changed answer shows as that line in a diff.
      const lines = Object.entries(answers).map(
        ([address, answer]) => `${JSON.stringify(address)}: ${JSON.stringify(answer)}`,
      );
      writeFileSync(ANSWERS, `{\n${lines.join(',\n')}\n}\n`);
    }
    const recorded = JSON.parse(readFileSync(ANSWERS, 'utf8')) as Record<string, Answer>;
    expect(Object.keys(answers)).toEqual(Object.keys(recorded));
    // Address by address, so a difference names the page it is on.
    for (const [address, answer] of Object.entries(answers)) {
      expect({ address, answer }).toEqual({ address, answer: recorded[address] });
    }
  });
});

const DAY_MS = 86_400_000;

/**
 * Insights count the days up to today, so each of their days is named by how far it is from the
 * last (-29 to 0): the answers then hold whatever the date of the run.
 */
function daysCountedBack(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('daily' in body) || !Array.isArray(body.daily)) return body;
  const daily = body.daily as readonly { readonly date: string }[];
  const last = Date.parse(daily.at(-1)?.date ?? '');
  return { ...body, daily: daily.map((day) => ({ ...day, date: (Date.parse(day.date) - last) / DAY_MS })) };
}

const isMarketplace = (kind: ItemKind): boolean => (MARKETPLACE_KINDS as readonly string[]).includes(kind);

/** What a page says of itself in its head (title, description, robots, canonical, cards, structured data), a tag a line. */
const PAGE_HEAD_TAG =
  /^<(?:title>|meta name="(?:description|robots|twitter:[^"]*)"|meta property="og:|link rel="canonical"|script type="application\/ld\+json")/;
const headOf = (html: string): string =>
  (/<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => PAGE_HEAD_TAG.test(line))
    .join('\n');
