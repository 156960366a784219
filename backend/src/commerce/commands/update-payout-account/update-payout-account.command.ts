import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../platform/command-metadata.js';

/** The provider says whether a creator's payout account takes money yet (Stripe's `account.updated`). */
export class UpdatePayoutAccount extends Command<void> {
  constructor(
    readonly creatorId: string,
    readonly accountRef: string,
    readonly ready: boolean,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
