import {
  asEngagementEvent,
  asEntitlementEvent,
  asFollowEvent,
  asItemEvent,
  asLinkEvent,
  asMediaEvent,
  asCreatorEvent,
  upcastEvent,
  type ItemKind,
  type RecordedEvent,
} from '@creators/contracts';
import type { EventStore, StoredEventJson } from '@creators/storage';

const PAGE = 5_000;

/** An item of the person's, as the log leaves it. */
export interface OwnItem {
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly status: 'draft' | 'published' | 'unpublished' | 'deleted';
  /** The uploads of its deliverable files now. */
  readonly fileUploads: readonly string[];
  /** Others who got or bought it and hold it still. */
  readonly holders: readonly string[];
}

/** Everything the log holds about one person, and what of it is live now. */
export interface PersonHistory {
  /** Every event that names them (as the actor, or anywhere in its data), oldest first, upcast and opened. */
  readonly events: readonly RecordedEvent[];
  readonly items: readonly OwnItem[];
  readonly listed: boolean;
  readonly linkIds: readonly string[];
  /** Creators they follow. */
  readonly following: readonly string[];
  readonly likes: readonly { readonly itemId: string; readonly kind: ItemKind }[];
  /** Their uploads that no sweep has removed yet. */
  readonly uploads: readonly string[];
}

// A person's id is a UUID: where its text occurs in an event, the event is about them.
const names = (stored: StoredEventJson, id: string): boolean =>
  stored.metadata.includes(id) || stored.data.includes(id);

const toRecorded = (stored: StoredEventJson): RecordedEvent =>
  upcastEvent({
    position: stored.position,
    streamId: stored.streamId,
    revision: stored.revision,
    type: stored.type,
    version: stored.version,
    data: JSON.parse(stored.data) as unknown,
    metadata: JSON.parse(stored.metadata) as RecordedEvent['metadata'],
  });

/**
 * Reads the whole log once for the events about one person: what their data download holds, and
 * what deleting their account has to withdraw. A deletion or a download is rare; a pass over the
 * log's text, parsing only the events that name them, is what it costs.
 */
export async function readPersonHistory(events: EventStore, personId: string): Promise<PersonHistory> {
  const found: RecordedEvent[] = [];
  for (let after: number | null = null; ;) {
    const page = await events.readAllJson({ after, limit: PAGE });
    const last = page.at(-1);
    if (last === undefined) break;
    after = last.position;
    for (const stored of page) if (names(stored, personId)) found.push(toRecorded(stored));
  }
  return { events: found, ...foldHistory(found, personId) };
}

type Live = Omit<PersonHistory, 'events'>;

/** What of a person's history is live now. */
export function foldHistory(history: readonly RecordedEvent[], personId: string): Live {
  const items = new Map<string, { kind: ItemKind; status: OwnItem['status']; files: readonly string[] }>();
  const holders = new Map<string, Set<string>>();
  let listed = false;
  const links = new Set<string>();
  const following = new Set<string>();
  const likes = new Map<string, ItemKind>();
  const uploads = new Set<string>();
  for (const event of history) {
    const item = asItemEvent(event);
    if (item !== null) {
      if (item.change === 'Created' && item.data.creatorId === personId)
        items.set(item.data.itemId, {
          kind: item.kind,
          status: 'draft',
          files: (item.data.fields.files ?? []).map((file) => file.uploadId),
        });
      const own = items.get(item.data.itemId);
      if (own === undefined) continue;
      if (item.change === 'Edited' && item.data.changes.files !== undefined)
        own.files = item.data.changes.files.map((file) => file.uploadId);
      if (item.change === 'Released') own.files = [...own.files, ...item.data.files.map((file) => file.uploadId)];
      if (item.change === 'Published') own.status = 'published';
      if (item.change === 'Unpublished') own.status = 'unpublished';
      if (item.change === 'Deleted') own.status = 'deleted';
      continue;
    }
    const entitlement = asEntitlementEvent(event);
    if (entitlement !== null) {
      const { itemId, accountId, sellerId } = entitlement.data;
      if (sellerId !== personId || accountId === personId) continue;
      const set = holders.get(itemId) ?? new Set<string>();
      if (entitlement.type === 'LicenceRevoked') set.delete(accountId);
      else set.add(accountId);
      holders.set(itemId, set);
      continue;
    }
    const creator = asCreatorEvent(event);
    if (creator !== null && creator.data.creatorId === personId) {
      if (creator.type === 'ExpertListingPublished') listed = true;
      if (creator.type === 'ExpertListingWithdrawn') listed = false;
      continue;
    }
    const link = asLinkEvent(event);
    if (link !== null && link.data.creatorId === personId) {
      if (link.type === 'LinkAdded') links.add(link.data.link.id);
      if (link.type === 'LinkRemoved') links.delete(link.data.linkId);
      continue;
    }
    const follow = asFollowEvent(event);
    if (follow !== null && follow.data.followerId === personId) {
      if (follow.type === 'CreatorFollowed') following.add(follow.data.creatorId);
      else following.delete(follow.data.creatorId);
      continue;
    }
    const engagement = asEngagementEvent(event);
    if (engagement !== null && (engagement.type === 'ItemLiked' || engagement.type === 'ItemUnliked')) {
      if (engagement.data.creatorId !== personId) continue;
      if (engagement.type === 'ItemLiked') likes.set(engagement.data.itemId, engagement.data.kind);
      else likes.delete(engagement.data.itemId);
      continue;
    }
    const media = asMediaEvent(event);
    if (media !== null && media.type !== 'UploadSwept' && media.data.ownerId === personId)
      uploads.add(media.data.uploadId);
  }
  return {
    items: [...items].map(([itemId, { kind, status, files }]) => ({
      itemId,
      kind,
      status,
      fileUploads: files,
      holders: [...(holders.get(itemId) ?? [])],
    })),
    listed,
    linkIds: [...links],
    following: [...following],
    likes: [...likes].map(([itemId, kind]) => ({ itemId, kind })),
    uploads: [...uploads],
  };
}
