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
  readModelsMade,
  type ProjectionState,
  type ProjectionStatus,
  type BatchReport,
  type RebuildProgress,
  type RunnerOptions,
} from './runner/projection-runner.js';
export { ALL_PROJECTORS } from './all-projectors.js';
export {
  AS_OF_NAMESPACES,
  AS_OF_NAMESPACES_SPEC,
  asOfCollection,
  asOfReadModelCollections,
  buildAsOf,
  defaultNamespace,
  describeAsOf,
  listAsOf,
  parseAsOf,
  type AsOf,
  type AsOfModel,
  type AsOfNamespaceDoc,
  type BuildProgress,
} from './history/as-of.js';
export { buildAsOfInThread, rebuildInThread } from './history/analyst-jobs.js';
export { ITEMS, evolveItemState, type ItemStateDoc, type ItemStatus } from './published-items/item-state.js';
export {
  catalogItem,
  findItem,
  findItems,
  listCreatorItems,
  type CatalogItem,
} from './published-items/items.reader.js';
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
  PUBLIC_ITEMS,
  SEARCH_TEXT,
  publicItemOf,
  publicItemsProjector,
  type PublicItemDoc,
} from './public-items/public-items.projector.js';
export {
  findPublishedItem,
  findShownItem,
  itemCardView,
  publicItemView,
  type Lookup,
} from './public-items/public-items.reader.js';
export { itemPageView } from './public-items/item-page.reader.js';
export {
  COMPONENT_TAGS,
  componentTagsProjector,
  type ComponentTagDoc,
} from './component-tags/component-tags.projector.js';
export {
  TEMPLATE_CATEGORIES,
  templateCategoriesProjector,
  type TemplateCategoryDoc,
} from './template-categories/template-categories.projector.js';
export {
  SEARCH_LABELS,
  SEARCH_TERMS,
  SEARCH_VARIANTS,
  searchProjector,
  type SearchLabelDoc,
  type SearchTermDoc,
  type SearchVariantDoc,
} from './search/search.projector.js';
export { MIN_WORD, allowedEdits, deletions, editDistance, otherNumber, singular, wordsOf } from './search/fuzzy.js';
export {
  EXPERTS,
  EXPERT_FACETS,
  expertFacetKey,
  expertsDirectoryProjector,
  facetValue,
  type ExpertDoc,
  type ExpertFacetDoc,
} from './experts-directory/experts-directory.projector.js';
export { ENGAGEMENT_POINTS, WINDOW_DAYS, windowStart } from './engagement/engagement-ledger.js';
export { recentEngagement, type RecentEngagement } from './published-items/recent-engagement.reader.js';
export {
  COLLECTIONS,
  collectionsProjector,
  evolveCollection,
  type CollectionDoc,
} from './collections/collections.projector.js';
export { findPublishedCollection } from './collections/collections.reader.js';
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
export type { LabelDoc } from './published-items/label-index-projector.js';
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
export { findItemDeliverables, listReleasedSince } from './deliverables/deliverables.reader.js';
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
  acquisitionCounts,
  findEntitlement,
  findOrder,
  findPendingOrder,
  listHolders,
  listLibrary,
} from './holdings/holdings.reader.js';
export {
  LEDGER_SALES,
  creatorLedgerProjector,
  type PayoutAccountDoc,
  type PayoutDoc,
  type SaleDoc,
} from './creator-ledger/creator-ledger.projector.js';
export {
  findPayoutAccount,
  listDiscountCodes,
  findSale,
  findUnansweredRefundRequests,
  listPayoutAccounts,
  listSettledSince,
  listPayouts,
  listSales,
} from './creator-ledger/creator-ledger.reader.js';
export { ITEM_REVIEWS, evolveReview, reviewsProjector, type ReviewDoc } from './reviews/reviews.projector.js';
export { findReview, findReviewBy, listCreatorReviews, listItemReviews } from './reviews/reviews.reader.js';
export { averageStars } from './published-items/item-ratings.js';
export {
  MODERATION_CASES,
  evolveModerationCase,
  moderationQueueProjector,
  type CreatorAnswer,
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
