import { mediaError } from '../media.errors.js';
import { asMediaEvent, type FileRef, type ImagePurpose, type ImageRef, type MediaEvent } from '@creators/contracts';
import { invalidField } from '../../platform/domain-error.js';
import type { Decider } from '../../platform/event-sourcing.js';

/** An upload stream (`upload-<id>`): an image or a file, once, until a sweep removes it. */
export type UploadState =
  | { readonly status: 'none' }
  | {
      readonly status: 'image';
      readonly ownerId: string;
      readonly purpose: ImagePurpose;
      readonly image: ImageRef;
    }
  | { readonly status: 'file'; readonly ownerId: string; readonly file: FileRef }
  | { readonly status: 'swept'; readonly ownerId: string };

export type UploadCommand =
  | {
      readonly type: 'RecordImage';
      readonly uploadId: string;
      readonly ownerId: string;
      readonly purpose: ImagePurpose;
      readonly size: number;
      readonly mediaType: string;
      readonly image: ImageRef;
    }
  | { readonly type: 'RecordFile'; readonly uploadId: string; readonly ownerId: string; readonly file: FileRef }
  | { readonly type: 'Sweep'; readonly uploadId: string; readonly deletedBlobs: readonly string[] };

export function evolveUpload(state: UploadState, media: MediaEvent): UploadState {
  switch (media.type) {
    case 'ImageUploaded':
      return { status: 'image', ownerId: media.data.ownerId, purpose: media.data.purpose, image: media.data.image };
    case 'FileUploaded':
      return { status: 'file', ownerId: media.data.ownerId, file: media.data.file };
    case 'UploadSwept':
      return state.status === 'none' ? state : { status: 'swept', ownerId: state.ownerId };
  }
}

export function decideUpload(command: UploadCommand, state: UploadState): MediaEvent[] {
  switch (command.type) {
    case 'RecordImage': {
      if (state.status !== 'none') throw mediaError('concurrent_change', 'an upload with this id exists');
      const { uploadId, ownerId, purpose, size, mediaType, image } = command;
      return [{ type: 'ImageUploaded', data: { uploadId, ownerId, purpose, size, mediaType, image } }];
    }
    case 'RecordFile': {
      if (state.status !== 'none') throw mediaError('concurrent_change', 'an upload with this id exists');
      const { uploadId, ownerId, file } = command;
      return [{ type: 'FileUploaded', data: { uploadId, ownerId, file } }];
    }
    case 'Sweep':
      if (state.status === 'none' || state.status === 'swept') return [];
      return [{ type: 'UploadSwept', data: { uploadId: command.uploadId, deletedBlobs: command.deletedBlobs } }];
  }
}

export const uploadDecider: Decider<UploadState, UploadCommand, MediaEvent> = {
  initial: { status: 'none' },
  read: asMediaEvent,
  evolve: evolveUpload,
  decide: decideUpload,
};

/** How a field may use an upload: a picture on an item, an avatar, or a deliverable. */
export type UploadUse = 'item-image' | 'avatar' | 'file';

const NOT_YOURS = 'is not an upload of yours (upload it again)';

/**
 * The reference a field may hold to an upload, or why not. Someone else's upload, an unknown one
 * and a swept one read alike, so upload ids of other creators cannot be probed.
 */
export function referenceTo(
  state: UploadState,
  creatorId: string,
  use: 'item-image' | 'avatar',
  field: string,
): ImageRef;
export function referenceTo(state: UploadState, creatorId: string, use: 'file', field: string): FileRef;
export function referenceTo(state: UploadState, creatorId: string, use: UploadUse, field: string): ImageRef | FileRef {
  if (state.status === 'none' || state.status === 'swept' || state.ownerId !== creatorId) {
    throw invalidField(field, NOT_YOURS);
  }
  if (use === 'file') {
    if (state.status !== 'file') throw invalidField(field, 'is an image upload, not a file');
    return state.file;
  }
  if (state.status !== 'image') throw invalidField(field, 'is a file upload, not an image');
  const fits = use === 'avatar' ? state.purpose === 'avatar' : state.purpose !== 'avatar';
  if (!fits) {
    throw invalidField(
      field,
      use === 'avatar' ? 'was uploaded as an item image, not an avatar' : 'was uploaded as an avatar',
    );
  }
  return state.image;
}
