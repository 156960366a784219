import type { CollectionScope } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** A step on a collection, as the HTTP edge names it (items by id; the handler finds their kind). */
export type CurationStep =
  | { readonly type: 'Create'; readonly title: string; readonly description: string }
  | { readonly type: 'Edit'; readonly title: string; readonly description: string }
  | { readonly type: 'AddItem'; readonly itemId: string }
  | { readonly type: 'RemoveItem'; readonly itemId: string }
  | { readonly type: 'Reorder'; readonly itemIds: readonly string[] }
  | { readonly type: 'Publish' | 'Unpublish' | 'Delete' };

/** `collectionId` is null for `Create`. */
export class CurateCollection {
  constructor(
    readonly scope: CollectionScope,
    readonly collectionId: string | null,
    readonly step: CurationStep,
    readonly metadata: SignedInMetadata,
  ) {}
}

export interface CurationAnswer {
  readonly id: string;
  readonly slug: string;
  readonly revision: number;
  readonly position: string;
}
