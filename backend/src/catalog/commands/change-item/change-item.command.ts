import { Command } from '@nestjs/cqrs';
import type { ItemKind } from '@creators/contracts';
import type { CommandMetadata } from '../../../platform/command-metadata.js';
import type { ItemBody } from '../../http/item.dto.js';

export interface ItemChangeResult {
  readonly revision: number;
  readonly position: string;
  readonly slug: string;
}

export type ItemChangeRequest =
  { readonly type: 'Edit'; readonly body: ItemBody } | { readonly type: 'Publish' | 'Unpublish' | 'Delete' };

/** `EditComponent`, `PublishTemplate`, `UnpublishSite`, `DeleteVector`, ...: a change to an existing item. */
export class ChangeItem extends Command<ItemChangeResult> {
  constructor(
    readonly kind: ItemKind,
    readonly itemId: string,
    readonly change: ItemChangeRequest,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
