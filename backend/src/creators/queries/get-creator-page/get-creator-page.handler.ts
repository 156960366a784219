import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ITEM_KINDS, type CreatorPageView, type ItemCard, type ItemKind } from '@creators/contracts';
import {
  CREATOR_LINKS,
  PUBLIC_ITEMS,
  FOLLOWER_COUNTS,
  findCreatorByHandle,
  itemCardView,
  type Lookup,
} from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { creatorError } from '../../creators.errors.js';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { GetCreatorPage } from './get-creator-page.query.js';

/** The newest of each kind; the page says how many there are and where to see them all. */
const ITEMS_PER_KIND = 12;

@QueryHandler(GetCreatorPage)
export class GetCreatorPageHandler implements IQueryHandler<GetCreatorPage, Lookup<CreatorPageView>> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ handle }: GetCreatorPage): Promise<Lookup<CreatorPageView>> {
    const lookup = await findCreatorByHandle(this.documents, handle);
    if (lookup === null) throw creatorError('creator_not_found', `no creator is called "${handle}"`);
    if (!('found' in lookup)) return lookup;
    const profile = lookup.found;
    /** A kind's newest cards, and how many there are: counted only when the cards may not be all. */
    const ofKind = async (kind: ItemKind): Promise<{ cards: ItemCard[]; total: number }> => {
      const filter = { creatorId: profile.id, kind };
      const shown = await this.documents.find(PUBLIC_ITEMS, {
        filter,
        sort: [{ field: 'publishedAt', direction: 'desc' }],
        limit: ITEMS_PER_KIND,
      });
      const cards = shown.items.map(itemCardView);
      return {
        cards,
        total: cards.length < ITEMS_PER_KIND ? cards.length : await this.documents.count(PUBLIC_ITEMS, filter),
      };
    };
    const [links, followers, kinds] = await Promise.all([
      this.documents.get(CREATOR_LINKS, profile.id),
      this.documents.get(FOLLOWER_COUNTS, profile.id),
      Promise.all(ITEM_KINDS.map(ofKind)),
    ]);
    const items: Partial<Record<ItemKind, ItemCard[]>> = {};
    const published: Partial<Record<ItemKind, number>> = {};
    ITEM_KINDS.forEach((kind, i) => {
      const shown = kinds[i];
      if (shown === undefined || shown.cards.length === 0) return;
      items[kind] = shown.cards;
      published[kind] = shown.total;
    });
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
        published,
      },
    };
  }
}
