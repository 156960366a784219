import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStreamId } from '@creators/contracts';
import { listSettledSince } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { systemMetadata } from '../../../platform/command-metadata.js';
import { loadState } from '../../../platform/event-sourcing.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { orderDecider } from '../../domain/order.decider.js';
import { CommerceNotices } from '../../notices/commerce-notices.js';
import { OrderFollowUp } from '../order-follow-up.js';
import { CompleteOrderFollowUps } from './complete-order-follow-ups.command.js';

/** How far back the sweep looks: a gateway down longer than this is a restore, not a restart. */
const WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
/** The most orders one run looks at; the next run takes the rest. */
const BATCH = 500;

/**
 * An order's follow-up (the buyer's licence, the receipt and notices) runs after its events are
 * stored. A gateway stopped between the two (a crash, a deploy) leaves it half done, and the test
 * checkout has no provider to send its notice again: this sweep finds orders paid or refunded
 * lately whose e-mail is not in the outbox and follows them again, from the log's state. Every
 * part is idempotent, so a follow-up that was merely slow is not done twice.
 */
@CommandHandler(CompleteOrderFollowUps)
export class CompleteOrderFollowUpsHandler implements ICommandHandler<CompleteOrderFollowUps, number> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly followUp: OrderFollowUp,
    private readonly notices: CommerceNotices,
  ) {}

  async execute({ now }: CompleteOrderFollowUps): Promise<number> {
    const since = new Date(now.getTime() - WINDOW_MS).toISOString();
    let completed = 0;
    for (const sale of await listSettledSince(this.documents, since, BATCH)) {
      const { state, position } = await loadState(this.events, orderStreamId(sale.orderId), orderDecider);
      const { order, status, refund } = state;
      if (order === null || (status !== 'paid' && status !== 'refunded')) continue;
      if (await this.notices.allSent(order, status === 'refunded' ? refund : null)) continue;
      await this.followUp.follow(state, position, { ...systemMetadata(), now: now.toISOString() });
      completed += 1;
    }
    return completed;
  }
}
