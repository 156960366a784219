import { jest } from '@jest/globals';
import {
  type CardPage,
  type CreatorReviewsView,
  type ItemPageView,
  type ItemReviewsView,
  type ProblemDocument,
} from '@creators/contracts';
import { INTEGRATION_TEST_MS, PROMPTLY_MS } from '@creators/storage/testing';
import { strFromU8, unzipSync } from 'fflate';
import type { ModerationCaseView } from '../moderation/queries/get-moderation-queue.js';
import { grantRole, signedInCreator } from '../testing/creators.js';
import { field, HttpClient, type Reply } from '../testing/http-client.js';
import { signUpByEmail } from '../testing/mailbox.js';
import { awayFromWindowEnd, newAddress } from '../testing/rate-windows.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { REVIEWS_PER_ACCOUNT } from './http/reviews.controller.js';

// A burst may first wait (up to a minute) to start away from its rate window's end.
jest.setTimeout(INTEGRATION_TEST_MS);

type Person = { client: HttpClient; creatorId: string; handle: string };

describe('reviews', () => {
  let testApp: TestApp;
  let maker: Person;
  let moderator: Person;
  const anonymous = () => new HttpClient(testApp.base);

  /** Waits for the read models to reach a command's position, and gives its reply back. */
  const caught = async (reply: Reply): Promise<Reply> => {
    const position = Number((reply.json as { position?: string } | null)?.position ?? 0);
    expect(await testApp.runner.waitFor(position, PROMPTLY_MS)).toBe(true);
    return reply;
  };

  const refused = (reply: Reply, status: number, code?: string): ProblemDocument => {
    expect({ status: reply.status, body: reply.json }).toMatchObject({ status });
    const problem = reply.json as ProblemDocument;
    if (code !== undefined) expect(problem.type).toContain(code.replace(/_/g, '-'));
    return problem;
  };

  async function published(kind: string, body: Record<string, unknown>): Promise<{ id: string; slug: string }> {
    const created = await maker.client.post(`/api/dashboard/${kind}`, body);
    expect(created.status).toBe(201);
    await caught(await maker.client.post(`/api/dashboard/${kind}/${field<string>(created, 'id')}/publish`));
    return { id: field<string>(created, 'id'), slug: field<string>(created, 'slug') };
  }

  /** Someone who got the free item: a holder. */
  async function holderOf(slug: string, kind = 'components'): Promise<Person> {
    const someone = await signedInCreator(testApp);
    const got = await someone.client.post(`/api/marketplace/${kind}/${slug}/get`);
    expect(got.status).toBe(200);
    return someone;
  }

  const reviewsOf = async (slug: string, client = anonymous(), kind = 'components'): Promise<ItemReviewsView> => {
    const reply = await client.get(`/api/marketplace/${kind}/${slug}/reviews`);
    expect(reply.status).toBe(200);
    return reply.json as ItemReviewsView;
  };

  const cardOf = async (slug: string) => {
    const page = (await anonymous().get('/api/marketplace/components?limit=100')).json as CardPage;
    return page.items.find((card) => card.slug === slug);
  };

  beforeAll(async () => {
    // The item page's head (its JSON-LD rating) comes from the frontend's own routes and loaders.
    testApp = await startTestApp({}, { builtFrontend: true });
    maker = await signedInCreator(testApp);
    moderator = await signedInCreator(testApp);
    await grantRole(testApp, 'ModeratorRoleGranted', moderator.creatorId);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lets a holder rate an item once, and shows the average on its card, page and list of reviews', async () => {
    const item = await published('components', { title: 'Rated Grid', summary: 'A grid' });
    const [ann, ben] = [await holderOf(item.slug), await holderOf(item.slug)];
    expect((await reviewsOf(item.slug, ann.client)).canReview).toBe(true);
    expect(await cardOf(item.slug)).not.toHaveProperty('rating');

    const written = await caught(
      await ann.client.post(`/api/marketplace/components/${item.slug}/reviews`, { rating: 5, text: ' Lovely. ' }),
    );
    expect(written.status).toBe(201);
    await caught(await ben.client.post(`/api/marketplace/components/${item.slug}/reviews`, { rating: 2 }));

    const reviews = await reviewsOf(item.slug, ann.client);
    expect(reviews).toMatchObject({ ratingAverage: 3.5, ratingCount: 2, canReview: false, isCreator: false });
    expect(reviews.items.map(({ rating, text, reviewer }) => ({ rating, text, handle: reviewer?.handle }))).toEqual([
      { rating: 2, text: '', handle: ben.handle },
      { rating: 5, text: 'Lovely.', handle: ann.handle },
    ]);
    expect(reviews.mine).toMatchObject({ id: field<string>(written, 'reviewId'), rating: 5, hidden: false });
    expect((await cardOf(item.slug))?.rating).toEqual({ average: 3.5, count: 2 });
    const page = (await anonymous().get(`/api/marketplace/components/${item.slug}`)).json as ItemPageView;
    expect(page.item.rating).toEqual({ average: 3.5, count: 2 });
    expect((await reviewsOf(item.slug, maker.client)).isCreator).toBe(true);

    // Search engines read the same figures in the page's structured data.
    const html = (await anonymous().get(`/marketplace/components/${item.slug}`)).text;
    const product = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
      .map((match): unknown => JSON.parse(match[1] ?? 'null'))
      .find((data) => (data as { '@type'?: string })['@type'] === 'Product');
    expect(product).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 3.5, ratingCount: 2, bestRating: 5 },
    });
  });

  it('records the version a plugin’s reviewer held', async () => {
    const plugin = await published('plugins', { title: 'Versioned Tool', summary: 'A tool', version: '1.2.0' });
    const holder = await holderOf(plugin.slug, 'plugins');
    await caught(await holder.client.post(`/api/marketplace/plugins/${plugin.slug}/reviews`, { rating: 4 }));
    expect((await reviewsOf(plugin.slug, anonymous(), 'plugins')).items[0]?.version).toBe('1.2.0');
  });

  it('refuses a stranger, the creator, a second review, bad stars and long text, appending nothing', async () => {
    const item = await published('components', { title: 'Guarded Grid', summary: 'A grid' });
    const holder = await holderOf(item.slug);
    const stranger = await signedInCreator(testApp);
    const path = `/api/marketplace/components/${item.slug}/reviews`;
    await caught(await holder.client.post(path, { rating: 4 }));
    const before = await testApp.eventCount();

    refused(await stranger.client.post(path, { rating: 4 }), 403, 'not_a_holder');
    refused(await maker.client.post(path, { rating: 5 }), 409, 'own_item');
    expect(refused(await holder.client.post(path, { rating: 3 }), 409, 'already_reviewed').detail).toMatch(/edit/);
    for (const rating of [0, 6, 2.5, '4']) {
      const problem = refused(await holder.client.put(`${path}/mine`, { rating }), 400);
      expect(new Set(problem.errors?.map((e) => e.field))).toEqual(new Set(['rating']));
    }
    refused(await holder.client.put(`${path}/mine`, { rating: 4, text: 'x'.repeat(2001) }), 400);
    refused(await stranger.client.put(`${path}/mine`, { rating: 4 }), 404, 'review_not_found');
    refused(await anonymous().post(path, { rating: 4 }), 401);
    refused(await holder.client.post('/api/marketplace/components/no-such-item/reviews', { rating: 4 }), 404);
    expect(await testApp.eventCount()).toBe(before);
  });

  it('takes edits as events, and the average follows', async () => {
    const item = await published('components', { title: 'Edited Grid', summary: 'A grid' });
    const holder = await holderOf(item.slug);
    const path = `/api/marketplace/components/${item.slug}/reviews`;
    await caught(await holder.client.post(path, { rating: 1, text: 'Broken.' }));
    const before = await testApp.eventCount();
    const edited = await caught(await holder.client.put(`${path}/mine`, { rating: 4, text: 'Fixed now.' }));
    expect(edited.status).toBe(200);
    expect(await testApp.eventCount()).toBe(before + 1);
    const reviews = await reviewsOf(item.slug);
    expect(reviews.items[0]).toMatchObject({ rating: 4, text: 'Fixed now.' });
    expect(reviews.items[0]?.editedAt).not.toBeNull();
    expect((await cardOf(item.slug))?.rating).toEqual({ average: 4, count: 1 });
  });

  it('lets the creator answer each review once, and nobody else', async () => {
    const item = await published('components', { title: 'Answered Grid', summary: 'A grid' });
    const holder = await holderOf(item.slug);
    const written = await caught(
      await holder.client.post(`/api/marketplace/components/${item.slug}/reviews`, { rating: 3 }),
    );
    const answerPath = `/api/reviews/${field<string>(written, 'reviewId')}/answer`;
    const before = await testApp.eventCount();
    refused(await holder.client.post(answerPath, { text: 'I answer myself' }), 403, 'not_your_item');
    refused(await maker.client.post(answerPath, { text: '   ' }), 400);
    refused(await maker.client.post(answerPath, { text: 'x'.repeat(2001) }), 400);
    refused(await maker.client.post('/api/reviews/7d1e0c3a-9b2f-4e5d-8a6c-3f4b5a6d7e8f/answer', { text: 'Hi' }), 404);
    expect(await testApp.eventCount()).toBe(before);

    expect((await caught(await maker.client.post(answerPath, { text: 'Thanks!' }))).status).toBe(201);
    refused(await maker.client.post(answerPath, { text: 'Thanks again!' }), 409, 'already_answered');
    expect((await reviewsOf(item.slug)).items[0]?.answer).toMatchObject({ text: 'Thanks!' });
  });

  it('takes reports of a review; a moderator hides it from the page and the average, and restores it', async () => {
    const item = await published('components', { title: 'Reported Review Grid', summary: 'A grid' });
    const [kind, rude] = [await holderOf(item.slug), await holderOf(item.slug)];
    const path = `/api/marketplace/components/${item.slug}/reviews`;
    await caught(await kind.client.post(path, { rating: 5 }));
    const written = await caught(await rude.client.post(path, { rating: 1, text: 'Rude words' }));
    const reviewId = field<string>(written, 'reviewId');
    expect((await cardOf(item.slug))?.rating).toEqual({ average: 3, count: 2 });

    const reporter = await signedInCreator(testApp);
    refused(await rude.client.post('/api/reports', { reviewId, reason: 'offensive' }), 422);
    await caught(await reporter.client.post('/api/reports', { reviewId, reason: 'offensive' }));
    const queue = (await moderator.client.get('/api/moderation/queue')).json as { items: ModerationCaseView[] };
    expect(queue.items.find((entry) => entry.id === `review-${reviewId}`)).toMatchObject({
      status: 'open',
      subject: { type: 'review', rating: 1, text: 'Rude words', reviewerHandle: rude.handle, slug: item.slug },
    });
    refused(await reporter.client.post(`/api/moderation/reviews/${reviewId}/hide`, { reason: 'Rude' }), 403);

    await caught(await moderator.client.post(`/api/moderation/reviews/${reviewId}/hide`, { reason: 'Insults' }));
    const hidden = await reviewsOf(item.slug, rude.client);
    expect(hidden.items.map((review) => review.id)).not.toContain(reviewId);
    expect(hidden).toMatchObject({ ratingAverage: 5, ratingCount: 1, mine: { id: reviewId, hidden: true } });
    expect((await cardOf(item.slug))?.rating).toEqual({ average: 5, count: 1 });
    const before = await testApp.eventCount();
    refused(await rude.client.put(`${path}/mine`, { rating: 2 }), 409, 'review_hidden');
    refused(await maker.client.post(`/api/reviews/${reviewId}/answer`, { text: 'Hm' }), 409, 'review_hidden');
    expect(await testApp.eventCount()).toBe(before);

    await caught(
      await moderator.client.post(`/api/moderation/reviews/${reviewId}/restore`, { reason: 'Reconsidered' }),
    );
    expect((await reviewsOf(item.slug)).items.map((review) => review.id)).toContain(reviewId);
    expect((await cardOf(item.slug))?.rating).toEqual({ average: 3, count: 2 });
  });

  it('sums up a creator’s reviews for their Insights, and no one else’s', async () => {
    const someone = await signedInCreator(testApp);
    const reviewsOfMine = async (who: Person) =>
      (await who.client.get('/api/dashboard/reviews')).json as CreatorReviewsView;
    expect(await reviewsOfMine(someone)).toEqual({ ratingAverage: null, ratingCount: 0, items: [], latest: [] });
    const mine = await reviewsOfMine(maker);
    // Every review of the maker's items that this suite wrote and left shown.
    expect(mine.ratingCount).toBe(mine.items.reduce((sum, item) => sum + item.ratingCount, 0));
    expect(mine.items.find((item) => item.title === 'Rated Grid')).toMatchObject({
      ratingAverage: 3.5,
      ratingCount: 2,
    });
    expect(mine.latest[0]).toMatchObject({ kind: 'components', title: expect.any(String) as string });
    expect((await anonymous().get('/api/dashboard/reviews')).status).toBe(401);
  });

  it('puts a review in its writer’s data package and an answer in its creator’s, not each other’s words', async () => {
    // Accounts of their own (a data package is an account's): signed up as people do.
    const account = async (name: string): Promise<HttpClient> => {
      const tag = Math.random().toString(36).slice(2, 8);
      const client = new HttpClient(testApp.base);
      const body = {
        email: `${name}.${tag}@example.com`,
        password: `pw-${tag}-correct-horse`,
        handle: `${name}_${tag}`,
        name,
      };
      expect((await signUpByEmail(testApp, client, body, newAddress())).status).toBe(201);
      return client;
    };
    const [seller, buyer] = [await account('seller'), await account('buyer')];
    const created = await seller.post('/api/dashboard/components', { title: 'Packaged Grid', summary: 'A grid' });
    const published = await caught(
      await seller.post(`/api/dashboard/components/${field<string>(created, 'id')}/publish`),
    );
    expect(published.status).toBe(200);
    const slug = field<string>(created, 'slug');
    expect((await buyer.post(`/api/marketplace/components/${slug}/get`)).status).toBe(200);
    const written = await caught(
      await buyer.post(`/api/marketplace/components/${slug}/reviews`, { rating: 4, text: 'Holder words' }),
    );
    await caught(
      await seller.post(`/api/reviews/${field<string>(written, 'reviewId')}/answer`, { text: 'Maker words' }),
    );
    const reviewsFile = async (client: HttpClient): Promise<string> => {
      const reply = await client.bytes('/api/account/data');
      expect(reply.status).toBe(200);
      return strFromU8(unzipSync(new Uint8Array(reply.body))['reviews.json'] ?? new Uint8Array(0));
    };
    const buyers = await reviewsFile(buyer);
    expect(buyers).toContain('Holder words');
    expect(buyers).not.toContain('Maker words');
    const sellers = await reviewsFile(seller);
    expect(sellers).toContain('Maker words');
    expect(sellers).not.toContain('Holder words');
  });

  it('sorts search results by rating, unrated last', async () => {
    const low = await published('components', { title: 'Zebra Low', summary: 'zebra' });
    const high = await published('components', { title: 'Zebra High', summary: 'zebra' });
    const none = await published('components', { title: 'Zebra None', summary: 'zebra' });
    await caught(
      await (await holderOf(low.slug)).client.post(`/api/marketplace/components/${low.slug}/reviews`, { rating: 2 }),
    );
    await caught(
      await (await holderOf(high.slug)).client.post(`/api/marketplace/components/${high.slug}/reviews`, { rating: 5 }),
    );
    const found = (await anonymous().get('/api/marketplace/search?q=zebra&sort=rating')).json as CardPage;
    expect(found.items.map((card) => card.slug)).toEqual([high.slug, low.slug, none.slug]);
  });

  it('limits how many reviews and edits one account sends an hour', async () => {
    const item = await published('components', { title: 'Busy Grid', summary: 'A grid' });
    const holder = await holderOf(item.slug);
    const path = `/api/marketplace/components/${item.slug}/reviews/mine`;
    await awayFromWindowEnd(REVIEWS_PER_ACCOUNT.windowMs, 60_000);
    await caught(await holder.client.post(`/api/marketplace/components/${item.slug}/reviews`, { rating: 3 }));
    for (let sent = 1; sent < REVIEWS_PER_ACCOUNT.limit; sent += 1) {
      expect((await holder.client.put(path, { rating: 3 })).status).toBe(200);
    }
    const before = await testApp.eventCount();
    const limited = await holder.client.put(path, { rating: 5 });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await testApp.eventCount()).toBe(before);
  });
});
