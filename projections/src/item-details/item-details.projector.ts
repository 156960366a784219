import {
  COMMON_FIELDS,
  EXTRA_FIELDS,
  UPLOADED_FIELDS,
  ITEM_KINDS,
  type CreatorCard,
  type ItemFields,
  type ItemKind,
} from '@creators/contracts';
import { publicItemProjector, type PublicItem } from '../published-items/public-item-projector.js';
import type { PlacedDoc } from '../published-items/working-docs.js';
import { eventFields, withFields } from '../published-items/with-fields.js';

/** Every field an item can have: the detail page shows them all. */
export const DETAIL_FIELDS = [
  ...COMMON_FIELDS,
  ...UPLOADED_FIELDS,
  ...EXTRA_FIELDS,
] as const satisfies readonly (keyof ItemFields)[];
type DetailField = (typeof DETAIL_FIELDS)[number];

/** One published item of any kind, as its own page shows it (`/api/marketplace/{kind}/{slug}`, `/api/feed/{kind}/{slug}`). */
export interface ItemDetailDoc extends Pick<ItemFields, DetailField> {
  readonly id: string;
  readonly kind: ItemKind;
  readonly slug: string;
  readonly formerSlugs: readonly string[];
  readonly isFree: boolean;
  readonly creatorId: string;
  readonly creator: CreatorCard;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly publishedAt: string;
  readonly likeCount: number;
  readonly [field: string]: unknown;
}

/** A slug a published item answers at, current or former: `<kind>:<slug>`. */
export interface ItemSlugDoc {
  readonly id: string;
  readonly kind: ItemKind;
  readonly slug: string;
  readonly itemId: string;
  /** Where the item lives now: a former slug answers with a redirect there. */
  readonly currentSlug: string;
  readonly isCurrent: boolean;
  readonly [field: string]: unknown;
}

export const ITEM_DETAILS = 'item_details';
export const ITEM_SLUGS = 'item_slugs';

export const itemSlugId = (kind: ItemKind, slug: string): string => `${kind}:${slug}`;

export function detailDocs(item: PublicItem<DetailField>): PlacedDoc[] {
  const detail: ItemDetailDoc = withFields(eventFields(item.fields), {
    id: item.id,
    kind: item.kind,
    slug: item.slug,
    formerSlugs: item.formerSlugs,
    isFree: item.fields.price.amount === 0,
    creatorId: item.creatorId,
    creator: item.creator,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    publishedAt: item.publishedAt,
    likeCount: item.likeCount,
  });
  const slugs = [item.slug, ...item.formerSlugs].map((slug): ItemSlugDoc => ({
    id: itemSlugId(item.kind, slug),
    kind: item.kind,
    slug,
    itemId: item.id,
    currentSlug: item.slug,
    isCurrent: slug === item.slug,
  }));
  return [{ collection: ITEM_DETAILS, doc: detail }, ...slugs.map((doc) => ({ collection: ITEM_SLUGS, doc }))];
}

/**
 * Published items of all six kinds with every field, their creator's card and like count, and
 * the slug lookup: `item_slugs` answers `<kind>:<slug>` for current and former slugs alike, so
 * an old link finds where the item lives now. (It lives here rather than beside the listings
 * because sites have detail pages in the feed but no listing.)
 */
export const itemDetailsProjector = publicItemProjector<DetailField>({
  name: 'item-details',
  version: 1,
  collections: [
    {
      name: ITEM_DETAILS,
      fields: { kind: 'string', slug: 'string', creatorId: 'string', publishedAt: 'string' },
      indexes: [
        ['kind', 'slug'],
        ['creatorId', 'publishedAt'],
      ],
    },
    { name: ITEM_SLUGS, fields: { kind: 'string', itemId: 'string' }, indexes: [['itemId']] },
  ],
  kinds: ITEM_KINDS,
  engagement: 'likes',
  docs: detailDocs,
});
