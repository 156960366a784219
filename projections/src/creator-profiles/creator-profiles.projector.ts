import {
  asCreatorEvent,
  asCreatorVisibilityEvent,
  type CreatorProfile,
  type ExpertListing,
  type RecordedEvent,
} from '@creators/contracts';
import { collectionName, type DocumentChange } from '@creators/storage';
import { projectPicked, type Projector, takenBy } from '../runner/projector.js';

/** A creator's public profile and, when listed, their entry on the experts page. */
export interface CreatorProfileDoc extends CreatorProfile {
  readonly id: string;
  /** Lower-cased handle: handles are unique regardless of case. */
  readonly handleKey: string;
  readonly formerHandles: readonly string[];
  readonly expert: ExpertListing | null;
  readonly isExpert: boolean;
  readonly joinedAt: string;
  readonly updatedAt: string;
  readonly revision: number;
  /** Set while a moderator keeps the creator's public page hidden: why, and since when (absent otherwise). */
  readonly moderation?: CreatorModeration;
  readonly [field: string]: unknown;
}

export const CREATOR_PROFILES = collectionName<CreatorProfileDoc>('creator_profiles');

export interface CreatorModeration {
  readonly hidden: true;
  readonly reason: string;
  readonly at: string;
}

export function evolveCreatorProfile(doc: CreatorProfileDoc | null, event: RecordedEvent): CreatorProfileDoc | null {
  const visibility = asCreatorVisibilityEvent(event);
  if (visibility !== null) {
    if (doc === null) return null;
    // The moderation stream's event: the profile's revision (its ETag) stays the same.
    const { moderation: _, ...shown } = doc;
    const moderation = { hidden: true as const, reason: visibility.data.reason, at: event.metadata.occurredAt };
    return visibility.type === 'CreatorHidden' ? { ...shown, moderation } : shown;
  }
  const creator = asCreatorEvent(event);
  if (creator === null) return doc;
  const at = event.metadata.occurredAt;
  if (creator.type === 'CreatorSignedUp') {
    const { creatorId, handle, name } = creator.data;
    return {
      id: creatorId,
      handle,
      handleKey: handle.toLowerCase(),
      name,
      bio: '',
      avatarUrl: null,
      websiteUrl: null,
      location: '',
      formerHandles: [],
      expert: null,
      isExpert: false,
      joinedAt: at,
      updatedAt: at,
      revision: event.revision,
    };
  }
  if (doc === null) return null;
  const touched = { updatedAt: at, revision: event.revision };
  switch (creator.type) {
    case 'CreatorProfileUpdated': {
      const { handle } = creator.data.changes;
      const renamed = handle !== undefined && handle !== doc.handle;
      return {
        ...doc,
        ...creator.data.changes,
        ...touched,
        handleKey: (handle ?? doc.handle).toLowerCase(),
        formerHandles: renamed
          ? [...doc.formerHandles.filter((h) => h.toLowerCase() !== handle.toLowerCase()), doc.handle]
          : doc.formerHandles,
      };
    }
    case 'ExpertListingPublished':
      return { ...doc, ...touched, expert: creator.data.listing, isExpert: true };
    case 'ExpertListingWithdrawn':
      return { ...doc, ...touched, expert: null, isExpert: false };
  }
}

/** Every handle a creator has had (lower-cased), pointing at them: old addresses keep leading to the creator. */
export interface CreatorHandleDoc {
  readonly id: string;
  readonly creatorId: string;
  readonly [field: string]: unknown;
}

export const CREATOR_HANDLES = collectionName<CreatorHandleDoc>('creator_handles');

const creatorOrVisibility = (event: RecordedEvent) => asCreatorEvent(event) ?? asCreatorVisibilityEvent(event);

export const creatorProfilesProjector: Projector = {
  name: 'creator-profiles',
  // 3: a creator hidden by a moderator.
  version: 3,
  collections: [
    {
      name: CREATOR_PROFILES,
      fields: { handleKey: 'string', isExpert: 'boolean', name: 'string', updatedAt: 'string' },
      text: ['name', 'handle', 'bio'],
      indexes: [['handleKey'], ['isExpert', 'updatedAt']],
    },
    { name: CREATOR_HANDLES, fields: { creatorId: 'string' } },
  ],
  takes: takenBy(asCreatorEvent, asCreatorVisibilityEvent),
  project: projectPicked(creatorOrVisibility, (creator, event, read) => {
    const { creatorId } = creator.data;
    const before = read.get(CREATOR_PROFILES, creatorId);
    const after = evolveCreatorProfile(before, event);
    if (after === null || after === before) return [];
    const changes: DocumentChange[] = [{ op: 'put', collection: CREATOR_PROFILES, doc: after }];
    if (after.handleKey !== before?.handleKey) {
      changes.push({ op: 'put', collection: CREATOR_HANDLES, doc: { id: after.handleKey, creatorId } });
    }
    return changes;
  }),
};
