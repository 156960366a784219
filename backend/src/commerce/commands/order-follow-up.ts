import { Inject, Injectable } from '@nestjs/common';
import {
  entitlementStreamId,
  licenceIdFor,
  orderStreamId,
  type LicenceData,
  type RefundCause,
} from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import type { CommandMetadata } from '../../platform/command-metadata.js';
import { isDomainError } from '../../platform/domain-error.js';
import { handleCommand } from '../../platform/event-sourcing.js';
import { ReadModelClock } from '../../platform/read-model-clock.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { entitlementDecider } from '../domain/entitlement.decider.js';
import { orderDecider, type OrderState } from '../domain/order.decider.js';
import { CommerceNotices } from '../notices/commerce-notices.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payments/payment-gateway.js';

/**
 * What follows an order's state, after any step that changed it (a provider's notice, a refund):
 * the buyer's entitlement (a paid order's licence issued, a refunded order's revoked) and the
 * e-mail to buyer and creator. It runs whatever the step decided, so a step heard again after a
 * crash half-way completes the work; every part of it is idempotent (the entitlement's decider,
 * the outbox's keys, the provider's idempotency keys).
 *
 * A payment for an item its buyer already holds through another order (two tabs, each paid) is
 * given back through the provider and recorded as a refund whose cause says so.
 */
@Injectable()
export class OrderFollowUp {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    private readonly notices: CommerceNotices,
    private readonly clock: ReadModelClock,
  ) {}

  /** Follows the order's state; answers it (refunded, when a duplicate was given back) once the read models have it. */
  async follow(state: OrderState, position: number, metadata: CommandMetadata): Promise<OrderState> {
    const { order, status, payment, refund } = state;
    if (order === null || (status !== 'paid' && status !== 'refunded')) {
      await this.clock.waitFor(position, 2000);
      return state;
    }
    const { orderId } = order;
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
    let last = position;
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
      last = Math.max(last, held.position);
    } catch (error) {
      if (!isDomainError(error) || error.code !== 'already_owned' || payment === null) throw error;
      const refunded = await this.refund(state, 'duplicate_payment', metadata);
      return this.follow(refunded.state, Math.max(last, refunded.position), metadata);
    }
    if (status === 'paid') await this.notices.paid(order, licence.licenceId);
    else await this.notices.refunded(order, refund);
    await this.clock.waitFor(last, 2000);
    return state;
  }

  /** Gives a paid order's money back through the provider (once per order) and records it on the order. */
  async refund(state: OrderState, cause: RefundCause, metadata: CommandMetadata, note?: string) {
    const { order, payment } = state;
    if (order === null || payment === null) throw new Error('only a paid order is refunded');
    const { refundId } = await this.payments.refund({
      orderId: order.orderId,
      paymentRef: payment.paymentRef,
      amount: payment.amount,
      currency: payment.currency,
      cause,
      destination: order.destination ?? null,
    });
    // Possibly a second append on the order's stream in one request: its own idempotency key, so
    // it is not taken for a retry of the first.
    const key = metadata.idempotencyKey === null ? null : `${metadata.idempotencyKey}:refund`;
    return handleCommand(
      this.events,
      orderStreamId(order.orderId),
      orderDecider,
      { type: 'RecordRefund', refundId, cause, ...(note === undefined ? {} : { note }) },
      { ...metadata, idempotencyKey: key },
    );
  }
}
