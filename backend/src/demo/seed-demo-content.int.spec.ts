import { CommandBus } from '@nestjs/cqrs';
import type { ImageRef, ItemFile } from '@creators/contracts';
import { CREATOR_PROFILES, ITEMS, catalogItem } from '@creators/projections';
import { ReadModelClock } from '../platform/read-model-clock.js';
import { signedInCreator } from '../testing/creators.js';
import { field } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { seedDemoContent } from './seed-demo-content.js';

describe('the demo content', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('gives every item its own cover and gallery, creators avatars, and vectors and templates real files', async () => {
    const seeded = await seedDemoContent(testApp.app.get(CommandBus), testApp.app.get(ReadModelClock), {
      creators: 2,
      itemsPerKind: 2,
    });
    expect(seeded).toMatchObject({ creators: 2, items: 12 });
    expect(await testApp.runner.waitFor((await testApp.events.headPosition()) ?? 0, 10_000)).toBe(true);
    const items = (await testApp.documents.find(ITEMS, { limit: 100 })).items.map(catalogItem);
    expect(items).toHaveLength(12);
    const covers = new Set<string>();
    for (const item of items) {
      const cover = item.coverImage as ImageRef;
      const gallery = item.galleryImages as ImageRef[];
      expect(gallery).toHaveLength(2);
      for (const image of [cover, ...gallery]) covers.add(image.hash);
      if (item.kind === 'vectors') {
        expect((item.files as ItemFile[]).map((file) => [file.format, file.mediaType])).toEqual([
          ['svg', 'image/svg+xml'],
          ['png', 'image/png'],
        ]);
      }
      if (item.kind === 'templates') {
        expect((item.files as ItemFile[]).map((file) => file.mediaType)).toEqual(['application/zip']);
      }
    }
    // Pictures of their own: no two items share one.
    expect(covers.size).toBe(36);

    const { client, creatorId: visitorId } = await signedInCreator(testApp);
    // The home leads with the editors' picks: a featured collection for each kind of pick that has items.
    type Featured = { items: { collection: { title: string }; items: { kind: string }[] }[] };
    const featured = (await client.get('/api/collections/featured')).json as Featured;
    const shown = new Set(items.filter((item) => item.status === 'published').map((item) => item.kind));
    const expected = [
      ...(shown.has('plugins') ? ['Plugins that save an afternoon'] : []),
      ...(shown.has('tutorials') ? ['Learn it in an evening'] : []),
    ];
    expect(expected.length).toBeGreaterThan(0);
    expect(featured.items.map((entry) => entry.collection.title)).toEqual(expect.arrayContaining(expected));
    for (const entry of featured.items) expect(entry.items.length).toBeGreaterThan(0);
    const vector = items.find(
      (item) => item.kind === 'vectors' && item.status === 'published' && item.price.amount === 0,
    );
    if (vector !== undefined) {
      const [svg] = vector.files as ItemFile[];
      // A visitor gets the free vector, and downloads its SVG through the signed link that hands over.
      const got = await client.post(`/api/marketplace/vectors/${vector.slug}/get`);
      const link = field<{ uploadId: string; downloadUrl: string }[]>(got, 'files').find(
        (file) => file.uploadId === svg?.uploadId,
      );
      const download = await client.bytes(link?.downloadUrl ?? '');
      expect(download.status).toBe(200);
      expect(download.body.toString()).toMatch(/^<svg /);
    }
    // Each item's live preview is served, drawn for it; a name the demo never made is not.
    for (const item of items) {
      const preview = await client.get(item.previewUrl ?? '');
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-type')).toMatch(/^text\/html/);
      expect(preview.headers.get('content-security-policy')).toMatch(/default-src 'none'.*frame-ancestors 'self'/);
      expect(preview.text).toContain(`<title>${item.title}</title>`);
    }
    for (const path of ['components/nothing-here.html', 'widgets/flux-navbar.html', 'components/flux-navbar.htm'])
      expect((await client.get(`/creators-assets/demo/previews/${path}`)).status).toBe(404);

    const profiles = (await testApp.documents.find(CREATOR_PROFILES, { limit: 10 })).items;
    const demoProfiles = profiles.filter((profile) => profile.id !== visitorId);
    expect(demoProfiles.map((profile) => profile.avatar?.variants.length)).toEqual([6, 6]);
  });
});
