import { randomUUID } from 'node:crypto';
import {
  itemEventType,
  itemStreamId,
  type ItemChange,
  type ItemFields,
  type ItemKind,
  type NewEvent,
  type RecordedEvent,
} from '@creators/contracts';

export const fields = (title: string, extra: Partial<ItemFields> = {}): ItemFields => ({
  title,
  summary: `${title} summary`,
  description: `# ${title}`,
  coverImageUrl: null,
  galleryImageUrls: [],
  previewUrl: null,
  price: { amount: 0, currency: 'USD' },
  ...extra,
});

/** An event of any type as a command handler would append it. */
export function anEvent(type: string, data: object, at = new Date().toISOString()): NewEvent {
  const eventId = randomUUID();
  return {
    type,
    version: 1,
    data,
    metadata: { eventId, occurredAt: at, creatorId: null, correlationId: eventId, causationId: null },
  };
}

/** An item event as a command handler would append it. */
export const itemEvent = (kind: ItemKind, change: ItemChange, data: object, at = new Date().toISOString()): NewEvent =>
  anEvent(itemEventType(kind, change), data, at);

/** Gives events the stream, revision and position a store would, for projector specs. */
export function recordAll(
  kind: ItemKind,
  itemId: string,
  events: readonly NewEvent[],
  startPosition = 1,
): RecordedEvent[] {
  return events.map((event, revision) => ({
    ...event,
    streamId: itemStreamId(kind, itemId),
    revision,
    position: startPosition + revision,
  }));
}

/** A realistic life of one item: created, edited, published, sometimes unpublished or deleted. */
export function itemLife(kind: ItemKind, n: number, at: string): { itemId: string; events: NewEvent[] } {
  const itemId = `item-${n}`;
  const extra: Partial<ItemFields> =
    kind === 'components'
      ? { tags: ['grid', `tag-${n % 7}`] }
      : kind === 'templates'
        ? { categories: [`cat-${n % 5}`] }
        : {};
  const events = [
    itemEvent(
      kind,
      'Created',
      { itemId, kind, creatorId: `creator-${n % 40}`, slug: `thing-${n}`, fields: fields(`Thing ${n}`, extra) },
      at,
    ),
    itemEvent(kind, 'Edited', { itemId, kind, changes: { summary: `Better summary ${n}` } }, at),
    itemEvent(kind, 'Published', { itemId, kind }, at),
  ];
  if (n % 5 === 0) events.push(itemEvent(kind, 'Unpublished', { itemId, kind }, at));
  if (n % 11 === 0) events.push(itemEvent(kind, 'Deleted', { itemId, kind }, at));
  return { itemId, events };
}
