import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { entitlementStreamId, orderStreamId, type OrderStatus } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { invalidField } from '../../../platform/domain-error.js';
import { loadState } from '../../../platform/event-sourcing.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { commerceError } from '../../commerce.errors.js';
import { entitlementDecider } from '../../domain/entitlement.decider.js';
import { orderDecider } from '../../domain/order.decider.js';
import { PAYMENT_GATEWAY, PaymentInputError, type PaymentGateway } from '../../payments/payment-gateway.js';
import { TestModePayments } from '../../payments/test-mode-payments.js';
import { SettlePayment } from '../settle-payment/settle-payment.command.js';
import { PayTestOrder } from './pay-test-order.command.js';

@CommandHandler(PayTestOrder)
export class PayTestOrderHandler implements ICommandHandler<PayTestOrder, { orderId: string; status: OrderStatus }> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    private readonly commands: CommandBus,
  ) {}

  async execute({ orderId, card, metadata }: PayTestOrder): Promise<{ orderId: string; status: OrderStatus }> {
    if (!(this.payments instanceof TestModePayments)) {
      throw commerceError('not_found', 'the test checkout is off: payments go through Stripe');
    }
    const { state } = await loadState(this.events, orderStreamId(orderId), orderDecider);
    const { order, status } = state;
    if (order === null || order.buyerId !== metadata.creatorId || order.provider !== 'test') {
      throw commerceError('order_not_found', 'you have no such order');
    }
    if (status === 'paid' || status === 'refunded') throw commerceError('order_closed', 'this order is paid already');
    // Paid through another order (a second tab): refused before any card is charged.
    const { licence } = (
      await loadState(this.events, entitlementStreamId(order.itemId, order.buyerId), entitlementDecider)
    ).state;
    if (licence !== null && licence.orderId !== orderId) {
      throw commerceError('already_owned', 'you hold this item already through another order: this one is not charged');
    }
    let notice;
    try {
      notice = this.payments.chargeTestCard(order, card);
    } catch (error) {
      if (error instanceof PaymentInputError) throw invalidField(error.field, error.message);
      throw error;
    }
    const settled = await this.commands.execute(new SettlePayment(orderId, notice, metadata));
    if (notice.outcome === 'failed') throw commerceError('payment_declined', notice.reason);
    return { orderId, status: settled.status ?? 'placed' };
  }
}
