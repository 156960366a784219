import type { ItemCard, PublicItemView } from '@creators/contracts';
import type { ItemDetailDoc } from '@creators/projections';

/** A read-model document of a published item, as any public list shows it. */
export function toCard(doc: Record<string, unknown> & { readonly id: string }): ItemCard {
  const {
    creatorId: _c,
    isFree: _f,
    score: _s,
    itemId,
    likeCount,
    tag: _t,
    category: _k,
    description: _d,
    creatorName: _n,
    previewUrl: _p,
    siteUrl,
    ...card
  } = doc;
  return {
    ...(card as unknown as ItemCard),
    id: typeof itemId === 'string' ? itemId : doc.id,
    ...(typeof siteUrl === 'string' ? { siteUrl } : {}),
    ...(typeof likeCount === 'number' ? { likes: likeCount } : {}),
  };
}

/** A published item's page: its full fields, as the dashboard's view has them, with its likes. */
export function toItemPage(doc: ItemDetailDoc): PublicItemView {
  const { creatorId: _c, isFree: _f, formerSlugs: _s, likeCount, ...item } = doc;
  return { ...(item as unknown as PublicItemView), likes: likeCount };
}
