import type { ItemKind, ReleaseBody } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';
import { ItemChangeCommand } from '../item-change.command.js';

/** `ReleaseComponent`, `ReleasePlugin`, ...: the creator publishes a new version of an item, with its files. */
export class PublishRelease extends ItemChangeCommand {
  constructor(
    kind: ItemKind,
    itemId: string,
    readonly body: ReleaseBody,
    metadata: SignedInMetadata,
  ) {
    super(kind, itemId, metadata);
  }
}
