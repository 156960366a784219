import { Command } from '@nestjs/cqrs';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** The buyer asks the creator for a refund of a paid order, within the days allowed, once. */
export class RequestRefund extends Command<{ readonly orderId: string; readonly answerBy: string }> {
  constructor(
    readonly orderId: string,
    readonly reason: string,
    readonly metadata: SignedInMetadata,
  ) {
    super();
  }
}
