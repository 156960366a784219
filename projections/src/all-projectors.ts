import { creatorLinksProjector } from './creator-links/creator-links.projector.js';
import { creatorProfilesProjector } from './creator-profiles/creator-profiles.projector.js';
import { eventStatsProjector } from './event-stats/event-stats.projector.js';
import { itemCatalogProjector } from './item-catalog/item-catalog.projector.js';
import type { Projector } from './runner/projector.js';

/** Every read model the product serves; the gateway (embedded) or the worker (production) runs them. */
export const ALL_PROJECTORS: readonly Projector[] = [
  itemCatalogProjector,
  creatorProfilesProjector,
  creatorLinksProjector,
  eventStatsProjector,
];
