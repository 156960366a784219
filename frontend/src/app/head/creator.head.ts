import { SITE_NAME, creatorPagePath, sharedImage, type PageHead } from '@creators/contracts';
import { creatorQueryOptions } from '../../features/creators/api/get-creator.js';
import type { HeadArgs } from './page-head.js';

/** A creator's page: a profile, from the creator its loader read. */
export function creatorHead({ origin, params, queryClient }: HeadArgs): PageHead | null {
  const creator = queryClient.getQueryData(creatorQueryOptions(params.slug ?? '').queryKey)?.creator;
  if (creator === undefined) return null;
  const url = `${origin}${creatorPagePath(creator.handle)}`;
  return {
    title: `${creator.name} (@${creator.handle}) · ${SITE_NAME}`,
    description: creator.bio === '' ? `${creator.name}'s work on ${SITE_NAME}.` : creator.bio,
    canonical: url,
    image: sharedImage(origin, `creators/${encodeURIComponent(creator.handle)}`, `${creator.name} on ${SITE_NAME}`),
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
