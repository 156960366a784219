import { eventGuard, everyEventType } from './event-guard.js';
import type { ImageRef } from './media.js';

/** Events of a creator's stream (`creator-<id>`): their profile and their listing on the experts page. */
export interface CreatorProfile {
  readonly handle: string;
  readonly name: string;
  readonly bio: string;
  /** An address given by the creator, or one rendition of the uploaded `avatar`. */
  readonly avatarUrl: string | null;
  /** The uploaded avatar, with its renditions; absent on profiles from before uploads. */
  readonly avatar?: ImageRef | null;
  readonly websiteUrl: string | null;
  readonly location: string;
}

export interface ExpertListing {
  readonly services: readonly string[];
  readonly hourlyRate: { readonly min: number; readonly max: number; readonly currency: string };
  readonly languages: readonly string[];
  readonly location: string;
  readonly availability: 'available' | 'limited' | 'unavailable';
}

export type CreatorEvent =
  | {
      readonly type: 'CreatorSignedUp';
      readonly data: { readonly creatorId: string; readonly handle: string; readonly name: string };
    }
  | {
      readonly type: 'CreatorProfileUpdated';
      readonly data: { readonly creatorId: string; readonly changes: Partial<CreatorProfile> };
    }
  | {
      readonly type: 'ExpertListingPublished';
      readonly data: { readonly creatorId: string; readonly listing: ExpertListing };
    }
  | { readonly type: 'ExpertListingWithdrawn'; readonly data: { readonly creatorId: string } };

export const CREATOR_EVENT_TYPES = everyEventType<CreatorEvent>()([
  'CreatorSignedUp',
  'CreatorProfileUpdated',
  'ExpertListingPublished',
  'ExpertListingWithdrawn',
]);

export const asCreatorEvent = eventGuard<CreatorEvent>(CREATOR_EVENT_TYPES);

export const creatorStreamId = (creatorId: string): string => `creator-${creatorId}`;

/** Events of a creator's link list (`links-<creatorId>`). */
export interface Link {
  readonly id: string;
  readonly title: string;
  readonly url: string;
}

export type LinkEvent =
  | { readonly type: 'LinkAdded'; readonly data: { readonly creatorId: string; readonly link: Link } }
  | {
      readonly type: 'LinkEdited';
      readonly data: {
        readonly creatorId: string;
        readonly linkId: string;
        readonly changes: Partial<Omit<Link, 'id'>>;
      };
    }
  | {
      readonly type: 'LinksReordered';
      readonly data: { readonly creatorId: string; readonly linkIds: readonly string[] };
    }
  | { readonly type: 'LinkRemoved'; readonly data: { readonly creatorId: string; readonly linkId: string } };

export const LINK_EVENT_TYPES = everyEventType<LinkEvent>()([
  'LinkAdded',
  'LinkEdited',
  'LinksReordered',
  'LinkRemoved',
]);

export const asLinkEvent = eventGuard<LinkEvent>(LINK_EVENT_TYPES);

export const linksStreamId = (creatorId: string): string => `links-${creatorId}`;

/**
 * Uniqueness across streams: a name is taken by appending its claim to a stream named after it
 * at the revision read, so two racing claims cannot both win. Slug claims are never released; a
 * handle its creator left a while ago may be claimed anew on the same stream, the stream's last
 * claim holding it; an address is released when its account is deleted.
 */
export type ClaimEvent =
  | {
      readonly type: 'SlugClaimed';
      readonly data: { readonly kind: string; readonly slug: string; readonly itemId: string };
    }
  | { readonly type: 'HandleClaimed'; readonly data: { readonly handle: string; readonly creatorId: string } }
  | { readonly type: 'EmailClaimed'; readonly data: { readonly creatorId: string } }
  /** The account of that address was deleted: the address may open a new one. */
  | { readonly type: 'EmailReleased'; readonly data: { readonly creatorId: string } };

export const CLAIM_EVENT_TYPES = everyEventType<ClaimEvent>()([
  'SlugClaimed',
  'HandleClaimed',
  'EmailClaimed',
  'EmailReleased',
]);

export const asClaimEvent = eventGuard<ClaimEvent>(CLAIM_EVENT_TYPES);

export const slugClaimStreamId = (kind: string, slug: string): string => `slug-${kind}-${slug}`;
export const handleClaimStreamId = (handle: string): string => `handle-${handle.toLowerCase()}`;
/** Keyed by a hash of the address, so the log never holds the address itself. */
export const emailClaimStreamId = (emailHash: string): string => `email-${emailHash}`;
