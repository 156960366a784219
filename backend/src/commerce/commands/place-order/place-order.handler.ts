import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  checkoutStreamId,
  discountStreamId,
  entitlementStreamId,
  moneyText,
  orderStreamId,
  type PlacedOrder,
} from '@creators/contracts';
import { findEntitlement, findPayoutAccount, findShownItem, type PublicItemDoc } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { newIdFor, type SignedInMetadata } from '../../../platform/command-metadata.js';
import { handleCommand, loadState } from '../../../platform/event-sourcing.js';
import { PublicOrigin } from '../../../platform/http/public-origin.js';
import { ReadModelClock } from '../../../platform/read-model-clock.js';
import type { AppConfig } from '../../../config.js';
import { APP_CONFIG, DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { invalidField } from '../../../platform/domain-error.js';
import { commerceError } from '../../commerce.errors.js';
import { discountDecider, discountedPrice } from '../../domain/discount.decider.js';
import { checkoutDecider } from '../../domain/checkout.decider.js';
import { entitlementDecider } from '../../domain/entitlement.decider.js';
import { orderDecider } from '../../domain/order.decider.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../payments/payment-gateway.js';
import { PlaceOrder } from './place-order.command.js';

/** What one buyer pays for the item: the item's price, or their own, less a code's share. */
interface OrderPrice {
  readonly amount: number;
  readonly currency: string;
  /** Before the code (the price, or the buyer's own amount). */
  readonly listPrice: number;
  readonly code: string | null;
}

/** Opening an order loses a race at most to each other open request of the buyer's; past these, 409. */
const OPEN_ATTEMPTS = 3;

/**
 * One open order per buyer and item: Buy again resumes the order still waiting for payment (at the
 * item's price now) instead of opening a second one, and a second tab racing the first is answered
 * with the same order. An order is opened on the buyer's checkout stream before it is placed, so a
 * crash in between leaves an open order that the next Buy places.
 */
@CommandHandler(PlaceOrder)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrder, PlacedOrder> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    private readonly clock: ReadModelClock,
    private readonly origin: PublicOrigin,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'platformFeePercent'>,
  ) {}

  async execute({ itemId, offer, metadata }: PlaceOrder): Promise<PlacedOrder> {
    const buyerId = metadata.creatorId;
    const item = await findShownItem(this.documents, itemId);
    if (item === null) throw commerceError('item_not_found', 'no published item has this id');
    if (item.kind === 'sites') throw commerceError('not_for_sale', 'sites are shown, not sold');
    if (item.creatorId === buyerId) throw commerceError('own_item', 'this is your own item: it is yours already');
    if (item.price.amount <= 0) throw commerceError('not_for_sale', 'this item is free: get it instead of buying it');
    await this.refuseHolder(item.id, buyerId);
    const price = await this.priceOf(item, offer, metadata.now);
    const stream = checkoutStreamId(item.id, buyerId);
    for (let attempt = 0; attempt < OPEN_ATTEMPTS; attempt += 1) {
      const { openOrderId } = (await loadState(this.events, stream, checkoutDecider)).state;
      if (openOrderId !== null) {
        const resumed = await this.resume(openOrderId, item, price, metadata);
        if (resumed !== null) return resumed;
      }
      const orderId = newIdFor(metadata, attempt === 0 ? 'order' : `order-${attempt}`);
      const opened = await handleCommand(
        this.events,
        stream,
        checkoutDecider,
        { type: 'OpenCheckout', opened: { itemId: item.id, accountId: buyerId, orderId }, replaces: openOrderId },
        metadata,
      );
      // Another request opened an order meanwhile: the next round resumes it.
      if (opened.events.length > 0) return this.place(orderId, item, price, metadata, false);
    }
    throw commerceError('concurrent_change', 'orders for this item are being opened at the same time: try again');
  }

  /** The buyer holds the item (the log's word, not a read model's that may lag): nothing to buy. */
  private async refuseHolder(itemId: string, buyerId: string): Promise<void> {
    const held = await loadState(this.events, entitlementStreamId(itemId, buyerId), entitlementDecider);
    if (held.state.licence !== null || (await findEntitlement(this.documents, itemId, buyerId)) !== null) {
      throw commerceError('already_owned', 'this item is in your library already');
    }
  }

  /**
   * What this buyer pays: the item's price, or the amount they name when it is pay-what-you-want
   * (at least the price), less a discount code's share.
   */
  private async priceOf(item: PublicItemDoc, offer: PlaceOrder['offer'], now: string): Promise<OrderPrice> {
    let amount = item.price.amount;
    if (offer.amount !== null) {
      if (item.price.payWhatYouWant !== true) throw invalidField('amount', 'this item has a fixed price');
      if (offer.amount < item.price.amount) {
        throw invalidField('amount', `must be at least ${moneyText(item.price.amount, item.price.currency)}`);
      }
      amount = offer.amount;
    }
    if (offer.discountCode === null) return { amount, currency: item.price.currency, listPrice: amount, code: null };
    const code = offer.discountCode.toUpperCase();
    const { state } = await loadState(this.events, discountStreamId(item.creatorId, code), discountDecider);
    const basis = { itemId: item.id, creatorId: item.creatorId, amount, currency: item.price.currency };
    return { amount: discountedPrice(state, basis, now, ''), currency: item.price.currency, listPrice: amount, code };
  }

  /** The open order's checkout, or null when it no longer takes a payment (a new order replaces it). */
  private async resume(
    orderId: string,
    item: PublicItemDoc,
    price: OrderPrice,
    metadata: SignedInMetadata,
  ): Promise<PlacedOrder | null> {
    const { order, status } = (await loadState(this.events, orderStreamId(orderId), orderDecider)).state;
    // Opened but never placed (a crash in between, or a racing request placing it now): place it.
    if (order === null) return this.place(orderId, item, price, metadata, true);
    if (status === 'paid') throw commerceError('already_owned', 'this item is in your library already');
    const samePrice = order.amount === price.amount && order.currency === price.currency;
    if (status === 'refunded' || !samePrice || order.provider !== this.payments.provider) return null;
    const checkout = await this.payments.resumeCheckout(order.checkoutId);
    return checkout === null ? null : { orderId, checkoutUrl: checkout.checkoutUrl, resumed: true };
  }

  private async place(
    orderId: string,
    item: PublicItemDoc,
    price: OrderPrice,
    metadata: SignedInMetadata,
    resumed: boolean,
  ): Promise<PlacedOrder> {
    // Where the provider sends the buyer back.
    const origin = this.origin.get();
    const { amount, currency, listPrice, code } = price;
    if (code !== null) {
      // The code's use is counted on its own stream before the order exists: its limit holds
      // however many buyers order at once.
      await handleCommand(
        this.events,
        discountStreamId(item.creatorId, code),
        discountDecider,
        {
          type: 'UseCode',
          orderId,
          item: { itemId: item.id, creatorId: item.creatorId, amount: listPrice, currency },
          now: metadata.now,
        },
        metadata,
      );
    }
    // The product's share is fixed now, as the price is: a later change of the setting leaves this order as it was.
    const platformFee = Math.round((amount * this.config.platformFeePercent) / 100);
    const account = await findPayoutAccount(this.documents, item.creatorId);
    const payoutAccount = account?.provider === this.payments.provider ? account.accountRef : null;
    // The provider's session first, so the order records where the buyer pays; a session whose
    // order is never stored (a crash in between) is never paid for, as nothing leads to it.
    const checkout = await this.payments.startCheckout({
      orderId,
      title: item.title,
      amount,
      currency,
      successUrl: `${origin}/library?order=${encodeURIComponent(orderId)}`,
      cancelUrl: `${origin}/marketplace/${item.kind}/${encodeURIComponent(item.slug)}`,
      platformFee,
      payoutAccount,
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
          buyerId: metadata.creatorId,
          amount,
          currency,
          provider: this.payments.provider,
          checkoutId: checkout.checkoutId,
          platformFee,
          ...(listPrice === item.price.amount && code === null ? {} : { listPrice: item.price.amount }),
          ...(code === null ? {} : { discountCode: code }),
          ...(checkout.destination === null ? {} : { destination: checkout.destination }),
        },
      },
      metadata,
    );
    // The checkout page reads the order next: let the read models have it.
    await this.clock.waitFor(outcome.position, 2000);
    return { orderId, checkoutUrl: checkout.checkoutUrl, resumed };
  }
}
