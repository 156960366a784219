import type { MarketplaceKind } from '@creators/contracts';

/** One line under each kind's heading. */
export const KIND_BLURBS: Record<MarketplaceKind, string> = {
  components: 'Interface building blocks, ready to drop into your designs.',
  plugins: 'Tools that do the repetitive work for you.',
  templates: 'Complete starting points for sites and apps.',
  tutorials: 'Learn a technique from the people who use it every day.',
  vectors: 'Illustrations, icons and shapes that scale to any size.',
};
