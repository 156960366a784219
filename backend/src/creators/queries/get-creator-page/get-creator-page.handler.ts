import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CreatorPageView, ItemCard, ItemKind } from '@creators/contracts';
import {
  CREATOR_LINKS,
  FEED_TIMELINE,
  FOLLOWER_COUNTS,
  findCreatorByHandle,
  itemCardView,
  type CreatorLinksDoc,
  type FeedEntryDoc,
  type FollowerCountDoc,
  type Lookup,
} from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { creatorError } from '../../creators.errors.js';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { GetCreatorPage } from './get-creator-page.query.js';

const ITEMS_ON_PAGE = 200;

@QueryHandler(GetCreatorPage)
export class GetCreatorPageHandler implements IQueryHandler<GetCreatorPage, Lookup<CreatorPageView>> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ handle }: GetCreatorPage): Promise<Lookup<CreatorPageView>> {
    const lookup = await findCreatorByHandle(this.documents, handle);
    if (lookup === null) throw creatorError('creator_not_found', `no creator is called "${handle}"`);
    if (!('found' in lookup)) return lookup;
    const profile = lookup.found;
    const [links, followers, published] = await Promise.all([
      this.documents.get<CreatorLinksDoc>(CREATOR_LINKS, profile.id),
      this.documents.get<FollowerCountDoc>(FOLLOWER_COUNTS, profile.id),
      this.documents.find<FeedEntryDoc>(FEED_TIMELINE, {
        filter: { creatorId: profile.id },
        sort: [{ field: 'publishedAt', direction: 'desc' }],
        limit: ITEMS_ON_PAGE,
      }),
    ]);
    const items: Partial<Record<ItemKind, ItemCard[]>> = {};
    for (const card of published.items.map(itemCardView)) (items[card.kind] ??= []).push(card);
    return {
      found: {
        creator: {
          id: profile.id,
          handle: profile.handle,
          name: profile.name,
          avatarUrl: profile.avatarUrl,
          ...(profile.avatar === undefined || profile.avatar === null ? {} : { avatar: profile.avatar }),
          bio: profile.bio,
          websiteUrl: profile.websiteUrl,
          location: profile.location,
          joinedAt: profile.joinedAt,
          expert: profile.expert,
          followers: followers?.count ?? 0,
        },
        links: links?.links ?? [],
        items,
      },
    };
  }
}
