import { eventStatsProjector } from './event-stats/event-stats.projector.js';
import { itemCatalogProjector } from './item-catalog/item-catalog.projector.js';
import type { Projector } from './runner/projector.js';

/** Every read model the product serves; the gateway (embedded) or the worker (production) runs them. */
export const ALL_PROJECTORS: readonly Projector[] = [itemCatalogProjector, eventStatsProjector];
