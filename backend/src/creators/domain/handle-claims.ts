import {
  asCreatorEvent,
  creatorStreamId,
  handleClaimStreamId,
  upcastEvent,
  type CreatorEvent,
} from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { creatorError } from '../creators.errors.js';
import type { UniqueClaim } from '../../platform/unique-claims.js';

/**
 * How long a handle its creator has left stays theirs alone: links to it keep leading to them, and
 * they may take it back. After that anyone may take it; until someone does, it still leads to them.
 */
export const HANDLE_RELEASE_MS = 30 * 86_400_000;

/** When `creatorId` last left `handle` (any case), or null while it is theirs. */
export async function handleLeftAt(store: EventStore, creatorId: string, handle: string): Promise<string | null> {
  const key = handle.toLowerCase();
  let current: string | null = null;
  let left: string | null = null;
  for (const stored of await store.readStream(creatorStreamId(creatorId))) {
    const event = asCreatorEvent(upcastEvent(stored));
    const next =
      event?.type === 'CreatorSignedUp'
        ? event.data.handle
        : event?.type === 'CreatorProfileUpdated'
          ? event.data.changes.handle
          : undefined;
    if (next === undefined) continue;
    if (current?.toLowerCase() === key && next.toLowerCase() !== key) left = stored.metadata.occurredAt;
    if (next.toLowerCase() === key) left = null;
    current = next;
  }
  return current?.toLowerCase() === key ? null : left;
}

/** A handle, unique regardless of case; a former one is its creator's for HANDLE_RELEASE_MS. */
export const handleClaim = (store: EventStore, handle: string, creatorId: string): UniqueClaim => ({
  streamId: handleClaimStreamId(handle),
  event: { type: 'HandleClaimed', data: { handle, creatorId } },
  taken: () =>
    creatorError('handle_taken', `handle: "${handle}" is taken`, [
      { field: 'handle', message: 'is taken; choose another' },
    ]),
  release: { afterMs: HANDLE_RELEASE_MS, leftAt: (holderId) => handleLeftAt(store, holderId, handle) },
});

/** The handle a creator's decided events take: the one they sign up with, or the one they change to. */
export const handleClaims =
  (store: EventStore) =>
  (events: readonly CreatorEvent[]): UniqueClaim[] =>
    events.flatMap((event) => {
      if (event.type === 'CreatorSignedUp') return [handleClaim(store, event.data.handle, event.data.creatorId)];
      const handle = event.type === 'CreatorProfileUpdated' ? event.data.changes.handle : undefined;
      return handle === undefined ? [] : [handleClaim(store, handle, event.data.creatorId)];
    });
