import { Command } from '@nestjs/cqrs';
import type { PlacedOrder } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** A signed-in account orders a paid item; the price is the item's now, never the client's. */
export class PlaceOrder extends Command<PlacedOrder> {
  constructor(
    readonly itemId: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
