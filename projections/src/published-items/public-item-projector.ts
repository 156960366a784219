import type { ItemFields, ItemKind } from '@creators/contracts';
import type { CollectionSpec } from '@creators/storage';
import type { StageView } from '../runner/read-model.js';
import { noRating } from './item-ratings.js';
import { publicItemsStage, type ItemTransition, type PublicItem } from './public-items.js';
import type { PlacedDoc, WorkingDocs } from '../runner/working-docs.js';

export type { PublicItem } from './public-items.js';

export interface PublicItemModel<K extends keyof ItemFields> {
  readonly name: string;
  readonly version: number;
  /** The collections the gateway reads. */
  readonly collections: readonly CollectionSpec[];
  readonly kinds: readonly ItemKind[];
  /** `scored`: popularity, likes and ratings; `likes`: like counts and ratings; `none`: none of them (0, no rating). */
  readonly engagement: 'none' | 'likes' | 'scored';
  /**
   * The documents a published item shows as. Unpublished, deleted and draft items show as none.
   * Where each lives (collection and id) follows from the item's fields, never its score or likes.
   */
  readonly docs: (item: PublicItem<K>) => readonly PlacedDoc[];
  /** Aggregates over what items show (counts): told each time that changes, not when only engagement moves. */
  readonly aggregate?: (before: PublicItem<K> | null, after: PublicItem<K> | null, docs: WorkingDocs) => void;
}

/**
 * A read model of published items. It keeps no item state of its own: the shared stage
 * (`public-items.ts`) folds each event once for every such model and hands over how items' public
 * views changed; the model's documents are always `docs(item)` of the current view, and only the
 * difference is written.
 */
export type PublicItemProjection = StageView<ItemTransition>;

export function publicItemProjector<K extends keyof ItemFields>(model: PublicItemModel<K>): PublicItemProjection {
  const { engagement } = model;
  // What a model that shows no score (or no likes) sees: 0, so its documents don't move with engagement.
  // (The item itself when nothing is masked: no copy per model and transition.)
  const masked = (item: PublicItem | null): PublicItem<K> | null => {
    if (item === null) return null;
    const score = engagement === 'scored' ? item.score : 0;
    const likeCount = engagement === 'none' ? 0 : item.likeCount;
    const rating = engagement === 'none' ? noRating : item.rating;
    return score === item.score && likeCount === item.likeCount && rating === item.rating
      ? item
      : { ...item, score, likeCount, rating };
  };
  return {
    name: model.name,
    version: model.version,
    collections: model.collections,
    stage: publicItemsStage,
    show(transition, docs) {
      const either = transition.after ?? transition.before;
      if (either === null || !model.kinds.includes(either.kind)) return;
      if (transition.engagement && engagement === 'none') return;
      const before = masked(transition.before);
      const after = masked(transition.after);
      if (transition.engagement) {
        // Only the score or likes moved: every document stays where it was, rewritten if what it shows moved.
        const same =
          before?.score === after?.score &&
          before?.likeCount === after?.likeCount &&
          before?.rating.count === after?.rating.count &&
          before?.rating.average === after?.rating.average;
        if (after === null || same) return;
        for (const placed of model.docs(after)) docs.put(placed.collection, placed.doc);
        return;
      }
      docs.replace(before === null ? [] : model.docs(before), after === null ? [] : model.docs(after));
      model.aggregate?.(before, after, docs);
    },
  };
}
