import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStreamId } from '@creators/contracts';
import { findUnansweredRefundRequests } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { systemMetadata } from '../../../platform/command-metadata.js';
import { isDomainError } from '../../../platform/domain-error.js';
import { loadState } from '../../../platform/event-sourcing.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { assertRefundable, orderDecider } from '../../domain/order.decider.js';
import { OrderFollowUp } from '../order-follow-up.js';
import { GrantUnansweredRefunds } from './grant-unanswered-refunds.command.js';

/**
 * A creator who never answers a refund request does not keep the money: once its `answerBy` has
 * passed, the product grants it as the creator would have. The log decides (the read model only
 * finds candidates), so a request answered meanwhile is left alone, and gateways sweeping at
 * once refund an order once (the provider's idempotency key, the order's decider).
 */
@CommandHandler(GrantUnansweredRefunds)
export class GrantUnansweredRefundsHandler implements ICommandHandler<GrantUnansweredRefunds, number> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly followUp: OrderFollowUp,
  ) {}

  async execute({ now }: GrantUnansweredRefunds): Promise<number> {
    const due = await findUnansweredRefundRequests(this.documents, now.toISOString());
    let granted = 0;
    for (const { orderId } of due) {
      const metadata = { ...systemMetadata(), now: now.toISOString() };
      const { state } = await loadState(this.events, orderStreamId(orderId), orderDecider);
      try {
        assertRefundable(state, { product: true, now: now.toISOString() }, 'requested_by_buyer');
      } catch (error) {
        if (isDomainError(error)) continue;
        throw error;
      }
      const note = 'The creator did not answer the request in time, so it was granted.';
      const refunded = await this.followUp.refund(state, 'requested_by_buyer', metadata, note);
      await this.followUp.follow(refunded.state, refunded.position, metadata);
      granted += 1;
    }
    return granted;
  }
}
