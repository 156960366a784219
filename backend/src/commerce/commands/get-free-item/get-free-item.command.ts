import { Command } from '@nestjs/cqrs';
import type { ItemAccess, MarketplaceKind } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** A signed-in account gets a free item: it lands in their library. Getting it again changes nothing. */
export class GetFreeItem extends Command<ItemAccess> {
  constructor(
    readonly kind: MarketplaceKind,
    readonly slug: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
