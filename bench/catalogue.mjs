// @ts-check
// A catalogue for the read-side benchmarks: published items written straight into an embedded
// log (500 creators, items spread over the kinds, words, tags and categories), which the gateway
// then projects when it starts.
import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '@creators/storage';
import { newEvent } from './lib.mjs';

/** @type {readonly (readonly [kind: string, typeName: string])[]} */
export const KINDS = [
  ['components', 'Component'],
  ['plugins', 'Plugin'],
  ['templates', 'Template'],
  ['tutorials', 'Tutorial'],
  ['vectors', 'Vector'],
];
export const WORDS = [
  'aurora',
  'bento',
  'grid',
  'pricing',
  'navbar',
  'hero',
  'portfolio',
  'icons',
  'dashboard',
  'footer',
  'lumen',
  'orbit',
  'pastel',
  'quartz',
];
const CATEGORIES = ['portfolio', 'saas', 'agency', 'blog', 'e-commerce', 'startup', 'event', 'personal'];
export const TAGS = ['navigation', 'layout', 'forms', 'animation', 'pricing', 'cards', 'hero', 'footer'];

/**
 * @param {string} file
 * @param {number} items
 * @returns {Promise<number>} the log's head position
 */
export async function seedCatalogue(file, items) {
  const store = new SqliteEventStore(file);
  const creators = 500;
  const at = (/** @type {number} */ i) => new Date(Date.UTC(2026, 6, 1) + i * 30_000).toISOString();
  for (let c = 0; c < creators; c += 1) {
    await store.append(
      `creator-c${c}`,
      [
        newEvent(
          'CreatorSignedUp',
          { creatorId: `c${c}`, handle: `maker${c}`, name: `Maker ${c}` },
          randomUUID(),
          at(0),
        ),
      ],
      'no_stream',
    );
  }
  for (let n = 0; n < items; n += 500) {
    const wave = [];
    for (let i = n; i < Math.min(items, n + 500); i += 1) {
      const [kind, typeName] = /** @type {readonly [string, string]} */ (KINDS[i % KINDS.length]);
      const title = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`;
      const fields = {
        title,
        summary: `A ${kind.slice(0, -1)} for ${WORDS[(i * 3) % WORDS.length]} pages`,
        description: 'Details and instructions.',
        coverImageUrl: null,
        galleryImageUrls: [],
        previewUrl: null,
        price: { amount: (i % 3) * 500, currency: 'USD' },
        ...(kind === 'components' ? { tags: [TAGS[i % TAGS.length], TAGS[(i * 5) % TAGS.length]] } : {}),
        ...(kind === 'templates' ? { categories: [CATEGORIES[i % CATEGORIES.length]] } : {}),
      };
      const id = `i${i}`;
      wave.push(
        store.append(
          `${kind.slice(0, -1)}-${id}`,
          [
            newEvent(
              `${typeName}Created`,
              { itemId: id, kind, creatorId: `c${i % creators}`, slug: `item-${i}`, fields },
              randomUUID(),
              at(i),
            ),
            newEvent(`${typeName}Published`, { itemId: id, kind }, randomUUID(), at(i)),
          ],
          'no_stream',
        ),
      );
    }
    await Promise.all(wave);
  }
  const head = await store.headPosition();
  await store.close();
  return /** @type {number} */ (head);
}
