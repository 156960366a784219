import { asClaimEvent, upcastEvent, type ClaimEvent } from '@creators/contracts';
import { EventStoreError, type EventStore } from '@creators/storage';
import type { CommandMetadata } from './command-metadata.js';
import type { DomainError } from './domain-error.js';
import { toNewEvents } from './new-events.js';

/**
 * A name only one owner may hold (a slug, a handle, an e-mail address), taken by appending its
 * claim to a stream named after it with "no stream" expected, so of two racing claims one wins.
 * Slugs and handles are never released: a former one keeps leading to its owner, and only they
 * may take it back. An address is released (`EmailReleased`) when its account is deleted.
 */
export interface UniqueClaim {
  readonly streamId: string;
  readonly event: ClaimEvent;
  /** The refusal when someone else holds the name. */
  readonly taken: () => DomainError;
}

const ownerOf = (claim: ClaimEvent): string =>
  claim.type === 'SlugClaimed' ? claim.data.itemId : claim.data.creatorId;

/** A claim stream as read: who holds its name (null: nobody, or released), and its last revision. */
interface ClaimState {
  readonly holder: string | null;
  readonly revision: number | null;
}

async function claimOf(store: EventStore, streamId: string): Promise<ClaimState> {
  const history = await store.readStream(streamId);
  const last = history.at(-1);
  if (last === undefined) return { holder: null, revision: null };
  const claim = asClaimEvent(upcastEvent(last));
  // A stream of that name that holds no claim is no name anyone may take.
  if (claim === null) return { holder: streamId, revision: last.revision };
  return { holder: claim.type === 'EmailReleased' ? null : ownerOf(claim), revision: last.revision };
}

/** Who holds a claim stream's name: nobody (null), or its owner's id. */
export const claimHolder = async (store: EventStore, streamId: string): Promise<string | null> =>
  (await claimOf(store, streamId)).holder;

/** Appends a free name's claim; `false` when a racer took it since it was read. */
async function appendClaim(store: EventStore, claim: UniqueClaim, metadata: CommandMetadata): Promise<boolean> {
  // A released name is claimed again after its release; a new one, on a stream of its own.
  const { revision } = await claimOf(store, claim.streamId);
  try {
    await store.append(
      claim.streamId,
      toNewEvents([claim.event], claim.streamId, metadata),
      revision === null ? 'no_stream' : revision,
    );
    return true;
  } catch (error) {
    if (error instanceof EventStoreError && error.code === 'wrong_expected_revision') return false;
    throw error;
  }
}

/**
 * Takes names together: one read of each claim stream, one decision (each name is free or already
 * the owner's, or the first taken one refuses the lot before anything is appended), then one
 * append of each free name's claim. Should a racer take a name between the read and the append,
 * that name refuses as taken; those appended before it stay claimed for their owner.
 */
export async function takeClaims(
  store: EventStore,
  claims: readonly UniqueClaim[],
  metadata: CommandMetadata,
): Promise<void> {
  const free = await unclaimed(store, claims);
  for (const claim of free) if (!(await appendClaim(store, claim, metadata))) throw claim.taken();
}

/**
 * Of names about to be claimed, those nobody holds yet; the first held by someone else refuses
 * the lot. Reading only, it lets a request be refused before anything is written.
 */
export async function unclaimed(store: EventStore, claims: readonly UniqueClaim[]): Promise<UniqueClaim[]> {
  const holders = await Promise.all(claims.map((claim) => claimHolder(store, claim.streamId)));
  return claims.filter((claim, i) => {
    const holder = holders[i] ?? null;
    if (holder !== null && holder !== ownerOf(claim.event)) throw claim.taken();
    return holder === null;
  });
}

/** The first of several names that is free or already the owner's, taken; `null` when others hold them all. */
export async function takeFirstFree<Name>(
  store: EventStore,
  names: readonly Name[],
  claimOf: (name: Name) => UniqueClaim,
  metadata: CommandMetadata,
): Promise<Name | null> {
  for (const name of names) {
    const claim = claimOf(name);
    const holder = await claimHolder(store, claim.streamId);
    if (holder === ownerOf(claim.event)) return name;
    if (holder === null && (await appendClaim(store, claim, metadata))) return name;
  }
  return null;
}

/**
 * Releases an address's claim (its account was deleted), so that the address may open a new
 * account; a stream that holds no claim, or one already released, is left as it is.
 */
export async function releaseEmailClaim(
  store: EventStore,
  streamId: string,
  creatorId: string,
  metadata: CommandMetadata,
): Promise<void> {
  const { holder, revision } = await claimOf(store, streamId);
  if (holder !== creatorId || revision === null) return;
  const released: ClaimEvent = { type: 'EmailReleased', data: { creatorId } };
  await store.append(streamId, toNewEvents([released], streamId, metadata), revision);
}
