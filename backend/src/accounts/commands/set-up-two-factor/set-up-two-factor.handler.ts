import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TwoFactorSetup } from '@creators/contracts';
import { accountError } from '../../accounts.errors.js';
import { CredentialStore } from '../../credentials/credential-store.js';
import { TwoFactorStore } from '../../credentials/two-factor-store.js';
import { SetUpTwoFactor } from './set-up-two-factor.command.js';

@CommandHandler(SetUpTwoFactor)
export class SetUpTwoFactorHandler implements ICommandHandler<SetUpTwoFactor, TwoFactorSetup> {
  constructor(
    private readonly twoFactor: TwoFactorStore,
    private readonly credentials: CredentialStore,
  ) {}

  async execute({ creatorId }: SetUpTwoFactor): Promise<TwoFactorSetup> {
    // Starting again while it is on would leave the app's codes and the account's apart.
    if (await this.twoFactor.isOn(creatorId))
      throw accountError('two_factor_already_on', 'two-factor sign-in is on already');
    const account = await this.credentials.ofCreator(creatorId);
    if (account === null) throw accountError('not_found', 'this creator has no account to sign in with');
    return this.twoFactor.begin(creatorId, account.email);
  }
}
