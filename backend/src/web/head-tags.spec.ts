import type { PageHead } from '@creators/contracts';
import { headTags } from './head-tags.js';

describe('the head of a page', () => {
  const answer = (image: { width: number; height: number } | null): PageHead => ({
    title: 'Ada · Creators',
    description: 'Ada’s work',
    canonical: 'https://example.com/ada',
    image: image === null ? null : { url: 'https://example.com/picture', alt: 'Ada on "Creators"', ...image },
    type: 'profile',
    jsonLd: [],
  });
  const card = (html: string): string | undefined => /name="twitter:card" content="([^"]+)"/.exec(html)?.[1];

  it('names its picture with its size and words, and picks the card by the picture’s shape', () => {
    const wide = headTags(answer({ width: 1200, height: 630 }), 'n');
    expect(wide).toContain('<meta property="og:image:width" content="1200" />');
    expect(wide).toContain('<meta property="og:image:height" content="630" />');
    expect(wide).toContain('<meta property="og:image:alt" content="Ada on &quot;Creators&quot;" />');
    expect(card(wide)).toBe('summary_large_image');
    expect(card(headTags(answer({ width: 400, height: 400 }), 'n'))).toBe('summary');
    expect(card(headTags(answer(null), 'n'))).toBe('summary');
  });
});
