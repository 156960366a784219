import {
  majorUnits,
  KINDS,
  MARKETPLACE_KINDS,
  creatorPagePath,
  isItemKind,
  templateCategoryLabel,
  type ItemKind,
} from '@creators/contracts';
import {
  COMPONENT_TAGS,
  TEMPLATE_CATEGORIES,
  findCreatorByHandle,
  findPublishedCollection,
  findPublishedItem,
  type LabelDoc,
  type PublicItemDoc,
} from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { isRemovedItem } from '../platform/removed-items.js';
import { sharedImage, type PageImage } from './share-images/share-image.js';

const SITE = 'Creators';
const SITE_DESCRIPTION =
  'Components, plugins, templates, tutorials, vectors and sites by independent creators, and experts to hire.';

/** What a page answers before any JavaScript runs: its status, or where it moved, and its head. */
export type PageAnswer =
  | { readonly status: 301; readonly location: string }
  | {
      readonly status: 200 | 404 | 410;
      readonly title: string;
      readonly description: string;
      /** The page's one address (none for pages that should not be indexed). */
      readonly canonical: string | null;
      /** The link preview: a drawn card for the home, items and creators. */
      readonly image: PageImage | null;
      readonly type: 'website' | 'product' | 'profile';
      readonly jsonLd: readonly object[];
    };

const page = (
  title: string,
  description = SITE_DESCRIPTION,
  canonical: string | null = null,
  image: PageImage | null = null,
): PageAnswer => ({
  status: 200,
  title: title === '' ? SITE : `${title} · ${SITE}`,
  description,
  canonical,
  image,
  type: 'website',
  jsonLd: [],
});

const missing = (status: 404 | 410): PageAnswer => ({
  status,
  title: status === 410 ? `Removed · ${SITE}` : `Not found · ${SITE}`,
  description: status === 410 ? 'This item was removed by its creator.' : 'There is nothing at this address.',
  canonical: null,
  image: null,
  type: 'website',
  jsonLd: [],
});

/** Pages every visitor may open, with their titles; the private ones are not indexed. */
const STATIC: Readonly<Record<string, { title: string; indexed: boolean }>> = {
  '/': { title: '', indexed: true },
  '/marketplace': { title: 'Marketplace', indexed: true },
  // One address for every query: the results move, the page is the same.
  '/marketplace/search': { title: 'Search', indexed: true },
  '/marketplace/components/tags': { title: 'Component tags', indexed: true },
  '/marketplace/templates/categories': { title: 'Template categories', indexed: true },
  '/marketplace/templates/category': { title: 'Template categories', indexed: true },
  '/feed': { title: 'Feed', indexed: true },
  '/feed/following': { title: 'Feed: Following', indexed: false },
  '/experts': { title: 'Experts', indexed: true },
  '/trending': { title: 'Trending', indexed: true },
  '/new': { title: 'New and notable', indexed: true },
  '/collections': { title: 'Your collections', indexed: false },
  '/moderation/collections': { title: 'Featured collections', indexed: false },
  '/sign-in': { title: 'Sign in', indexed: false },
  '/sign-up': { title: 'Create your account', indexed: false },
  '/sign-up/confirm': { title: 'Confirming your account', indexed: false },
  '/outbox': { title: 'Local outbox', indexed: false },
  '/moderation': { title: 'Moderation', indexed: false },
  '/analytics': { title: 'Analytics', indexed: false },
  '/library': { title: 'Your library', indexed: false },
  '/forgot-password': { title: 'Forgot your password', indexed: false },
  '/reset-password': { title: 'Choose a new password', indexed: false },
  '/account': { title: 'Account settings', indexed: false },
  '/account/email/confirm': { title: 'Confirming your new address', indexed: false },
};
/**
 * Signed-in screens: `/dashboard` and below, checkouts, and an analyst's pages of the past
 * (`/analytics/as-of/...`, whose reads the API answers analysts only); the app says what it finds.
 */
const isPrivate = (path: string): boolean =>
  path === '/dashboard' ||
  path.startsWith('/dashboard/') ||
  path.startsWith('/checkout/') ||
  path.startsWith('/analytics/as-of/');

/**
 * Screens for one signed-in person, and the confirmation page (its token is in the address's
 * fragment, which never reaches the server): the browser renders them alone, as it does the dashboard.
 */
const RENDERED_BY_BROWSER = new Set([
  '/library',
  '/moderation',
  '/moderation/collections',
  '/collections',
  '/analytics',
  '/feed/following',
  '/outbox',
  '/sign-up/confirm',
  '/reset-password',
  '/account',
  '/account/email/confirm',
]);

/** Whether the server renders a page's content (public pages), or only its head (the rest). */
export const renderedOnServer = (path: string): boolean => {
  const trimmed = trimPath(path);
  return !isPrivate(trimmed) && !RENDERED_BY_BROWSER.has(trimmed);
};

const trimPath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const absolute = (origin: string, url: string): string => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** The shown reviews' stars, for search engines; said only once someone has reviewed the item. */
function aggregateRatingOf({ ratingCount, ratingAverage }: PublicItemDoc): Record<string, unknown> {
  if (ratingCount === 0 || ratingAverage === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: ratingAverage,
      ratingCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

function itemPage(item: PublicItemDoc, origin: string, path: string): PageAnswer {
  const kind = KINDS[item.kind];
  const listed = MARKETPLACE_KINDS.includes(item.kind as never);
  // The feed shows what the marketplace lists too: the marketplace's page is the item's one address.
  const url =
    listed && path.startsWith('/feed/') ? `${origin}/marketplace/${item.kind}/${item.slug}` : `${origin}${path}`;
  const image = item.coverImageUrl === null ? null : absolute(origin, item.coverImageUrl);
  const listing = listed ? `/marketplace/${item.kind}` : `/feed`;
  return {
    status: 200,
    title: `${item.title} · ${kind.labelOne} · ${SITE}`,
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

/**
 * What every page address answers: real statuses (404 for what is not there, 301 for a former
 * slug or handle, 410 for a deleted item) and each page's title, description, canonical address,
 * social cards and structured data, so a shared link and a search engine see the page.
 */
export async function describePage(
  path: string,
  origin: string,
  documents: DocumentStore,
  events: EventStore,
): Promise<PageAnswer> {
  const trimmed = trimPath(path);
  const known = STATIC[trimmed];
  if (known !== undefined) {
    // The home is the marketplace's front page (`/` moves there).
    const home =
      trimmed === '/' || trimmed === '/marketplace'
        ? sharedImage(origin, 'home', `${SITE}: ${SITE_DESCRIPTION}`)
        : null;
    return page(known.title, SITE_DESCRIPTION, known.indexed ? `${origin}${trimmed}` : null, home);
  }
  if (isPrivate(trimmed)) return page('Dashboard', SITE_DESCRIPTION, null);
  const parts = trimmed.split('/').slice(1).map(decodeSegment);
  if (parts.some((part) => part === null)) return missing(404);
  const [first, second, third, fourth, ...rest] = parts as string[];

  if (first === 'marketplace' && second !== undefined && isItemKind(second) && second !== 'sites') {
    if (third === undefined) {
      return page(
        KINDS[second].label,
        `${KINDS[second].label} by independent creators.`,
        `${origin}/marketplace/${second}`,
      );
    }
    if (second === 'components' && third === 'tags' && fourth !== undefined && rest.length === 0) {
      return labelPage(documents, COMPONENT_TAGS, fourth, origin, trimmed, 'Components tagged');
    }
    if (second === 'templates' && third === 'category' && fourth !== undefined && rest.length === 0) {
      return labelPage(documents, TEMPLATE_CATEGORIES, fourth, origin, trimmed, 'Templates in');
    }
    if (rest.length === 0 && (fourth === undefined || fourth === 'preview')) {
      return itemAt(
        documents,
        events,
        second,
        third,
        origin,
        `/marketplace/${second}/`,
        fourth === 'preview' ? '/preview' : '',
      );
    }
    return missing(404);
  }
  if (first === 'feed' && second !== undefined && isItemKind(second) && third !== undefined && fourth === undefined) {
    return itemAt(documents, events, second, third, origin, `/feed/${second}/`, '');
  }
  if (first === 'collections' && second !== undefined && third === undefined)
    return collectionAt(documents, origin, trimmed, second, null);
  if (first !== undefined && second === 'collections' && third !== undefined && fourth === undefined)
    return collectionAt(documents, origin, trimmed, third, first);
  if (
    first === 'creators' &&
    second !== undefined &&
    third === 'collections' &&
    fourth !== undefined &&
    rest.length === 0
  )
    return collectionAt(documents, origin, trimmed, fourth, second);
  if (first !== undefined && second === undefined) return creatorAt(documents, first, origin);
  // Every creator's page also answers here: the one address of a handle that a page shadows.
  if (first === 'creators' && second !== undefined && third === undefined) return creatorAt(documents, second, origin);
  return missing(404);
}

async function creatorAt(documents: DocumentStore, handle: string, origin: string): Promise<PageAnswer> {
  const lookup = await findCreatorByHandle(documents, handle);
  if (lookup === null) return missing(404);
  if (!('found' in lookup)) return { status: 301, location: creatorPagePath(lookup.movedTo) };
  const creator = lookup.found;
  const url = `${origin}${creatorPagePath(creator.handle)}`;
  return {
    status: 200,
    title: `${creator.name} (@${creator.handle}) · ${SITE}`,
    description: creator.bio === '' ? `${creator.name}'s work on ${SITE}.` : creator.bio,
    canonical: url,
    image: sharedImage(origin, `creators/${encodeURIComponent(creator.handle)}`, `${creator.name} on ${SITE}`),
    type: 'profile',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url,
        mainEntity: {
          '@type': 'Person',
          name: creator.name,
          alternateName: `@${creator.handle}`,
          ...(creator.bio === '' ? {} : { description: creator.bio }),
          ...(creator.websiteUrl === null ? {} : { sameAs: [creator.websiteUrl] }),
        },
      },
    ],
  };
}

/** A published collection's page: a featured one (`/collections/<slug>`) or a person's (`/<handle>/collections/<slug>`). */
async function collectionAt(
  documents: DocumentStore,
  origin: string,
  path: string,
  slug: string,
  handle: string | null,
): Promise<PageAnswer> {
  let ownerId: string | null = null;
  if (handle !== null) {
    const owner = await findCreatorByHandle(documents, handle);
    if (owner === null || !('found' in owner)) return missing(404);
    ownerId = owner.found.id;
  }
  const collection = await findPublishedCollection(documents, slug, ownerId);
  if (collection === null) return missing(404);
  const description =
    collection.description === '' ? `A collection of ${collection.itemIds.length} items.` : collection.description;
  return page(collection.title, description, `${origin}${path}`);
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

async function labelPage(
  documents: DocumentStore,
  collection: string,
  slug: string,
  origin: string,
  path: string,
  lead: string,
): Promise<PageAnswer> {
  const doc = await documents.get<LabelDoc>(collection, slug);
  if (doc === null) return missing(404);
  // A listed category reads as the list names it (`SaaS`), as the pages themselves show it.
  const label = {
    ...doc,
    label: (collection === TEMPLATE_CATEGORIES ? templateCategoryLabel(slug) : undefined) ?? doc.label,
  };
  return page(
    `${lead} ${label.label}`,
    `${label.count} published: ${lead.toLowerCase()} ${label.label}.`,
    `${origin}${path}`,
  );
}

/** A published item's page; a former slug moves; a deleted item is gone (410); anything else is not found. */
async function itemAt(
  documents: DocumentStore,
  events: EventStore,
  kind: ItemKind,
  slug: string,
  origin: string,
  base: string,
  suffix: string,
): Promise<PageAnswer> {
  const lookup = await findPublishedItem(documents, kind, slug);
  if (lookup !== null) {
    if (!('found' in lookup)) return { status: 301, location: `${base}${lookup.movedTo}${suffix}` };
    return itemPage(lookup.found, origin, `${base}${lookup.found.slug}${suffix}`);
  }
  return missing((await isRemovedItem(events, kind, slug)) ? 410 : 404);
}

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON inside a script element: nothing in it may close the element or open a comment. */
const scriptJson = (value: object): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The head tags of a page answer, escaped: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function headTags(answer: Exclude<PageAnswer, { status: 301 }>, nonce: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string): string =>
    `<meta ${attribute}="${key}" content="${escape(value)}" />`;
  return [
    `<title>${escape(answer.title)}</title>`,
    meta('name', 'description', answer.description),
    ...(answer.canonical === null
      ? [meta('name', 'robots', 'noindex')]
      : [`<link rel="canonical" href="${escape(answer.canonical)}" />`, meta('property', 'og:url', answer.canonical)]),
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:type', answer.type),
    meta('property', 'og:title', answer.title),
    meta('property', 'og:description', answer.description),
    ...(answer.image === null
      ? []
      : [
          meta('property', 'og:image', answer.image.url),
          meta('property', 'og:image:width', String(answer.image.width)),
          meta('property', 'og:image:height', String(answer.image.height)),
          meta('property', 'og:image:alt', answer.image.alt),
          meta('name', 'twitter:image', answer.image.url),
          meta('name', 'twitter:image:alt', answer.image.alt),
        ]),
    // A wide picture is shown large; a square one (or none) as the small card.
    meta(
      'name',
      'twitter:card',
      answer.image === null || answer.image.width === answer.image.height ? 'summary' : 'summary_large_image',
    ),
    meta('name', 'twitter:title', answer.title),
    meta('name', 'twitter:description', answer.description),
    ...answer.jsonLd.map(
      (data) => `<script type="application/ld+json" nonce="${escape(nonce)}">${scriptJson(data)}</script>`,
    ),
  ].join('\n    ');
}
