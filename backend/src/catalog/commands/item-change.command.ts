import { Command } from '@nestjs/cqrs';
import type { ItemKind } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';

export interface ItemChangeResult {
  readonly revision: number;
  readonly position: string;
  readonly slug: string;
}

/** What every change to an existing item names: its kind, its id, and who asks when. */
export abstract class ItemChangeCommand extends Command<ItemChangeResult> {
  constructor(
    readonly kind: ItemKind,
    readonly itemId: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
