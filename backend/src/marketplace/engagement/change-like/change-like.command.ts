import { Command } from '@nestjs/cqrs';
import type { LikeAnswer, ItemKind } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** A signed-in creator likes an item, or takes their like back. */
export class ChangeLike extends Command<LikeAnswer> {
  constructor(
    readonly kind: ItemKind,
    readonly slug: string,
    readonly like: boolean,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
