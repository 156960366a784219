import { SITE_DESCRIPTION, SITE_NAME, type PageHead } from '@creators/contracts';

/** Where the frontend has no say (a gateway without the built frontend): the site, kept out of search engines. */
export const SITE_HEAD: PageHead = {
  title: SITE_NAME,
  description: SITE_DESCRIPTION,
  canonical: null,
  image: null,
  type: 'website',
  jsonLd: [],
};

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON inside a script element: nothing in it may close the element or open a comment. */
const scriptJson = (value: object): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The head tags of a page answer, escaped: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function headTags(answer: PageHead, nonce: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string): string =>
    `<meta ${attribute}="${key}" content="${escape(value)}" />`;
  return [
    `<title>${escape(answer.title)}</title>`,
    meta('name', 'description', answer.description),
    ...(answer.canonical === null
      ? [meta('name', 'robots', 'noindex')]
      : [`<link rel="canonical" href="${escape(answer.canonical)}" />`, meta('property', 'og:url', answer.canonical)]),
    meta('property', 'og:site_name', SITE_NAME),
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
