import type { ACCOUNT_EVENT_TYPES } from './account-events.js';
import type {
  CHECKOUT_EVENT_TYPES,
  DISCOUNT_EVENT_TYPES,
  DOWNLOAD_EVENT_TYPES,
  ENTITLEMENT_EVENT_TYPES,
  ORDER_EVENT_TYPES,
  PAYOUT_EVENT_TYPES,
} from './commerce-events.js';
import type { FEATURED_COLLECTION_EVENT_TYPES, PERSONAL_COLLECTION_EVENT_TYPES } from './collection-events.js';
import type { CLAIM_EVENT_TYPES, CREATOR_EVENT_TYPES, LINK_EVENT_TYPES } from './creator-events.js';
import type { ENGAGEMENT_EVENT_TYPES } from './engagement-events.js';
import type { ENQUIRY_EVENT_TYPES } from './enquiry-events.js';
import type { FOLLOW_EVENT_TYPES } from './follow-events.js';
import { ITEM_CHANGES, itemEventType, type ItemChange } from './item-events.js';
import { ITEM_KINDS } from './kinds.js';
import type { MEDIA_EVENT_TYPES } from './media.js';
import type { MODERATION_EVENT_TYPES } from './moderation-events.js';
import type { RELEASE_NOTICE_EVENT_TYPES } from './releases.js';
import type { REVIEW_EVENT_TYPES } from './review-events.js';
import type { CREATOR_ROLE_EVENT_TYPES } from './role-events.js';

/*
 * The personal-data map: for every event type, which values in its `data` are about a person (and
 * which person), and why every other string in it is not. Paths are dotted, `[]` standing for each
 * element of an array: `changes.bio`, `listing.services[]`. A personal path covers everything under
 * it (an uploaded avatar is personal as a whole).
 *
 * Personal values are stored encrypted with their subject's own key, kept outside the log; erasing
 * the person destroys the key, and each value then reads as its `erasedAs`.
 *
 * Not personal: ids (pseudonymous, kept so that orders, licences and counts still add up), fixed
 * vocabularies (kinds, reasons, formats, currencies), hashes and references to uploads, and
 * published work (an item's title, text and files are the creator's product, which holders keep;
 * erasure withdraws it from view instead). A handle is a public id that stays claimed.
 */

/** What a personal value reads as once its subject is erased: a marker of its own type. */
export type ErasedValue = string | null;

export interface PersonalFields {
  /** The path of the subject's id: whose key encrypts these values. */
  readonly subject: string;
  readonly fields: Readonly<Record<string, ErasedValue>>;
}

export interface EventPrivacy {
  readonly personal?: PersonalFields;
  /** Every other string path in the data, each one not personal. */
  readonly other: readonly string[];
}

/** The text an erased free-text value reads as. */
export const ERASED_TEXT = '[erased]';
/** What a personal text reads as to someone who may not see it (an analyst without the `personal-data` role). */
export const HIDDEN_TEXT = '[personal]';
/** The name an erased creator reads as wherever a name is shown. */
export const DELETED_CREATOR_NAME = 'Deleted creator';

const under = (prefix: string, paths: readonly string[]): string[] => paths.map((path) => `${prefix}.${path}`);

const IMAGE_REF = ['uploadId', 'hash', 'placeholder', 'variants[].format', 'variants[].hash'];
const FILE_REF = ['uploadId', 'hash', 'mediaType', 'name'];

/** An item's editable fields: published work, not personal. */
const ITEM_FIELDS = [
  'title',
  'summary',
  'description',
  'coverImageUrl',
  'galleryImageUrls[]',
  ...under('coverImage', IMAGE_REF),
  ...under('galleryImages[]', IMAGE_REF),
  ...under('files[]', [...FILE_REF, 'format']),
  'remixUrl',
  'installUrl',
  'changelog[].version',
  'changelog[].notes',
  'changelog[].date',
  'previewUrl',
  'price.currency',
  'tags[]',
  'categories[]',
  'version',
  'level',
  'formats[]',
  'siteUrl',
];

const ITEM_EVENTS: Readonly<Record<ItemChange, EventPrivacy>> = {
  Created: { other: ['itemId', 'kind', 'creatorId', 'slug', ...under('fields', ITEM_FIELDS)] },
  Edited: { other: ['itemId', 'kind', 'slug', ...under('changes', ITEM_FIELDS)] },
  Published: { other: ['itemId', 'kind'] },
  Unpublished: { other: ['itemId', 'kind'] },
  Deleted: { other: ['itemId', 'kind'] },
  // Release notes are about the work, like a plugin's changelog.
  Released: { other: ['itemId', 'kind', 'version', 'notes', ...under('files[]', [...FILE_REF, 'format'])] },
};

const PROFILE_ERASED = {
  name: DELETED_CREATOR_NAME,
  bio: '',
  location: '',
  avatarUrl: null,
  avatar: null,
  websiteUrl: null,
} as const;

const ENTITLEMENT = ['itemId', 'kind', 'sellerId', 'accountId'];
const LICENCE = [...ENTITLEMENT, 'orderId', 'licenceId', 'currency'];
const REPORT_TARGET = [
  'target.type',
  'target.itemId',
  'target.kind',
  'target.creatorId',
  'target.reviewId',
  'target.reviewerId',
];
const REVIEW = ['reviewId', 'itemId', 'kind', 'reviewerId', 'version'];

/** Event types with nothing but ids in their data. */
const idsOnly = (...paths: string[]): EventPrivacy => ({ other: paths });

// Collections: a featured one's text is editorial (published like an item's); a person's own collection's title and description are their words.
const COLLECTION_IDS = ['collectionId', 'curatorId'];
const COLLECTION_TEXT = ['title', 'description'];
const FEATURED_COLLECTIONS = {
  FeaturedCollectionCreated: idsOnly(...COLLECTION_IDS, 'slug', ...COLLECTION_TEXT),
  FeaturedCollectionEdited: idsOnly(...COLLECTION_IDS, ...COLLECTION_TEXT),
  FeaturedCollectionItemAdded: idsOnly(...COLLECTION_IDS, 'itemId', 'kind'),
  FeaturedCollectionItemRemoved: idsOnly(...COLLECTION_IDS, 'itemId'),
  FeaturedCollectionItemsReordered: idsOnly(...COLLECTION_IDS, 'itemIds[]'),
  FeaturedCollectionPublished: idsOnly(...COLLECTION_IDS),
  FeaturedCollectionUnpublished: idsOnly(...COLLECTION_IDS),
  FeaturedCollectionDeleted: idsOnly(...COLLECTION_IDS),
} as const;
const PERSONAL_TEXT: PersonalFields = {
  subject: 'curatorId',
  fields: { title: ERASED_TEXT, description: ERASED_TEXT },
};
const PERSONAL_COLLECTIONS = {
  PersonalCollectionCreated: { personal: PERSONAL_TEXT, other: [...COLLECTION_IDS, 'slug'] },
  PersonalCollectionEdited: { personal: PERSONAL_TEXT, other: COLLECTION_IDS },
  PersonalCollectionItemAdded: idsOnly(...COLLECTION_IDS, 'itemId', 'kind'),
  PersonalCollectionItemRemoved: idsOnly(...COLLECTION_IDS, 'itemId'),
  PersonalCollectionItemsReordered: idsOnly(...COLLECTION_IDS, 'itemIds[]'),
  PersonalCollectionPublished: idsOnly(...COLLECTION_IDS),
  PersonalCollectionUnpublished: idsOnly(...COLLECTION_IDS),
  PersonalCollectionDeleted: idsOnly(...COLLECTION_IDS),
} as const;

// Every named event type has an entry (and, the literal checked for excess, no other).
type NamedEventType =
  | (typeof CREATOR_EVENT_TYPES)[number]
  | (typeof CREATOR_ROLE_EVENT_TYPES)[number]
  | (typeof LINK_EVENT_TYPES)[number]
  | (typeof CLAIM_EVENT_TYPES)[number]
  | (typeof ACCOUNT_EVENT_TYPES)[number]
  | (typeof ENGAGEMENT_EVENT_TYPES)[number]
  | (typeof FOLLOW_EVENT_TYPES)[number]
  | (typeof ORDER_EVENT_TYPES)[number]
  | (typeof CHECKOUT_EVENT_TYPES)[number]
  | (typeof PAYOUT_EVENT_TYPES)[number]
  | (typeof DISCOUNT_EVENT_TYPES)[number]
  | (typeof ENTITLEMENT_EVENT_TYPES)[number]
  | (typeof DOWNLOAD_EVENT_TYPES)[number]
  | (typeof MEDIA_EVENT_TYPES)[number]
  | (typeof ENQUIRY_EVENT_TYPES)[number]
  | (typeof MODERATION_EVENT_TYPES)[number]
  | (typeof RELEASE_NOTICE_EVENT_TYPES)[number]
  | (typeof REVIEW_EVENT_TYPES)[number]
  | (typeof FEATURED_COLLECTION_EVENT_TYPES)[number]
  | (typeof PERSONAL_COLLECTION_EVENT_TYPES)[number];

const NAMED_EVENTS = {
  // creator-<id>
  CreatorSignedUp: {
    personal: { subject: 'creatorId', fields: { name: DELETED_CREATOR_NAME } },
    other: ['creatorId', 'handle'],
  },
  CreatorProfileUpdated: {
    personal: {
      subject: 'creatorId',
      fields: Object.fromEntries(Object.entries(PROFILE_ERASED).map(([field, erased]) => [`changes.${field}`, erased])),
    },
    other: ['creatorId', 'changes.handle'],
  },
  ExpertListingPublished: {
    // What an expert offers is their trade; where they are is about them.
    personal: { subject: 'creatorId', fields: { 'listing.location': '' } },
    other: [
      'creatorId',
      'listing.services[]',
      'listing.languages[]',
      'listing.hourlyRate.currency',
      'listing.availability',
    ],
  },
  ExpertListingWithdrawn: idsOnly('creatorId'),
  AnalystRoleGranted: idsOnly('creatorId'),
  AnalystRoleRevoked: idsOnly('creatorId'),
  ModeratorRoleGranted: idsOnly('creatorId'),
  ModeratorRoleRevoked: idsOnly('creatorId'),
  PersonalDataRoleGranted: idsOnly('creatorId'),
  PersonalDataRoleRevoked: idsOnly('creatorId'),
  // links-<creatorId>
  LinkAdded: {
    personal: { subject: 'creatorId', fields: { 'link.title': ERASED_TEXT, 'link.url': ERASED_TEXT } },
    other: ['creatorId', 'link.id'],
  },
  LinkEdited: {
    personal: { subject: 'creatorId', fields: { 'changes.title': ERASED_TEXT, 'changes.url': ERASED_TEXT } },
    other: ['creatorId', 'linkId'],
  },
  LinksReordered: idsOnly('creatorId', 'linkIds[]'),
  LinkRemoved: idsOnly('creatorId', 'linkId'),
  // Claims: the handle stays claimed (held back from reuse); an address is only ever a keyed hash.
  SlugClaimed: idsOnly('kind', 'slug', 'itemId'),
  HandleClaimed: idsOnly('handle', 'creatorId'),
  EmailClaimed: idsOnly('creatorId'),
  EmailReleased: idsOnly('creatorId'),
  // account-<creatorId>
  PasswordResetRequested: idsOnly('creatorId'),
  PasswordReset: idsOnly('creatorId'),
  PasswordChanged: idsOnly('creatorId'),
  EmailChangeRequested: idsOnly('creatorId'),
  EmailChanged: idsOnly('creatorId'),
  OtherSessionsSignedOut: idsOnly('creatorId'),
  TwoFactorEnabled: idsOnly('creatorId'),
  TwoFactorDisabled: idsOnly('creatorId'),
  RecoveryCodeUsed: idsOnly('creatorId'),
  AccountErased: idsOnly('creatorId'),
  // Engagement: a visitor key is already a keyed hash good for one day.
  ItemViewed: idsOnly('itemId', 'kind', 'visitorKey', 'day'),
  ItemPreviewed: idsOnly('itemId', 'kind', 'visitorKey', 'day'),
  ItemLiked: idsOnly('itemId', 'kind', 'creatorId'),
  ItemUnliked: idsOnly('itemId', 'kind', 'creatorId'),
  CreatorFollowed: idsOnly('followerId', 'creatorId'),
  CreatorUnfollowed: idsOnly('followerId', 'creatorId'),
  // Commerce: amounts and references; the provider's words about a failed payment are not about the buyer.
  OrderPlaced: idsOnly(
    'orderId',
    'itemId',
    'kind',
    'sellerId',
    'buyerId',
    'currency',
    'provider',
    'checkoutId',
    'discountCode',
    'destination',
  ),
  OrderPaid: idsOnly('orderId', 'noticeId', 'currency', 'paymentRef'),
  OrderPaymentFailed: idsOnly('orderId', 'noticeId', 'reason'),
  // A refund's note and a refund request's or refusal's reason are their writer's words.
  OrderRefunded: {
    personal: { subject: 'sellerId', fields: { note: ERASED_TEXT } },
    other: ['orderId', 'noticeId', 'currency', 'cause', 'sellerId'],
  },
  RefundRequested: {
    personal: { subject: 'buyerId', fields: { reason: ERASED_TEXT } },
    other: ['orderId', 'buyerId', 'answerBy'],
  },
  RefundDeclined: {
    personal: { subject: 'sellerId', fields: { reason: ERASED_TEXT } },
    other: ['orderId', 'sellerId'],
  },
  CheckoutOpened: idsOnly('itemId', 'accountId', 'orderId'),
  // The provider's account reference is a reference like a payment's, not the person.
  PayoutAccountConnected: idsOnly('creatorId', 'provider', 'accountRef'),
  PayoutAccountUpdated: idsOnly('creatorId', 'accountRef'),
  PayoutSent: idsOnly('creatorId', 'payoutId', 'currency'),
  PayoutTransferred: idsOnly('creatorId', 'payoutId', 'transferRef'),
  DiscountCodeCreated: idsOnly('creatorId', 'code', 'currency', 'itemId', 'expiresAt'),
  DiscountCodeUsed: idsOnly('creatorId', 'code', 'orderId'),
  ItemGot: idsOnly(...ENTITLEMENT),
  LicenceIssued: idsOnly(...LICENCE),
  LicenceRevoked: idsOnly(...LICENCE, 'reason'),
  ReleaseNoticesMuted: idsOnly('itemId', 'accountId'),
  ReleaseNoticesResumed: idsOnly('itemId', 'accountId'),
  FileDownloaded: idsOnly(...ENTITLEMENT, 'uploadId', 'way', 'version'),
  // Uploads: references and hashes; the bytes live in the blob store and are deleted with the account.
  ImageUploaded: idsOnly('uploadId', 'ownerId', 'purpose', 'mediaType', ...under('image', IMAGE_REF)),
  FileUploaded: idsOnly('uploadId', 'ownerId', ...under('file', FILE_REF)),
  UploadSwept: idsOnly('uploadId', 'deletedBlobs[]'),
  // Enquiries: the words are their writer's.
  EnquirySent: {
    personal: { subject: 'senderId', fields: { subject: ERASED_TEXT, message: ERASED_TEXT } },
    other: ['enquiryId', 'expertId', 'senderId', 'budget.currency'],
  },
  EnquiryReplied: {
    personal: { subject: 'expertId', fields: { message: ERASED_TEXT } },
    other: ['enquiryId', 'expertId'],
  },
  // Moderation: a report stays (anonymised by its details being erased); a moderator's words are theirs.
  ContentReported: {
    personal: { subject: 'reporterId', fields: { details: ERASED_TEXT } },
    other: ['reportId', ...REPORT_TARGET, 'reporterId', 'reason'],
  },
  ReportsDismissed: {
    personal: { subject: 'moderatorId', fields: { note: ERASED_TEXT } },
    other: [...REPORT_TARGET, 'moderatorId'],
  },
  ItemHidden: {
    personal: { subject: 'moderatorId', fields: { reason: ERASED_TEXT } },
    other: ['itemId', 'kind', 'moderatorId'],
  },
  ItemRestored: {
    personal: { subject: 'moderatorId', fields: { reason: ERASED_TEXT } },
    other: ['itemId', 'kind', 'moderatorId'],
  },
  CreatorHidden: {
    personal: { subject: 'moderatorId', fields: { reason: ERASED_TEXT } },
    other: ['creatorId', 'moderatorId'],
  },
  CreatorRestored: {
    personal: { subject: 'moderatorId', fields: { reason: ERASED_TEXT } },
    other: ['creatorId', 'moderatorId'],
  },
  ReviewHidden: {
    personal: { subject: 'moderatorId', fields: { reason: ERASED_TEXT } },
    other: ['reviewId', 'itemId', 'kind', 'reviewerId', 'moderatorId'],
  },
  ReviewRestored: {
    personal: { subject: 'moderatorId', fields: { reason: ERASED_TEXT } },
    other: ['reviewId', 'itemId', 'kind', 'reviewerId', 'moderatorId'],
  },
  ModeratorsAnswered: {
    personal: { subject: 'creatorId', fields: { message: ERASED_TEXT } },
    other: ['itemId', 'kind', 'creatorId'],
  },
  // Reviews: the stars and ids stay (an item's average still adds up); the words are their writer's.
  ReviewWritten: {
    personal: { subject: 'reviewerId', fields: { text: ERASED_TEXT } },
    other: [...REVIEW, 'creatorId'],
  },
  ReviewEdited: {
    personal: { subject: 'reviewerId', fields: { text: ERASED_TEXT } },
    other: REVIEW,
  },
  ReviewAnswered: {
    personal: { subject: 'creatorId', fields: { text: ERASED_TEXT } },
    other: ['reviewId', 'itemId', 'kind', 'creatorId'],
  },
  ...FEATURED_COLLECTIONS,
  ...PERSONAL_COLLECTIONS,
} as const satisfies Readonly<Record<NamedEventType, EventPrivacy>>;

/** Every event type's entry: item events per change, each of the six kinds alike. */
export const PERSONAL_DATA: ReadonlyMap<string, EventPrivacy> = new Map<string, EventPrivacy>([
  ...Object.entries<EventPrivacy>(NAMED_EVENTS),
  ...ITEM_KINDS.flatMap((kind) =>
    ITEM_CHANGES.map((change): [string, EventPrivacy] => [itemEventType(kind, change), ITEM_EVENTS[change]]),
  ),
]);

/** The personal values of an event type, or `undefined` when it has none. */
export const personalFieldsOf = (type: string): PersonalFields | undefined => PERSONAL_DATA.get(type)?.personal;
