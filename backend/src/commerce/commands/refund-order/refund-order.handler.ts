import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStreamId } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { handleCommand, loadState } from '../../../platform/event-sourcing.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { assertRefundable, orderDecider } from '../../domain/order.decider.js';
import { OrderFollowUp } from '../order-follow-up.js';
import { RefundOrder, type RefundAnswer } from './refund-order.command.js';

/**
 * A refund is checked before the provider is asked (only the creator, only a paid order), given
 * back through the provider (once per order), recorded, and followed: the licence ends, its links
 * stop working, and buyer and creator are told.
 */
@CommandHandler(RefundOrder)
export class RefundOrderHandler implements ICommandHandler<RefundOrder, RefundAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly followUp: OrderFollowUp,
  ) {}

  async execute({ orderId, action, reason, metadata }: RefundOrder): Promise<RefundAnswer> {
    const sellerId = metadata.creatorId;
    if (action === 'decline') {
      const declined = await handleCommand(
        this.events,
        orderStreamId(orderId),
        orderDecider,
        { type: 'DeclineRefund', sellerId, reason },
        metadata,
      );
      await this.followUp.follow(declined.state, declined.position, metadata);
      return { orderId, status: declined.state.status ?? 'paid' };
    }
    const { state } = await loadState(this.events, orderStreamId(orderId), orderDecider);
    const cause = action === 'approve' ? 'requested_by_buyer' : 'refunded_by_creator';
    assertRefundable(state, { sellerId }, cause);
    const refunded = await this.followUp.refund(state, cause, metadata, reason === '' ? undefined : reason);
    const followed = await this.followUp.follow(refunded.state, refunded.position, metadata);
    return { orderId, status: followed.status ?? 'refunded' };
  }
}
