import sharp from 'sharp';
import type { ImageUploadAnswer } from '@creators/contracts';
import { PROMPTLY_MS } from '@creators/storage/testing';
import { signedInCreator } from '../../testing/creators.js';
import { field, HttpClient, type Reply } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

describe('link previews', () => {
  let testApp: TestApp;
  let maker: { client: HttpClient; creatorId: string; handle: string };
  const visitor = () => new HttpClient(testApp.base);
  const caught = async (reply: Reply): Promise<Reply> => {
    expect(reply.status).toBeLessThan(300);
    expect(await testApp.runner.waitFor(Number(field<string>(reply, 'position')), PROMPTLY_MS)).toBe(true);
    return reply;
  };
  /** The head's `<meta property|name="key" content="…">` values. */
  const metaOf = (html: string, key: string): string | undefined =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

  beforeAll(async () => {
    // Pages' heads come from the frontend's own routes and loaders, as the product's do.
    testApp = await startTestApp({}, { builtFrontend: true });
    maker = await signedInCreator(testApp, `sharer${Math.random().toString(36).slice(2, 6)}`);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('gives an item page a 1200 × 630 picture of its cover, title and creator, named in its head', async () => {
    // A pure red cover: where the picture shows it, it is red.
    const cover = await maker.client.upload(
      '/api/media/images?purpose=cover',
      await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 220, g: 20, b: 20 } } })
        .png()
        .toBuffer(),
      { 'content-type': 'image/png' },
    );
    expect(cover.status).toBe(201);
    const created = await maker.client.post('/api/dashboard/components', {
      title: 'Harbor Pricing Table',
      summary: 'Three plans',
      coverImageId: (cover.json as ImageUploadAnswer).id,
      price: { amount: 1900, currency: 'USD' },
    });
    const id = field<string>(created, 'id');
    const slug = field<string>(created, 'slug');
    await caught(await maker.client.post(`/api/dashboard/components/${id}/publish`));

    const page = await visitor().get(`/marketplace/components/${slug}`);
    const image = `${testApp.base}/api/share-images/items/components/${slug}`;
    expect({
      image: metaOf(page.text, 'og:image'),
      width: metaOf(page.text, 'og:image:width'),
      height: metaOf(page.text, 'og:image:height'),
      alt: metaOf(page.text, 'og:image:alt'),
      card: metaOf(page.text, 'twitter:card'),
      twitter: metaOf(page.text, 'twitter:image'),
    }).toEqual({
      image,
      width: '1200',
      height: '630',
      alt: `Harbor Pricing Table, a component by Maker ${maker.handle}`,
      card: 'summary_large_image',
      twitter: image,
    });

    const picture = await visitor().bytes(image.slice(testApp.base.length));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=3600');
    const { width, height, format } = await sharp(picture.body).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    // The cover sits on the right; the words on the left are drawn on the background, not the cover.
    const pixel = async (left: number, top: number): Promise<number[]> => [
      ...(await sharp(picture.body).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer()),
    ];
    // (The cover was stored as lossy renditions: red within a few steps.)
    const red = (rgb: number[]): boolean =>
      Math.abs((rgb[0] ?? 0) - 220) + Math.abs((rgb[1] ?? 0) - 20) + Math.abs((rgb[2] ?? 0) - 20) < 30;
    expect(red(await pixel(888, 315))).toBe(true);
    expect(red(await pixel(40, 315))).toBe(false);

    // Asked again with its validator: not sent again; once the title changes, another picture.
    const etag = picture.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await visitor().bytes(image.slice(testApp.base.length), { 'if-none-match': etag })).status).toBe(304);
    await caught(await maker.client.patch(`/api/dashboard/components/${id}`, { title: 'Harbor Plans Table' }));
    const renamed = await visitor().bytes(image.slice(testApp.base.length));
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get('etag')).not.toBe(etag);
    expect(renamed.body.equals(picture.body)).toBe(false);
  });

  it('gives the home and a creator page their own pictures, and none to what is not there', async () => {
    const home = await visitor().get('/marketplace');
    expect(metaOf(home.text, 'og:image')).toBe(`${testApp.base}/api/share-images/home`);
    expect(metaOf(home.text, 'og:image:alt')).toMatch(/^Creators: /);
    const creator = await visitor().get(`/${maker.handle}`);
    expect(metaOf(creator.text, 'og:image')).toBe(`${testApp.base}/api/share-images/creators/${maker.handle}`);
    expect(metaOf(creator.text, 'og:image:alt')).toBe(`Maker ${maker.handle} on Creators`);
    expect(metaOf(creator.text, 'twitter:card')).toBe('summary_large_image');

    const pictures = await Promise.all(
      ['/api/share-images/home', `/api/share-images/creators/${maker.handle}`].map((path) => visitor().bytes(path)),
    );
    for (const picture of pictures) {
      expect(picture.status).toBe(200);
      const { width, height } = await sharp(picture.body).metadata();
      expect({ width, height }).toEqual({ width: 1200, height: 630 });
    }
    expect(pictures[0]?.body.equals(pictures[1]?.body ?? Buffer.alloc(0))).toBe(false);

    for (const path of [
      '/api/share-images/items/components/no-such-item',
      '/api/share-images/items/widgets/anything',
      '/api/share-images/creators/nobody-by-this-handle',
    ])
      expect([path, (await visitor().bytes(path)).status]).toEqual([path, 404]);
    // A page without a picture of its own is a small card.
    const tags = await visitor().get('/marketplace/components/tags');
    expect(metaOf(tags.text, 'og:image')).toBeUndefined();
    expect(metaOf(tags.text, 'twitter:card')).toBe('summary');
  });
});
