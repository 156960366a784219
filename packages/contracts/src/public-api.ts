import type { CreatorCard, ItemView } from './api.js';
import type { ExpertListing, Link } from './creator-events.js';
import type { ItemFields } from './item-events.js';
import type { ItemKind, MarketplaceKind } from './kinds.js';

/** Shapes of the public reading calls (`API.md`, "Public reading"), shared with the frontend. */

/** An item as a card in a grid: listings, tag and category pages, search, the feed, a creator's page. */
export interface ItemCard {
  readonly id: string;
  readonly kind: ItemKind;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly coverImageUrl: string | null;
  /** The uploaded cover's renditions and placeholder, when the cover is an upload. */
  readonly coverImage?: ItemFields['coverImage'];
  readonly price: ItemFields['price'];
  readonly tags?: readonly string[];
  readonly categories?: readonly string[];
  readonly siteUrl?: string;
  readonly creator: CreatorCard;
  readonly publishedAt: string;
  /** Known where the list is ranked by engagement (listings, tag and category pages). */
  readonly likes?: number;
}

export interface CardPage {
  readonly items: ItemCard[];
  readonly nextCursor: string | null;
}

export type ListingSort = 'newest' | 'popular';
export type PriceFilter = 'free' | 'paid';

/** A published item as its public page shows it. */
export type PublicItemView = Omit<ItemView, 'revision' | 'status'> & { readonly likes: number };

/** `GET /api/marketplace/{kind}/{slug}`: the item, whether the signed-in visitor likes it, related items. */
export interface ItemPageView {
  readonly item: PublicItemView;
  readonly likedByMe: boolean;
  readonly related: {
    readonly similar: ItemCard[];
    readonly byCreator: ItemCard[];
  };
}

/** `GET /api/feed/{kind}/{slug}`. */
export interface FeedItemView {
  readonly item: PublicItemView;
}

/** A component tag or a template category, with how many published items carry it. */
export interface LabelCount {
  readonly slug: string;
  readonly label: string;
  readonly count: number;
}

/** `GET .../tags/{slug}` and `.../categories/{slug}`: the label and a page of its items. */
export interface LabelPage extends CardPage {
  readonly label: LabelCount;
}

/** `GET /api/experts`. */
export interface ExpertCard {
  readonly handle: string;
  readonly name: string;
  readonly avatarUrl: string | null;
  readonly avatar?: CreatorCard['avatar'];
  readonly bio: string;
  readonly expert: ExpertListing;
}

export interface ExpertPage {
  readonly items: ExpertCard[];
  readonly nextCursor: string | null;
}

/** `GET /api/creators/{handle}`: a creator's public page. */
export interface CreatorPageView {
  readonly creator: CreatorCard & {
    readonly bio: string;
    readonly websiteUrl: string | null;
    readonly location: string;
    readonly joinedAt: string;
    readonly expert: ExpertListing | null;
  };
  readonly links: readonly Link[];
  readonly items: Readonly<Partial<Record<ItemKind, ItemCard[]>>>;
}

/** `POST` / `DELETE /api/marketplace/{kind}/{slug}/like`. */
export interface LikeAnswer {
  readonly liked: boolean;
  readonly likes: number;
  readonly position: string;
}

/**
 * An item or creator asked for by a former slug or handle answers 301 with `Location` set to
 * where it lives now, and this body.
 */
export interface MovedAnswer {
  readonly movedTo: string;
}

export type { MarketplaceKind };
