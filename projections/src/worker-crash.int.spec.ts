import { join } from 'node:path';
import { SqliteDocumentStore, SqliteEventStore } from '@creators/storage';
import { builtEntry, eventually, startProcess, tempDir } from '@creators/storage/testing';
import { ALL_PROJECTORS } from './all-projectors.js';
import { ProjectionRunner } from './runner/projection-runner.js';
import { anEvent, itemLife } from './testing/item-events.js';
import { dumpReadModels } from './testing/read-model-dump.js';

const WORKER = builtEntry(new URL('../dist/worker.js', import.meta.url));

/**
 * Writing the log, two workers over 60,000 events and a clean rebuild take minutes on a quiet
 * two-core machine, and several times that beside other work: the limits only catch a hang.
 */
const CATCH_UP_MS = 10 * 60_000;
const CRASH_TEST_MS = 15 * 60_000;

describe('the projector worker killed with SIGKILL in the middle of a batch', () => {
  const closing: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(closing.map((store) => store.close()));
  });

  it(
    'resumes from its checkpoint and ends with read models equal to a clean rebuild',
    async () => {
      const dataDir = tempDir('crash-');
      const file = join(dataDir, 'creators.db');
      const events = new SqliteEventStore(file);
      closing.push(events);
      const at = '2026-03-01T10:00:00.000Z';
      const env = {
        ...process.env,
        DATA_DIR: dataDir,
        PROJECTOR_BATCH_SIZE: '250',
        // Each worker answers /health on a port of its own choosing, never a fixed one two runs could share.
        PROJECTOR_PORT: '0',
        EVENTSTORE_URL: '',
        MONGODB_URL: '',
      };
      const documents = new SqliteDocumentStore(file);
      closing.push(documents);
      const readCheckpoints = async (): Promise<number[]> =>
        Promise.all(ALL_PROJECTORS.map(async (p) => (await documents.getCheckpoint(p.name)) ?? 0));
      // The models are first built over a log of one event, so the worker below follows the log (a
      // log it found full on its first start would be built aside, and swapped in only at the end).
      await events.append(
        'creator-primer',
        [anEvent('CreatorSignedUp', { creatorId: 'primer', handle: 'primer', name: 'Primer' }, at)],
        'no_stream',
      );
      const primer = startProcess(process.execPath, [WORKER], { env });
      await eventually(async () => ((await readCheckpoints()).every((c) => c === 1) ? true : null), {
        what: 'the models to be built over the first event',
        whileRunning: primer,
        intervalMs: 20,
      });
      await eventually(async () => (primer.output().includes('projector following the log') ? true : null), {
        what: 'the first worker to follow the log',
        whileRunning: primer,
        intervalMs: 20,
      });
      expect(await primer.stop('SIGTERM')).toMatchObject({ code: 0 });

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
        if (c % 10 === 5) {
          // An uploaded avatar: its upload, its rendition's blob and the profile that refers to it.
          const uploadId = `avatar-${c}`;
          const hash = c.toString(16).padStart(64, '0');
          const variant = { width: 64, height: 64, format: 'webp', hash, size: 900 };
          const image = { uploadId, hash, width: 64, height: 64, placeholder: 'data:,', variants: [variant] };
          const uploaded = {
            uploadId,
            ownerId: creatorId,
            purpose: 'avatar',
            size: 2000,
            mediaType: 'image/png',
            image,
          };
          writes.push(
            events.append(`upload-${uploadId}`, [anEvent('ImageUploaded', uploaded, at)], 'no_stream'),
            events.append(
              `creator-${creatorId}`,
              [
                anEvent(
                  'CreatorProfileUpdated',
                  { creatorId, changes: { avatar: image, avatarUrl: `/a/${hash}` } },
                  at,
                ),
              ],
              'any',
            ),
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
      // Getting and buying: free gets, paid orders (some declined, some refunded) and downloads.
      for (let n = 3; n <= 20_000; n += 13) {
        const kind = n % 2 === 0 ? 'components' : 'templates';
        const itemId = `item-${n}`;
        const accountId = `creator-${(n % 200) + 1}`;
        const sellerId = `creator-${n % 40}`;
        const day = new Date(Date.UTC(2026, 0, 1) + (n % 150) * 86_400_000).toISOString().slice(0, 10);
        const time = `${day}T15:00:00.000Z`;
        const holder = { itemId, kind, sellerId, accountId };
        if (n % 2 === 0) {
          writes.push(
            events.append(`entitlement-${itemId}-${accountId}`, [anEvent('ItemGot', holder, time)], 'no_stream'),
          );
        } else {
          const orderId = `order-${n}`;
          const placed = { orderId, itemId, kind, sellerId, buyerId: accountId, amount: 900, currency: 'USD' };
          const order = [
            anEvent('OrderPlaced', { ...placed, provider: 'test', checkoutId: orderId }, time),
            ...(n % 3 === 0
              ? [anEvent('OrderPaymentFailed', { orderId, noticeId: `d${n}`, reason: 'Declined' }, time)]
              : []),
            anEvent(
              'OrderPaid',
              { orderId, noticeId: `p${n}`, amount: 900, currency: 'USD', paymentRef: `pi${n}` },
              time,
            ),
            ...(n % 7 === 0
              ? [
                  anEvent('RefundRequested', { orderId, reason: 'Broken', answerBy: time }, time),
                  anEvent('RefundDeclined', { orderId, reason: 'Works here' }, time),
                ]
              : []),
            ...(n % 5 === 0
              ? [anEvent('OrderRefunded', { orderId, noticeId: `r${n}`, amount: 900, currency: 'USD' }, time)]
              : []),
          ];
          const licence = { ...holder, orderId, licenceId: `lic-${n}`, amount: 900, currency: 'USD' };
          const held = [
            anEvent('LicenceIssued', licence, time),
            ...(n % 5 === 0 ? [anEvent('LicenceRevoked', { ...licence, reason: 'refunded' }, time)] : []),
          ];
          writes.push(
            events.append(`order-${orderId}`, order, 'no_stream'),
            events.append(`entitlement-${itemId}-${accountId}`, held, 'no_stream'),
          );
        }
        const download = { ...holder, uploadId: `file-${n}`, way: n % 2 === 0 ? 'get' : 'purchase' };
        writes.push(events.append(`download-${n}`, [anEvent('FileDownloaded', download, time)], 'no_stream'));
      }
      // After the sale: reviews of held items, some edited and answered; collections, featured and personal.
      for (let n = 3; n <= 20_000; n += 91) {
        const kind = n % 2 === 0 ? 'components' : 'templates';
        const itemId = `item-${n}`;
        const reviewerId = `creator-${(n % 200) + 1}`;
        const time = new Date(Date.UTC(2026, 0, 1) + (n % 150) * 86_400_000 + 3_600_000).toISOString();
        const review = { reviewId: `review-${n}`, itemId, kind, reviewerId, rating: (n % 5) + 1, version: null };
        writes.push(
          events.append(
            `review-${itemId}-${reviewerId}`,
            [
              anEvent('ReviewWritten', { ...review, text: 'Works well', creatorId: `creator-${n % 40}` }, time),
              ...(n % 3 === 0 ? [anEvent('ReviewEdited', { ...review, rating: 5, text: 'Better still' }, time)] : []),
              ...(n % 2 === 0
                ? [
                    anEvent(
                      'ReviewAnswered',
                      { reviewId: `review-${n}`, itemId, kind, creatorId: `creator-${n % 40}`, text: 'Thanks' },
                      time,
                    ),
                  ]
                : []),
            ],
            'no_stream',
          ),
        );
      }
      for (let c = 1; c <= 12; c += 1) {
        const scope = c % 3 === 0 ? 'Featured' : 'Personal';
        const collectionId = `collection-${c}`;
        const curatorId = `creator-${c}`;
        const time = new Date(Date.UTC(2026, 0, 1) + c * 86_400_000).toISOString();
        const text = { title: `Picks ${c}`, description: 'A few favourites' };
        writes.push(
          events.append(
            `collection-${collectionId}`,
            [
              anEvent(`${scope}CollectionCreated`, { ...text, collectionId, curatorId, slug: `picks-${c}` }, time),
              ...[c * 7, c * 7 + 2, c * 7 + 4].map((n) =>
                anEvent(
                  `${scope}CollectionItemAdded`,
                  { collectionId, curatorId, itemId: `item-${n}`, kind: n % 2 === 0 ? 'components' : 'templates' },
                  time,
                ),
              ),
              ...(c % 2 === 0 ? [anEvent(`${scope}CollectionPublished`, { collectionId, curatorId }, time)] : []),
            ],
            'no_stream',
          ),
        );
      }
      // Money: payout accounts and payouts, discount codes and their uses.
      for (let c = 1; c <= 40; c += 3) {
        const creatorId = `creator-${c}`;
        const time = new Date(Date.UTC(2026, 0, 1) + c * 86_400_000).toISOString();
        const code = `CODE${c}`;
        writes.push(
          events.append(
            `payouts-${creatorId}`,
            [
              anEvent('PayoutAccountConnected', { creatorId, provider: 'test', accountRef: `test_acct_${c}` }, time),
              anEvent('PayoutSent', { creatorId, payoutId: `payout-${c}`, amount: 810, currency: 'USD' }, time),
            ],
            'no_stream',
          ),
          events.append(
            `discount-${creatorId}-${code}`,
            [
              anEvent(
                'DiscountCodeCreated',
                {
                  creatorId,
                  code,
                  percentOff: 10,
                  amountOff: null,
                  currency: null,
                  itemId: null,
                  maxUses: null,
                  expiresAt: null,
                },
                time,
              ),
              anEvent('DiscountCodeUsed', { creatorId, code, orderId: `order-${c}` }, time),
            ],
            'no_stream',
          ),
        );
      }
      // Moderation: reports, items hidden and some restored, reports dismissed.
      for (let n = 5; n <= 20_000; n += 97) {
        const kind = n % 2 === 0 ? 'components' : 'templates';
        const itemId = `item-${n}`;
        const time = new Date(Date.UTC(2026, 0, 1) + (n % 150) * 86_400_000).toISOString();
        const target = { type: 'item', itemId, kind };
        const report = (r: number) =>
          anEvent(
            'ContentReported',
            { reportId: `rep-${n}-${r}`, target, reporterId: `creator-${(r % 200) + 1}`, reason: 'spam', details: '' },
            time,
          );
        const step = { itemId, kind, moderatorId: 'creator-1', reason: 'Checked' };
        const steps =
          n % 3 === 0
            ? [anEvent('ReportsDismissed', { target, moderatorId: 'creator-1', note: 'Fine' }, time)]
            : [anEvent('ItemHidden', step, time), ...(n % 3 === 1 ? [anEvent('ItemRestored', step, time)] : [])];
        writes.push(events.append(`moderation-item-${itemId}`, [report(1), report(2), ...steps], 'no_stream'));
      }
      // Follows, some undone.
      for (let n = 1; n <= 200; n += 3) {
        const follow = { followerId: `creator-${n}`, creatorId: `creator-${(n % 40) + 1}` };
        const time = new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString();
        const changes = [
          anEvent('CreatorFollowed', follow, time),
          ...(n % 4 === 0 ? [anEvent('CreatorUnfollowed', follow, time)] : []),
        ];
        writes.push(events.append(`follow-${follow.followerId}-${follow.creatorId}`, changes, 'no_stream'));
      }
      // Enquiries to experts, some answered.
      for (let n = 2; n <= 200; n += 5) {
        const enquiryId = `enquiry-${n}`;
        const time = new Date(Date.UTC(2026, 1, 1) + n * 3_600_000).toISOString();
        const sent = {
          enquiryId,
          expertId: `creator-${(n % 25) + 1}`,
          senderId: `creator-${n}`,
          subject: `Project ${n}`,
          message: 'Could you help?',
          budget: n % 2 === 0 ? { min: 500, max: 1500, currency: 'EUR' } : null,
        };
        const reply = { enquiryId, expertId: sent.expertId, message: 'Happy to.' };
        const story = [
          anEvent('EnquirySent', sent, time),
          ...(n % 3 === 0 ? [anEvent('EnquiryReplied', reply, time)] : []),
        ];
        writes.push(events.append(`enquiry-${enquiryId}`, story, 'no_stream'));
      }
      await Promise.all(writes);
      const head = (await events.headPosition()) ?? 0;

      const first = startProcess(process.execPath, [WORKER], { env });
      // Polled often, so the kill lands early, while most of the log is still ahead of the worker.
      await eventually(async () => ((await readCheckpoints()).some((c) => c > 0) ? true : null), {
        what: 'the first worker to commit its first batches',
        whileRunning: first,
        intervalMs: 5,
      });
      first.kill('SIGKILL');
      expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });
      const atKill = await readCheckpoints();
      expect(Math.min(...atKill)).toBeLessThan(head);

      const second = startProcess(process.execPath, [WORKER], { env });
      await eventually(async () => ((await readCheckpoints()).every((c) => c === head) ? true : null), {
        what: 'the restarted worker to catch up with the log',
        whileRunning: second,
        timeoutMs: CATCH_UP_MS,
        intervalMs: 100,
        progress: async () => `checkpoints ${(await readCheckpoints()).join(', ')} of head ${head}`,
      });
      const stopped = await second.stop('SIGTERM');
      expect({ ...stopped, output: second.output() }).toMatchObject({ code: 0 });

      const cleanFile = join(tempDir('clean-'), 'creators.db');
      const cleanDocuments = new SqliteDocumentStore(cleanFile);
      closing.push(cleanDocuments);
      const clean = new ProjectionRunner(events, cleanDocuments, ALL_PROJECTORS, { batchSize: 1000 });
      // `projection_versions` is where the runner records each projection's version after a rebuild.
      await cleanDocuments.ensureCollections([
        { name: 'projection_versions', fields: {} },
        ...ALL_PROJECTORS.flatMap((p) => p.collections),
      ]);
      // Every read model in one pass, as the runner rebuilds them.
      await clean.rebuild(
        clean.projectors.map((p) => p.name),
        { follow: false },
      );

      const recovered = await dumpReadModels(documents, ALL_PROJECTORS);
      expect(Object.values(recovered).every((docs) => docs.length > 0)).toBe(true);
      expect(recovered).toEqual(await dumpReadModels(cleanDocuments, ALL_PROJECTORS));
    },
    CRASH_TEST_MS,
  );
});
