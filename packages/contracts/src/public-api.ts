import type { ChangelogLine } from './releases.js';
import type { CreatorCard, ItemView } from './api.js';
import type { ExpertListing, Link } from './creator-events.js';
import type { ItemFields } from './item-events.js';
import type { ItemKind, MarketplaceKind } from './kinds.js';
import type { ImageRef } from './media.js';

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
  /** The date of the item's newest release or buyer-facing change ("Updated <date>"), null when none. */
  readonly updatedOn?: string | null;
  /** The item's latest release, when it has one (the Following feed shows new releases). */
  readonly latestRelease?: { readonly version: string; readonly date: string };
  /** The shown reviews' mean stars and count; absent while nobody has reviewed the item. */
  readonly rating?: RatingSummary;
}

export interface RatingSummary {
  readonly average: number;
  readonly count: number;
}

export interface CardPage {
  readonly items: ItemCard[];
  readonly nextCursor: string | null;
}

export type ListingSort = 'newest' | 'popular';
export type PriceFilter = 'free' | 'paid';

/** A published item as its public page shows it. */
export type PublicItemView = Omit<ItemView, 'revision' | 'status'> & {
  readonly likes: number;
  /** Releases and the changes a buyer cares about (price, description), newest first. */
  readonly updates: readonly ChangelogLine[];
  /** The newest of `updates`' dates ("Updated <date>"), null when none. */
  readonly updatedOn: string | null;
  readonly rating?: RatingSummary;
};

/** `GET /api/marketplace/{kind}/{slug}`: the item, whether the signed-in visitor likes it, related items. */
export interface ItemPageView {
  readonly item: PublicItemView;
  readonly likedByMe: boolean;
  readonly related: {
    readonly similar: ItemCard[];
    readonly byCreator: ItemCard[];
  };
}

/**
 * `GET /api/feed/{kind}/{slug}`: the same page as the marketplace's, sites included (a site's
 * related items come from the feed, which alone lists sites).
 */
export type FeedItemView = ItemPageView;

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

/** How a listing says an expert takes work, as `GET /api/experts?availability=` filters it. */
export const EXPERT_AVAILABILITIES = [
  'available',
  'limited',
  'unavailable',
] as const satisfies readonly ExpertListing['availability'][];

/**
 * The experts directory's orders. Rates are compared only within a currency (there is no exchange
 * rate to compare 90 EUR with 80 GBP honestly): a rate order groups experts by the rate's currency,
 * then orders each group by the lower bound of the rate; filtering by one currency gives one group.
 */
export const EXPERT_SORTS = ['newest', 'rate-asc', 'rate-desc'] as const;
export type ExpertSort = (typeof EXPERT_SORTS)[number];

export interface ExpertPage {
  readonly items: ExpertCard[];
  readonly nextCursor: string | null;
}

/** `GET /api/creators/{handle}`: a creator's public page. */
export interface CreatorPageView {
  readonly creator: CreatorCard & {
    readonly id: string;
    /** How many follow them. */
    readonly followers: number;
    readonly bio: string;
    readonly websiteUrl: string | null;
    readonly location: string;
    readonly joinedAt: string;
    readonly expert: ExpertListing | null;
  };
  readonly links: readonly Link[];
  /** The newest published items of each kind (at most twelve). */
  readonly items: Readonly<Partial<Record<ItemKind, ItemCard[]>>>;
  /** How many of each kind are published, shown or not. */
  readonly published: Readonly<Partial<Record<ItemKind, number>>>;
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

/** The longest search text the API takes (`q`), in characters; the search box takes no more. */
export const SEARCH_TEXT_MAX = 200;
/** The longest text suggestions are asked for (`GET /api/marketplace/suggestions?q=`). */
export const SUGGESTION_TEXT_MAX = 100;
/** The longest creator handle search filters by. */
export const SEARCH_CREATOR_MAX = 40;

/** How search results are ordered: best match first (popularity breaks ties), newest, most popular, or best rated. */
export const SEARCH_SORTS = ['relevance', 'newest', 'popular', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Prices search narrows to: free or paid, or a range in whole units of each item's own currency (10 and 50). */
export const PRICE_RANGES = ['free', 'paid', 'under-10', '10-50', 'over-50'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

/** One value of a facet, how it reads, and how many of the results have it. */
export interface FacetCount {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

export interface SearchFacets {
  readonly kinds: readonly FacetCount[];
  /** Free, paid, and (where the paid results are in one currency) ranges labelled with its sign. */
  readonly prices: readonly FacetCount[];
  /** The paid results' currencies, where there are several (or one was chosen). */
  readonly currencies: readonly FacetCount[];
  readonly tags: readonly FacetCount[];
  readonly categories: readonly FacetCount[];
  readonly creators: readonly FacetCount[];
}

/**
 * `GET /api/marketplace/search`: a page of results and what they are made of. Facets count the
 * results as narrowed (every filter applied), so each count is what choosing it would list.
 */
export interface SearchAnswer extends CardPage {
  readonly total: number;
  /** True when more matched than search weighs (`total` counts the ones weighed only). */
  readonly capped: boolean;
  readonly facets: SearchFacets;
  /**
   * The query with misspelt words corrected, when a correction was made; with `exact=true`, the
   * correction turned down, when nothing matched as typed ("Did you mean").
   */
  readonly correctedQuery: string | null;
  /** When nothing matched: popular items to go on with. */
  readonly popular: ItemCard[];
}

/** `GET /api/marketplace/suggestions?q=`: what the first letters typed may be. */
export interface SearchSuggestions {
  /** The words as search would correct them, when a correction was made ("navbr" → "navbar"). */
  readonly correctedQuery: string | null;
  /** Titles found, each with its creator and cover, so that like titles by different people tell apart. */
  readonly items: readonly {
    readonly title: string;
    readonly kind: ItemKind;
    readonly slug: string;
    readonly creator: CreatorCard;
    readonly coverImageUrl: string | null;
    readonly coverImage?: ImageRef | null;
  }[];
  readonly labels: readonly {
    readonly type: 'tag' | 'category';
    readonly kind: ItemKind;
    readonly slug: string;
    readonly label: string;
    readonly count: number;
  }[];
  readonly creators: readonly CreatorCard[];
}
