import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStreamId, type PlacedOrder } from '@creators/contracts';
import { findEntitlement, findShownItem } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { newIdFor } from '../../../platform/command-metadata.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { PublicOrigin } from '../../../platform/http/public-origin.js';
import { ReadModelClock } from '../../../platform/read-model-clock.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { commerceError } from '../../commerce.errors.js';
import { orderDecider } from '../../domain/order.decider.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../payments/payment-gateway.js';
import { PlaceOrder } from './place-order.command.js';

@CommandHandler(PlaceOrder)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrder, PlacedOrder> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    private readonly clock: ReadModelClock,
    private readonly origin: PublicOrigin,
  ) {}

  async execute({ itemId, metadata }: PlaceOrder): Promise<PlacedOrder> {
    const buyerId = metadata.creatorId;
    const item = await findShownItem(this.documents, itemId);
    if (item === null) throw commerceError('item_not_found', 'no published item has this id');
    if (item.kind === 'sites') throw commerceError('not_for_sale', 'sites are shown, not sold');
    if (item.creatorId === buyerId) throw commerceError('own_item', 'this is your own item: it is yours already');
    if (item.price.amount <= 0) throw commerceError('not_for_sale', 'this item is free: get it instead of buying it');
    if ((await findEntitlement(this.documents, item.id, buyerId)) !== null) {
      throw commerceError('already_owned', 'this item is in your library already');
    }
    const orderId = newIdFor(metadata, 'order');
    // Where the provider sends the buyer back.
    const origin = this.origin.get();
    const { amount, currency } = item.price;
    // The provider's session first, so the order records where the buyer pays; a session whose
    // order is never stored (a crash in between) is never paid for, as nothing leads to it.
    const checkout = await this.payments.startCheckout({
      orderId,
      title: item.title,
      amount,
      currency,
      successUrl: `${origin}/library?order=${encodeURIComponent(orderId)}`,
      cancelUrl: `${origin}/marketplace/${item.kind}/${encodeURIComponent(item.slug)}`,
    });
    const outcome = await handleCommand(
      this.events,
      orderStreamId(orderId),
      orderDecider,
      {
        type: 'PlaceOrder',
        order: {
          orderId,
          itemId: item.id,
          kind: item.kind,
          sellerId: item.creatorId,
          buyerId,
          amount,
          currency,
          provider: this.payments.provider,
          checkoutId: checkout.checkoutId,
        },
      },
      metadata,
    );
    // The checkout page reads the order next: let the read models have it.
    await this.clock.waitFor(outcome.position, 2000);
    return { orderId, checkoutUrl: checkout.checkoutUrl };
  }
}
