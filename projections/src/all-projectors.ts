import { componentTagsProjector } from './component-tags/component-tags.projector.js';
import { creatorLedgerProjector } from './creator-ledger/creator-ledger.projector.js';
import { creatorInsightsProjector } from './creator-insights/creator-insights.projector.js';
import { deliverablesProjector } from './deliverables/deliverables.projector.js';
import { holdingsProjector } from './holdings/holdings.projector.js';
import { creatorLinksProjector } from './creator-links/creator-links.projector.js';
import { creatorProfilesProjector } from './creator-profiles/creator-profiles.projector.js';
import { creatorRolesProjector } from './creator-roles/creator-roles.projector.js';
import { eventStatsProjector } from './event-stats/event-stats.projector.js';
import { expertsDirectoryProjector } from './experts-directory/experts-directory.projector.js';
import { publicItemsProjector } from './public-items/public-items.projector.js';
import type { ReadModel } from './runner/read-model.js';
import { searchProjector } from './search/search.projector.js';
import { templateCategoriesProjector } from './template-categories/template-categories.projector.js';
import { enquiriesProjector } from './enquiries/enquiries.projector.js';
import { followsProjector } from './follows/follows.projector.js';
import { moderationQueueProjector } from './moderation-queue/moderation-queue.projector.js';
import { collectionsProjector } from './collections/collections.projector.js';
import { mediaReferencesProjector } from './media-references/media-references.projector.js';
import { reviewsProjector } from './reviews/reviews.projector.js';

/** Every read model the product serves; the gateway (embedded) or the worker (production) runs them. */
export const ALL_PROJECTORS: readonly ReadModel[] = [
  creatorProfilesProjector,
  creatorLinksProjector,
  creatorRolesProjector,
  eventStatsProjector,
  publicItemsProjector,
  componentTagsProjector,
  templateCategoriesProjector,
  searchProjector,
  expertsDirectoryProjector,
  mediaReferencesProjector,
  creatorInsightsProjector,
  deliverablesProjector,
  holdingsProjector,
  creatorLedgerProjector,
  moderationQueueProjector,
  followsProjector,
  enquiriesProjector,
  reviewsProjector,
  collectionsProjector,
];

/** The read model of this name, if there is one. */
export const readModelNamed = (name: string): ReadModel | undefined =>
  ALL_PROJECTORS.find((model) => model.name === name);
