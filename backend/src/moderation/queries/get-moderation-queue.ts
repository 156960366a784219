import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  CREATOR_PROFILES,
  ITEM_REVIEWS,
  MODERATION_CASES,
  findItems,
  type ModerationCaseDoc,
} from '@creators/projections';
import type { DocumentStore, Filter, SortKey } from '@creators/storage';
import { DOCUMENT_STORE } from '../../platform/tokens.js';

export type QueueView = 'open' | 'hidden';

/** A case as a moderator reads it: what it is about, in words and links, besides its reports and steps. */
export interface ModerationCaseView extends ModerationCaseDoc {
  readonly subject:
    | {
        readonly type: 'item';
        readonly title: string;
        readonly kind: string;
        readonly slug: string;
        readonly status: string;
        readonly creatorHandle: string | null;
      }
    | { readonly type: 'creator'; readonly handle: string; readonly name: string }
    | {
        readonly type: 'review';
        readonly rating: number;
        readonly text: string;
        readonly reviewerHandle: string | null;
        readonly itemTitle: string;
        readonly kind: string;
        readonly slug: string;
      }
    | null;
}

/** The open cases, oldest first (or the items hidden now), with what each is about. */
export class GetModerationQueue extends Query<{ items: ModerationCaseView[] }> {
  constructor(readonly view: QueueView) {
    super();
  }
}

const VIEWS: Readonly<Record<QueueView, { filter: Filter; sort: SortKey[] }>> = {
  open: { filter: { status: 'open' }, sort: [{ field: 'firstOpenAt', direction: 'asc' }] },
  hidden: { filter: { hidden: true }, sort: [] },
};

@QueryHandler(GetModerationQueue)
export class GetModerationQueueHandler implements IQueryHandler<GetModerationQueue> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ view }: GetModerationQueue): Promise<{ items: ModerationCaseView[] }> {
    const { items: cases } = await this.documents.find(MODERATION_CASES, {
      ...VIEWS[view],
      limit: 100,
    });
    const itemIds = cases.flatMap(({ target }) => (target.type === 'creator' ? [] : [target.itemId]));
    const items = await findItems(this.documents, itemIds);
    const reviewIds = cases.flatMap(({ target }) => (target.type === 'review' ? [target.reviewId] : []));
    const reviews = await this.documents.getMany(ITEM_REVIEWS, reviewIds);
    const creatorIds = [
      ...cases.flatMap(({ target }) => {
        if (target.type === 'creator') return [target.creatorId];
        return target.type === 'review' ? [target.reviewerId] : [];
      }),
      ...[...items.values()].map((item) => item.creatorId),
    ];
    const creators = await this.documents.getMany(CREATOR_PROFILES, creatorIds);
    return {
      items: cases.map((found) => {
        const { target } = found;
        if (target.type === 'item') {
          const item = items.get(target.itemId);
          const subject =
            item === undefined
              ? null
              : {
                  type: 'item' as const,
                  title: item.title,
                  kind: item.kind,
                  slug: item.slug,
                  status: item.status,
                  creatorHandle: creators.get(item.creatorId)?.handle ?? null,
                };
          return { ...found, subject };
        }
        if (target.type === 'review') {
          const review = reviews.get(target.reviewId);
          const item = items.get(target.itemId);
          const subject =
            review === undefined || item === undefined
              ? null
              : {
                  type: 'review' as const,
                  rating: review.rating,
                  text: review.text,
                  reviewerHandle: creators.get(review.reviewerId)?.handle ?? null,
                  itemTitle: item.title,
                  kind: item.kind,
                  slug: item.slug,
                };
          return { ...found, subject };
        }
        const creator = creators.get(target.creatorId);
        const subject =
          creator === undefined ? null : { type: 'creator' as const, handle: creator.handle, name: creator.name };
        return { ...found, subject };
      }),
    };
  }
}
