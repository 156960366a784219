import { randomBytes } from 'node:crypto';
import { slugClaimStreamId, type ItemKind } from '@creators/contracts';
import { EventStoreError, type EventStore } from '@creators/storage';
import type { CommandMetadata } from '../../platform/command-metadata.js';
import { DomainError } from '../../platform/domain-error.js';
import { toNewEvents } from '../../platform/event-sourcing.js';

/**
 * Takes a slug for an item. Slugs are unique per kind and never released, so an old slug keeps
 * leading to its item. A slug the creator chose must be free (409 otherwise); a slug derived from
 * the title gets `-2`, `-3`, ... when taken.
 */
export async function claimSlug(
  store: EventStore,
  kind: ItemKind,
  wanted: string,
  itemId: string,
  metadata: CommandMetadata,
  chosen: boolean,
): Promise<string> {
  const candidates = chosen
    ? [wanted]
    : [wanted, ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${wanted}-${n}`), `${wanted}-${randomBytes(3).toString('hex')}`];
  for (const slug of candidates) {
    const streamId = slugClaimStreamId(kind, slug);
    const [claim] = await store.readStream(streamId);
    if (claim !== undefined) {
      if ((claim.data as { itemId?: string }).itemId === itemId) return slug;
      continue;
    }
    try {
      await store.append(
        streamId,
        toNewEvents([{ type: 'SlugClaimed', data: { kind, slug, itemId } }], streamId, metadata),
        'no_stream',
      );
      return slug;
    } catch (error) {
      if (!(error instanceof EventStoreError && error.code === 'wrong_expected_revision')) throw error;
      // Someone took it a moment ago: try the next candidate.
    }
  }
  throw new DomainError('slug_taken', `the slug "${wanted}" is taken`, [
    { field: 'slug', message: 'is taken; choose another' },
  ]);
}
