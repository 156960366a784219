export type { DocumentReader, Projector } from './runner/projector.js';
export { documentProjector } from './runner/projector.js';
export { ProjectionError } from './runner/projection-error.js';
export { applyBatch, type Upcaster } from './runner/apply-batch.js';
export {
  ProjectionRunner,
  type ProjectionState,
  type ProjectionStatus,
  type RebuildProgress,
  type RunnerOptions,
} from './runner/projection-runner.js';
export { ALL_PROJECTORS } from './all-projectors.js';
export {
  ITEM_CATALOG,
  evolveCatalogItem,
  itemCatalogProjector,
  type CatalogItem,
  type ItemStatus,
} from './item-catalog/item-catalog.projector.js';
export { EVENT_STATS, eventStatsProjector, type EventTypeDay } from './event-stats/event-stats.projector.js';
export { startProjections } from './start-projections.js';
export {
  CREATOR_PROFILES,
  creatorProfilesProjector,
  evolveCreatorProfile,
  type CreatorProfileDoc,
} from './creator-profiles/creator-profiles.projector.js';
export {
  CREATOR_LINKS,
  creatorLinksProjector,
  evolveCreatorLinks,
  type CreatorLinksDoc,
} from './creator-links/creator-links.projector.js';
