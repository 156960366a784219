import { Command } from '@nestjs/cqrs';
import type { PlacedOrder } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** A signed-in account orders a paid item; the price is the item's now, never the client's. */
export class PlaceOrder extends Command<PlacedOrder> {
  constructor(
    readonly itemId: string,
    /** What the buyer offers: an amount (pay what you want), a discount code; null for neither. */
    readonly offer: { readonly amount: number | null; readonly discountCode: string | null },
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
