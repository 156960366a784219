import type { AccountErrorCode } from '../accounts/accounts.errors.js';
import type { CommerceErrorCode } from '../commerce/commerce.errors.js';
import type { CatalogErrorCode } from '../catalog/catalog.errors.js';
import type { CurationErrorCode } from '../curation/curation.errors.js';
import type { CreatorErrorCode } from '../creators/creators.errors.js';
import type { ExpertErrorCode } from '../experts/experts.errors.js';
import type { FeedErrorCode } from '../feed/feed.errors.js';
import type { HistoryErrorCode } from '../history/history.errors.js';
import type { InsightsErrorCode } from '../insights/insights.errors.js';
import type { LinkErrorCode } from '../links/links.errors.js';
import type { MediaErrorCode } from '../media/media.errors.js';
import type { MarketplaceErrorCode } from '../marketplace/marketplace.errors.js';
import type { ModerationErrorCode } from '../moderation/moderation.errors.js';
import type { ReviewErrorCode } from '../reviews/reviews.errors.js';
import type { CommonErrorCode } from '../platform/domain-error.js';
import type { ProblemType } from '../platform/http/problem.js';

/** The codes each context raises (some share a code, such as `item_not_found`). */
interface ErrorCodesByContext {
  readonly common: CommonErrorCode;
  readonly accounts: AccountErrorCode;
  readonly creators: CreatorErrorCode;
  readonly catalog: CatalogErrorCode;
  readonly links: LinkErrorCode;
  readonly marketplace: MarketplaceErrorCode;
  readonly feed: FeedErrorCode;
  readonly media: MediaErrorCode;
  readonly commerce: CommerceErrorCode;
  readonly insights: InsightsErrorCode;
  readonly moderation: ModerationErrorCode;
  readonly reviews: ReviewErrorCode;
  readonly experts: ExpertErrorCode;
  readonly history: HistoryErrorCode;
  readonly curation: CurationErrorCode;
}

/** Every code any context raises. */
export type ErrorCode = ErrorCodesByContext[keyof ErrorCodesByContext];

const NOT_FOUND: ProblemType = { status: 404, title: 'Not found' };
const TAKEN: ProblemType = { status: 409, title: 'Already taken' };
const WRONG_STATE: ProblemType = { status: 409, title: 'Not possible in the current state' };

/**
 * The one place an error code becomes an HTTP status and title: a code a context adds does not
 * compile until it has its line here.
 */
export const PROBLEM_TYPES_BY_CODE: Readonly<Record<ErrorCode, ProblemType>> = {
  invalid_input: { status: 400, title: 'Invalid input' },
  invalid_query: { status: 400, title: 'Not a query the engine understands' },
  query_not_read_only: { status: 422, title: 'Only a single SELECT is run' },
  query_timed_out: { status: 422, title: 'The query ran too long and was stopped' },
  job_running: { status: 409, title: 'Another analyst job is running' },
  as_of_not_built: { status: 404, title: 'No such as-of build' },
  as_of_read_only: { status: 405, title: 'The past is read-only' },
  reserved_handle: { status: 400, title: 'Reserved handle' },
  not_signed_in: { status: 401, title: 'Sign-in required' },
  bad_credentials: { status: 401, title: 'Wrong email or password' },
  bad_origin: { status: 403, title: 'Request from another origin' },
  forbidden: { status: 403, title: 'Not allowed' },
  not_found: NOT_FOUND,
  item_not_found: NOT_FOUND,
  // A deleted item's address: gone for good, so links and search engines let it go.
  item_removed: { status: 410, title: 'Removed by its creator' },
  link_not_found: NOT_FOUND,
  creator_not_found: NOT_FOUND,
  expert_not_listed: NOT_FOUND,
  upload_not_found: NOT_FOUND,
  order_not_found: NOT_FOUND,
  email_taken: TAKEN,
  handle_taken: TAKEN,
  slug_taken: TAKEN,
  stale_revision: { status: 409, title: 'Changed by someone else' },
  concurrent_change: { status: 409, title: 'Changed at the same time' },
  idempotency_key_in_use: { status: 409, title: 'The same request is in progress', retryAfter: 1 },
  already_published: WRONG_STATE,
  not_published: WRONG_STATE,
  order_mismatch: WRONG_STATE,
  own_item: WRONG_STATE,
  not_for_sale: WRONG_STATE,
  not_free: WRONG_STATE,
  already_owned: WRONG_STATE,
  order_closed: WRONG_STATE,
  refund_already_requested: { status: 409, title: 'Refund already asked for' },
  refund_window_closed: { status: 409, title: 'Too late to ask for a refund' },
  no_refund_request: WRONG_STATE,
  no_payout_account: WRONG_STATE,
  payout_account_not_ready: WRONG_STATE,
  discount_code_invalid: { status: 422, title: 'Discount code does not apply' },
  discount_code_taken: TAKEN,
  payment_declined: { status: 402, title: 'Payment declined' },
  bad_signature: { status: 400, title: 'Signature does not verify' },
  bad_link: { status: 403, title: 'Not a valid download link' },
  not_entitled: { status: 403, title: 'Not yours to download' },
  link_expired: { status: 410, title: 'Link expired' },
  report_target_not_found: NOT_FOUND,
  already_reported: { status: 409, title: 'Already reported' },
  own_content: { status: 422, title: 'Your own work' },
  own_profile: { status: 422, title: 'Your own profile' },
  own_listing: { status: 422, title: 'Your own listing' },
  expert_not_found: NOT_FOUND,
  enquiry_not_found: NOT_FOUND,
  nothing_to_dismiss: { status: 409, title: 'Nothing to dismiss' },
  already_hidden: { status: 409, title: 'Already hidden' },
  not_hidden: { status: 409, title: 'Not hidden' },
  review_not_found: NOT_FOUND,
  not_a_holder: { status: 403, title: 'Only holders review' },
  already_reviewed: { status: 409, title: 'Already reviewed: edit your review' },
  already_answered: { status: 409, title: 'Already answered' },
  not_your_item: { status: 403, title: 'Not your item' },
  review_hidden: { status: 409, title: 'Review hidden by a moderator' },
  collection_not_found: NOT_FOUND,
  collection_exists: { status: 409, title: 'Collection exists already' },
  already_in_collection: { status: 409, title: 'Already in the collection' },
  not_in_collection: { status: 409, title: 'Not in the collection' },
  collection_full: { status: 422, title: 'Collection full' },
  confirmation_expired: { status: 410, title: 'Confirmation link used or expired' },
  sign_in_expired: { status: 410, title: 'Sign-in expired: enter your password again' },
  wrong_password: { status: 403, title: 'Wrong password' },
  wrong_code: { status: 403, title: 'Wrong code' },
  two_factor_already_on: WRONG_STATE,
  two_factor_off: WRONG_STATE,
  payload_too_large: { status: 413, title: 'Too large' },
  storage_quota_exceeded: { status: 413, title: 'Storage quota used up' },
  range_not_satisfiable: { status: 416, title: 'Range not satisfiable' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  incomplete_item: { status: 422, title: 'The item is not ready to publish' },
  unlisted_category: { status: 422, title: 'Not a template category' },
  version_not_greater: { status: 409, title: 'Not newer than the latest release' },
  unreadable_media: { status: 422, title: 'Not a usable file' },
  too_many_pixels: { status: 422, title: 'Image too large' },
  unusable_image_shape: { status: 422, title: 'Image shape not accepted' },
  idempotency_key_reused: { status: 422, title: 'Idempotency key reused with another request' },
  too_many_links: { status: 422, title: 'Too many links' },
  too_many_attempts: { status: 429, title: 'Too many attempts', retryAfter: 60 },
  rate_limited: { status: 429, title: 'Too many requests', retryAfter: 60 },
  not_caught_up: { status: 503, title: 'Not caught up yet', retryAfter: 1 },
  store_unavailable: { status: 503, title: 'Storage unavailable', retryAfter: 1 },
  starting: { status: 503, title: 'Starting', retryAfter: 5 },
};
