import type { CreatorCard, ImageRef, ItemKind, Price } from '@creators/contracts';
import type { PublicItem } from './public-item-projector.js';

/** The item fields a card shows. */
export const CARD_FIELDS = ['title', 'summary', 'coverImageUrl', 'coverImage', 'price', 'tags', 'categories'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/**
 * An item as a list shows it (marketplace, tag and category pages, feed, search results), with
 * what the gateway needs for related items: tags, categories and the creator's id.
 */
export interface ItemCardDoc {
  readonly id: string;
  readonly kind: ItemKind;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly coverImageUrl: string | null;
  /** The uploaded cover's renditions and placeholder; absent for an address-only cover. */
  readonly coverImage?: ImageRef;
  readonly price: Price;
  readonly isFree: boolean;
  readonly tags: readonly string[];
  readonly categories: readonly string[];
  readonly creatorId: string;
  readonly creator: CreatorCard;
  readonly publishedAt: string;
  readonly [field: string]: unknown;
}

export function itemCard(item: PublicItem<CardField>): ItemCardDoc {
  const { title, summary, coverImageUrl, coverImage, price, tags, categories } = item.fields;
  return {
    id: item.id,
    kind: item.kind,
    slug: item.slug,
    title,
    summary,
    coverImageUrl,
    ...(coverImage === undefined || coverImage === null ? {} : { coverImage }),
    price,
    isFree: price.amount === 0,
    tags: tags ?? [],
    categories: categories ?? [],
    creatorId: item.creatorId,
    creator: item.creator,
    publishedAt: item.publishedAt,
  };
}
