import { applyDecorators } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';

/**
 * The examples the OpenAPI document gives for path and query parameters. They name one small,
 * consistent world (a creator `ada` with a published component (with a file to download), template
 * and site, tagged, categorised and listed as an expert), so every public example call answers something; the
 * document's own test seeds exactly that world and calls each of them.
 */
export const API_EXAMPLES = {
  handle: 'ada',
  component: { kind: 'components', slug: 'bento-grid', tag: 'grid' },
  template: { kind: 'templates', slug: 'portfolio-starter', category: 'portfolio' },
  site: { kind: 'sites', slug: 'lovelace-studio' },
  search: 'bento',
  expert: { service: 'web-design', language: 'en', location: 'Lyon' },
  itemId: '3f1c2b8e-5d4a-4c6e-9a7b-1e2f3a4b5c6d',
  linkId: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  /** A file delivered with the component. */
  uploadId: '5c2e7a91-3b4d-4f6a-8e1c-2d3b4a5f6e7d',
  stream: 'creator-3f1c2b8e-5d4a-4c6e-9a7b-1e2f3a4b5c6d',
  /** A featured collection that holds the component, and `ada`'s own public one. */
  collection: { featured: 'starter-kits', personal: 'favourites' },
} as const;

/** `{kind}` of a path: one of `kinds`. */
export const ApiKindParam = (kinds: readonly string[], example: string = API_EXAMPLES.component.kind) =>
  ApiParam({ name: 'kind', schema: { type: 'string', enum: [...kinds], example } });

/** `{kind}/{slug}` of a published item; a former slug answers 301 to where the item lives now. */
export const ApiItemParams = (kinds: readonly string[]) =>
  applyDecorators(
    ApiKindParam(kinds),
    ApiParam({
      name: 'slug',
      example: API_EXAMPLES.component.slug,
      description: 'current or former slug (a former one answers 301)',
    }),
  );

/** `{id}` of one of the signed-in creator's own items or links. */
export const ApiIdParam = (example: string) => ApiParam({ name: 'id', example });
