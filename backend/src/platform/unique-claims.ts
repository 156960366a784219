import { asClaimEvent, upcastEvent, type ClaimEvent } from '@creators/contracts';
import { EventStoreError, type EventStore } from '@creators/storage';
import type { CommandMetadata } from './command-metadata.js';
import type { DomainError } from './domain-error.js';
import { toNewEvents } from './new-events.js';

/**
 * A name only one owner may hold (a slug, a handle, an e-mail address), taken by appending its
 * claim to a stream named after it with "no stream" expected, so of two racing claims one wins.
 * Claims are never released: a former slug or handle keeps leading to its owner, and only they
 * may take it back.
 */
export interface UniqueClaim {
  readonly streamId: string;
  readonly event: ClaimEvent;
  /** The refusal when someone else holds the name. */
  readonly taken: () => DomainError;
}

const ownerOf = (claim: ClaimEvent): string =>
  claim.type === 'SlugClaimed' ? claim.data.itemId : claim.data.creatorId;

/** Who holds a claim stream's name: nobody (null), or its owner's id. */
async function holderOf(store: EventStore, streamId: string): Promise<string | null> {
  const [stored] = await store.readStream(streamId);
  if (stored === undefined) return null;
  const claim = asClaimEvent(upcastEvent(stored));
  // A stream of that name that holds no claim is no name anyone may take.
  return claim === null ? streamId : ownerOf(claim);
}

/** Appends a free name's claim; `false` when a racer took it since it was read. */
async function appendClaim(store: EventStore, claim: UniqueClaim, metadata: CommandMetadata): Promise<boolean> {
  try {
    await store.append(claim.streamId, toNewEvents([claim.event], claim.streamId, metadata), 'no_stream');
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
  const holders = await Promise.all(claims.map((claim) => holderOf(store, claim.streamId)));
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
    const holder = await holderOf(store, claim.streamId);
    if (holder === ownerOf(claim.event)) return name;
    if (holder === null && (await appendClaim(store, claim, metadata))) return name;
  }
  return null;
}
