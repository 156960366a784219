import { asClaimEvent, upcastEvent, type ClaimEvent } from '@creators/contracts';
import { EventStoreError, type EventStore, type ExpectedRevision } from '@creators/storage';
import type { CommandMetadata } from './command-metadata.js';
import type { DomainError } from './domain-error.js';
import { toNewEvents } from './new-events.js';

/**
 * A name only one owner may hold (a slug, a handle, an e-mail address), taken by appending its
 * claim to a stream named after it with the revision read expected, so of two racing claims one
 * wins. A former slug stays its owner's for good, and only they may take it back. A name its
 * holder may let go of (a handle) is free for anyone once they have left it for `release.afterMs`;
 * until someone takes it, it still leads to its former holder. An address is released
 * (`EmailReleased`) when its account is deleted. A released name is claimed again on its stream.
 */
export interface UniqueClaim {
  readonly streamId: string;
  readonly event: ClaimEvent;
  /** The refusal when someone else holds the name. */
  readonly taken: () => DomainError;
  readonly release?: {
    readonly afterMs: number;
    /** When the holder left the name (an ISO time), or null while it is still theirs. */
    readonly leftAt: (holderId: string) => Promise<string | null>;
  };
}

const ownerOf = (claim: ClaimEvent): string =>
  claim.type === 'SlugClaimed' ? claim.data.itemId : claim.data.creatorId;

/** Who holds a claim stream's name (nobody: null), and the revision to append a new claim at. */
interface Holding {
  readonly holder: string | null;
  readonly expected: ExpectedRevision;
}

/** The stream's last claim holds the name: a released name is claimed again on the same stream. */
async function holdingOf(store: EventStore, streamId: string): Promise<Holding> {
  const stored = await store.readStream(streamId);
  const last = stored.at(-1);
  if (last === undefined) return { holder: null, expected: 'no_stream' };
  const claim =
    stored.map((event) => asClaimEvent(upcastEvent(event))).findLast((event) => event !== null) ?? undefined;
  // A stream of that name that holds no claim is no name anyone may take.
  if (claim === undefined) return { holder: streamId, expected: last.revision };
  return { holder: claim.type === 'EmailReleased' ? null : ownerOf(claim), expected: last.revision };
}

/** Who holds a claim stream's name: nobody (null, or released), or its owner's id. */
export const claimHolder = async (store: EventStore, streamId: string): Promise<string | null> =>
  (await holdingOf(store, streamId)).holder;

/** Whether `claim`'s owner may take the name as `holding` stands at `nowMs`; throws when someone else holds it. */
async function mayTake(claim: UniqueClaim, { holder }: Holding, nowMs: number): Promise<boolean> {
  if (holder === null) return true;
  if (holder === ownerOf(claim.event)) return false;
  const left = claim.release === undefined ? null : await claim.release.leftAt(holder);
  if (left !== null && claim.release !== undefined && Date.parse(left) + claim.release.afterMs <= nowMs) return true;
  throw claim.taken();
}

/** Appends a free name's claim; `false` when a racer took it since it was read. */
async function appendClaim(
  store: EventStore,
  claim: UniqueClaim,
  expected: ExpectedRevision,
  metadata: CommandMetadata,
): Promise<boolean> {
  try {
    await store.append(claim.streamId, toNewEvents([claim.event], claim.streamId, metadata), expected);
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
  const free = await unclaimed(store, claims, Date.parse(metadata.now));
  for (const { claim, expected } of free)
    if (!(await appendClaim(store, claim, expected, metadata))) throw claim.taken();
}

/**
 * Of names about to be claimed, those the owner does not hold yet (with the revision to claim each
 * at); the first held by someone else refuses the lot. Reading only, it lets a request be refused
 * before anything is written.
 */
export async function unclaimed(
  store: EventStore,
  claims: readonly UniqueClaim[],
  nowMs = Date.now(),
): Promise<{ claim: UniqueClaim; expected: ExpectedRevision }[]> {
  const holdings = await Promise.all(claims.map((claim) => holdingOf(store, claim.streamId)));
  const free = [];
  for (const [i, claim] of claims.entries()) {
    const holding = holdings[i] ?? { holder: null, expected: 'no_stream' };
    if (await mayTake(claim, holding, nowMs)) free.push({ claim, expected: holding.expected });
  }
  return free;
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
    const { holder, expected } = await holdingOf(store, claim.streamId);
    if (holder === ownerOf(claim.event)) return name;
    if (holder === null && (await appendClaim(store, claim, expected, metadata))) return name;
  }
  return null;
}

/**
 * Releases an address's claim (its account was deleted), so that the address may open a new
 * account; a stream that holds no claim of theirs, or one already released, is left as it is.
 */
export async function releaseEmailClaim(
  store: EventStore,
  streamId: string,
  creatorId: string,
  metadata: CommandMetadata,
): Promise<void> {
  const { holder, expected } = await holdingOf(store, streamId);
  if (holder !== creatorId) return;
  const released: ClaimEvent = { type: 'EmailReleased', data: { creatorId } };
  await store.append(streamId, toNewEvents([released], streamId, metadata), expected);
}
