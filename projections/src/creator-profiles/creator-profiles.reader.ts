import type { DocumentStore } from '@creators/storage';
import type { Lookup } from '../public-items/public-items.reader.js';
import { CREATOR_HANDLES, CREATOR_PROFILES, type CreatorProfileDoc } from './creator-profiles.projector.js';

export const findCreatorProfile = (documents: DocumentStore, creatorId: string): Promise<CreatorProfileDoc | null> =>
  documents.get(CREATOR_PROFILES, creatorId);

/**
 * A creator by handle, in any case; a former handle answers where they are now. `null` when no
 * creator ever held the handle, or a moderator hides them.
 */
export async function findCreatorByHandle(
  documents: DocumentStore,
  handle: string,
): Promise<Lookup<CreatorProfileDoc> | null> {
  const entry = await documents.get(CREATOR_HANDLES, handle.toLowerCase());
  const profile = entry === null ? null : await findCreatorProfile(documents, entry.creatorId);
  // A creator hidden by a moderator has no public page, as if never there.
  if (profile === null || profile.moderation !== undefined) return null;
  return profile.handle === handle ? { found: profile } : { movedTo: profile.handle };
}
