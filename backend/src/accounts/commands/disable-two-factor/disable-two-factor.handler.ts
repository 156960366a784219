import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '../../../platform/mail/outbox.js';
import { CLOCK, type Clock } from '../../../platform/tokens.js';
import { accountError } from '../../accounts.errors.js';
import { Reauthentication } from '../../credentials/reauthentication.js';
import { TwoFactorStore } from '../../credentials/two-factor-store.js';
import { twoFactorMail } from '../../mail/account-mail.js';
import { AccountStream } from '../account-stream.js';
import { DisableTwoFactor } from './disable-two-factor.command.js';

@CommandHandler(DisableTwoFactor)
export class DisableTwoFactorHandler implements ICommandHandler<DisableTwoFactor, void> {
  constructor(
    private readonly reauthentication: Reauthentication,
    private readonly twoFactor: TwoFactorStore,
    private readonly stream: AccountStream,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ password, code, client, metadata }: DisableTwoFactor): Promise<void> {
    const creatorId = metadata.creatorId;
    const now = this.clock.now();
    if (!(await this.twoFactor.isOn(creatorId))) throw accountError('two_factor_off', 'two-factor sign-in is off');
    const account = await this.reauthentication.password(creatorId, password, client, now);
    await this.reauthentication.code(creatorId, code, client, now);
    await this.stream.decide({ type: 'DisableTwoFactor', creatorId }, metadata);
    await this.twoFactor.turnOff(creatorId);
    await this.outbox.send(twoFactorMail(account.email, false));
  }
}
