import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  entitlementStreamId,
  licenceIdFor,
  orderStreamId,
  type LicenceData,
  type OrderPaidData,
} from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { isDomainError } from '../../../platform/domain-error.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { ReadModelClock } from '../../../platform/read-model-clock.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import type { CommandMetadata } from '../../../platform/command-metadata.js';
import { entitlementDecider } from '../../domain/entitlement.decider.js';
import { orderDecider, type OrderState } from '../../domain/order.decider.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../payments/payment-gateway.js';
import { SettlePayment } from './settle-payment.command.js';

/**
 * Records the notice on the order, then makes the buyer's entitlement follow the order's state: a
 * paid order's licence issued, a refunded order's revoked. The second step runs whatever the first
 * decided, so a notice delivered again after a crash between the two completes the work, and a
 * notice heard before changes nothing. A payment for an item its buyer already holds through another
 * order (two tabs, each paid) is given back through the provider and recorded as a refund whose
 * cause says so; the provider refunds an order once however often it is asked, so a retried notice
 * completes that too.
 */
@CommandHandler(SettlePayment)
export class SettlePaymentHandler implements ICommandHandler<SettlePayment, OrderState> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
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
    const { order, status, payment } = settled.state;
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
        if (!isDomainError(error) || error.code !== 'already_owned' || payment === null) throw error;
        const refunded = await this.refundDuplicate(payment, metadata);
        await this.clock.waitFor(Math.max(position, refunded.position), 2000);
        return refunded.state;
      }
    }
    await this.clock.waitFor(position, 2000);
    return settled.state;
  }

  private async refundDuplicate(payment: OrderPaidData, metadata: CommandMetadata) {
    const { orderId, paymentRef, amount, currency } = payment;
    const { refundId } = await this.payments.refund({
      orderId,
      paymentRef,
      amount,
      currency,
      cause: 'duplicate_payment',
    });
    // A second append on the order's stream in one request: its own idempotency key, so it is not
    // taken for a retry of the payment's.
    const key = metadata.idempotencyKey === null ? null : `${metadata.idempotencyKey}:refund`;
    return handleCommand(
      this.events,
      orderStreamId(orderId),
      orderDecider,
      { type: 'RecordRefund', refundId, cause: 'duplicate_payment' },
      { ...metadata, idempotencyKey: key },
    );
  }
}
