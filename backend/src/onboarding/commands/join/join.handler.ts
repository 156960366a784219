import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AccountAnswer } from '@creators/contracts';
import { AccountOpening } from '../../../accounts/credentials/account-opening.js';
import { SignUp } from '../../../creators/commands/sign-up/sign-up.command.js';
import { newIdFor } from '../../../platform/command-metadata.js';
import { Join } from './join.command.js';

@CommandHandler(Join)
export class JoinHandler implements ICommandHandler<Join, AccountAnswer> {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountOpening,
  ) {}

  async execute({ details, metadata }: Join): Promise<AccountAnswer> {
    // Derived from the Idempotency-Key when there is one: a retry finds its own claims and events.
    const creatorId = details.creatorId ?? newIdFor(metadata, 'creator');
    const given = details.account;
    const checked = 'password' in given ? await this.accounts.check(given.email, given.password) : given;
    const account = await this.accounts.prepare(checked, creatorId, metadata.now);
    const answer = await this.commands.execute(
      new SignUp(creatorId, details.handle, details.name, [account.emailClaim], metadata),
    );
    await this.accounts.open(account);
    return answer;
  }
}
