import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CreatorPageView, ItemCard, ItemKind } from '@creators/contracts';
import {
  CREATOR_HANDLES,
  CREATOR_LINKS,
  CREATOR_PROFILES,
  FEED_TIMELINE,
  type CreatorHandleDoc,
  type CreatorLinksDoc,
  type CreatorProfileDoc,
  type FeedEntryDoc,
} from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DomainError } from '../../../platform/domain-error.js';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { toCard } from '../../../marketplace/queries/cards.js';
import type { Lookup } from '../../../marketplace/queries/published-lookup.js';
import { GetCreatorPage } from './get-creator-page.query.js';

const ITEMS_ON_PAGE = 200;

@QueryHandler(GetCreatorPage)
export class GetCreatorPageHandler implements IQueryHandler<GetCreatorPage, Lookup<CreatorPageView>> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ handle }: GetCreatorPage): Promise<Lookup<CreatorPageView>> {
    const key = handle.toLowerCase();
    const entry = await this.documents.get<CreatorHandleDoc>(CREATOR_HANDLES, key);
    const profile =
      entry === null ? null : await this.documents.get<CreatorProfileDoc>(CREATOR_PROFILES, entry.creatorId);
    if (profile === null) throw new DomainError('creator_not_found', `no creator is called "${handle}"`);
    if (profile.handle !== handle) return { movedTo: profile.handle };
    const [links, published] = await Promise.all([
      this.documents.get<CreatorLinksDoc>(CREATOR_LINKS, profile.id),
      this.documents.find<FeedEntryDoc>(FEED_TIMELINE, {
        filter: { creatorId: profile.id },
        sort: [{ field: 'publishedAt', direction: 'desc' }],
        limit: ITEMS_ON_PAGE,
      }),
    ]);
    const items: Partial<Record<ItemKind, ItemCard[]>> = {};
    for (const card of published.items.map(toCard)) (items[card.kind] ??= []).push(card);
    return {
      found: {
        creator: {
          handle: profile.handle,
          name: profile.name,
          avatarUrl: profile.avatarUrl,
          bio: profile.bio,
          websiteUrl: profile.websiteUrl,
          location: profile.location,
          joinedAt: profile.joinedAt,
          expert: profile.expert,
        },
        links: links?.links ?? [],
        items,
      },
    };
  }
}
