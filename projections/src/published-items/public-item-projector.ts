import {
  asItemEvent,
  type CreatorCard,
  type ItemEvent,
  type ItemFields,
  type ItemKind,
  type RecordedEvent,
} from '@creators/contracts';
import type { CollectionSpec } from '@creators/storage';
import { engagementLedger, windowDocuments, type ItemWindow } from '../engagement/engagement-ledger.js';
import type { Projector } from '../runner/projector.js';
import { asCreatorEvent, cardOf, evolveCreatorCard, unknownCreator, type CreatorCardDoc } from './creator-cards.js';
import { evolveItemState, type ItemStateDoc } from './item-state.js';
import { WorkingDocs, type PlacedDoc } from './working-docs.js';

/** A published item as a read model sees it: its kept fields, its creator's card and its engagement. */
export interface PublicItem<K extends keyof ItemFields> {
  readonly id: string;
  readonly kind: ItemKind;
  readonly slug: string;
  readonly formerSlugs: readonly string[];
  readonly creatorId: string;
  readonly creator: CreatorCard;
  readonly fields: Pick<ItemFields, K>;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly publishedAt: string;
  /** Engagement points of the last 90 days; 0 unless the model is `scored`. */
  readonly score: number;
  /** Standing likes; 0 when the model follows no engagement. */
  readonly likeCount: number;
}

export interface PublicItemModel<K extends keyof ItemFields> {
  readonly name: string;
  readonly version: number;
  /** Names this model's private collections (`<prefix>_item_states`, `<prefix>_creator_cards`, ...). */
  readonly prefix: string;
  /** The collections the gateway reads. */
  readonly collections: readonly CollectionSpec[];
  readonly kinds: readonly ItemKind[];
  /** The item fields the documents show; only these are remembered. */
  readonly keep: readonly K[];
  /** `scored`: popularity and likes; `likes`: like counts only. */
  readonly engagement: 'none' | 'likes' | 'scored';
  /** The documents a published item shows as. Unpublished, deleted and draft items show as none. */
  readonly docs: (item: PublicItem<K>) => readonly PlacedDoc[];
  /** Aggregates over items (counts): told each time an item's public view changes. */
  readonly aggregate?: (before: PublicItem<K> | null, after: PublicItem<K> | null, docs: WorkingDocs) => Promise<void>;
}

/** The private collections a public-item model keeps beside its public ones (and the ledger's, `<prefix>_engagement_*`). */
export const privateCollectionNames = (prefix: string) =>
  ({
    states: `${prefix}_item_states`,
    creators: `${prefix}_creator_cards`,
    windows: `${prefix}_engagement`,
  }) as const;

/**
 * A read model of published items, as a pure projector. It remembers every item of its kinds
 * (drafts too, since later events carry only changes), each creator's card with the ids of the
 * items it shows, and optionally engagement. Whatever happens to an item, its creator or its
 * engagement, the item's public documents are recomputed from that state and only the
 * difference is written: the public documents are always `docs(item)` of the current state.
 * A projector may only read its own collections, so each model keeps its own copy of this state.
 */
export function publicItemProjector<K extends keyof ItemFields>(model: PublicItemModel<K>): Projector {
  const names = privateCollectionNames(model.prefix);
  const tracks = (kind: ItemKind): boolean => model.kinds.includes(kind);
  const ledger =
    model.engagement === 'none'
      ? null
      : engagementLedger({
          // Windows apart from the item states: a view then rewrites a small document, not the item's fields.
          windows: windowDocuments(names.windows),
          prefix: names.windows,
          scored: model.engagement === 'scored',
          tracks,
        });

  const viewOf = (state: ItemStateDoc<K> | null, card: CreatorCard, window: ItemWindow | null): PublicItem<K> | null =>
    state === null || state.status !== 'published' || state.publishedAt === null
      ? null
      : {
          id: state.id,
          kind: state.kind,
          slug: state.slug,
          formerSlugs: state.formerSlugs,
          creatorId: state.creatorId,
          creator: cardOf(card),
          fields: state.fields,
          createdAt: state.createdAt,
          updatedAt: state.updatedAt,
          publishedAt: state.publishedAt,
          score: model.engagement === 'scored' ? (window?.score ?? 0) : 0,
          likeCount: window?.likeCount ?? 0,
        };

  const readWindow = async (docs: WorkingDocs, itemId: string): Promise<ItemWindow | null> =>
    ledger === null ? null : docs.get<ItemWindow>(names.windows, itemId);
  const readCard = async (docs: WorkingDocs, creatorId: string): Promise<CreatorCardDoc> =>
    (await docs.get<CreatorCardDoc>(names.creators, creatorId)) ?? unknownCreator(creatorId);

  async function show(docs: WorkingDocs, before: PublicItem<K> | null, after: PublicItem<K> | null): Promise<void> {
    const either = after ?? before;
    if (either === null) return;
    docs.replace(before === null ? [] : model.docs(before), after === null ? [] : model.docs(after));
    await model.aggregate?.(before, after, docs);
    if ((before === null) === (after === null)) return;
    const card = await readCard(docs, either.creatorId);
    const itemIds = card.itemIds.filter((id) => id !== either.id);
    docs.put(names.creators, { ...card, itemIds: after === null ? itemIds : [...itemIds, either.id] });
  }

  async function onItem(docs: WorkingDocs, item: ItemEvent, at: string): Promise<void> {
    const id = item.data.itemId;
    const before = await docs.get<ItemStateDoc<K>>(names.states, id);
    const after = evolveItemState(before, item, at, model.keep);
    if (after !== null) docs.put(names.states, after);
    else if (before !== null) docs.delete(names.states, id);
    const either = after ?? before;
    if (either === null || (before?.status !== 'published' && after?.status !== 'published')) return;
    const card = await readCard(docs, either.creatorId);
    const window = await readWindow(docs, id);
    await show(docs, viewOf(before, card, window), viewOf(after, card, window));
  }

  async function onCreator(docs: WorkingDocs, event: RecordedEvent): Promise<void> {
    const creator = asCreatorEvent(event);
    if (creator === null) return;
    const before = await docs.get<CreatorCardDoc>(names.creators, creator.data.creatorId);
    const after = evolveCreatorCard(before, creator);
    if (after === null || after === before) return;
    docs.put(names.creators, after);
    const old = before ?? unknownCreator(creator.data.creatorId);
    for (const itemId of after.itemIds) {
      const state = await docs.get<ItemStateDoc<K>>(names.states, itemId);
      const window = await readWindow(docs, itemId);
      await show(docs, viewOf(state, old, window), viewOf(state, after, window));
    }
  }

  return {
    name: model.name,
    version: model.version,
    collections: [
      ...model.collections,
      { name: names.states, fields: {} },
      { name: names.creators, fields: {} },
      ...(ledger === null ? [] : [{ name: names.windows, fields: {} }, ...ledger.collections]),
    ],
    async project(event, read) {
      const docs = new WorkingDocs(read);
      const item = asItemEvent(event);
      if (item !== null) {
        if (tracks(item.kind)) await onItem(docs, item, event.metadata.occurredAt);
      } else {
        await onCreator(docs, event);
      }
      if (ledger !== null) {
        for (const { itemId, before, after } of await ledger.apply(event, docs)) {
          const state = await docs.get<ItemStateDoc<K>>(names.states, itemId);
          if (state?.status !== 'published') continue;
          const card = await readCard(docs, state.creatorId);
          await show(docs, viewOf(state, card, before), viewOf(state, card, after));
        }
      }
      return docs.changes();
    },
  };
}
