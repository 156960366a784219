import type { CreatorCard, ItemView } from '@creators/contracts';
import { CREATOR_PROFILES, type CatalogItem } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';

const UNKNOWN_CREATOR: CreatorCard = { handle: 'unknown', name: 'Unknown creator', avatarUrl: null };

/** The API's view of catalog documents, each with its creator's card. */
export async function toItemViews(documents: DocumentStore, items: readonly CatalogItem[]): Promise<ItemView[]> {
  const creators = await documents.getMany(
    CREATOR_PROFILES,
    items.map((item) => item.creatorId),
  );
  return items.map((item) => {
    const { creatorId, formerSlugs: _former, ...rest } = item;
    const creator = creators.get(creatorId);
    return {
      ...rest,
      creator:
        creator === undefined
          ? UNKNOWN_CREATOR
          : {
              handle: creator.handle,
              name: creator.name,
              avatarUrl: creator.avatarUrl,
              ...(creator.avatar === undefined || creator.avatar === null ? {} : { avatar: creator.avatar }),
            },
    };
  });
}
