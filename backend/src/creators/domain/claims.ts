import { handleClaimStreamId } from '@creators/contracts';
import { EventStoreError, type EventStore } from '@creators/storage';
import type { CommandMetadata } from '../../platform/command-metadata.js';
import { DomainError } from '../../platform/domain-error.js';
import { toNewEvents, type Decided } from '../../platform/event-sourcing.js';

/** The creator a claim stream names, or null while nobody has claimed the name. */
async function claimant(store: EventStore, streamId: string): Promise<string | null> {
  const [claim] = await store.readStream(streamId);
  if (claim === undefined) return null;
  const { creatorId } = claim.data as { creatorId?: unknown };
  return typeof creatorId === 'string' ? creatorId : 'unknown';
}

/** Whether someone other than this creator holds the name (a read only: nothing is claimed). */
export async function claimedByAnother(store: EventStore, streamId: string, creatorId: string): Promise<boolean> {
  const owner = await claimant(store, streamId);
  return owner !== null && owner !== creatorId;
}

/**
 * Takes a name for a creator by appending its claim with "no stream" expected, so of two racing
 * claims one wins. Answers whether the name is now this creator's (also when it already was, as
 * on a retried command or a return to a former handle).
 */
export async function claimFor(
  store: EventStore,
  streamId: string,
  claim: Decided,
  creatorId: string,
  metadata: CommandMetadata,
): Promise<boolean> {
  const owner = await claimant(store, streamId);
  if (owner !== null) return owner === creatorId;
  try {
    await store.append(streamId, toNewEvents([claim], streamId, metadata), 'no_stream');
    return true;
  } catch (error) {
    if (!(error instanceof EventStoreError && error.code === 'wrong_expected_revision')) throw error;
    return (await claimant(store, streamId)) === creatorId;
  }
}

const handleTaken = (handle: string): DomainError =>
  new DomainError('handle_taken', `handle: "${handle}" is taken`, [
    { field: 'handle', message: 'is taken; choose another' },
  ]);

/** Refuses a handle another creator holds, in any case, without claiming it. */
export async function checkHandleFree(store: EventStore, handle: string, creatorId: string): Promise<void> {
  if (await claimedByAnother(store, handleClaimStreamId(handle), creatorId)) throw handleTaken(handle);
}

/**
 * Takes a handle (unique regardless of case). Claims are never released, so a former handle keeps
 * leading to its creator and only they may take it back.
 */
export async function claimHandle(
  store: EventStore,
  handle: string,
  creatorId: string,
  metadata: CommandMetadata,
): Promise<void> {
  const claim: Decided = { type: 'HandleClaimed', data: { handle, creatorId } };
  if (!(await claimFor(store, handleClaimStreamId(handle), claim, creatorId, metadata))) throw handleTaken(handle);
}
