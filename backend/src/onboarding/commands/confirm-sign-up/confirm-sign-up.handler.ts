import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AccountAnswer } from '@creators/contracts';
import { accountError } from '../../../accounts/accounts.errors.js';
import { AccountOpening } from '../../../accounts/credentials/account-opening.js';
import { Join } from '../join/join.command.js';
import { ConfirmSignUp } from './confirm-sign-up.command.js';

@CommandHandler(ConfirmSignUp)
export class ConfirmSignUpHandler implements ICommandHandler<ConfirmSignUp, AccountAnswer> {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountOpening,
  ) {}

  async execute({ token, metadata }: ConfirmSignUp): Promise<AccountAnswer> {
    const pending = await this.accounts.pending(token, Date.parse(metadata.now));
    if (pending === null) {
      throw accountError('confirmation_expired', 'this link was used already or has expired; sign up again');
    }
    const { account, creatorId, details } = pending;
    const answer = await this.commands.execute(
      new Join({ account, creatorId, handle: details.handle ?? '', name: details.name ?? '' }, metadata),
    );
    await this.accounts.dropPending(pending);
    return answer;
  }
}
