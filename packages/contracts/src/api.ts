import type { ItemFields } from './item-events.js';
import type { ExpertListing } from './creator-events.js';
import type { ItemKind, VectorFormat } from './kinds.js';
import type { FileRef, ImageRef } from './media.js';
import type { Role } from './role-events.js';

/** Shapes of the HTTP API's answers, shared with the frontend. */
export interface Page<T> {
  readonly items: T[];
  readonly nextCursor: string | null;
}

export interface CreatorCard {
  readonly handle: string;
  readonly name: string;
  readonly avatarUrl: string | null;
  /** The uploaded avatar's renditions, when the avatar is an upload. */
  readonly avatar?: ImageRef | null;
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
  /** Set while moderators keep the item off every public page: why, and since when (the creator sees it). */
  readonly moderation?: { readonly hidden: true; readonly reason: string; readonly at: string } | null;
}

/** A deliverable as a request names it: an uploaded file, and for vectors the format it is in. */
export interface ItemFileBody {
  readonly uploadId: string;
  readonly format?: VectorFormat;
}

/**
 * What `POST` and `PATCH /api/dashboard/{kind}` take: any of the item's fields (each kind only its
 * own extra ones) and a slug. Uploads are named by id (`coverImageId`, `galleryImageIds`, `files`)
 * and become references in the handlers; plugins send `releaseNotes` for the version they set.
 */
export type ItemBody = Partial<Omit<ItemFields, 'coverImage' | 'galleryImages' | 'files' | 'changelog'>> & {
  readonly slug?: string;
  /** An image uploaded for a cover; null clears the cover. */
  readonly coverImageId?: string | null;
  /** Uploaded images, in the order shown. */
  readonly galleryImageIds?: readonly string[];
  readonly files?: readonly ItemFileBody[];
  /** Plugins: what changed in the version being set. */
  readonly releaseNotes?: string;
};

/** `POST /api/dashboard/{kind}`: a new item needs its title; the rest may come later. */
export type NewItemBody = ItemBody & { readonly title: string };

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

/**
 * `POST /api/auth/sign-up` (202): an e-mail went to the address, whether or not it has an account
 * (the answer is the same either way); the link in it finishes the sign-up.
 */
export interface SignUpRequested {
  /** The address as normalised, where the e-mail went. */
  readonly email: string;
}

/** `POST /api/auth/sign-up/confirm` (201) and `POST /api/auth/sign-in` (200); the session travels in a cookie, never in the body. */
export interface AccountAnswer {
  readonly creator: CreatorSummary;
  readonly position: string;
}

/** `POST /api/media/images?purpose=`: 201, the processed image. */
export interface ImageUploadAnswer {
  readonly id: string;
  readonly image: ImageRef;
  readonly position: string;
}

/** `POST /api/media/files?name=`: 201, the stored file. */
export interface FileUploadAnswer {
  readonly id: string;
  readonly file: FileRef;
  readonly position: string;
}

/** `GET /api/media/usage`: what the signed-in account keeps stored in its uploads, against its quota. */
export interface StorageUsage {
  readonly usedBytes: number;
  readonly quotaBytes: number;
  readonly uploads: number;
}

/** `GET /api/auth/me`. */
export interface MeView extends CreatorSummary {
  readonly avatarUrl: string | null;
  /** What the account may do beyond its own work: the account menu leads a moderator to the queue. */
  readonly roles: readonly Role[];
  /** The uploaded avatar's renditions, when the avatar is an upload. */
  readonly avatar?: ImageRef | null;
}

/** `GET /api/dashboard/profile`, with `ETag: "<revision>"`. */
export interface ProfileView extends Omit<MeView, 'roles'> {
  readonly bio: string;
  readonly websiteUrl: string | null;
  readonly location: string;
  readonly expert: ExpertListing | null;
  readonly revision: number;
  /** Only while a moderator keeps the creator hidden: why, and since when. */
  readonly moderation?: { readonly hidden: true; readonly reason: string; readonly at: string };
}
