import { collectionName } from '@creators/storage';
import {
  MARKETPLACE_KINDS,
  type ImageRef,
  type ItemFile,
  type ItemKind,
  type Price,
  type ReleaseRecord,
} from '@creators/contracts';
import type { PublicItem, PublicItemProjection } from '../published-items/public-item-projector.js';
import { publicItemsStage } from '../published-items/public-items.js';

/** What an item hands over to those who hold it, kept after it is unpublished or deleted. */
export interface DeliverablesDoc {
  readonly id: string;
  readonly kind: ItemKind;
  readonly slug: string;
  readonly title: string;
  readonly creatorId: string;
  readonly creator: { readonly handle: string; readonly name: string };
  readonly coverImage: ImageRef | null;
  readonly coverImageUrl: string | null;
  readonly price: Price;
  readonly files: readonly ItemFile[];
  /** Every release, newest first: a holder may download any of them. */
  readonly releases: readonly ReleaseRecord[];
  /** When the latest release came out (null: none yet): its holders are e-mailed of it. */
  readonly releasedAt: string | null;
  readonly remixUrl: string | null;
  readonly installUrl: string | null;
  /** False once the item is unpublished or deleted: its holders keep it, visitors no longer see it. */
  readonly listed: boolean;
  readonly updatedAt: string;
  readonly [field: string]: unknown;
}

export const ITEM_DELIVERABLES = collectionName<DeliverablesDoc>('item_deliverables');

const docOf = (item: PublicItem, listed: boolean): DeliverablesDoc => ({
  id: item.id,
  kind: item.kind,
  slug: item.slug,
  title: item.fields.title,
  creatorId: item.creatorId,
  creator: { handle: item.creator.handle, name: item.creator.name },
  coverImage: item.fields.coverImage ?? null,
  coverImageUrl: item.fields.coverImageUrl,
  price: item.fields.price,
  files: item.fields.files ?? [],
  releases: item.releases,
  releasedAt: item.releases[0]?.date ?? null,
  remixUrl: item.fields.remixUrl ?? null,
  installUrl: item.fields.installUrl ?? null,
  listed,
  updatedAt: item.updatedAt,
});

/**
 * Per item ever published (every marketplace kind; sites hand nothing over), its files and links
 * as last published. Unpublishing or deleting keeps the document, marked unlisted: a buyer keeps
 * what they paid for. Engagement moves nothing here.
 */
export const deliverablesProjector: PublicItemProjection = {
  name: 'item-deliverables',
  // 2: with releases.
  version: 2,
  collections: [
    { name: ITEM_DELIVERABLES, fields: { creatorId: 'string', releasedAt: 'string' }, indexes: [['releasedAt']] },
  ],
  stage: publicItemsStage,
  show({ before, after, engagement }, docs) {
    const item = after ?? before;
    if (engagement || item === null || !(MARKETPLACE_KINDS as readonly ItemKind[]).includes(item.kind)) return;
    docs.put(ITEM_DELIVERABLES, docOf(item, after !== null));
  },
};
