import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { entitlementStreamId, licenceIdFor, orderStreamId, type LicenceData } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { isDomainError } from '../../../platform/domain-error.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { ReadModelClock } from '../../../platform/read-model-clock.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { entitlementDecider } from '../../domain/entitlement.decider.js';
import { orderDecider, type OrderState } from '../../domain/order.decider.js';
import { SettlePayment } from './settle-payment.command.js';

/**
 * Records the notice on the order, then makes the buyer's entitlement follow the order's state: a
 * paid order's licence issued, a refunded order's revoked. The second step runs whatever the first
 * decided, so a notice delivered again after a crash between the two completes the work, and a
 * notice heard before changes nothing.
 */
@CommandHandler(SettlePayment)
export class SettlePaymentHandler implements ICommandHandler<SettlePayment, OrderState> {
  private readonly logger = new Logger('Commerce');

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly clock: ReadModelClock,
  ) {}

  async execute({ orderId, notice, metadata }: SettlePayment): Promise<OrderState> {
    const settled = await handleCommand(
      this.events,
      orderStreamId(orderId),
      orderDecider,
      { type: 'SettlePayment', notice },
      metadata,
    );
    const { order, status } = settled.state;
    let position = settled.position;
    if (order !== null && (status === 'paid' || status === 'refunded')) {
      const licence: LicenceData = {
        itemId: order.itemId,
        kind: order.kind,
        sellerId: order.sellerId,
        accountId: order.buyerId,
        orderId,
        licenceId: licenceIdFor(orderId),
        amount: order.amount,
        currency: order.currency,
      };
      try {
        const held = await handleCommand(
          this.events,
          entitlementStreamId(order.itemId, order.buyerId),
          entitlementDecider,
          status === 'paid'
            ? { type: 'IssueLicence', licence }
            : { type: 'RevokeLicence', licence, reason: 'The order was refunded.' },
          metadata,
        );
        position = Math.max(position, held.position);
      } catch (error) {
        if (!isDomainError(error) || error.code !== 'already_owned') throw error;
        // Two orders of one buyer for one item both paid: the buyer holds the first one's licence;
        // this one is paid without a licence and is due a refund (operators see this line).
        this.logger.warn(`order ${orderId} was paid but its buyer already holds the item: refund it`);
      }
    }
    await this.clock.waitFor(position, 2000);
    return settled.state;
  }
}
