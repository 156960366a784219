import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStreamId } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { orderDecider, type OrderState } from '../../domain/order.decider.js';
import { OrderFollowUp } from '../order-follow-up.js';
import { SettlePayment } from './settle-payment.command.js';

/**
 * Records the notice on the order, then lets the buyer's entitlement and the e-mail follow the
 * order's state (whatever the notice decided: one delivered again completes the work).
 */
@CommandHandler(SettlePayment)
export class SettlePaymentHandler implements ICommandHandler<SettlePayment, OrderState> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly followUp: OrderFollowUp,
  ) {}

  async execute({ orderId, notice, metadata }: SettlePayment): Promise<OrderState> {
    const settled = await handleCommand(
      this.events,
      orderStreamId(orderId),
      orderDecider,
      { type: 'SettlePayment', notice },
      metadata,
    );
    return this.followUp.follow(settled.state, settled.position, metadata);
  }
}
