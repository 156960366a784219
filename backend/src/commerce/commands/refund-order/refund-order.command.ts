import { Command } from '@nestjs/cqrs';
import type { OrderStatus } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

export interface RefundAnswer {
  readonly orderId: string;
  readonly status: OrderStatus;
}

/**
 * The creator gives a sale's money back: of their own accord (`refund`, with a reason), or in
 * answer to the buyer's request (`approve`, or `decline` with a reason).
 */
export class RefundOrder extends Command<RefundAnswer> {
  constructor(
    readonly orderId: string,
    readonly action: 'refund' | 'approve' | 'decline',
    readonly reason: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
