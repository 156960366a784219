import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { payoutStreamId } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { payoutsDecider } from '../../domain/payouts.decider.js';
import { UpdatePayoutAccount } from './update-payout-account.command.js';

/**
 * Records a change of the account's readiness on the creator's payout stream; the same notice
 * again, or one about an account the creator no longer has, appends nothing.
 */
@CommandHandler(UpdatePayoutAccount)
export class UpdatePayoutAccountHandler implements ICommandHandler<UpdatePayoutAccount, void> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async execute({ creatorId, accountRef, ready, metadata }: UpdatePayoutAccount): Promise<void> {
    await handleCommand(
      this.events,
      payoutStreamId(creatorId),
      payoutsDecider,
      { type: 'UpdateAccount', accountRef, ready },
      metadata,
    );
  }
}
