import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LinkSent } from '@creators/contracts';
import { Outbox } from '../../../platform/mail/outbox.js';
import { CLOCK, type Clock } from '../../../platform/tokens.js';
import { AccountOpening } from '../../credentials/account-opening.js';
import { AccountTokens } from '../../credentials/account-tokens.js';
import { Reauthentication } from '../../credentials/reauthentication.js';
import { EmailKeys } from '../../domain/email-keys.js';
import { checkEmail, normaliseEmail } from '../../domain/email.js';
import { emailChangeMail, emailInUseMail } from '../../mail/account-mail.js';
import { AccountStream } from '../account-stream.js';
import { RequestEmailChange } from './request-email-change.command.js';

@CommandHandler(RequestEmailChange)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChange, LinkSent> {
  constructor(
    private readonly reauthentication: Reauthentication,
    private readonly emailKeys: EmailKeys,
    private readonly opening: AccountOpening,
    private readonly tokens: AccountTokens,
    private readonly stream: AccountStream,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ password, email, client, origin, metadata }: RequestEmailChange): Promise<LinkSent> {
    const creatorId = metadata.creatorId;
    const normalised = normaliseEmail(email);
    checkEmail(normalised);
    const now = this.clock.now();
    await this.reauthentication.password(creatorId, password, client, now);
    const emailKey = await this.emailKeys.keyOf(normalised);
    // Whether the new address has an account is told to its owner only, never in the answer.
    const inUse = await this.opening.hasAccount({ email: normalised, emailKey, passwordHash: '' });
    if (inUse) {
      await this.outbox.send(emailInUseMail(normalised, origin));
    } else {
      const { token } = await this.tokens.issue('email-change', { creatorId, email: normalised, emailKey }, now);
      await this.stream.decide({ type: 'RequestEmailChange', creatorId }, metadata);
      await this.outbox.send(emailChangeMail(normalised, origin, token));
    }
    return { email: normalised };
  }
}
