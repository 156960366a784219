import type { ItemBody, ItemKind } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';
import { ItemChangeCommand } from '../item-change.command.js';

/** `EditComponent`, `EditSite`, ...: the creator changes some of an item's fields, its slug perhaps. */
export class EditItem extends ItemChangeCommand {
  constructor(
    kind: ItemKind,
    itemId: string,
    readonly body: ItemBody,
    metadata: SignedInMetadata,
  ) {
    super(kind, itemId, metadata);
  }
}
