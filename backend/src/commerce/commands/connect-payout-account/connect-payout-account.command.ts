import { Command } from '@nestjs/cqrs';
import type { PayoutAccountAnswer } from '@creators/contracts';
import type { SignedInMetadata } from '../../../platform/command-metadata.js';

/** A creator connects the account their sales are paid out to (Stripe Connect Express, or test mode's). */
export class ConnectPayoutAccount extends Command<PayoutAccountAnswer> {
  constructor(readonly metadata: SignedInMetadata) {
    super();
  }
}
