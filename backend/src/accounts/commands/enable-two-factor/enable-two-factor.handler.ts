import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecoveryCodes } from '@creators/contracts';
import { Outbox } from '../../../platform/mail/outbox.js';
import { accountError } from '../../accounts.errors.js';
import { CLOCK, type Clock } from '../../../platform/tokens.js';
import { CredentialStore } from '../../credentials/credential-store.js';
import { Reauthentication } from '../../credentials/reauthentication.js';
import { TwoFactorStore } from '../../credentials/two-factor-store.js';
import { twoFactorMail } from '../../mail/account-mail.js';
import { AccountStream } from '../account-stream.js';
import { EnableTwoFactor } from './enable-two-factor.command.js';

@CommandHandler(EnableTwoFactor)
export class EnableTwoFactorHandler implements ICommandHandler<EnableTwoFactor, RecoveryCodes> {
  constructor(
    private readonly reauthentication: Reauthentication,
    private readonly twoFactor: TwoFactorStore,
    private readonly credentials: CredentialStore,
    private readonly stream: AccountStream,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ code, client, metadata }: EnableTwoFactor): Promise<RecoveryCodes> {
    const creatorId = metadata.creatorId;
    await this.reauthentication.setUpCode(creatorId, code, client, this.clock.now());
    if (await this.twoFactor.isOn(creatorId))
      throw accountError('two_factor_already_on', 'two-factor sign-in is on already');
    // Sign-in asks for a code from the moment the secret is on; the event follows. A crash between
    // the two leaves sign-in asking for codes (the safe side), never the log saying on while it does not.
    const recoveryCodes = await this.twoFactor.turnOn(creatorId);
    await this.stream.decide({ type: 'EnableTwoFactor', creatorId }, metadata);
    const account = await this.credentials.ofCreator(creatorId);
    if (account !== null) await this.outbox.send(twoFactorMail(account.email, true));
    return { recoveryCodes };
  }
}
