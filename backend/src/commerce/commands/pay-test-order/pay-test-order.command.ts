import { Command } from '@nestjs/cqrs';
import type { OrderStatus, TestCardPayment } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** The buyer pays their order in the built-in test checkout (no money moves). */
export class PayTestOrder extends Command<{ readonly orderId: string; readonly status: OrderStatus }> {
  constructor(
    readonly orderId: string,
    readonly card: TestCardPayment,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
