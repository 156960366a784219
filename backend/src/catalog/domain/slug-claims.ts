import { randomBytes } from 'node:crypto';
import { slugClaimStreamId, type ItemEvent, type ItemKind } from '@creators/contracts';
import { catalogError } from '../catalog.errors.js';
import type { UniqueClaim } from '../../platform/unique-claims.js';

/** A slug, unique per kind and never released, so an old slug keeps leading to its item. */
export const slugClaim = (kind: ItemKind, slug: string, itemId: string): UniqueClaim => ({
  streamId: slugClaimStreamId(kind, slug),
  event: { type: 'SlugClaimed', data: { kind, slug, itemId } },
  taken: () =>
    catalogError('slug_taken', `the slug "${slug}" is taken`, [{ field: 'slug', message: 'is taken; choose another' }]),
});

/** A slug derived from a title, then the same with `-2`, `-3`, ... and a random suffix, for when those are taken. */
export const derivedSlugs = (wanted: string): string[] => [
  wanted,
  ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${wanted}-${n}`),
  `${wanted}-${randomBytes(3).toString('hex')}`,
];

/** The new slug an item's decided events take, when an edit renames it. */
export const slugClaims = (events: readonly ItemEvent[]): UniqueClaim[] =>
  events.flatMap((event) =>
    event.change === 'Edited' && event.data.slug !== undefined
      ? [slugClaim(event.kind, event.data.slug, event.data.itemId)]
      : [],
  );
