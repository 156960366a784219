import {
  KINDS,
  SITE_DESCRIPTION,
  SITE_NAME,
  isMarketplaceKind,
  majorUnits,
  sharedImage,
  type ItemPageView,
  type PageHead,
  type PublicItemView,
} from '@creators/contracts';
import { feedItemQueryOptions } from '../../features/feed/api/get-feed-item.js';
import { itemQueryOptions } from '../../features/marketplace/api/get-item.js';
import { siteTitle, type HeadArgs } from './page-head.js';

const absolute = (origin: string, url: string): string => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** The shown reviews' stars, for search engines; said only once someone has reviewed the item. */
function aggregateRatingOf({ rating }: PublicItemView): Record<string, unknown> {
  if (rating === undefined) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      ratingCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/** An item page's head: a product, with its price, stars and place in the marketplace. */
function itemHead(item: PublicItemView, origin: string, path: string, title?: string): PageHead {
  const kind = KINDS[item.kind];
  const listed = isMarketplaceKind(item.kind);
  // The feed shows what the marketplace lists too: the marketplace's page is the item's one address.
  const url =
    listed && path.startsWith('/feed/') ? `${origin}/marketplace/${item.kind}/${item.slug}` : `${origin}${path}`;
  const image = item.coverImageUrl === null ? null : absolute(origin, item.coverImageUrl);
  const listing = listed ? `/marketplace/${item.kind}` : `/feed`;
  return {
    title: title ?? `${item.title} · ${kind.labelOne} · ${SITE_NAME}`,
    description: item.summary === '' ? SITE_DESCRIPTION : item.summary,
    canonical: url,
    image: sharedImage(
      origin,
      `items/${item.kind}/${encodeURIComponent(item.slug)}`,
      `${item.title}, ${kind.singular === 'site' ? 'a site' : `a ${kind.singular}`} by ${item.creator.name}`,
    ),
    type: 'product',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: item.title,
        description: item.summary,
        url,
        ...(image === null ? {} : { image }),
        category: kind.label,
        ...aggregateRatingOf(item),
        offers: {
          '@type': 'Offer',
          price: majorUnits(item.price.amount, item.price.currency),
          priceCurrency: item.price.currency,
          availability: 'https://schema.org/InStock',
          url,
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Marketplace', item: `${origin}/marketplace` },
          { '@type': 'ListItem', position: 2, name: kind.label, item: `${origin}${listing}` },
          { '@type': 'ListItem', position: 3, name: item.title, item: url },
        ],
      },
    ],
  };
}

/** The item its loader read, on the marketplace or in the feed. */
function viewOf({ params, kind, queryClient }: HeadArgs, from: 'marketplace' | 'feed'): ItemPageView | undefined {
  const slug = params.slug ?? '';
  if (kind === undefined) return undefined;
  if (from === 'feed') return queryClient.getQueryData(feedItemQueryOptions(kind, slug).queryKey);
  return isMarketplaceKind(kind) ? queryClient.getQueryData(itemQueryOptions(kind, slug).queryKey) : undefined;
}

/** A marketplace item's page, from the item its loader read. */
export function marketplaceItemHead(args: HeadArgs): PageHead | null {
  const item = viewOf(args, 'marketplace')?.item;
  return item === undefined ? null : itemHead(item, args.origin, `/marketplace/${item.kind}/${item.slug}`);
}

/** A marketplace item's live preview: the item's head at the preview's own address, titled as the page is. */
export function itemPreviewHead(args: HeadArgs, title: (item: PublicItemView) => string): PageHead | null {
  const item = viewOf(args, 'marketplace')?.item;
  if (item === undefined) return null;
  return itemHead(item, args.origin, `/marketplace/${item.kind}/${item.slug}/preview`, siteTitle(title(item)));
}

/** A feed item's page, from the item its loader read. */
export function feedItemHead(args: HeadArgs): PageHead | null {
  const item = viewOf(args, 'feed')?.item;
  return item === undefined ? null : itemHead(item, args.origin, `/feed/${item.kind}/${item.slug}`);
}
