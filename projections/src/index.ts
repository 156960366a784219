export type { DocumentReader, Projector } from './runner/projector.js';
export { documentProjector } from './runner/projector.js';
export { ProjectionError } from './runner/projection-error.js';
export { ProjectionPass, REPLAY_BATCH_SIZE, type PassLane, type Upcaster } from './runner/projection-pass.js';
export type { ReadModel } from './runner/read-model.js';
export { ProgressWaiters, type Projections } from './runner/progress-waiters.js';
export { ThreadedProjections } from './thread/threaded-projections.js';
export { GracefulShutdown, type GracefulShutdownOptions } from './shutdown/graceful-shutdown.js';
export {
  ProjectionRunner,
  type ProjectionState,
  type ProjectionStatus,
  type BatchReport,
  type RebuildProgress,
  type RunnerOptions,
} from './runner/projection-runner.js';
export { ALL_PROJECTORS } from './all-projectors.js';
export { asOfCollection, buildAsOf, type AsOf, type AsOfModel } from './history/as-of.js';
export {
  ITEM_CATALOG,
  evolveCatalogItem,
  itemCatalogProjector,
  type CatalogItem,
  type ItemStatus,
} from './item-catalog/item-catalog.projector.js';
export { EVENT_STATS, eventStatsProjector, type EventTypeDay } from './event-stats/event-stats.projector.js';
export { createProjections, startProjections } from './start-projections.js';
export {
  CREATOR_HANDLES,
  CREATOR_PROFILES,
  creatorProfilesProjector,
  type CreatorHandleDoc,
  evolveCreatorProfile,
  type CreatorProfileDoc,
} from './creator-profiles/creator-profiles.projector.js';
export { findCreatorByHandle, findCreatorProfile } from './creator-profiles/creator-profiles.reader.js';
export {
  CREATOR_LINKS,
  creatorLinksProjector,
  evolveCreatorLinks,
  type CreatorLinksDoc,
} from './creator-links/creator-links.projector.js';
export {
  MARKETPLACE_LISTINGS,
  listingOf,
  marketplaceListingsProjector,
  type ListingDoc,
} from './marketplace-listings/marketplace-listings.projector.js';
export {
  ITEM_DETAILS,
  ITEM_SLUGS,
  itemDetailsProjector,
  itemSlugId,
  type ItemDetailDoc,
  type ItemSlugDoc,
} from './item-details/item-details.projector.js';
export { findPublishedItem, publicItemView, type Lookup } from './item-details/item-details.reader.js';
export { itemPageView } from './item-details/item-page.reader.js';
export {
  COMPONENT_TAGS,
  COMPONENT_TAG_ITEMS,
  componentTagsProjector,
  type ComponentTagDoc,
  type ComponentTagItemDoc,
} from './component-tags/component-tags.projector.js';
export {
  TEMPLATE_CATEGORIES,
  TEMPLATE_CATEGORY_ITEMS,
  templateCategoriesProjector,
  type TemplateCategoryDoc,
  type TemplateCategoryItemDoc,
} from './template-categories/template-categories.projector.js';
export {
  MARKETPLACE_SEARCH,
  SEARCH_LABELS,
  SEARCH_TERMS,
  SEARCH_TEXT,
  SEARCH_VARIANTS,
  searchProjector,
  type SearchDoc,
  type SearchLabelDoc,
  type SearchTermDoc,
  type SearchVariantDoc,
} from './search/search.projector.js';
export { MIN_WORD, allowedEdits, deletions, editDistance, otherNumber, singular, wordsOf } from './search/fuzzy.js';
export { FEED_TIMELINE, feedTimelineProjector, type FeedEntryDoc } from './feed-timeline/feed-timeline.projector.js';
export {
  EXPERTS,
  EXPERT_FACETS,
  expertFacetKey,
  expertsDirectoryProjector,
  facetValue,
  type ExpertDoc,
  type ExpertFacetDoc,
} from './experts-directory/experts-directory.projector.js';
export { ENGAGEMENT_POINTS, WINDOW_DAYS, likeDocId, windowStart } from './engagement/engagement-ledger.js';
export {
  FUNNEL_COUNTERS,
  INSIGHT_DAYS,
  INSIGHT_ITEMS,
  creatorInsightsProjector,
  insightDayId,
  type FunnelCounter,
  type InsightDayDoc,
  type InsightItemDoc,
} from './creator-insights/creator-insights.projector.js';
export {
  creatorInsights,
  findInsightItem,
  insightPeriod,
  itemInsights,
  type InsightPeriod,
} from './creator-insights/creator-insights.reader.js';
export type { ItemCardDoc } from './published-items/item-card.js';
export { itemCardView } from './published-items/item-card.reader.js';
export type { LabelDoc, LabelMemberDoc } from './published-items/label-index-projector.js';
export {
  CREATOR_ROLES,
  creatorRolesProjector,
  evolveCreatorRoles,
  type CreatorRolesDoc,
} from './creator-roles/creator-roles.projector.js';
export {
  EventFilterError,
  FILTER_PARAMETERS,
  NO_FILTER,
  parseEventFilter,
  readEventPage,
  type EventFilter,
  type FilterParameter,
  type ParameterProblem,
  type RawEventFilter,
} from './history/event-filter.js';
export {
  MEDIA_BLOBS,
  MEDIA_UPLOADS,
  MEDIA_USAGE,
  mediaReferencesProjector,
  type MediaBlobDoc,
  type MediaUploadDoc,
  type MediaUsageDoc,
} from './media-references/media-references.projector.js';
export { createLogger, REDACTED_PATHS, type LoggerOptions } from './logging/logger.js';
export { createMetricsRegistry } from './metrics/metrics-registry.js';
export { ProjectionMetrics, type ProjectionFigures } from './metrics/projection-metrics.js';
export {
  ITEM_DELIVERABLES,
  deliverablesProjector,
  type DeliverablesDoc,
} from './deliverables/deliverables.projector.js';
export { findItemDeliverables } from './deliverables/deliverables.reader.js';
export {
  ITEM_ACQUISITIONS,
  LIBRARY_ENTRIES,
  LIBRARY_ORDERS,
  holdingsProjector,
  libraryEntryId,
  type AcquisitionsDoc,
  type LibraryEntryDoc,
  type OrderDoc,
} from './holdings/holdings.projector.js';
export {
  acquisitionCount,
  findEntitlement,
  findOrder,
  findPendingOrder,
  listLibrary,
} from './holdings/holdings.reader.js';
export {
  MODERATION_CASES,
  evolveModerationCase,
  moderationQueueProjector,
  type ModerationCaseDoc,
  type ModerationStep,
  type OpenReport,
} from './moderation-queue/moderation-queue.projector.js';
export {
  FOLLOWER_COUNTS,
  FOLLOWS,
  followDocId,
  followsProjector,
  type FollowDoc,
  type FollowerCountDoc,
} from './follows/follows.projector.js';
export { ENQUIRIES, enquiriesProjector, evolveEnquiry, type EnquiryDoc } from './enquiries/enquiries.projector.js';
export { forAnalysts } from './history/analyst-view.js';
export {
  DEFAULT_SQL_LIMITS,
  EventLogSql,
  SqlRefused,
  type SqlLimits,
  type SqlRefusalCode,
} from './history/sql/event-log-sql.js';
export { eventCounts, PERIODS } from './history/commands/stats.js';
export { projectionLag } from './history/commands/lag.js';
