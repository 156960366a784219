import type { ItemFields } from './item-events.js';
import type { ExpertListing } from './creator-events.js';
import type { ItemKind } from './kinds.js';

/** Shapes of the HTTP API's answers, shared with the frontend. */
export interface Page<T> {
  readonly items: T[];
  readonly nextCursor: string | null;
}

export interface CreatorCard {
  readonly handle: string;
  readonly name: string;
  readonly avatarUrl: string | null;
}

export type ItemStatusName = 'draft' | 'published' | 'unpublished';

export interface ItemView extends ItemFields {
  readonly id: string;
  readonly kind: ItemKind;
  readonly slug: string;
  readonly status: ItemStatusName;
  readonly creator: CreatorCard;
  readonly createdAt: string;
  readonly publishedAt: string | null;
  readonly updatedAt: string;
  readonly revision: number;
}

/** Every command's answer carries the position of its last event, for read-your-writes. */
export interface CommandAnswer {
  readonly revision: number;
  readonly position: string;
}

export interface CreatedAnswer extends CommandAnswer {
  readonly id: string;
  readonly slug: string;
}

export interface ProblemDocument {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly errors?: readonly { readonly field: string; readonly message: string }[];
}

/** A creator as the account calls answer them. */
export interface CreatorSummary {
  readonly id: string;
  readonly handle: string;
  readonly name: string;
}

/** `POST /api/auth/sign-up` (201) and `POST /api/auth/sign-in` (200); the session travels in a cookie, never in the body. */
export interface AccountAnswer {
  readonly creator: CreatorSummary;
  readonly position: string;
}

/** `GET /api/auth/me`. */
export interface MeView extends CreatorSummary {
  readonly avatarUrl: string | null;
}

/** `GET /api/dashboard/profile`, with `ETag: "<revision>"`. */
export interface ProfileView extends MeView {
  readonly bio: string;
  readonly websiteUrl: string | null;
  readonly location: string;
  readonly expert: ExpertListing | null;
  readonly revision: number;
}
