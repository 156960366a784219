import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CollectionPageView } from '@creators/contracts';
import { COLLECTIONS, CREATOR_ROLES, findCreatorByHandle, findPublishedCollection } from '@creators/projections';
import type { DocumentStore, Filter } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { curationError } from '../../curation.errors.js';
import { collectionPages } from './collection-view.js';

/** How many cards each featured collection shows on the home. */
export const FEATURED_CARDS = 8;
/** At most this many of one's own collections are listed. */
const MINE = 200;

/**
 * Lists of collections: `featured` (published, last changed first, a few cards each), every
 * collection of one's own (`mine`, private ones too), or every featured collection (`curated`,
 * drafts too) for moderators.
 */
export type CollectionList =
  | { readonly type: 'featured'; readonly limit: number }
  | { readonly type: 'mine'; readonly ownerId: string }
  | { readonly type: 'curated' };

export class GetCollectionPages extends Query<CollectionPageView[]> {
  constructor(readonly list: CollectionList) {
    super();
  }
}

/** One published collection's page: a featured one by slug, or a person's by handle and slug. */
export class GetCollectionPage extends Query<CollectionPageView> {
  constructor(readonly at: { readonly slug: string; readonly handle: string | null }) {
    super();
  }
}

const notFound = () => curationError('collection_not_found', 'no collection to show at this address');

@QueryHandler(GetCollectionPages)
export class GetCollectionPagesHandler implements IQueryHandler<GetCollectionPages, CollectionPageView[]> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ list }: GetCollectionPages): Promise<CollectionPageView[]> {
    const filter: Filter =
      list.type === 'featured'
        ? { scope: 'featured', published: true }
        : list.type === 'mine'
          ? { ownerId: list.ownerId, scope: 'personal' }
          : { scope: 'featured' };
    const page = await this.documents.find(COLLECTIONS, {
      filter,
      sort: [{ field: 'updatedAt', direction: 'desc' }],
      limit: list.type === 'featured' ? list.limit : MINE,
    });
    return collectionPages(this.documents, page.items, list.type === 'featured' ? FEATURED_CARDS : undefined);
  }
}

@QueryHandler(GetCollectionPage)
export class GetCollectionPageHandler implements IQueryHandler<GetCollectionPage, CollectionPageView> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ at }: GetCollectionPage): Promise<CollectionPageView> {
    let ownerId: string | null = null;
    if (at.handle !== null) {
      const owner = await findCreatorByHandle(this.documents, at.handle);
      if (owner === null || !('found' in owner)) throw notFound();
      ownerId = owner.found.id;
    }
    const doc = await findPublishedCollection(this.documents, at.slug, ownerId);
    if (doc === null) throw notFound();
    const [page] = await collectionPages(this.documents, [doc]);
    if (page === undefined) throw notFound();
    return page;
  }
}

/** Whether someone curates the featured collections (holds the moderator role): their "Save" offers those too. */
export class CuratesFeatured extends Query<boolean> {
  constructor(readonly creatorId: string) {
    super();
  }
}

@QueryHandler(CuratesFeatured)
export class CuratesFeaturedHandler implements IQueryHandler<CuratesFeatured, boolean> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ creatorId }: CuratesFeatured): Promise<boolean> {
    const held = await this.documents.get(CREATOR_ROLES, creatorId);
    return held?.roles.includes('moderator') === true;
  }
}
