import { Readable } from 'node:stream';
import { CommandBus } from '@nestjs/cqrs';
import { uploadStreamId, variantUrl, type ImageUploadAnswer } from '@creators/contracts';
import { signedInCreator } from '../../../testing/creators.js';
import { field, type HttpClient, type Reply } from '../../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { pngImage } from '../../testing/images.js';
import { SweepUploads, type SweepReport } from './sweep-uploads.command.js';

const DAY = 86_400_000;

describe('the sweep of uploads nothing refers to', () => {
  let testApp: TestApp;
  let me: HttpClient;

  beforeAll(async () => {
    testApp = await startTestApp();
    me = (await signedInCreator(testApp)).client;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const caughtUp = async (reply: Reply): Promise<void> => {
    expect(await testApp.runner.waitFor(Number(field<string>(reply, 'position')), 5000)).toBe(true);
  };
  const upload = async (color: number): Promise<ImageUploadAnswer> => {
    const reply = await me.upload(
      '/api/media/images?purpose=cover',
      await pngImage(420, 300, { r: color, g: 9, b: 9 }),
    );
    await caughtUp(reply);
    return reply.json as ImageUploadAnswer;
  };
  /** A sweep as it would run `hours` from now with the default day of grace. */
  const sweepIn = async (hours: number): Promise<SweepReport> => {
    const report = await testApp.app
      .get(CommandBus)
      .execute(new SweepUploads(new Date(Date.now() + hours * 3_600_000), DAY));
    expect(await testApp.runner.waitFor((await testApp.events.headPosition()) ?? 0, 5000)).toBe(true);
    return report;
  };
  const served = async (answer: ImageUploadAnswer): Promise<number[]> =>
    Promise.all(answer.image.variants.map(async (variant) => (await me.bytes(variantUrl(variant))).status));
  const stored = async (answer: ImageUploadAnswer): Promise<boolean[]> =>
    Promise.all(answer.image.variants.map((variant) => testApp.blobs.exists(variant.hash)));
  const withCover = async (uploadId: string): Promise<Reply> => {
    const reply = await me.post('/api/dashboard/components', { title: 'Card', coverImageId: uploadId });
    expect(reply.status).toBe(201);
    await caughtUp(reply);
    return reply;
  };
  const remove = async (created: Reply): Promise<void> => {
    const reply = await me.delete(`/api/dashboard/components/${field<string>(created, 'id')}`);
    expect(reply.status).toBe(204);
    expect(await testApp.runner.waitFor(Number(reply.headers.get('x-position')), 5000)).toBe(true);
  };

  it('keeps an unreferenced upload through its grace period, then deletes it and records why', async () => {
    const idle = await upload(1);
    expect(await sweepIn(23)).toMatchObject({ uploads: 0 });
    expect(await served(idle)).toEqual(idle.image.variants.map(() => 200));

    const report = await sweepIn(25);
    expect(report.uploads).toBeGreaterThanOrEqual(1);
    expect(await stored(idle)).toEqual(idle.image.variants.map(() => false));
    expect(await served(idle)).toEqual(idle.image.variants.map(() => 404));
    const stream = await testApp.events.readStream(uploadStreamId(idle.id));
    expect(stream.map((event) => event.type)).toEqual(['ImageUploaded', 'UploadSwept']);
    expect(stream[1]?.data).toEqual({
      uploadId: idle.id,
      deletedBlobs: expect.arrayContaining(idle.image.variants.map((v) => v.hash)),
    });

    // Gone for good: an item can no longer take it up.
    const refused = await me.post('/api/dashboard/components', { title: 'Late', coverImageId: idle.id });
    expect(refused.status).toBe(400);
  });

  it('keeps content that two items share until the second one goes', async () => {
    const shared = await upload(2);
    const first = await withCover(shared.id);
    const second = await withCover(shared.id);
    await sweepIn(48);
    expect(await served(shared)).toEqual(shared.image.variants.map(() => 200));

    await remove(first);
    await sweepIn(48);
    expect(await served(shared)).toEqual(shared.image.variants.map(() => 200));

    await remove(second);
    await sweepIn(48);
    expect(await served(shared)).toEqual(shared.image.variants.map(() => 404));
  });

  it('keeps the blobs of the same bytes uploaded twice while one upload is still used', async () => {
    const used = await upload(3);
    const unused = await upload(3);
    expect(unused.image.variants.map((v) => v.hash)).toEqual(used.image.variants.map((v) => v.hash));
    const item = await withCover(used.id);
    await sweepIn(48);
    expect((await testApp.events.readStream(uploadStreamId(unused.id))).at(-1)?.type).toBe('UploadSwept');
    expect(await served(used)).toEqual(used.image.variants.map(() => 200));
    await remove(item);
  });

  it('deletes a blob that no upload ever recorded, once it is old enough', async () => {
    const { hash } = await testApp.blobs.put(Readable.from([Buffer.from('left behind by a crash')]));
    expect((await sweepIn(0)).orphans).toBe(0);
    expect(await testApp.blobs.exists(hash)).toBe(true);
    expect((await sweepIn(25)).orphans).toBeGreaterThanOrEqual(1);
    expect(await testApp.blobs.exists(hash)).toBe(false);
  });
});
