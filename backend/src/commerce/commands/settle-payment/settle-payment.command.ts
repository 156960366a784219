import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../platform/command-metadata.js';
import type { OrderState, PaymentNotice } from '../../domain/order.decider.js';

/** A payment provider's notice about an order: paid, failed or refunded. */
export class SettlePayment extends Command<OrderState> {
  constructor(
    readonly orderId: string,
    readonly notice: PaymentNotice,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
