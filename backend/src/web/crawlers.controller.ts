import { Controller, Get, Header, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ITEM_KINDS, isItemKind, type ItemKind, creatorPagePath } from '@creators/contracts';
import {
  COMPONENT_TAGS,
  CREATOR_PROFILES,
  PUBLIC_ITEMS,
  TEMPLATE_CATEGORIES,
  findCreatorByHandle,
  type CreatorProfileDoc,
  type PublicItemDoc,
} from '@creators/projections';
import type { DocumentStore, Filter, Page } from '@creators/storage';
import { API_EXAMPLES } from '../platform/http/openapi.js';
import { PublicOrigin } from '../platform/http/public-origin.js';
import { Public } from '../platform/public.decorator.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';

/** URLs per sitemap file (the protocol allows 50,000; smaller files are quicker to write and read). */
export const SITEMAP_PAGE = 5000;
/** Entries of an Atom feed: the newest. */
const FEED_ENTRIES = 50;

const xml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const itemUrl = (origin: string, kind: ItemKind, slug: string): string =>
  kind === 'sites' ? `${origin}/feed/sites/${slug}` : `${origin}/marketplace/${kind}/${slug}`;

/** Pages of a collection in a fixed order, walked to the one asked for (sitemaps are read rarely). */
async function pageOf<T extends { id: string }>(
  documents: DocumentStore,
  collection: string,
  filter: Filter,
  field: string,
  page: number,
): Promise<T[]> {
  let cursor: string | null = null;
  for (let n = 0; ; n += 1) {
    const found: Page<T> = await documents.find<T>(collection, {
      filter,
      sort: [{ field, direction: 'asc' }],
      limit: SITEMAP_PAGE,
      cursor,
    });
    if (n === page) return found.items;
    if (found.nextCursor === null) return [];
    cursor = found.nextCursor;
  }
}

/**
 * What crawlers and feed readers ask for: `robots.txt`, the sitemap index with a map per kind,
 * creators and the product's own pages (with `lastmod`), and Atom feeds of the feed (per kind too)
 * and of each creator.
 */
@Public()
@ApiTags('crawlers')
@Controller()
export class CrawlersController {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly origin: PublicOrigin,
  ) {}

  @Get('robots.txt')
  @ApiOperation({ summary: 'What crawlers may visit, and where the sitemap is' })
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    const origin = this.origin.get();
    return [
      'User-agent: *',
      // Link previews are pictures for the crawlers of the sites a link is shared on.
      'Allow: /api/share-images/',
      ...[
        '/api/',
        '/dashboard',
        '/checkout/',
        '/library',
        '/outbox',
        '/moderation',
        '/analytics',
        '/sign-up/confirm',
        '/reset-password',
        '/account',
      ].map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** Browsers ask the root for an icon whatever the page says: the app's own. */
  @Get('favicon.ico')
  @ApiOperation({ summary: 'The icon browsers ask the root for: 301 to the app’s own' })
  favicon(@Res() reply: FastifyReply): FastifyReply {
    return reply.header('Cache-Control', 'public, max-age=86400').redirect('/creators-assets/favicon.svg', 301);
  }

  @Get('sitemap.xml')
  @ApiOperation({ summary: 'The sitemap index: a map per kind, of creators, and of pages' })
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=600')
  async index(): Promise<string> {
    const origin = this.origin.get();
    const maps = ['pages'];
    for (const kind of ITEM_KINDS) {
      const count = await this.documents.count(PUBLIC_ITEMS, { kind });
      for (let page = 0; page * SITEMAP_PAGE < count; page += 1) maps.push(`${kind}-${page + 1}`);
    }
    const creators = await this.documents.count(CREATOR_PROFILES);
    for (let page = 0; page * SITEMAP_PAGE < creators; page += 1) maps.push(`creators-${page + 1}`);
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...maps.map((name) => `  <sitemap><loc>${xml(`${origin}/sitemaps/${name}.xml`)}</loc></sitemap>`),
      '</sitemapindex>',
      '',
    ].join('\n');
  }

  @Get('sitemaps/:name')
  @ApiOperation({ summary: 'One sitemap: `{kind}-{n}.xml`, `creators-{n}.xml` or `pages.xml`' })
  @ApiParam({ name: 'name', example: 'pages.xml' })
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=600')
  async sitemap(@Param('name') name: string): Promise<string> {
    const origin = this.origin.get();
    const urls = await this.urlsOf(name, origin);
    if (urls === null) throw new NotFoundException(`no sitemap ${name}`);
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        ({ loc, lastmod }) =>
          `  <url><loc>${xml(loc)}</loc>${lastmod === undefined ? '' : `<lastmod>${xml(lastmod)}</lastmod>`}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
  }

  private async urlsOf(name: string, origin: string): Promise<{ loc: string; lastmod?: string }[] | null> {
    if (name === 'pages.xml') {
      const [tags, categories] = await Promise.all([
        this.documents.find(COMPONENT_TAGS, { limit: 1000 }),
        this.documents.find(TEMPLATE_CATEGORIES, { limit: 1000 }),
      ]);
      return [
        ...['/marketplace', '/feed', '/experts', '/marketplace/components/tags', '/marketplace/templates/categories'],
        ...ITEM_KINDS.filter((kind) => kind !== 'sites').map((kind) => `/marketplace/${kind}`),
        ...tags.items.map((tag) => `/marketplace/components/tags/${encodeURIComponent(tag.slug)}`),
        ...categories.items.map((category) => `/marketplace/templates/category/${encodeURIComponent(category.slug)}`),
      ].map((path) => ({ loc: `${origin}${path}` }));
    }
    const match = /^([a-z]+)-(\d{1,4})\.xml$/.exec(name);
    const page = Number(match?.[2] ?? 0) - 1;
    if (match === null || page < 0) return null;
    const what = match[1] ?? '';
    if (what === 'creators') {
      const creators = await pageOf<CreatorProfileDoc>(this.documents, CREATOR_PROFILES, {}, 'updatedAt', page);
      return creators.length === 0 && page > 0
        ? null
        : creators
            // A hidden creator's page answers 404: it is not offered to crawlers.
            .filter((creator) => creator.moderation === undefined)
            .map((creator) => ({
              loc: `${origin}${creatorPagePath(creator.handle)}`,
              lastmod: creator.updatedAt,
            }));
    }
    if (!isItemKind(what)) return null;
    const items = await pageOf<PublicItemDoc>(this.documents, PUBLIC_ITEMS, { kind: what }, 'publishedAt', page);
    if (items.length === 0 && page > 0) return null;
    return items.map((item) => ({ loc: itemUrl(origin, item.kind, item.slug), lastmod: item.publishedAt }));
  }

  @Get('feed.atom')
  @ApiOperation({ summary: 'An Atom feed of the newest items, of every kind or of one' })
  @ApiQuery({ name: 'kind', required: false, example: 'components' })
  async feed(@Query('kind') kind: string | undefined, @Res() reply: FastifyReply) {
    if (kind !== undefined && !isItemKind(kind)) throw new NotFoundException(`no kind ${kind}`);
    const origin = this.origin.get();
    const title = kind === undefined ? 'Creators: the feed' : `Creators: new ${kind}`;
    const self = `${origin}/feed.atom${kind === undefined ? '' : `?kind=${kind}`}`;
    const entries = await this.newest(kind === undefined ? {} : { kind });
    return this.atom(reply, { title, self, home: `${origin}/feed`, entries, origin });
  }

  @Get(':handle/feed.atom')
  @ApiOperation({ summary: 'An Atom feed of one creator’s newest items' })
  @ApiParam({ name: 'handle', example: API_EXAMPLES.handle })
  async creator(@Param('handle') handle: string, @Res() reply: FastifyReply) {
    const lookup = await findCreatorByHandle(this.documents, handle);
    if (lookup === null || !('found' in lookup)) throw new NotFoundException(`no creator ${handle}`);
    const creator = lookup.found;
    const origin = this.origin.get();
    const entries = await this.newest({ creatorId: creator.id });
    return this.atom(reply, {
      title: `${creator.name} on Creators`,
      self: `${origin}/${creator.handle}/feed.atom`,
      home: `${origin}${creatorPagePath(creator.handle)}`,
      entries,
      origin,
    });
  }

  private async newest(filter: Filter): Promise<PublicItemDoc[]> {
    const page = await this.documents.find(PUBLIC_ITEMS, {
      filter,
      sort: [{ field: 'publishedAt', direction: 'desc' }],
      limit: FEED_ENTRIES,
    });
    return page.items;
  }

  private atom(
    reply: FastifyReply,
    feed: { title: string; self: string; home: string; entries: PublicItemDoc[]; origin: string },
  ): FastifyReply {
    const updated = feed.entries[0]?.publishedAt ?? new Date(0).toISOString();
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `  <title>${xml(feed.title)}</title>`,
      `  <id>${xml(feed.self)}</id>`,
      `  <link rel="self" href="${xml(feed.self)}"/>`,
      `  <link rel="alternate" type="text/html" href="${xml(feed.home)}"/>`,
      `  <updated>${xml(updated)}</updated>`,
      ...feed.entries.map((entry) => {
        const url = itemUrl(feed.origin, entry.kind, entry.slug);
        return [
          '  <entry>',
          `    <title>${xml(entry.title)}</title>`,
          `    <id>${xml(url)}</id>`,
          `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
          `    <updated>${xml(entry.publishedAt)}</updated>`,
          `    <author><name>${xml(entry.creator.name)}</name></author>`,
          `    <summary>${xml(entry.summary)}</summary>`,
          '  </entry>',
        ].join('\n');
      }),
      '</feed>',
      '',
    ].join('\n');
    return reply.type('application/atom+xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(body);
  }
}
