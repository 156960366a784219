import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  srcsetOf,
  variantUrl,
  type FileUploadAnswer,
  type ImageRef,
  type ImageUploadAnswer,
} from '@creators/contracts';
import { signedInCreator } from '../../testing/creators.js';
import { field, type HttpClient, type Reply } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { gifScriptPolyglot, pngClaiming, pngImage, sidewaysJpegWithGps } from '../testing/images.js';

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

describe('uploads', () => {
  let testApp: TestApp;
  let me: HttpClient;
  let other: HttpClient;

  beforeAll(async () => {
    testApp = await startTestApp();
    me = (await signedInCreator(testApp)).client;
    other = (await signedInCreator(testApp)).client;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const uploadImage = async (client: HttpClient, bytes: Uint8Array, purpose = 'cover'): Promise<ImageUploadAnswer> => {
    const reply = await client.upload(`/api/media/images?purpose=${purpose}`, bytes, { 'content-type': 'image/png' });
    expect(reply.status).toBe(201);
    return reply.json as ImageUploadAnswer;
  };
  const uploadFile = async (client: HttpClient, name: string, bytes: Uint8Array): Promise<FileUploadAnswer> => {
    const reply = await client.upload(`/api/media/files?name=${encodeURIComponent(name)}`, bytes);
    expect(reply.status).toBe(201);
    return reply.json as FileUploadAnswer;
  };
  const caughtUp = async (answer: { position: string }): Promise<void> => {
    expect(await testApp.runner.waitFor(Number(answer.position), 5000)).toBe(true);
  };

  /** A refusal: the status, a problem document, and nothing appended to the log. */
  async function expectRefused(send: () => Promise<Reply>, status: number, detail: RegExp): Promise<Reply> {
    const before = await testApp.eventCount();
    const reply = await send();
    expect(reply.status).toBe(status);
    expect(reply.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(reply.json).toMatchObject({ status, detail: expect.stringMatching(detail) });
    expect(await testApp.eventCount()).toBe(before);
    return reply;
  }

  describe('an image', () => {
    it('becomes renditions in WebP and JPEG at the widths up to its own, with a placeholder', async () => {
      const answer = await uploadImage(me, await pngImage(1000, 750));
      const { image } = answer;
      expect(image).toEqual({
        uploadId: answer.id,
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        width: 1000,
        height: 750,
        placeholder: expect.stringMatching(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/),
        variants: expect.any(Array),
      });
      expect(image.placeholder.length).toBeLessThan(600);
      const sizes = image.variants.map((v) => `${v.format}:${v.width}x${v.height}`).sort();
      expect(sizes).toEqual(
        ['jpeg:1000x750', 'jpeg:400x300', 'jpeg:800x600', 'webp:1000x750', 'webp:400x300', 'webp:800x600'].sort(),
      );
      expect(srcsetOf(image, 'webp')).toMatch(/^\/creators-assets\/media\/[0-9a-f]{64}-400\.webp 400w, .* 1000w$/);
    });

    it('is served as soon as the upload answers, immutable, with its type, length and ETag, and answers 304 to the same ETag', async () => {
      // No waiting here: the browser asks for the preview the moment the upload answers.
      const { image } = await uploadImage(me, await pngImage(500, 400, { r: 10, g: 160, b: 90 }));
      const webp = image.variants.find((v) => v.format === 'webp');
      if (webp === undefined) throw new Error('no webp rendition');
      const served = await me.bytes(variantUrl(webp));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('etag')).toBe(`"${webp.hash}"`);
      expect(served.headers.get('content-length')).toBe(String(webp.size));
      expect(sha256(served.body)).toBe(webp.hash);
      expect((await sharp(served.body).metadata()).format).toBe('webp');
      const again = await me.bytes(variantUrl(webp), { 'if-none-match': `"${webp.hash}"` });
      expect(again.status).toBe(304);
      // The same blob asked for as the other format is not there.
      const wrongType = await me.bytes(variantUrl({ ...webp, format: 'jpeg' }));
      expect(wrongType.status).toBe(404);
      // Nor at a width it was not made at: one picture, one address.
      const wrongWidth = await me.bytes(variantUrl({ ...webp, width: webp.width + 1 }));
      expect(wrongWidth.status).toBe(404);
    });

    it('is turned upright and loses its EXIF and GPS position', async () => {
      const { image, position } = await uploadImage(me, await sidewaysJpegWithGps(600, 400));
      await caughtUp({ position });
      expect({ width: image.width, height: image.height }).toEqual({ width: 400, height: 600 });
      for (const variant of image.variants) {
        const served = await me.bytes(variantUrl(variant));
        const metadata = await sharp(served.body).metadata();
        expect({ exif: metadata.exif, orientation: metadata.orientation }).toEqual({
          exif: undefined,
          orientation: undefined,
        });
        expect(served.body.includes(Buffer.from('Someone'))).toBe(false);
        expect(metadata.height).toBeGreaterThan(metadata.width);
      }
    });

    it('stores the same picture once, whoever uploads it', async () => {
      const bytes = await pngImage(450, 300, { r: 1, g: 2, b: 3 });
      const first = await uploadImage(me, bytes);
      const second = await uploadImage(other, bytes);
      expect(second.id).not.toBe(first.id);
      expect(second.image.variants.map((v) => v.hash)).toEqual(first.image.variants.map((v) => v.hash));
    });

    it('as an avatar is cut square, at avatar sizes', async () => {
      const { image } = await uploadImage(me, await pngImage(900, 500), 'avatar');
      expect(image.variants.map((v) => `${v.format}:${v.width}x${v.height}`).sort()).toEqual(
        ['jpeg:128x128', 'jpeg:256x256', 'jpeg:64x64', 'webp:128x128', 'webp:256x256', 'webp:64x64'].sort(),
      );
    });
  });

  describe('refuses, with a problem and no event', () => {
    it('a script renamed .png', async () => {
      await expectRefused(
        () =>
          me.upload('/api/media/images?purpose=cover&name=cat.png', '<script>alert(document.cookie)</script>', {
            'content-type': 'image/png',
          }),
        415,
        /not a JPEG, PNG, WebP, GIF or AVIF image/,
      );
    });

    it('a GIF that is also a script', async () => {
      await expectRefused(
        () => me.upload('/api/media/images?purpose=gallery', gifScriptPolyglot(), { 'content-type': 'image/gif' }),
        422,
        /other data after the image/,
      );
    });

    it('a PNG with an HTML page after its end', async () => {
      const polyglot = Buffer.concat([await pngImage(64, 64), Buffer.from('<html><script>alert(1)</script></html>')]);
      await expectRefused(
        () => me.upload('/api/media/images?purpose=cover', polyglot),
        422,
        /other data after the image/,
      );
    });

    it('a truncated image', async () => {
      const whole = await pngImage(300, 200);
      await expectRefused(
        () => me.upload('/api/media/images?purpose=cover', whole.subarray(0, Math.floor(whole.length / 2))),
        422,
        /cut short or damaged/,
      );
    });

    it('zero bytes, as an image and as a file', async () => {
      await expectRefused(() => me.upload('/api/media/images?purpose=cover', new Uint8Array(0)), 400, /empty/);
      await expectRefused(() => me.upload('/api/media/files?name=empty.zip', new Uint8Array(0)), 400, /empty/);
    });

    it('an image over 15 MB, before reading it', async () => {
      const reply = await expectRefused(
        () => me.upload('/api/media/images?purpose=cover', Buffer.alloc(15_000_001)),
        413,
        /at most 15 MB/,
      );
      expect(reply.json).toMatchObject({ type: '/problems/payload-too-large', title: 'Too large' });
    });

    it('too many pixels (a decompression bomb), from its header', async () => {
      await expectRefused(
        () => me.upload('/api/media/images?purpose=cover', pngClaiming(20_000, 20_000)),
        422,
        /20000 × 20000 pixels; at most 40 megapixels/,
      );
    });

    it('a long, thin image no rendition can be made of, saying why (it was a 500)', async () => {
      for (const [width, height, why] of [
        [1, 20_000, /1 × 20000 pixels; one side may be at most 20 times the other/],
        [3, 10_000, /3 × 10000 pixels; one side may be at most 20 times the other/],
        [20_000, 1, /20000 × 1 pixels; one side may be at most 20 times the other/],
        [1000, 17_000, /shown 17000 pixels tall it would pass the 16383 pixels/],
      ] as const) {
        const image = await pngImage(width, height);
        const reply = await expectRefused(() => me.upload('/api/media/images?purpose=cover', image), 422, why);
        expect(reply.json).toMatchObject({ type: '/problems/unusable-image-shape' });
      }
      // A tall one within both bounds is taken.
      await uploadImage(me, await pngImage(600, 9000), 'gallery');
    });

    it('a file name with path tricks, control, invisible or direction characters, a device name, or past 255 bytes', async () => {
      for (const name of [
        '../../etc/passwd',
        '..\\boot.ini',
        'kit\u0000.zip',
        'a/b.zip',
        `${'x'.repeat(252)}.zip`,
        'c1\u0085.zip',
        'csi\u009b.zip',
        'mark\u200e.zip',
        'mark\u200f.zip',
        'mark\u061c.zip',
        'zero\u200bwidth.zip',
        'line\u2028.zip',
        'CON',
        'nul.txt',
      ]) {
        const reply = await expectRefused(
          () => me.upload(`/api/media/files?name=${encodeURIComponent(name)}`, Buffer.from('PK\u0003\u0004 data')),
          400,
          /^name: /,
        );
        expect(reply.json).toMatchObject({ errors: [{ field: 'name' }] });
      }
    });

    it('a program as a deliverable', async () => {
      await expectRefused(
        () => me.upload('/api/media/files?name=setup.zip', Buffer.from('MZ\u0090\u0000 not really a zip')),
        415,
        /programs and scripts/,
      );
    });

    it('an upload from another origin, and one declared as a form or text', async () => {
      const png = await pngImage(32, 32);
      await expectRefused(
        () => me.upload('/api/media/images?purpose=cover', png, { origin: 'https://evil.example' }),
        403,
        /evil\.example/,
      );
      for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']) {
        await expectRefused(
          () => me.upload('/api/media/images?purpose=cover', png, { 'content-type': type }),
          415,
          /application\/octet-stream/,
        );
      }
    });

    it('an upload without a session, or for no known purpose', async () => {
      const anonymous = (await import('../../testing/http-client.js')).HttpClient;
      const png = await pngImage(32, 32);
      await expectRefused(
        () => new anonymous(testApp.base).upload('/api/media/images?purpose=cover', png),
        401,
        /sign in/,
      );
      await expectRefused(() => me.upload('/api/media/images?purpose=banner', png), 400, /^purpose: /);
    });
  });

  describe('a deliverable file', () => {
    it('is stored under its SHA-256, typed by its content, and downloads as an attachment, by ranges too', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      );
      const answer = await uploadFile(me, 'Icônes été.svg', svg);
      expect(answer.file).toEqual({
        uploadId: answer.id,
        hash: sha256(svg),
        size: svg.length,
        mediaType: 'image/svg+xml',
        name: 'Icônes été.svg',
      });
      const download = await me.bytes(`/api/media/files/${answer.id}`);
      expect(download.status).toBe(200);
      expect(download.body).toEqual(svg);
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="Ic_nes _t_.svg"; filename*=UTF-8''Ic%C3%B4nes%20%C3%A9t%C3%A9.svg`,
      );
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      const part = await me.bytes(`/api/media/files/${answer.id}`, { range: 'bytes=5-7' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 5-7/${svg.length}`);
      expect(part.body.toString()).toBe(svg.subarray(5, 8).toString());
      const past = await me.bytes(`/api/media/files/${answer.id}`, { range: `bytes=${svg.length}-` });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${svg.length}`);
      // Another creator cannot fetch it by id.
      expect((await other.bytes(`/api/media/files/${answer.id}`)).status).toBe(404);
    });
  });

  describe('on items', () => {
    const createVector = async (client: HttpClient, body: object): Promise<Reply> =>
      client.post('/api/dashboard/vectors', { title: 'Line Icons', summary: 'Crisp icons', ...body });

    it('gives cover, gallery and files with renditions to the item page and cards, and downloads of a free item', async () => {
      const cover = await uploadImage(me, await pngImage(1600, 1200));
      const gallery = await Promise.all(
        [0, 1, 2].map(async (n) => uploadImage(me, await pngImage(800, 600, { r: 40 * n, g: 100, b: 200 }), 'gallery')),
      );
      const svg = await uploadFile(me, 'icons.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
      const created = await createVector(me, {
        coverImageId: cover.id,
        galleryImageIds: gallery.map((g) => g.id).reverse(),
        files: [{ uploadId: svg.id, format: 'svg' }],
        formats: ['svg'],
      });
      expect(created.status).toBe(201);
      const id = field<string>(created, 'id');
      const published = await me.post(`/api/dashboard/vectors/${id}/publish`);
      expect(published.status).toBe(200);
      const slug = field<string>(created, 'slug');
      const consistent = { 'x-consistent-with': field<string>(published, 'position') };

      const page = await me.get(`/api/marketplace/vectors/${slug}`, consistent);
      const item = field<{
        coverImage: ImageRef;
        coverImageUrl: string;
        galleryImages: ImageRef[];
        galleryImageUrls: string[];
        files: { uploadId: string; hash: string; format: string }[];
      }>(page, 'item');
      expect(item.coverImage).toEqual(cover.image);
      expect(item.coverImageUrl).toMatch(/^\/creators-assets\/media\/[0-9a-f]{64}-800\.jpg$/);
      expect(item.galleryImages.map((g) => g.uploadId)).toEqual(gallery.map((g) => g.id).reverse());
      expect(item.galleryImageUrls).toHaveLength(3);
      expect(item.files).toEqual([{ ...svg.file, format: 'svg' }]);

      const listing = await me.get('/api/marketplace/vectors', consistent);
      const card = field<{ id: string; coverImage?: ImageRef }[]>(listing, 'items').find((c) => c.id === id);
      expect(card?.coverImage?.placeholder).toBe(cover.image.placeholder);

      // The creator holds their own item: its access hands them signed download links.
      const access = await me.get(`/api/marketplace/vectors/${slug}/access`);
      const [link] = field<{ uploadId: string; downloadUrl: string }[]>(access, 'files');
      expect(link?.uploadId).toBe(svg.id);
      const download = await me.bytes(link?.downloadUrl ?? '');
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="icons\.svg"/);
      expect(download.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    });

    it("refuses someone else's upload, with no event", async () => {
      const theirs = await uploadImage(other, await pngImage(300, 300));
      const theirFile = await uploadFile(other, 'kit.zip', Buffer.from('PK\u0003\u0004 their kit'));
      await expectRefused(
        () => createVector(me, { coverImageId: theirs.id }),
        400,
        /^coverImageId: is not an upload of yours/,
      );
      await expectRefused(
        () => createVector(me, { files: [{ uploadId: theirFile.id, format: 'svg' }] }),
        400,
        /^files\[0\]\.uploadId: is not an upload of yours/,
      );
      const mine = await createVector(me, { title: 'Mine' });
      await expectRefused(
        () => me.patch(`/api/dashboard/vectors/${field<string>(mine, 'id')}`, { galleryImageIds: [theirs.id] }),
        400,
        /^galleryImageIds\[0\]: is not an upload of yours/,
      );
    });

    it('refuses more than eight gallery images', async () => {
      const images = await Promise.all(
        Array.from({ length: 9 }, async (_, n) => uploadImage(me, await pngImage(100 + n, 100), 'gallery')),
      );
      await expectRefused(
        () => createVector(me, { galleryImageIds: images.map((image) => image.id) }),
        400,
        /galleryImageIds: may hold at most 8 images/,
      );
    });
  });

  describe('on profiles and per kind', () => {
    it('gives an uploaded avatar to the profile, the creator page and the cards of their items', async () => {
      const creator = await signedInCreator(testApp);
      const avatar = await uploadImage(creator.client, await pngImage(300, 300), 'avatar');
      const cover = await uploadImage(creator.client, await pngImage(300, 200));
      await expectRefused(
        () => creator.client.patch('/api/dashboard/profile', { avatarImageId: cover.id }),
        400,
        /^avatarImageId: was uploaded as an item image/,
      );
      const updated = await creator.client.patch('/api/dashboard/profile', { avatarImageId: avatar.id });
      expect(updated.status).toBe(200);
      const item = await creator.client.post('/api/dashboard/components', { title: 'Avatar Card', summary: 'S' });
      const published = await creator.client.post(`/api/dashboard/components/${field<string>(item, 'id')}/publish`);
      const consistent = { 'x-consistent-with': field<string>(published, 'position') };
      const profile = await creator.client.get('/api/dashboard/profile', consistent);
      expect(profile.json).toMatchObject({
        avatar: avatar.image,
        avatarUrl: expect.stringMatching(/-256\.jpg$/),
      });
      const page = await creator.client.get(`/api/creators/${creator.handle}`, consistent);
      expect(field<{ avatar: ImageRef }>(page, 'creator').avatar).toEqual(avatar.image);
      const listing = await creator.client.get('/api/marketplace/components', consistent);
      const card = field<{ id: string; creator: { avatar?: ImageRef } }[]>(listing, 'items').find(
        (c) => c.id === field<string>(item, 'id'),
      );
      expect(card?.creator.avatar?.uploadId).toBe(avatar.id);
      // An address alone replaces the uploaded avatar.
      const address = await creator.client.patch('/api/dashboard/profile', { avatarUrl: 'https://example.com/me.png' });
      const after = await creator.client.get('/api/dashboard/profile', {
        'x-consistent-with': field<string>(address, 'position'),
      });
      expect(after.json).toMatchObject({ avatarUrl: 'https://example.com/me.png' });
      expect(field<unknown>(after, 'avatar')).toBeUndefined();
    });

    it('keeps a plugin changelog, one entry per version, newest first, and an install link', async () => {
      const created = await me.post('/api/dashboard/plugins', {
        title: 'Grid Helper',
        summary: 'Grids',
        version: '1.0.0',
        releaseNotes: 'First release',
        installUrl: 'https://plugins.example.com/grid-helper',
      });
      expect(created.status).toBe(201);
      const id = field<string>(created, 'id');
      const edited = await me.patch(`/api/dashboard/plugins/${id}`, { version: '1.1.0', releaseNotes: 'Snapping' });
      expect(edited.status).toBe(200);
      const item = await me.get(`/api/dashboard/plugins/${id}`, {
        'x-consistent-with': field<string>(edited, 'position'),
      });
      expect(item.json).toMatchObject({
        version: '1.1.0',
        installUrl: 'https://plugins.example.com/grid-helper',
        changelog: [
          { version: '1.1.0', notes: 'Snapping', date: expect.any(String) },
          { version: '1.0.0', notes: 'First release', date: expect.any(String) },
        ],
      });
      await expectRefused(
        () => me.post('/api/dashboard/plugins', { title: 'No Version', releaseNotes: 'What changed?' }),
        400,
        /^releaseNotes: /,
      );
      await expectRefused(() => me.post('/api/dashboard/plugins', { title: 'Files', files: [] }), 400, /files/);
    });

    it('takes a remix link and archives for templates, a format for each vector file, and no files for sites', async () => {
      const zip = await uploadFile(me, 'template.zip', Buffer.from('PK\u0003\u0004 template'));
      const template = await me.post('/api/dashboard/templates', {
        title: 'Folio',
        remixUrl: 'https://design.example.com/remix/folio',
        files: [{ uploadId: zip.id }],
      });
      expect(template.status).toBe(201);
      await expectRefused(
        () => me.post('/api/dashboard/vectors', { title: 'No Format', files: [{ uploadId: zip.id }] }),
        400,
        /^files\[0\]\.format: /,
      );
      await expectRefused(
        () => me.post('/api/dashboard/templates', { title: 'Format', files: [{ uploadId: zip.id, format: 'svg' }] }),
        400,
        /^files\[0\]\.format: is only for vectors/,
      );
      await expectRefused(
        () => me.post('/api/dashboard/sites', { title: 'Site', siteUrl: 'https://x.example.com', files: [] }),
        400,
        /files/,
      );
    });

    it('keeps items whose images are addresses (as every item before uploads) as they were', async () => {
      const created = await me.post('/api/dashboard/components', {
        title: 'Old Style',
        summary: 'S',
        coverImageUrl: 'https://images.example.com/cover.png',
        galleryImageUrls: ['https://images.example.com/1.png'],
      });
      const id = field<string>(created, 'id');
      const published = await me.post(`/api/dashboard/components/${id}/publish`);
      const page = await me.get(`/api/marketplace/components/${field<string>(created, 'slug')}`, {
        'x-consistent-with': field<string>(published, 'position'),
      });
      const item = field<Record<string, unknown>>(page, 'item');
      expect(item).toMatchObject({
        coverImageUrl: 'https://images.example.com/cover.png',
        galleryImageUrls: ['https://images.example.com/1.png'],
      });
      expect(item.coverImage).toBeUndefined();
      expect(item.galleryImages).toBeUndefined();
    });
  });
});
