import {
  creatorStreamId,
  itemEventType,
  itemStreamId,
  likeStreamId,
  previewStreamId,
  reviewStreamId,
  viewStreamId,
  type CreatorEvent,
  type EngagementEvent,
  type ItemChange,
  type ItemFields,
  type ItemKind,
  type RecordedEvent,
} from '@creators/contracts';
import { fields } from './item-events.js';

/**
 * A log of events across streams, as the store would record them (global positions, revisions per
 * stream): `log.signUp(...).publish(...).view(...).events`.
 */
export class EventLog {
  readonly events: RecordedEvent[] = [];
  private readonly revisions = new Map<string, number>();
  private handedOut = 0;
  /** The time of the next events; `at(...)` moves it. */
  private now = '2026-03-01T10:00:00.000Z';

  /** The events appended since the last call: to give a read model more of the same log. */
  newEvents(): RecordedEvent[] {
    const fresh = this.events.slice(this.handedOut);
    this.handedOut = this.events.length;
    return fresh;
  }

  at(time: string): this {
    this.now = time.length === 10 ? `${time}T12:00:00.000Z` : time;
    return this;
  }

  append(streamId: string, type: string, data: object): this {
    const revision = this.revisions.get(streamId) ?? 0;
    this.revisions.set(streamId, revision + 1);
    const position = this.events.length + 1;
    this.events.push({
      type,
      version: 1,
      data,
      streamId,
      revision,
      position,
      metadata: {
        eventId: `e${position}`,
        occurredAt: this.now,
        creatorId: null,
        correlationId: `e${position}`,
        causationId: null,
      },
    });
    return this;
  }

  creator(event: CreatorEvent): this {
    return this.append(creatorStreamId(event.data.creatorId), event.type, event.data);
  }

  signUp(creatorId: string, handle: string, name = handle): this {
    return this.creator({ type: 'CreatorSignedUp', data: { creatorId, handle, name } });
  }

  item(kind: ItemKind, itemId: string, change: ItemChange, data: object = {}): this {
    return this.append(itemStreamId(kind, itemId), itemEventType(kind, change), { itemId, kind, ...data });
  }

  create(kind: ItemKind, itemId: string, creatorId: string, slug: string, extra: Partial<ItemFields> = {}): this {
    return this.item(kind, itemId, 'Created', { creatorId, slug, fields: fields(extra.title ?? slug, extra) });
  }

  /** Created and published at once. */
  publish(kind: ItemKind, itemId: string, creatorId: string, slug: string, extra: Partial<ItemFields> = {}): this {
    return this.create(kind, itemId, creatorId, slug, extra).item(kind, itemId, 'Published');
  }

  edit(kind: ItemKind, itemId: string, changes: Partial<ItemFields>, slug?: string): this {
    return this.item(kind, itemId, 'Edited', slug === undefined ? { changes } : { changes, slug });
  }

  engagement(event: EngagementEvent): this {
    const { data } = event;
    const stream =
      'visitorKey' in data
        ? (event.type === 'ItemViewed' ? viewStreamId : previewStreamId)(data.itemId, data.visitorKey)
        : likeStreamId(data.itemId, data.creatorId);
    return this.append(stream, event.type, data);
  }

  view(kind: ItemKind, itemId: string, visitorKey = `v${this.events.length}`): this {
    const day = this.now.slice(0, 10);
    return this.engagement({ type: 'ItemViewed', data: { itemId, kind, visitorKey, day } });
  }

  preview(kind: ItemKind, itemId: string, visitorKey = `v${this.events.length}`): this {
    const day = this.now.slice(0, 10);
    return this.engagement({ type: 'ItemPreviewed', data: { itemId, kind, visitorKey, day } });
  }

  like(kind: ItemKind, itemId: string, creatorId: string): this {
    return this.engagement({ type: 'ItemLiked', data: { itemId, kind, creatorId } });
  }

  unlike(kind: ItemKind, itemId: string, creatorId: string): this {
    return this.engagement({ type: 'ItemUnliked', data: { itemId, kind, creatorId } });
  }

  /** A holder's review (written, or edited when they wrote one already in this log). */
  review(itemId: string, reviewerId: string, rating: number, text = ''): this {
    const reviewId = `r-${itemId}-${reviewerId}`;
    const stream = reviewStreamId(itemId, reviewerId);
    const data = { reviewId, itemId, kind: 'components', reviewerId, rating, text, version: null };
    return this.events.some((event) => event.streamId === stream)
      ? this.append(stream, 'ReviewEdited', data)
      : this.append(stream, 'ReviewWritten', { ...data, creatorId: 'u1' });
  }

  /** A moderator hides (or restores) a review. */
  reviewVisibility(itemId: string, reviewerId: string, type: 'ReviewHidden' | 'ReviewRestored'): this {
    const reviewId = `r-${itemId}-${reviewerId}`;
    return this.append(`moderation-review-${reviewId}`, type, {
      reviewId,
      itemId,
      kind: 'components',
      reviewerId,
      moderatorId: 'm1',
      reason: 'Because',
    });
  }
}
