import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStreamId } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { ReadModelClock } from '../../../platform/read-model-clock.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { orderDecider } from '../../domain/order.decider.js';
import { CommerceNotices } from '../../notices/commerce-notices.js';
import { RequestRefund } from './request-refund.command.js';

@CommandHandler(RequestRefund)
export class RequestRefundHandler implements ICommandHandler<RequestRefund, { orderId: string; answerBy: string }> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly notices: CommerceNotices,
    private readonly clock: ReadModelClock,
  ) {}

  async execute({ orderId, reason, metadata }: RequestRefund): Promise<{ orderId: string; answerBy: string }> {
    const outcome = await handleCommand(
      this.events,
      orderStreamId(orderId),
      orderDecider,
      { type: 'RequestRefund', buyerId: metadata.creatorId, reason, now: metadata.now },
      metadata,
    );
    const { order, refundRequest } = outcome.state;
    if (order === null || refundRequest === null) throw new Error('a refund request was recorded without its order');
    await this.notices.refundRequested(order, refundRequest);
    await this.clock.waitFor(outcome.position, 2000);
    return { orderId, answerBy: refundRequest.answerBy };
  }
}
