import type { ItemPageView } from '@creators/contracts';
import { findEntitlement } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';

/**
 * A paid item's remix and install links are what the buyer pays for: an item's page (its API
 * answer, and so its server-rendered HTML) carries them only for its creator and those who hold
 * it. A free item's stay public, as its Get is one click.
 */
export async function withHolderOnlyLinks(
  documents: DocumentStore,
  page: ItemPageView,
  creatorId: string,
  viewerId: string | null,
): Promise<ItemPageView> {
  const { item } = page;
  if (item.price.amount === 0 || (item.remixUrl == null && item.installUrl == null)) return page;
  if (viewerId === creatorId) return page;
  if (viewerId !== null && (await findEntitlement(documents, item.id, viewerId)) !== null) return page;
  const { remixUrl: _remix, installUrl: _install, ...withheld } = item;
  return { ...page, item: withheld };
}
