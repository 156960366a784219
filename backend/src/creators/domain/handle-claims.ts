import { handleClaimStreamId, type CreatorEvent } from '@creators/contracts';
import { creatorError } from '../creators.errors.js';
import type { UniqueClaim } from '../../platform/unique-claims.js';

/** A handle, unique regardless of case; claims are never released, so a former handle keeps leading to its creator. */
export const handleClaim = (handle: string, creatorId: string): UniqueClaim => ({
  streamId: handleClaimStreamId(handle),
  event: { type: 'HandleClaimed', data: { handle, creatorId } },
  taken: () =>
    creatorError('handle_taken', `handle: "${handle}" is taken`, [
      { field: 'handle', message: 'is taken; choose another' },
    ]),
});

/** The handle a creator's decided events take: the one they sign up with, or the one they change to. */
export function handleClaims(events: readonly CreatorEvent[]): UniqueClaim[] {
  return events.flatMap((event) => {
    if (event.type === 'CreatorSignedUp') return [handleClaim(event.data.handle, event.data.creatorId)];
    const handle = event.type === 'CreatorProfileUpdated' ? event.data.changes.handle : undefined;
    return handle === undefined ? [] : [handleClaim(handle, event.data.creatorId)];
  });
}
