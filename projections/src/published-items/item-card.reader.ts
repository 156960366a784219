import type { ItemCard } from '@creators/contracts';
import type { ItemCardDoc } from './item-card.js';

/**
 * Any list's document (listing, feed entry, label member, search hit) as the card the API shows:
 * the fields a card has, picked, whatever else the document keeps for sorting and filtering.
 */
export function itemCardView(doc: ItemCardDoc): ItemCard {
  const { kind, slug, title, summary, coverImageUrl, coverImage, price, tags, categories, creator, publishedAt } = doc;
  const { itemId, siteUrl, likeCount } = doc;
  return {
    // Label members are keyed `<label>:<itemId>`; every other list by the item's id.
    id: typeof itemId === 'string' ? itemId : doc.id,
    kind,
    slug,
    title,
    summary,
    coverImageUrl,
    ...(coverImage === undefined ? {} : { coverImage }),
    price,
    tags,
    categories,
    ...(typeof siteUrl === 'string' ? { siteUrl } : {}),
    creator,
    publishedAt,
    ...(typeof likeCount === 'number' ? { likes: likeCount } : {}),
  };
}
